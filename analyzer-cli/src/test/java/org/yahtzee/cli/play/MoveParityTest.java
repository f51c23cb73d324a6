package org.yahtzee.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.yahtzee.cli.OfficialTable;
import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.cli.record.GameRecordReader;
import org.yahtzee.grade.GameGrader;
import org.yahtzee.grade.TurnPlay;
import org.yahtzee.rules.Rules;
import org.yahtzee.tables.TableReader;

/**
 * The same turns, fed to the three readers of a game: {@code grade}'s checker (the record
 * reader), {@code play --resume} and the solver's grader. Each rule has one home, so each bad
 * turn gets one message from all three (the checker may add what was expected), and a turn one
 * of them takes the others take too. A copy of a rule once drifted: resuming rejected a
 * byte-order mark that grade accepted.
 */
final class MoveParityTest {

    private static final GameGrader GRADER = new GameGrader(TableReader.open(OfficialTable.file()));

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "1: 22351 keep 66 -> 66351 score chance|kept dice 66 are not all in roll 1 12235: expected dice from that roll",
        "1: 22351 keep 22 -> 33351 score chance|roll 2 13335 does not contain the kept dice 22: expected them and 3 "
                + "new dice",
        "1: 2 2 3 5 1 hold 2,2 -> 1 3 3 3 5 score chance|roll 2 13335 does not contain the kept dice 22",
        "1: 22351 score chance~2: 12345 score chance|chance is already filled (13)",
        "1: 22351 score twos 6|twos scores 4 for 12235 under official rules, not 6",
        "1: 11111 score yahtzee~2: 11111 score chance|under official rules (forced joker) an extra Yahtzee of 1s must go "
                + "in ones while it is open, not in chance",
    })
    void aBadTurn_getsOneMessage_fromTheChecker_playsResume_andTheGrader(String turns, String message) {
        String text = turns.replace('~', '\n') + "\n";
        int line = (int) text.lines().count();

        GameRecordReader.Result checked = GameRecordReader.parse("t.txt", text, null);
        assertEquals(1, checked.problems().size(), checked.problems().toString());
        assertEquals(line, checked.problems().get(0).line());
        assertTrue(checked.problems().get(0).message().startsWith(message), "checker: " + checked.problems());

        IllegalArgumentException resumed = assertThrows(IllegalArgumentException.class,
                () -> PlayRecord.read(text, Rules.OFFICIAL));
        assertTrue(resumed.getMessage().startsWith("line " + line + ": " + message), "play: " + resumed.getMessage());

        if (!message.contains(" scores ")) { // the grader takes no written points: it computes them
            IllegalArgumentException graded = assertThrows(IllegalArgumentException.class,
                    () -> GRADER.grade(plays(text)));
            assertTrue(graded.getMessage().contains(message), "grader: " + graded.getMessage());
        }
    }

    /** A turn in progress (play's own comment) is read as a record's turn line and checked by the same rules. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "1: 22351 keep 66|kept dice 66 are not all in roll 1 12235: expected dice from that roll",
        "1: 22351 keep 22 -> 33351|roll 2 13335 does not contain the kept dice 22: expected them and 3 new dice",
        "1: 22351 keep 22 -> 22351 keep 22 -> 22351 keep 22|a fourth roll: a turn has at most three rolls",
        "1: 22351 keep 2 9|bad kept dice '2 9': '9' is not a die",
        "1: 2235|'2235' is not a roll: 4 dice",
    })
    void aBadTurnInProgress_getsTheMessageOfTheSameTurnInARecord(String turn, String message) {
        IllegalArgumentException resumed = assertThrows(IllegalArgumentException.class,
                () -> PlayRecord.read("# in progress: " + turn + "\n", Rules.OFFICIAL));
        assertTrue(resumed.getMessage().startsWith("line 1: " + message), "play: " + resumed.getMessage());

        String scored = turn + (turn.matches(".* keep [^>]*") ? " -> 22222" : "") + " score chance\n";
        GameRecordReader.Result checked = GameRecordReader.parse("t.txt", scored, null);
        assertTrue(checked.problems().get(0).message().startsWith(message), "checker: " + checked.problems());
    }

    /** What one accepts the others accept: a byte-order mark, CRLF, dice typed apart, hold, all five kept. */
    @Test
    void aGoodRecordInEveryForm_isTakenByAllThree() {
        String text = "\uFEFFrules: official\r\nAnn 1: 2 2 3 5 1 hold 2,2 -> 22664 keep 66 -> 66631 score sixes 18\r\n"
                + "Ann 2: 66666 keep 66666 -> 66666 score yahtzee 50\r\n# in progress: Ann 3: 12345 keep 1234\r\n";

        GameRecordReader.Result checked = GameRecordReader.parse("t.txt", text, null);
        assertEquals(List.of(), checked.problems());
        PlayState resumed = PlayRecord.read(text, Rules.OFFICIAL);
        assertEquals(68, resumed.card(0).total());
        assertEquals(1, resumed.rollNumber());
        assertEquals(68, GRADER.grade(plays(text)).score());
    }

    private static List<TurnPlay> plays(String text) {
        GameRecord record = GameRecordReader.parseUnchecked("t.txt", text, Rules.OFFICIAL).record();
        List<TurnPlay> plays = new ArrayList<>();
        for (GameRecord.Turn turn : record.games().get(0).cards().get(0).turns()) {
            plays.add(turn.toPlay());
        }
        return plays;
    }
}
