package org.yahtzee.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The start-up tricks of docs/startup.md that live in the launchers (the repository's
 * {@code yahtzee}, the download's {@code bin/yahtzee} and {@code bin\yahtzee.cmd}): each held by
 * a check that fails when it is undone. The flags are read from the scripts, comments aside; the
 * collector each bash launcher picks is seen by running it against a stand-in {@code java} that
 * writes down its arguments.
 */
final class LaunchersTest {

    /** The repository's launcher and the download's two (bash, Windows), from analyzer-cli. */
    private static final List<Path> LAUNCHERS = List.of(Path.of("..", "yahtzee"), Path.of("src", "dist", "bin", "yahtzee"),
            Path.of("src", "dist", "bin", "yahtzee.cmd"));

    /**
     * A JIT hint as a launcher writes it, perhaps quoted for bash: its class perhaps every class
     * of a package ({@code org.yahtzee.cli.*}), perhaps a value after it ({@code CompileThresholdScaling}).
     */
    private static final Pattern HINT = Pattern.compile("CompileCommand='?\\w+,[\\w.$]+(?:\\.\\*)?::[\\w*]+(?:,[\\d.]+)?");
    /** The hints of the engine's classes, in all three launchers (grade's, of the command line's, in one). */
    private static final Pattern ENGINE_HINT = Pattern.compile("CompileCommand='?\\w+,(?!org\\.yahtzee\\.cli\\.)[\\w.$]+::[\\w*]+");
    private static final String G1 = "-XX:+UseG1GC";
    private static final String SERIAL = "-XX:+UseSerialGC";

    @TempDir
    Path work;

    /**
     * The launchers run the main class from the class path, never {@code -jar}, which opens the
     * jar (4,870 entries) at every start to read its manifest, where with the archive advise
     * opens no jar at all.
     */
    @Test
    void launchers_runTheMainClassFromTheClassPath() throws IOException {
        for (Path launcher : LAUNCHERS) {
            List<String> code = code(launcher);
            assertEquals(List.of(), code.stream().filter(line -> line.contains("-jar ")).toList(), launcher.toString());
            assertTrue(code.stream().anyMatch(line -> line.contains(Main.class.getName())),
                    launcher + " names no " + Main.class.getName());
            assertTrue(code.stream().anyMatch(line -> line.contains("-cp ")), launcher + " has no -cp");
        }
    }

    /**
     * The launchers start C2 later than the JDK's defaults: each of the three sets the same three
     * {@code -XX:Tier4*Threshold} flags, and this JVM accepts them (it refuses to start on a
     * misspelt or retired {@code -XX} flag, so a typo would stop every run).
     */
    @Test
    void launchers_startC2Later_alike() throws IOException, InterruptedException {
        List<String> flags = sameInEveryLauncher(Pattern.compile("-XX:Tier4(Invocation|Compile|BackEdge)Threshold=\\d+"));
        assertTrue(flags.size() == 3 && flags.stream().map(f -> f.substring(0, f.indexOf('='))).distinct().count() == 3,
                "the launchers set " + flags);
        List<String> command = new ArrayList<>(List.of(ChildJvm.java()));
        command.addAll(flags);
        command.add("-version");
        Process java = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(java.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(java.waitFor(ChildJvm.PATIENCE_SECONDS, TimeUnit.SECONDS), "java -version did not end");
        assertEquals(0, java.exitValue(), output);
    }

    /**
     * The JIT hints ({@code -XX:CompileCommand=dontinline,CLASS::METHOD}) of the engine's classes
     * are the same in the three launchers (through the download's, solve took 0.86x the CPU with
     * them and grade --goal win 0.92x); the repository's launcher also has grade's, of the command
     * line's classes. Every hint names classes and methods that exist: the JVM ignores a hint
     * that matches nothing, silently.
     */
    @Test
    void launchers_jitHints_alike_nameClassesAndMethodsThatExist() throws IOException, ClassNotFoundException {
        List<String> hints = sameInEveryLauncher(ENGINE_HINT);
        assertTrue(hints.size() >= 4, "the launchers have " + hints + "; they had 4 JIT hints");
        List<String> all = new ArrayList<>();
        for (Path launcher : LAUNCHERS) {
            code(launcher).forEach(line -> HINT.matcher(line).results().map(MatchResult::group).forEach(all::add));
        }
        assertTrue(all.size() > hints.size() * LAUNCHERS.size(), "grade's hints: " + all);
        for (String hint : all) {
            Matcher target = Pattern.compile(",([\\w.$]+)(\\.\\*)?::([\\w*]+)").matcher(hint);
            assertTrue(target.find(), hint);
            if (target.group(2) != null) { // every class of a package: the package has classes here
                assertTrue(getClass().getClassLoader().getResource(target.group(1).replace('.', '/')) != null,
                        hint + ": no such package");
                continue;
            }
            Class<?> type = Class.forName(target.group(1), false, getClass().getClassLoader());
            String method = target.group(3);
            boolean found = false;
            for (Method m : type.getDeclaredMethods()) {
                found |= method.endsWith("*") ? m.getName().startsWith(method.substring(0, method.length() - 1))
                        : m.getName().equals(method);
            }
            assertTrue(found, hint + ": no such method in " + type.getName());
        }
    }

    /**
     * The repository's launcher gives grade, and only grade, survivor spaces that hold batches of
     * 8,192 cards in flight and tells the tool it may read such batches (GradingPipeline, note 3),
     * and grade's JIT hints, each as written (a {@code *} or {@code $} left to bash would be
     * expanded: with nullglob, a word that matches no file is dropped). Run against a stand-in
     * {@code java}.
     */
    @Test
    void repositoryLauncher_gradeAlone_largerSurvivorsAndBatches_itsJitHints() throws IOException, InterruptedException {
        assumeTrue(!System.getProperty("os.name").startsWith("Windows"), "bash launchers");
        List<String> gradeHints = code(LAUNCHERS.get(0)).stream()
                .flatMap(line -> HINT.matcher(line).results().map(MatchResult::group))
                .filter(hint -> hint.contains("org.yahtzee.cli.")).map(hint -> "-XX:" + hint.replace("'", "")).toList();
        assertTrue(gradeHints.size() >= 6, gradeHints.toString());
        // The command line's own code later to each tier (the launcher's comment; RESULTS.md, round 16).
        assertTrue(gradeHints.stream().anyMatch(h -> h.startsWith("-XX:CompileCommand=CompileThresholdScaling,org.yahtzee.cli.*::*,")),
                gradeHints.toString());
        Path launcher = layOut(LAUNCHERS.get(0), "repository", "yahtzee", "analyzer-cli/target/yahtzee.jar");
        List<String> grade = standInArguments(launcher, List.of("grade", "record.txt"));
        assertTrue(grade.containsAll(List.of("-XX:SurvivorRatio=4", "-Dyahtzee.grade.mostCards=8192")), grade.toString());
        assertTrue(grade.containsAll(gradeHints), grade + " lacks some of " + gradeHints);
        for (List<String> other : List.of(List.of("advise", "--dice", "12344"), List.of("solve"), List.of("report", "game", "g.txt"))) {
            List<String> arguments = standInArguments(launcher, other);
            assertTrue(arguments.stream().noneMatch(a -> a.startsWith("-XX:SurvivorRatio") || a.startsWith("-Dyahtzee.grade")
                    || gradeHints.contains(a)), other + ": " + arguments);
        }
    }

    /**
     * The bash launchers give {@code java} every engine JIT hint as written, and
     * {@code YAHTZEE_JAVA_OPTS} split on spaces but not globbed, whatever files the working folder
     * holds. The repository's launcher sets nullglob for its own globs: unquoted, each hint's
     * {@code ::*} matched no file and the word was dropped: before this test no hint of the
     * launcher reached the JVM, and neither did {@code -Xlog:gc*}. Run against a stand-in
     * {@code java}, in a folder where {@code -Xlog:gc*} matches a file.
     */
    @Test
    void bashLaunchers_giveJavaTheirHintsAndOptions_asWritten() throws IOException, InterruptedException {
        assumeTrue(!System.getProperty("os.name").startsWith("Windows"), "bash launchers");
        List<String> hints = sameInEveryLauncher(ENGINE_HINT).stream().map(hint -> "-XX:" + hint).toList();
        Path folder = Files.createDirectories(work.resolve("globs"));
        Files.createFile(folder.resolve("-Xlog:gc-matches-this"));
        Map<String, String> options = Map.of("YAHTZEE_JAVA_OPTS", "-Xlog:gc* -Dyahtzee.test=1");
        for (Path launcher : List.of(layOut(LAUNCHERS.get(0), "repository", "yahtzee", "analyzer-cli/target/yahtzee.jar"),
                layOut(LAUNCHERS.get(1), "download", "bin/yahtzee", "lib/yahtzee.jar"))) {
            for (List<String> command : List.of(List.of("solve"), List.of("advise", "--dice", "12344"))) {
                List<String> arguments = standInArguments(launcher, command, folder, options);
                assertTrue(arguments.containsAll(hints), launcher + " " + command + ": " + arguments + " lacks some of " + hints);
                assertTrue(arguments.containsAll(List.of("-Xlog:gc*", "-Dyahtzee.test=1")), launcher + ": " + arguments);
            }
        }
    }

    /**
     * The arguments {@code launcher} gives a stand-in {@code java} (a script that writes them
     * down) for {@code command}, with no class-data archive.
     */
    private List<String> standInArguments(Path launcher, List<String> command) throws IOException, InterruptedException {
        return standInArguments(launcher, command, Path.of("."), Map.of());
    }

    /** As above, run in {@code folder} with {@code environment} added. */
    private List<String> standInArguments(Path launcher, List<String> command, Path folder, Map<String, String> environment)
            throws IOException, InterruptedException {
        Path jdk = work.resolve("stand-in-jdk");
        Path arguments = work.resolve("stand-in-arguments.txt");
        if (!Files.exists(jdk.resolve("bin/java"))) {
            Files.createDirectories(jdk.resolve("bin"));
            Files.writeString(jdk.resolve("bin/java"), "#!/bin/sh\nprintf '%s\\n' \"$@\" > \"" + arguments + "\"\n");
            Files.setPosixFilePermissions(jdk.resolve("bin/java"), PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        List<String> line = new ArrayList<>(List.of(launcher.toString()));
        line.addAll(command);
        ProcessBuilder builder = new ProcessBuilder(line).redirectErrorStream(true).directory(folder.toFile());
        builder.environment().putAll(environment);
        builder.environment().put("JAVA_HOME", jdk.toString());
        builder.environment().put("YAHTZEE_NO_CDS", "1");
        Files.deleteIfExists(arguments);
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(ChildJvm.PATIENCE_SECONDS, TimeUnit.SECONDS), "the launcher did not end");
        assertEquals(0, process.exitValue(), output);
        return Files.readAllLines(arguments, StandardCharsets.UTF_8);
    }

    /**
     * The bash launchers run advise without a goal under G1 and every other command under the
     * serial collector: JDK 17 maps the class-data archive's heap objects (the module graph
     * already resolved) only under G1, while the serial collector keeps the heavy commands'
     * heaps small. Each launcher runs in a folder laid out as it expects, a stand-in jar and no
     * archive, against a stand-in {@code java}.
     */
    @Test
    void bashLaunchers_g1ForAdviseWithoutAGoal_serialOtherwise() throws IOException, InterruptedException {
        assumeTrue(!System.getProperty("os.name").startsWith("Windows"), "bash launchers");
        Map<Path, Path> laidOut = Map.of(
                layOut(LAUNCHERS.get(0), "repository", "yahtzee", "analyzer-cli/target/yahtzee.jar"),
                LAUNCHERS.get(0),
                layOut(LAUNCHERS.get(1), "download", "bin/yahtzee", "lib/yahtzee.jar"),
                LAUNCHERS.get(1));
        Map<List<String>, String> expected = Map.of(
                List.of("advise", "--dice", "12344"), G1,
                List.of("--verbose", "advise", "--dice", "12344"), G1,
                List.of("advise", "--dice", "12344", "--goal", "reach:250"), SERIAL,
                List.of("advise", "--goal=win", "--dice", "12344"), SERIAL,
                List.of("solve"), SERIAL,
                List.of("report", "distribution"), SERIAL,
                List.of("--version"), SERIAL);
        for (Map.Entry<Path, Path> launcher : laidOut.entrySet()) {
            for (Map.Entry<List<String>, String> run : expected.entrySet()) {
                List<String> flags = standInArguments(launcher.getKey(), run.getKey()).stream()
                        .filter(flag -> flag.equals(G1) || flag.equals(SERIAL)).toList();
                assertEquals(List.of(run.getValue()), flags, launcher.getValue() + " " + run.getKey());
            }
        }
    }

    /**
     * The bash launchers dump their class-data archive under G1: the serial collector dumps no
     * heap objects on JDK 17, and advise, which runs under G1, would map none.
     */
    @Test
    void bashLaunchers_dumpTheArchiveUnderG1() throws IOException {
        for (Path launcher : LAUNCHERS.subList(0, 2)) {
            List<String> dumps = code(launcher).stream().filter(line -> line.contains("-Xshare:dump")).toList();
            assertEquals(1, dumps.size(), launcher + ": " + dumps);
            assertTrue(dumps.get(0).contains(G1), launcher + " dumps with " + dumps.get(0));
        }
    }

    /** A copy of {@code launcher} at {@code script} under a new folder, with an empty file for its jar. */
    private Path layOut(Path launcher, String folder, String script, String jar) throws IOException {
        Path root = work.resolve(folder);
        Path copy = root.resolve(script);
        Files.createDirectories(copy.getParent());
        Files.copy(launcher, copy);
        Files.createDirectories(root.resolve(jar).getParent());
        Files.createFile(root.resolve(jar));
        return copy;
    }

    /** What {@code flag} matches in each launcher, the same in all three, in order. */
    private static List<String> sameInEveryLauncher(Pattern flag) throws IOException {
        List<String> first = null;
        for (Path launcher : LAUNCHERS) {
            List<String> found = code(launcher).stream()
                    .flatMap(line -> flag.matcher(line).results().map(MatchResult::group))
                    .map(found1 -> found1.replace("'", "")) // quoted in bash, not in the .cmd
                    .toList();
            if (first == null) {
                first = found;
            }
            assertEquals(first, found, launcher + " differs from " + LAUNCHERS.get(0));
        }
        return first;
    }

    /** A launcher's lines, its comments left out. */
    private static List<String> code(Path launcher) throws IOException {
        return Files.readAllLines(launcher, StandardCharsets.UTF_8).stream()
                .filter(line -> !line.strip().startsWith("#") && !line.strip().startsWith("rem "))
                .toList();
    }
}
