package org.yahtzee.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The boundary of the library, from outside: the example program of {@code examples/library}, a
 * module of its own, compiled and run against the two library jars just packaged on a module
 * path that holds nothing else (no CLI jar, no test classes), prints the best move for
 * Verhoeff's proficiency-test position: keep 2 3 4, 243.41 (docs/cli.md). An integration test
 * (failsafe, after the jars are made): a package the module does not export, or a dependency
 * the jars lack, fails it. About two seconds: the free-choice table is solved in its own folder.
 * And the Java examples of docs/library.md compile against the same jars.
 */
final class LibraryExampleIT {

    @TempDir
    Path work;

    private static String libraryPath() {
        Path solverJar = Path.of(System.getProperty("library.solverJar"));
        Path tablesJar = Path.of(System.getProperty("library.tablesJar"));
        assertTrue(Files.isRegularFile(solverJar) && Files.isRegularFile(tablesJar), solverJar + ", " + tablesJar);
        return solverJar + File.pathSeparator + tablesJar;
    }

    @Test
    void example_onTheLibraryJarsAlone_printsVerhoeffsBestMove() throws IOException, InterruptedException {
        String libraryPath = libraryPath();
        Path sources = ModuleDescriptors.repository().resolve("examples/library/src");
        Path classes = work.resolve("classes");

        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        StringWriter log = new StringWriter();
        List<String> options = List.of("-d", classes.toString(), "--release", "17", "-Xlint:all", "-Werror",
                "--module-path", libraryPath, "--module-source-path", sources.toString(),
                "--module", "org.yahtzee.example");
        boolean compiled = javac.getTask(log, null, null, options, null, null).call();
        assertTrue(compiled, "javac: " + log);

        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new ArrayList<>(List.of(java, "-XX:+UseSerialGC", "-Djava.io.tmpdir=" + work,
                "--module-path", classes.resolve("org.yahtzee.example") + File.pathSeparator + libraryPath,
                "--module", "org.yahtzee.example/org.yahtzee.example.BestMove", work.resolve("cache").toString()));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().remove("YAHTZEE_TABLES");
        Process child = builder.start();
        String output = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(child.waitFor(60, TimeUnit.SECONDS), output);
        assertEquals(0, child.exitValue(), output);
        assertEquals(List.of(
                "dice 12344 on a card of 103 points, turn 7, two rerolls left (free-choice rules)",
                "best move: keep 234, expected final total 243.41",
                "next best: keep 2, 243.39 (0.02 less)"), output.lines().toList());
        assertTrue(Files.isRegularFile(work.resolve("cache/free-choice.ytable")), "the table solved into the folder given");
    }

    /**
     * The Java blocks of docs/library.md, in one method of a class on the class path of the two
     * jars: the first block declares what the others use (engine, card, dice), each other block
     * is a scope of its own; myTurns, theirTurns and games are the method's parameters.
     */
    @Test
    void libraryDoc_javaExamples_compileAgainstTheJars() throws IOException {
        String doc = Files.readString(ModuleDescriptors.repository().resolve("docs/library.md"));
        Matcher block = Pattern.compile("(?s)```java\\n(.*?)```").matcher(doc);
        StringBuilder body = new StringBuilder();
        int blocks = 0;
        while (block.find()) {
            body.append(blocks++ == 0 ? block.group(1) : "{\n" + block.group(1) + "}\n");
        }
        assertTrue(blocks >= 8, "the doc's Java examples: " + blocks);
        Path source = work.resolve("src/LibraryDocExamples.java");
        Files.createDirectories(source.getParent());
        Files.writeString(source, String.join("\n",
                "import java.nio.file.Path;", "import java.util.List;", "import org.yahtzee.engine.*;",
                "import org.yahtzee.game.*;", "import org.yahtzee.grade.*;", "import org.yahtzee.rules.*;",
                "class LibraryDocExamples {",
                "static void run(List<TurnPlay> myTurns, List<TurnPlay> theirTurns, List<List<TurnPlay>> games) {",
                body.toString(), "}", "}", ""));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        StringWriter log = new StringWriter();
        List<String> options = List.of("-d", work.resolve("classes").toString(), "--release", "17",
                "-cp", libraryPath(), "-proc:none");
        boolean compiled = javac.getTask(log, null, null, options, null,
                javac.getStandardFileManager(null, null, StandardCharsets.UTF_8).getJavaFileObjects(source)).call();
        assertTrue(compiled, "docs/library.md's examples:\n" + log);
    }
}
