package org.yahtzee.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.yahtzee.cli.advise.AdviseSettings;
import org.yahtzee.cli.advise.QuickAdvise;

/**
 * advise's common command lines answered by {@link QuickAdvise}, without picocli, print what
 * picocli's run of them prints, byte for byte, with the same exit code: the answer as text and as
 * JSON, and a failure (standard output full). A command line whose values fail a check is left
 * to picocli with nothing printed, so its usage error is picocli's.
 */
final class QuickAdviseOutputTest {

    @ParameterizedTest
    @ValueSource(strings = {"advise 12344", "advise --dice 12344 --json", "advise 1 2 3 4 4 --top all",
        "advise --rules free-choice --dice 12344 --card ones=3,threes=9,fours=12,sixes=24,full-house=25,small-straight=30",
        "advise --dice=55552 --rolls-left 0 --json --top 3", "advise 44444 --rolls-left=1 --card yahtzee=50,fours=16,full-house=25 --yahtzee-bonuses 1 --top 5",
        "advise --dice 66666 --card ones=3 --top=all --json"})
    void quickRun_commonCommandLine_printsWhatPicocliPrints(String commandLine) {
        String[] args = commandLine.split(" ");
        CommandRun.run(SharedCache.directory(), args); // a rule set's first use says so on stderr: once, before both
        CommandRun picocli = CommandRun.run(SharedCache.directory(), args);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();

        int exitCode = QuickAdvise.run(read(args), environment(), new PrintWriter(out, true), new PrintWriter(err, true));

        assertEquals(0, picocli.exitCode(), picocli.transcript());
        assertEquals(picocli, new CommandRun(exitCode, out.toString(), err.toString()));
    }

    /** Standard output full: exit 3 and picocli's error line, with or without --json. */
    @ParameterizedTest
    @ValueSource(strings = {"advise 12344", "advise 12344 --json --top all"})
    void quickRun_standardOutputFull_failsAsPicocliDoes(String commandLine) {
        String[] args = commandLine.split(" ");
        CommandRun picocli = CommandRun.runWithStdout(SharedCache.directory(), new FullDisk(100), args);
        StringWriter err = new StringWriter();

        int exitCode = QuickAdvise.run(read(args), environment(), new CheckedOutput(new FullDisk(100)),
                new PrintWriter(err, true));

        assertEquals(3, picocli.exitCode(), picocli.transcript());
        assertTrue(picocli.err().contains(FullDisk.REASON), picocli.transcript());
        assertEquals(picocli, new CommandRun(exitCode, "", err.toString()));
    }

    /** Values read but wrong together or out of range: nothing printed, the command line left to picocli. */
    @ParameterizedTest
    @ValueSource(strings = {"advise", "advise --dice 1234", "advise --dice 12344 --rolls-left 3", "advise 12344 --top 0",
        "advise 12344 --card bogus", "advise 12344 --dice 12344", "advise 12344 --top x --json",
        "advise --rules free-choice 12344 --card ones=3,ones=3"})
    void quickRun_checkFails_leftToPicocli(String commandLine) {
        String[] args = commandLine.split(" ");
        Writer out = new StringWriter();
        Writer err = new StringWriter();

        int exitCode = QuickAdvise.run(read(args), environment(), new PrintWriter(out, true), new PrintWriter(err, true));

        assertEquals(QuickAdvise.NOT_TAKEN, exitCode);
        assertEquals("", out.toString() + err);
        assertEquals(2, CommandRun.run(SharedCache.directory(), args).exitCode());
    }

    private static AdviseSettings read(String[] args) {
        AdviseSettings settings = QuickAdvise.read(args);
        assertNotNull(settings, String.join(" ", args));
        return settings;
    }

    /** The environment of {@link CommandRun}'s runs: the shared cache, no terminal, the figures kept. */
    private static Environment environment() {
        return new Environment(SharedCache.directory(), false, CommandRun.keptFigures());
    }
}
