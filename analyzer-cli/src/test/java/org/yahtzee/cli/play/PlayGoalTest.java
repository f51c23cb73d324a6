package org.yahtzee.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.cli.CommandRun;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.Commands;
import org.yahtzee.cli.ReachTables;
import picocli.CommandLine;

/**
 * {@code play --goal reach:T}, against a fake reach table for the early turns (the last six are
 * solved from the card): the advice and the coach count in the goal's probability, and the
 * coach's tally is the goal's grade at the end.
 */
final class PlayGoalTest {
    /** Thirteen turns, each typed dice scored at once: 306 points. */
    private static final String FULL_GAME = String.join("\n",
            "11123", "score ones", "22234", "score twos", "33345", "score threes", "44456", "score fours",
            "55561", "score fives", "66612", "score sixes", "33366", "score 3k", "44446", "score 4k",
            "22555", "score fh", "12346", "score ss", "23456", "score ls", "44444", "score yahtzee",
            "65432", "score chance", "card", "");

    @TempDir
    static Path cache;

    @BeforeAll
    static void fakeReachTable() throws IOException {
        ReachTables.officialWithFake(cache);
    }

    private static CommandRun play(String script, String... args) {
        CommandLine commandLine = Commands.commandLine(new Environment(cache, false));
        ((PlayCommand) commandLine.getSubcommands().get("play").getCommand()).input(new StringReader(script));
        return CommandRun.run(commandLine, CommandRun.prefixed(args, "play"));
    }

    @Test
    void wholeGame_adviceAndCoachInTheGoalsProbability_tallyIsTheGradeAtTheEnd() {
        CommandRun run = play(FULL_GAME, "--goal", "reach:250", "--top", "2");

        assertEquals(0, run.exitCode(), run.transcript());
        String out = run.out();
        assertTrue(out.startsWith("yahtzee play: official rules, you. Type help for the commands.\n"
                + "goal: a final total of 250 or more; the advice and the coach count in its probability\n"), out);
        assertTrue(out.matches("(?s).*\\n\\s+move\\s+P\\(>=250\\)\\s+loss\\s+expected total\\n.*"), out);
        assertTrue(out.matches("(?s).*\\ncoach: score [a-z-]+ \\(\\d+\\) lost \\d+\\.\\d\\d pp of P\\(>=250\\); best was .*"), out);
        assertTrue(out.contains("\n  goal reach:250: met; P(>=250) was "), out);
        assertTrue(out.contains("\n  goal 100.00% = at start "), out);
        Matcher tally = Pattern.compile("coach, you: 26 decisions, \\d+ lost over 0\\.1 pp, (\\d+\\.\\d\\d) pp of P\\(>=250\\) lost in all")
                .matcher(out);
        Matcher graded = Pattern.compile("goal decisions flagged \\d+ \\(loss over 0\\.1 percentage points\\), loss (\\d+\\.\\d\\d) pp in all")
                .matcher(out);
        assertTrue(tally.find(), out);
        assertTrue(graded.find(), out);
        assertEquals(graded.group(1), tally.group(1));
    }

    @Test
    void win_twoPlayers_adviceAndCoachInPWin() {
        CommandRun run = play("11123\nscore ones\n22234\nscore chance\ncard\n", "--goal", "win", "--players", "Ann,Bob");

        assertEquals(0, run.exitCode(), run.transcript());
        String out = run.out();
        assertTrue(out.contains("\ngoal: beating the other players (a tie counts as half a win); the advice and the coach "
                + "count in its probability\n"), out);
        assertTrue(out.contains("\nP(win) is exact from 9 open boxes on; before, an optimistic estimate "
                + "(docs/goals.md)\n"), out);
        assertTrue(out.matches("(?s).*\\n\\s+move\\s+P\\(win\\)\\s+loss\\s+expected total\\n.*"), out);
        assertTrue(out.matches("(?s).*\\ncoach, Ann: 2 decisions, \\d+ lost over 0\\.1 pp, \\d+\\.\\d\\d pp of P\\(win\\) lost in all\\n.*"),
                out);
    }

    @Test
    void win_onePlayer_usageError() {
        CommandRun run = play("", "--goal", "win");
        assertEquals(2, run.exitCode(), run.transcript());
        assertTrue(run.err().startsWith("error: --goal win needs other players to beat: give them with --players"),
                run.transcript());
    }

    @Test
    void badGoal_usageError() {
        CommandRun run = play("", "--goal", "reach:x");
        assertEquals(2, run.exitCode(), run.transcript());
        assertTrue(run.err().startsWith("error: --goal 'reach:x': the target must be a whole number of points"), run.transcript());
    }
}
