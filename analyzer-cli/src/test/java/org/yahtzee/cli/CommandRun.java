package org.yahtzee.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import org.yahtzee.engine.BuildFigureMemory;
import org.yahtzee.engine.FigureMemory;
import org.yahtzee.engine.WinTurnMemory;
import org.yahtzee.rules.Rules;
import picocli.CommandLine;

/** One in-process run of the {@code yahtzee} command: its exit code and everything it printed. */
public record CommandRun(int exitCode, String out, String err) {

    /**
     * The exact figures of every run here: each rule set's are computed once per test JVM, by
     * its first {@code report distribution}, {@code report opening} or {@code simulate} run,
     * through the production code; the runs after it take them as they are (several seconds
     * each, 30 s of ReportCommandTest alone). The same for the solver's values: each rule set is
     * solved once (official by {@link OfficialTable}), then {@code solve}, {@code tables verify
     * --deep} and a table missing from a run's cache take them (half a second to a second each).
     * Official's and free-choice's exact distributions and second moments, which the runs here
     * need, are those the solver's test JVM computed from the same values, when the build shared
     * them ({@link BuildFigureMemory}), not computed here again: three whole-game computations a
     * build (official's distribution, free-choice's distribution and moments).
     */
    private static final FigureMemory KEPT = BuildFigureMemory.of(Rules.OFFICIAL, Rules.FREE_CHOICE);

    /** The exact figures the runs here keep, for other in-process users of the commands (serve's tests). */
    public static FigureMemory keptFigures() {
        return KEPT;
    }

    /** {@code leading} (a command's words, fixed options) and then a test's own {@code args}. */
    public static String[] prefixed(String[] args, String... leading) {
        String[] all = java.util.Arrays.copyOf(leading, leading.length + args.length);
        System.arraycopy(args, 0, all, leading.length, args.length);
        return all;
    }

    /** Runs with the table cache in {@code cacheDirectory}, never the user's, and no terminal. */
    public static CommandRun run(Path cacheDirectory, String... args) {
        return run(cacheDirectory, false, args);
    }

    public static CommandRun run(Path cacheDirectory, boolean terminal, String... args) {
        return run(Commands.commandLine(new Environment(cacheDirectory, terminal, KEPT), args), args);
    }

    /**
     * Runs as {@link #run(Path, String...)}, a grade finding the win goal's turns earlier runs on
     * caches of equal tables left in {@code turns} ({@link ReachTables#winTurns}), and leaving
     * there those it solves.
     */
    public static CommandRun runKeepingTurns(Path cacheDirectory, WinTurnMemory turns, String... args) {
        return run(Commands.commandLine(new Environment(cacheDirectory, false, false, KEPT, turns), args), args);
    }

    /**
     * Runs as {@link #run(Path, boolean, String...)} with an empty memory of its own: for a test
     * of what a real solve shows (its progress), which the figures kept here would skip.
     */
    public static CommandRun runSolvingAfresh(Path cacheDirectory, boolean terminal, String... args) {
        return run(Commands.commandLine(new Environment(cacheDirectory, terminal, new FigureMemory()), args), args);
    }

    public static CommandRun run(CommandLine commandLine, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        int exitCode = commandLine.execute(args);
        return new CommandRun(exitCode, out.toString(), err.toString());
    }

    /**
     * Runs with standard output going to {@code stdout} through {@link CheckedOutput}, as in
     * production (a writer that fails stands for a full disk); {@link #out} is then empty.
     */
    public static CommandRun runWithStdout(Path cacheDirectory, Writer stdout, String... args) {
        CommandLine commandLine = Commands.commandLine(new Environment(cacheDirectory, false, KEPT), args);
        StringWriter err = new StringWriter();
        commandLine.setOut(new CheckedOutput(stdout));
        commandLine.setErr(new PrintWriter(err, true));
        int exitCode = commandLine.execute(args);
        return new CommandRun(exitCode, "", err.toString());
    }

    public List<String> errLines() {
        return err.lines().toList();
    }

    /** For assertion messages: everything the run printed. */
    public String transcript() {
        return "exit " + exitCode + "\n--- stdout\n" + out + "--- stderr\n" + err;
    }
}
