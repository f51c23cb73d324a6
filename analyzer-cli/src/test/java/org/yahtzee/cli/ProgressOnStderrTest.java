package org.yahtzee.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The progress line follows standard error: drawn when stderr is a terminal even though
 * standard output goes to a file, and a plain notice instead when stderr is not a terminal.
 * Real processes: the terminal is a pseudo-terminal of util-linux {@code script}.
 */
@Order(4) // a child JVM solving moments, 31 s of the module's run: started early (the parent pom)
final class ProgressOnStderrTest {

    @TempDir
    Path work;

    @Test
    void stderrATerminal_stdoutAFile_progressDrawn() throws IOException, InterruptedException {
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/script")), "no util-linux script here: skipped");
        Path out = work.resolve("out.json");
        String command = String.join(" ", quoted(ChildJvm.java()), String.join(" ", ChildJvm.LAUNCHER),
                "-cp", quoted(System.getProperty("java.class.path")),
                Main.class.getName(), "solve", "--rules", "no-bonus", "--out", quoted(work.resolve("t.ytable").toString()),
                "--json", ">", quoted(out.toString()));
        ProcessBuilder builder = new ProcessBuilder("/usr/bin/script", "-qec", command, "/dev/null")
                .redirectErrorStream(true);
        builder.environment().put("YAHTZEE_TABLES", work.resolve("cache").toString()); // never the user's
        Process process = builder.start();
        process.getOutputStream().close();
        String terminal = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(ChildJvm.PATIENCE_SECONDS, TimeUnit.SECONDS), "the process did not end");

        assertEquals(0, process.exitValue(), terminal);
        assertTrue(terminal.contains("\rsolving no-bonus: 100%"), "progress on the terminal: " + terminal);
        assertTrue(Files.readString(out).startsWith("{"), "the JSON went to the file");
        assertFalse(Files.readString(out).contains("solving"), "no progress in the file");
    }

    @Test
    void stderrAFile_plainNoticeOnly() throws IOException, InterruptedException {
        Path err = work.resolve("err.txt");
        ProcessBuilder builder = new ProcessBuilder(ChildJvm.command(ChildJvm.LAUNCHER, "advise", "--dice", "12344",
                "--rules", "joker=none,bonus=on"))
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(err.toFile());
        builder.environment().put("YAHTZEE_TABLES", work.resolve("cache").toString()); // never the user's
        Process process = builder.start();
        process.getOutputStream().close();
        assertTrue(process.waitFor(ChildJvm.PATIENCE_SECONDS, TimeUnit.SECONDS), "the process did not end");

        assertEquals(0, process.exitValue(), Files.readString(err));
        // The values, then the second moments the SD column needs: each said once, plainly.
        assertEquals("solving the joker=none,bonus=on table (first use only) ...\n"
                + "computing the joker=none,bonus=on second moments (first use only, seconds) ...\n", Files.readString(err));
    }


    private static String quoted(String word) {
        return "'" + word.replace("'", "'\\''") + "'";
    }
}
