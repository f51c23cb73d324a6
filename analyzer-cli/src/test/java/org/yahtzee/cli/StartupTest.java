package org.yahtzee.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.solver.Solver;
import org.yahtzee.tables.TableCache;

/**
 * Each start-up trick of docs/startup.md, held by a check that fails when it is undone. Two child
 * JVMs, {@code advise} from a cached table and {@code solve --out}, log every class they load
 * ({@code -Xlog:class+load}, with the thread of each); the classes that betray an undone trick
 * must not be among them, and the count must stay under a recorded bound. The compiled classes
 * are checked directly; the launchers' flags in {@link LaunchersTest}.
 */
final class StartupTest {
    /*
     * Implementation notes. The children run from the test's class path (classes folders, not
     * the jar, and without the launcher's class-data archive, which only the launcher makes), so
     * the counts are not the launcher's; they are recorded per JDK feature version, since each
     * JDK loads its own number of its own classes. Both are flat in the size of the work:
     * advise loads about 1,000 classes, solve about 1,100.
     */

    /**
     * The most classes each run may load ({advise, solve}), per JDK: what it loaded when
     * recorded (JDK 17: advise 819, solve 1183; JDK 25: 1100 and 1474) plus about 10%. advise's
     * common command line, answered without picocli (QuickAdvise), loaded 1023 and 1299 before.
     * Over it, a change added a library or a subsystem to the start: find the classes with
     * {@code -Xlog:class+load} and say why in the commit that raises the bound.
     */
    private static final Map<Integer, int[]> BOUNDS = Map.of(17, new int[] {900, 1240}, 25, new int[] {1210, 1550});

    @TempDir
    static Path work;

    private static List<String> advise;
    private static List<String> solve;

    /** The children's boot class path appendix: a stand-in {@code groovy.lang.Closure}, so a lookup of it is a load. */
    private static Path closureTrap;

    @BeforeAll
    static void runBoth() throws IOException, InterruptedException {
        closureTrap = work.resolve("closure-trap");
        Path closure = closureTrap.resolve("groovy/lang/Closure.class");
        Files.createDirectories(closure.getParent());
        Files.write(closure, emptyClass("groovy/lang/Closure"));
        advise = classesLoaded("advise", "advise", "--dice", "12344");
        solve = classesLoaded("solve", "solve", "--out", work.resolve("official.ytable").toString());
    }

    /** The class-load log lines of one run of the tool in a child JVM, with the launcher's JVM flags. */
    private static List<String> classesLoaded(String name, String... args) throws IOException, InterruptedException {
        Path log = work.resolve(name + ".log");
        ProcessBuilder child = ChildJvm.tool(SharedCache.directory(), List.of("-XX:+UseSerialGC", "-XX:-UsePerfData",
                "-Xbootclasspath/a:" + closureTrap,
                "-Xlog:class+load=info:file=" + log + ":tid,tags"), args) // the shared cache: the official table
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(work.resolve(name + ".err").toFile());
        Process process = child.start();
        assertTrue(process.waitFor(ChildJvm.PATIENCE_SECONDS, TimeUnit.SECONDS), name + " did not end");
        assertEquals(0, process.exitValue(), Files.readString(work.resolve(name + ".err")));
        return Files.readAllLines(log, StandardCharsets.UTF_8);
    }

    /**
     * The class file of an empty public class named {@code internalName} (a subclass of Object
     * with no members; class file version 52, which needs no stack maps), written field by field
     * as JVMS 4.1 lays it out.
     */
    private static byte[] emptyClass(String internalName) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeInt(0xCAFEBABE);
            out.writeShort(0); // minor version
            out.writeShort(52); // major version: Java 8
            out.writeShort(5); // constant pool count: entries 1 to 4
            out.writeByte(7); // #1 Class, named by #2
            out.writeShort(2);
            out.writeByte(1); // #2 Utf8
            out.writeUTF(internalName);
            out.writeByte(7); // #3 Class, named by #4
            out.writeShort(4);
            out.writeByte(1); // #4 Utf8
            out.writeUTF("java/lang/Object");
            out.writeShort(0x0021); // ACC_PUBLIC | ACC_SUPER
            out.writeShort(1); // this class
            out.writeShort(3); // super class
            out.writeShort(0); // interfaces
            out.writeShort(0); // fields
            out.writeShort(0); // methods
            out.writeShort(0); // attributes
        }
        return bytes.toByteArray();
    }

    /** Log lines naming a class that matches {@code regex} (the class name, then " source:"). */
    private static List<String> loaded(List<String> log, String regex) {
        Pattern p = Pattern.compile("\\[class,load\\] (" + regex + ") source:");
        return log.stream().filter(line -> p.matcher(line).find()).toList();
    }

    /** Neither run loaded a class whose name matches {@code regex}. */
    private static void assertNoneLoaded(String regex) {
        assertEquals(List.of(), loaded(advise, regex), "advise");
        assertEquals(List.of(), loaded(solve, regex), "solve");
    }

    /**
     * CommandModel: picocli's annotations are never read, so the JDK makes no proxy class for
     * them ({@code jdk.proxy1.$Proxy3}). (The annotation parser itself is no sign: JDK 25's
     * module system loads it for its own use.)
     */
    @Test
    void noAnnotationIsRead() {
        assertNoneLoaded("\\S*\\$Proxy\\d+");
    }

    /**
     * Named classes instead of lambdas on the start path: none of our lambda classes in advise,
     * none of the command line's (or StaticTables's, which runs at every start) in solve. The
     * solver's and the file writer's own lambdas run after the start, in a half-second solve.
     */
    @Test
    void noLambdaOfOursAtStart() {
        assertEquals(List.of(), loaded(advise, "org\\.yahtzee\\.\\S*\\$\\$Lambda\\S*"));
        assertEquals(List.of(), loaded(solve, "org\\.yahtzee\\.(cli\\.|solver\\.StaticTables)\\S*\\$\\$Lambda\\S*"));
    }

    /** No printf: java.util.Formatter costs ~10 ms on first use. */
    @Test
    void noFormatter() {
        assertNoneLoaded("java\\.util\\.Formatter\\S*");
    }

    /** picocli.converters.excludes: picocli's java.sql converters would load DriverManager and ~130 classes. */
    @Test
    void noJavaSql() {
        assertNoneLoaded("java\\.sql\\.\\S*");
    }

    /**
     * picocli.disable.closures (Main): picocli's default factory does not look for
     * groovy.lang.Closure, a miss that makes the class loader open the 4,870-entry jar, which the
     * launcher's -cp and class-data archive otherwise leave unopened. The children find a
     * stand-in of that name on their boot class path, so a lookup shows in the log as a load.
     */
    @Test
    void noLookupOfGroovyClosure() {
        assertNoneLoaded("groovy\\.lang\\.Closure");
    }

    /** serve's HTTP server (Jetty) and its logging are loaded by serve alone. */
    @Test
    void noHttpServer() {
        assertNoneLoaded("(org\\.eclipse\\.jetty|org\\.slf4j)\\.\\S*");
    }

    /**
     * Commands.commandLine(environment, args): only the command named is built, in solve; advise
     * from its common command line builds none (QuickAdvise, next test).
     */
    @Test
    void onlyTheNamedCommandIsBuilt() {
        assertEquals(List.of(), loaded(advise, "org\\.yahtzee\\.cli\\.\\w+(\\.\\w+)?\\.\\w+Command"));
        assertEquals(List.of(), loaded(solve, "org\\.yahtzee\\.cli\\.\\w+(\\.\\w+)?\\.(?!Solve)\\w+Command"));
        assertEquals(1, loaded(solve, "org\\.yahtzee\\.cli\\.solve\\.SolveCommand").size());
    }

    /**
     * QuickAdvise: advise's common command line ({@code advise --dice 12344}) is read and answered
     * without picocli, so no picocli class is loaded (nor verified, by the old verifier, as its
     * Java 5 classes are at every start), and no \w pattern is compiled for a model; solve, read by
     * picocli, loads it.
     */
    @Test
    void adviseCommonCommandLine_loadsNoPicocli() {
        assertEquals(List.of(), loaded(advise, "picocli\\.\\S*"));
        assertEquals(List.of(), loaded(advise, "java\\.util\\.regex\\.CharPredicates"));
        assertEquals(List.of(), loaded(advise, "org\\.yahtzee\\.cli\\.RegexWarmUp"));
        assertEquals(1, loaded(solve, "picocli\\.CommandLine").size(), "solve is read by picocli");
    }

    /**
     * Commands.commandLine(environment, args): the version option alone builds the root alone (with
     * the whole tree, --version took 1.9x the CPU), and a command named with it still gets its own.
     */
    @Test
    void versionAlone_buildsNoCommand() {
        Environment environment = new Environment(null, false);
        for (String option : List.of("--version", "-V")) {
            assertEquals(Map.of(), Commands.commandLine(environment, new String[] {option}).getSubcommands());
        }
        assertEquals(List.of("solve"), List.copyOf(Commands.commandLine(environment,
                new String[] {"solve", "--version"}).getSubcommands().keySet()));
    }

    /**
     * StaticTables.buildInBackground: the tables are built on another thread than the main one,
     * the state numbering too (StateIndex.STATES is a compile-time constant, so reaching
     * {@code Yahtzee} from Main does not initialise StateIndex on the main thread first). Held in
     * solve, whose main thread reads its command line with picocli meanwhile; advise's common
     * command line needs the tables at once (its dice are numbered by KeepLattice, the table's
     * header names StateIndex), so there the two threads share them, whichever comes first.
     */
    @Test
    void staticTablesBuiltOnASecondThread() {
        assertLoadedOffTheMainThread(solve, "org\\.yahtzee\\.solver\\.OrdinaryScores");
        assertLoadedOffTheMainThread(solve, "org\\.yahtzee\\.state\\.StateIndex");
    }

    /**
     * RegexWarmUp: the JDK's first lambda, made by the first {@code \w} pattern picocli's models
     * compile, is made on another thread than main's, in solve (advise's common command line
     * compiles none: {@link #adviseCommonCommandLine_loadsNoPicocli}).
     */
    @Test
    void firstLambdaMadeOnASecondThread() {
        assertLoadedOffTheMainThread(solve, "java\\.util\\.regex\\.CharPredicates");
    }

    /**
     * MappingWarmUp: from JDK 25, the JDK's first mapping of a file (java.lang.foreign.MemorySegment,
     * which spins classes there) is made on another thread than main's; before JDK 25, whose first
     * mapping spins nothing, no warm-up is started (it cost more than it saved on JDK 17).
     */
    @Test
    void firstMappingMadeOnASecondThread_fromJdk25() {
        if (Runtime.version().feature() >= MappingWarmUp.FROM_FEATURE) {
            assertLoadedOffTheMainThread(advise, "java\\.lang\\.foreign\\.MemorySegment");
            assertLoadedOffTheMainThread(solve, "java\\.lang\\.foreign\\.MemorySegment");
        } else {
            assertNoneLoaded("org\\.yahtzee\\.cli\\.MappingWarmUp");
        }
    }

    /** In the run's log, the one class matching {@code regex} was loaded on another thread than Main. */
    private static void assertLoadedOffTheMainThread(List<String> log, String regex) {
        String main = thread(loaded(log, "org\\.yahtzee\\.cli\\.Main"));
        assertNotEquals(main, thread(loaded(log, regex)), regex + " was loaded on the main thread");
    }

    /** The thread id the {@code tid} decorator put on the one line: {@code [1234][class,load] ...}. */
    private static String thread(List<String> lines) {
        assertEquals(1, lines.size(), lines.toString());
        Matcher m = Pattern.compile("^\\[(\\d+)\\]").matcher(lines.get(0));
        assertTrue(m.find(), lines.get(0));
        return m.group(1);
    }

    @Test
    void loadedClasses_withinTheRecordedBound() {
        int feature = Runtime.version().feature();
        assumeTrue(BOUNDS.containsKey(feature), "no bound recorded for JDK " + feature);
        int[] bound = BOUNDS.get(feature);
        String counts = "JDK " + feature + ": advise loaded " + advise.size() + " classes (bound " + bound[0]
                + "), solve " + solve.size() + " (bound " + bound[1] + ")";
        assertTrue(advise.size() <= bound[0] && solve.size() <= bound[1], counts);
    }

    /**
     * -XDstringConcat=inline (the parent pom): no class of ours concatenates through
     * invokedynamic, whose first use costs ~25 ms. Such a class names the bootstrap method
     * {@code makeConcatWithConstants} in its constant pool.
     */
    @Test
    void noInvokedynamicConcatenation() throws IOException, URISyntaxException {
        byte[] bootstrap = "makeConcatWithConstants".getBytes(StandardCharsets.US_ASCII);
        int classes = 0;
        for (Class<?> module : List.of(Main.class, Solver.class, TableCache.class)) {
            Path folder = Path.of(module.getProtectionDomain().getCodeSource().getLocation().toURI());
            try (Stream<Path> files = Files.walk(folder)) {
                for (Path file : files.filter(f -> f.toString().endsWith(".class")).toList()) {
                    classes++;
                    assertFalse(contains(Files.readAllBytes(file), bootstrap), file + " concatenates by invokedynamic");
                }
            }
        }
        assertTrue(classes > 100, "only " + classes + " classes found");
    }

    private static boolean contains(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return true;
        }
        return false;
    }
}
