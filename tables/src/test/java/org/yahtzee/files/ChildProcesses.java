package org.yahtzee.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Real child processes for the tests of what a signal leaves behind: a JVM on the tests' class
 * path, its environment pointed at the test's own folders, and the signals sent with kill(1).
 */
public final class ChildProcesses {
    /**
     * JVM flags for a child that starts, does a little and ends (every command's help, a table
     * read, one request answered, a game of a few lines): C1 alone, the serial collector, no
     * perf-data file. Such a child spends its CPU starting and compiling, and these cut about a
     * quarter of it (every command's help 0.84-1.00 CPU-s against 1.15-1.26, tables verify of the
     * official table 0.51-0.53 against 0.64-0.75; three runs each, load 15). Not for a child that
     * solves or computes: C1 alone nearly doubles a solve's CPU. The one home of these flags for
     * the tables and analyzer-cli tests (ChildJvm's LIGHT is this list).
     */
    public static final List<String> LIGHT = List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-XX:-UsePerfData");

    private ChildProcesses() {
    }

    /**
     * Starts {@code java -cp (the tests' class path) MAIN ARGS} with {@code environment} added
     * (a test points YAHTZEE_TABLES and HOME at its folder) and {@code -Djava.io.tmpdir=tmp}.
     */
    public static Process java(Path tmp, Map<String, String> environment, String main, String... args)
            throws IOException {
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new ArrayList<>(List.of(java));
        command.addAll(LIGHT);
        command.addAll(List.of("-Djava.io.tmpdir=" + tmp, "-cp", System.getProperty("java.class.path"), main));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().putAll(environment);
        return builder.start();
    }

    /** Reads the child's output until a line equals {@code line}; fails if it ends first. */
    public static void awaitLine(Process child, String line) throws IOException {
        BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
        StringBuilder seen = new StringBuilder();
        for (String l = out.readLine(); l != null; l = out.readLine()) {
            if (l.equals(line)) {
                return;
            }
            seen.append(l).append('\n');
        }
        throw new AssertionError("the child ended without printing '" + line + "':\n" + seen);
    }

    /**
     * Sends {@code signal} (TERM, INT, KILL) with kill(1) and waits for the child to end; skips
     * the test when the child ignores the signal, as a JVM started with SIGINT ignored does
     * (a background job of a shell without job control: the JVM then installs no handler).
     */
    public static int signal(Process child, String signal) throws IOException, InterruptedException {
        if (ignores(child.pid(), signal)) {
            // Skipped (a shell's background job starts with SIGINT ignored), and the child, which
            // would wait for the signal for ever, is ended first.
            child.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
            assumeTrue(false, "the child was started with SIG" + signal + " ignored: skipped");
        }
        Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(child.pid())).inheritIO().start();
        assertTrue(kill.waitFor(10, TimeUnit.SECONDS));
        assertEquals(0, kill.exitValue(), "kill -" + signal);
        assertTrue(child.waitFor(30, TimeUnit.SECONDS), "the child did not end after SIG" + signal);
        return child.exitValue();
    }

    /** True if /proc says the process ignores the signal (the SigIgn mask of its status). */
    private static boolean ignores(long pid, String signal) throws IOException {
        int number = switch (signal) {
            case "INT" -> 2;
            case "TERM" -> 15;
            default -> 0;
        };
        Path status = Path.of("/proc", Long.toString(pid), "status");
        if (number == 0 || !Files.exists(status)) {
            return false;
        }
        for (String line : Files.readAllLines(status)) {
            if (line.startsWith("SigIgn:")) {
                return (Long.parseUnsignedLong(line.substring("SigIgn:".length()).strip(), 16) >> (number - 1) & 1) != 0;
            }
        }
        return false;
    }
}
