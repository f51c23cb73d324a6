package org.yahtzee.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.yahtzee.files.ChildProcesses;

/**
 * The {@code yahtzee} command in a JVM of its own, on this test JVM's Java and class path (the
 * classes folders, not the jar), for the tests that need a real process: exit codes, heap
 * limits, terminals, signals, loaded classes. Every such child is told its table cache: the
 * environment it inherits points under {@code target/} (the parent pom), but a test that relies
 * on that folder would depend on what other tests left there.
 */
public final class ChildJvm {
    /**
     * How long a test waits for a child before calling it hung: a guard, not a timing (speed is
     * measured by the benchmarks). Generous, since test classes run in parallel and a loaded
     * 2-core machine may run several JVMs at once.
     */
    public static final int PATIENCE_SECONDS = 300;

    /** JVM flags for a child that starts, does a little and ends: {@link ChildProcesses#LIGHT}. */
    public static final List<String> LIGHT = ChildProcesses.LIGHT;

    /**
     * JVM flags for a child that solves or computes, as a user's run of the tool has them: those
     * of the launcher (src/dist/bin/yahtzee; ChildJvmTest checks that it passes each). A first
     * use of advise (a solve, then second moments) took 0.68x the CPU of the JVM's defaults
     * (three alternated pairs, load 8-9).
     */
    public static final List<String> LAUNCHER = List.of("-XX:+UseSerialGC", "-XX:-UsePerfData",
            "-XX:Tier4InvocationThreshold=60000", "-XX:Tier4CompileThreshold=120000", "-XX:Tier4BackEdgeThreshold=480000");

    private ChildJvm() {
    }

    /** The {@code java} launcher of the JVM running the tests. */
    public static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** {@code java JVM_OPTIONS -cp CLASSPATH org.yahtzee.cli.Main ARGS}, as one list. */
    public static List<String> command(List<String> jvmOptions, String... args) {
        List<String> command = new ArrayList<>();
        command.add(java());
        command.addAll(jvmOptions);
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(Main.class.getName());
        command.addAll(List.of(args));
        return command;
    }

    /** A process of the tool with {@code cache} as its table cache (not started). */
    public static ProcessBuilder tool(Path cache, List<String> jvmOptions, String... args) {
        ProcessBuilder builder = new ProcessBuilder(command(jvmOptions, args));
        builder.environment().put("YAHTZEE_TABLES", cache.toString());
        return builder;
    }
}
