package org.yahtzee.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.yahtzee.cli.options.ThreadsOption;
import org.yahtzee.cli.play.PlayCommandTest;
import picocli.CommandLine.Command;
import picocli.CommandLine;

/**
 * Every input that could exhaust memory or time is bounded and refused with one error line:
 * thread and game counts, numbers in other scripts' digits, doubled rule pieces, huge words.
 * Running out of memory anyway is one error line with the -Xmx hint, exit 3.
 */
final class InputBoundsTest {

    @TempDir
    Path cache;

    private CommandRun run(String... args) {
        return CommandRun.run(SharedCache.directory(), args);
    }

    @ParameterizedTest
    @ValueSource(strings = {"solve", "simulate --games 10", "report distribution"})
    void threads_overFourPerProcessor_usageError(String command) {
        int max = ThreadsOption.MAX_PER_PROCESSOR * Runtime.getRuntime().availableProcessors();
        List<String> args = new java.util.ArrayList<>(List.of(command.split(" ")));
        args.addAll(List.of("--threads", "100000"));

        CommandRun run = CommandRun.run(cache, args.toArray(String[]::new));

        assertEquals(2, run.exitCode(), run.transcript());
        assertEquals("error: --threads must be at most " + max + " (4 per processor), was 100000", run.errLines().get(0));
    }

    @ParameterizedTest
    @ValueSource(strings = {"2147483647", "1000000001", "1", "0"})
    void simulate_gamesOutOfRange_usageError(String games) {
        CommandRun run = CommandRun.run(cache, "simulate", "--games", games);

        assertEquals(2, run.exitCode(), run.transcript());
        assertEquals("error: --games must be 2 to 1000000000, was " + games, run.errLines().get(0));
    }

    @Test
    void simulate_gamesBeyondAnInt_usageError() {
        CommandRun run = CommandRun.run(cache, "simulate", "--games", "9999999999");

        assertEquals(2, run.exitCode(), run.transcript());
        assertEquals("error: invalid value for option '--games': '9999999999' is too large: expected at most "
                + "2147483647", run.errLines().get(0));
    }

    @Test
    void numbers_otherScriptsDigits_refused() {
        CommandRun card = run("advise", "--dice", "12344", "--card", "ones=\u0663");
        CommandRun games = run("simulate", "--games", "\u0663\u0663");
        CommandRun top = run("advise", "--dice", "12344", "--top", "\u0663");

        assertEquals(2, card.exitCode(), card.transcript());
        assertEquals("error: card entry 'ones=\u0663': '\u0663' is not a whole number of points (digits 0-9)",
                card.errLines().get(0));
        assertEquals(2, games.exitCode(), games.transcript());
        assertEquals("error: invalid value for option '--games': '\u0663\u0663' is not a whole number: expected "
                + "digits 0-9", games.errLines().get(0));
        assertEquals(2, top.exitCode(), top.transcript());
    }

    /**
     * Issue 21, item 10: numbers with a sign, an exponent or a bare point, where the docs and the
     * errors say digits. Each is one usage error that names the value and says what is taken.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "simulate --games +5 --no-exact|invalid value for option '--games': '+5' is not a whole number: expected digits 0-9",
            "advise --dice 12344 --top +3|--top must be a number of options (1 or more) or all, was '+3'",
            "advise --dice 12344 --rolls-left -0|invalid value for option '--rolls-left': '-0' is not a whole number: expected digits 0-9",
            "advise --dice 12344 --card chance=+15|card entry 'chance=+15': '+15' is not a whole number of points (digits 0-9)",
            "advise --dice 12344 --card ones=-0|card entry 'ones=-0': '-0' is not a whole number of points (digits 0-9)",
            "grade --threshold 1e1 ../examples/clean-solitaire.txt|invalid value for option '--threshold': '1e1' is not a number: expected digits 0-9 with at most one point between them, e.g. 0.5",
            "grade --threshold .5 ../examples/clean-solitaire.txt|invalid value for option '--threshold': '.5' is not a number: expected digits 0-9 with at most one point between them, e.g. 0.5",
            "advise --dice 12344 --goal reach:+200|--goal 'reach:+200': the target must be a whole number of points, e.g. reach:300",
            "simulate --games 10 --seed -1|invalid value for option '--seed': '-1' is not a whole number: expected digits 0-9",
            "simulate --games 10 --threads -1|invalid value for option '--threads': '-1' is not a whole number: expected digits 0-9"})
    void numbers_signExponentOrBarePoint_usageError(String command, String message) {
        CommandRun run = run(command.split(" "));

        assertEquals(2, run.exitCode(), run.transcript());
        assertEquals("error: " + message, run.errLines().get(0));
        assertEquals("", run.out());
    }

    /** A record's points are digits too: "+15" is reported where it stands, as any bad points. */
    @Test
    void record_pointsWithASign_problemAtTheWord() throws IOException {
        Path record = Files.writeString(cache.resolve("signed.txt"), "1: 12345 score chance +15\n2: 12345 score ls -0\n");

        CommandRun run = run("grade", record.toString());

        assertEquals(3, run.exitCode(), run.transcript());
        assertEquals(List.of(record + ":1:23: bad points '+15': expected a whole number, 0 or more (digits 0-9)",
                record + ":2:19: bad points '-0': expected a whole number, 0 or more (digits 0-9)",
                "error: " + record + " could not be read (problems above)"), run.errLines());
    }

    @ParameterizedTest
    @ValueSource(strings = {"NaN", "0x1p-3", "1d", "Infinity", "\u0661"})
    void threshold_onlyPlainDecimals(String threshold) {
        CommandRun run = run("grade", "--threshold", threshold, "../examples/clean-solitaire.txt");

        assertEquals(2, run.exitCode(), run.transcript());
        assertTrue(run.errLines().get(0).startsWith("error: invalid value for option '--threshold': "),
                run.transcript());
    }

    @Test
    void rules_pieceGivenTwice_usageError() {
        CommandRun run = run("advise", "--dice", "12344", "--rules", "joker=free,joker=none");

        assertEquals(2, run.exitCode(), run.transcript());
        assertEquals("error: rules piece 'joker' given twice in 'joker=free,joker=none': expected each of joker= "
                + "and bonus= at most once", run.errLines().get(0));
    }

    /** A 100,000-character word is echoed in 80 characters, with its length. */
    @ParameterizedTest
    @ValueSource(strings = {"--dice", "--card", "--rules", "--top"})
    void hugeWord_echoCut(String option) {
        String huge = "7".repeat(100_000);

        CommandRun run = option.equals("--dice") ? run("advise", option, huge)
                : run("advise", option, huge, "--dice", "12344");

        assertEchoCut(run, huge.length());
    }

    /**
     * An unknown option takes no value, so its huge word comes as {@code --frobnicate=WORD}: a
     * word of its own after it would be taken for the dice ({@code advise 12344}).
     */
    @Test
    void hugeUnknownOption_echoCut() {
        String word = "--frobnicate=" + "7".repeat(100_000);

        assertEchoCut(run("advise", word, "--dice", "12344"), word.length());
    }

    private static void assertEchoCut(CommandRun run, int echoed) {
        assertEquals(2, run.exitCode(), run.transcript());
        String first = run.errLines().get(0);
        assertTrue(first.length() < 300, () -> first.length() + " characters: " + first.substring(0, 300));
        assertTrue(first.contains("(" + echoed + " characters)"), first);
        assertTrue(run.err().length() < 1000, "every line is short");
    }

    @Test
    void controlCharacters_inAnError_escaped() {
        CommandRun run = run("advise", "--dice", "12344", "--rules", "off\u001b[2Jical\nforged line");

        assertEquals(2, run.exitCode(), run.transcript());
        assertEquals("error: unknown rules 'off\\u001b[2Jical\\nforged line': expected official, free-choice, "
                + "original, no-bonus, or pieces like joker=free,bonus=off", run.errLines().get(0));
    }

    @Test
    void play_resumeFromDevZero_refusedQuickly() {
        assumeTrue(Files.exists(Path.of("/dev/zero")), "no /dev/zero here: skipped");

        CommandRun run = assertTimeoutPreemptively(Duration.ofSeconds(20),
                () -> PlayCommandTest.play("", "--resume", "/dev/zero"));

        assertEquals(3, run.exitCode(), run.transcript());
        assertEquals("error: cannot read the game /dev/zero: over 1 MB, expected a game saved by play",
                run.errLines().get(0));
    }

    @Test
    void play_overlongInputLine_endsTheSession_exit3() {
        CommandRun run = PlayCommandTest.play("12345\n" + "1".repeat(20_000) + "\nscore ls\n");

        assertEquals(3, run.exitCode(), run.transcript());
        assertEquals("error: line 2 of the input is longer than 10000 characters: the session ends there",
                run.errLines().get(run.errLines().size() - 1));
    }

    /**
     * Issue 21, item 5: play took 101 players and saved a record that grade and play --resume
     * refuse. The records' limit now holds where the game starts; 100 players still play, and
     * what they save grades.
     */
    @Test
    void play_players_recordLimitHoldsWhereTheGameStarts() throws IOException {
        List<String> hundred = java.util.stream.IntStream.rangeClosed(1, 100).mapToObj(i -> "P" + i).toList();
        Path saved = cache.resolve("hundred.txt");

        CommandRun over = PlayCommandTest.play("", "--players", String.join(",", hundred) + ",P101");
        CommandRun full = PlayCommandTest.play("12344\nscore chance\nsave " + saved + "\n", "--players",
                String.join(",", hundred));
        CommandRun graded = run("grade", saved.toString());

        assertEquals(2, over.exitCode(), over.transcript());
        assertEquals("error: --players: more than 100 players in one game: expected at most 100", over.errLines().get(0));
        assertEquals("", over.out());
        assertEquals(0, full.exitCode(), full.transcript());
        assertEquals(0, graded.exitCode(), graded.transcript());
        assertTrue(graded.out().contains("P1 "), graded.transcript());
    }

    @ParameterizedTest
    @ValueSource(strings = {"Ann,Ann", "Ann,12", "Ann,B:b", "Ann,\u001b[31mBob", "Ann,%s"})
    void play_badPlayerNames_usageError(String players) {
        String names = players.replace("%s", "x".repeat(81));

        CommandRun run = PlayCommandTest.play("", "--players", names);

        assertEquals(2, run.exitCode(), run.transcript());
        assertTrue(run.errLines().get(0).startsWith("error: --players: "), run.transcript());
        assertTrue(run.errLines().get(0).length() < 200, run.transcript());
    }

    /** A command that runs out of memory, through the real execution strategy. */
    @Command(name = "hungry")
    static final class Hungry implements Callable<Integer> {
        @Override
        public Integer call() {
            throw new OutOfMemoryError("Java heap space");
        }
    }

    @Test
    void outOfMemory_oneErrorLineWithTheHint_exit3() {
        CommandLine commandLine = new CommandLine(new Hungry());
        ErrorReporter.installOn(commandLine);
        commandLine.setExecutionStrategy(new CommandExecution());

        CommandRun run = CommandRun.run(commandLine);

        assertEquals(3, run.exitCode(), run.transcript());
        assertEquals(1, run.errLines().size(), run.transcript());
        assertTrue(run.err().matches("error: out of memory \\(the Java heap holds at most \\d+ MB\\): run with a "
                + "larger heap, e.g. YAHTZEE_JAVA_OPTS=-Xmx4g yahtzee \\.\\.\\. \\(or java -Xmx4g -jar "
                + "yahtzee\\.jar \\.\\.\\.\\)\n"), run.err());
    }

    /** The real thing: the exact distribution in a JVM with a 40 MB heap (it needs about 200 MB). */
    @Test
    void outOfMemory_realProcess_exit3WithoutStackTrace() throws IOException, InterruptedException {
        Path err = cache.resolve("err.txt");
        // A cache of its own, empty: a cached distribution would answer without running out of memory.
        List<String> flags = new ArrayList<>(ChildJvm.LAUNCHER);
        flags.add("-Xmx40m");
        Process process = ChildJvm.tool(cache.resolve("empty-cache"), flags, "report", "distribution",
                "--threads", "1")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(err.toFile())
                .start();
        assertTrue(process.waitFor(ChildJvm.PATIENCE_SECONDS, TimeUnit.SECONDS), "the process did not end");

        String printed = Files.readString(err, StandardCharsets.UTF_8);
        assertEquals(3, process.exitValue(), printed);
        assertTrue(printed.startsWith("error: out of memory (the Java heap holds at most "), printed);
        assertFalse(printed.contains("\tat "), printed);
    }
}
