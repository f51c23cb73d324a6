package org.yahtzee.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.yahtzee.cli.CommandRun;
import org.yahtzee.cli.approval.Approvals;

/** A whole game of play with seeded virtual dice, its transcript checked against the approved one. */
final class PlayApprovalTest {

    /**
     * Seed 7 rolls 3 4 5 5 5 first (keep 555 is then a legal keep); every other turn rerolls all
     * five once, and the boxes are filled in card order, so the script fits whatever the dice:
     * coach lines, a zero, advice on demand, an undone score, the card and the final grade.
     */
    private static final String SCRIPT = String.join("\n",
            "roll", "keep 555", "roll", "advice 3", "score fives",
            "roll", "reroll", "roll", "score ones", "undo", "score ones",
            "roll", "reroll", "roll", "score twos",
            "roll", "reroll", "roll", "score threes",
            "roll", "reroll", "roll", "score fours",
            "roll", "reroll", "roll", "score sixes",
            "roll", "reroll", "roll", "score 3k",
            "roll", "reroll", "roll", "score 4k",
            "roll", "reroll", "roll", "score fh",
            "roll", "reroll", "roll", "score ss",
            "roll", "reroll", "roll", "card", "score ls",
            "roll", "reroll", "roll", "score yahtzee",
            "roll", "reroll", "roll", "score chance",
            "");

    @Test
    void seed7_aWholeScriptedGame() {
        CommandRun run = PlayCommandTest.play(SCRIPT, "--seed", "7", "--top", "2");

        assertEquals(0, run.exitCode(), run.transcript());
        assertEquals(PlayWords.UNSAVED_WARNING + "\n", run.err(), "the script never saves");
        Approvals.verify("play/seed-7.txt", run.out());
    }
}
