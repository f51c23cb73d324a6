package org.yahtzee.cli.record;

import java.util.ArrayList;
import java.util.List;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.game.IllegalMoveException;
import org.yahtzee.game.KeepRules;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.rules.Scoring;

/**
 * One player's card while a record is read: its turns' numbering (1 to 13, in order) and their
 * replay under the rules (kept dice in the roll, the next roll holding them, an open and allowed
 * box, the points it scores). A turn with a problem leaves the card as it was, so the turns
 * after it are still checked. The checks of both forms of a record, written once; the rules
 * themselves are the solver's ({@link KeepRules} for the dice, {@link Scorecard#score} for the
 * boxes), so {@code play} and the grader say the same.
 */
final class CardReplay {

    final String name;
    final SourcePosition position;
    /** The turns read, when the reading keeps them (at most 13). */
    final List<GameRecord.Turn> turns = new ArrayList<>();
    private Scorecard scorecard;
    private int expected = 1;
    private int seen;

    CardReplay(String name, SourcePosition position) {
        this.name = name;
        this.position = position;
    }

    GameRecord.Card toCard() {
        return new GameRecord.Card(name, position, turns);
    }

    /**
     * Counts a turn and checks its number: the next one, and at most the 13th. A 14th turn is
     * reported once (the caller says how the next game starts); it and the turns after it are
     * then {@link #isOverfull} (neither kept nor replayed).
     *
     * @param numberWord the number as written, or null for a turn without one (JSON): it counts
     *                   as the expected one
     * @param checkOrder false to count only (play replays the order itself)
     * @return the problem, or null
     */
    String number(String numberWord, boolean checkOrder) {
        seen++;
        if (seen > Category.COUNT) {
            return seen == Category.COUNT + 1 ? "a 14th turn" + who() + ": a game has 13 turns" : null;
        }
        int want = expected;
        int n = numberWord == null || !checkOrder ? want : RecordTokens.number(numberWord);
        // After a wrong number the count goes on from the larger: "1, 3, 4" reports only turn 3.
        expected = n > want && n <= Category.COUNT ? n + 1 : want + 1;
        if (n < 0) {
            return "bad turn number " + UserText.quote(numberWord) + ": expected 1..13";
        }
        if (n != want) {
            return "turn " + n + who() + " out of order: expected turn " + want;
        }
        return null;
    }

    /** True once a 14th turn was counted. */
    boolean isOverfull() {
        return seen > Category.COUNT;
    }

    private String who() {
        return name.isEmpty() ? "" : " of " + UserText.printable(name);
    }

    /**
     * Checks one well-formed turn under {@code rules} and, if it is legal, scores it on the card.
     *
     * @return the problem and where it is, or null
     */
    Problem replay(GameRecord.Turn turn, Rules rules) {
        if (scorecard == null) {
            scorecard = Scorecard.empty(rules);
        }
        List<String> rolls = turn.rolls();
        for (int i = 1; i < rolls.size(); i++) {
            int kept = RecordTokens.keepId(turn.kept().get(i - 1));
            try {
                KeepRules.checkKeep(i, RecordTokens.rollId(rolls.get(i - 1)), kept);
            } catch (IllegalMoveException e) {
                return new Problem(turn.keptPosition(i - 1), e.getMessage());
            }
            try {
                KeepRules.checkReroll(i + 1, kept, RecordTokens.rollId(rolls.get(i)));
            } catch (IllegalMoveException e) {
                return new Problem(turn.rollPosition(i), e.getMessage());
            }
        }
        String last = rolls.get(rolls.size() - 1);
        int rollId = RecordTokens.rollId(last);
        Category box = turn.box();
        Scorecard next;
        try {
            next = scorecard.score(rollId, box);
        } catch (IllegalMoveException e) {
            return new Problem(turn.boxPosition(), e.getMessage() + ": expected " + allowedBoxes(rollId));
        }
        try {
            scorecard.checkWritten(rollId, box, turn.points());
        } catch (IllegalMoveException e) {
            return new Problem(turn.pointsPosition(), e.getMessage());
        }
        scorecard = next;
        return null;
    }

    /** A replay problem: the message and the word at fault. */
    record Problem(SourcePosition at, String message) {
    }

    private String allowedBoxes(int rollId) {
        List<String> names = new ArrayList<>();
        for (Category c : Category.values()) {
            if (!scorecard.isFilled(c)
                    && Scoring.points(scorecard.rules(), scorecard.usedMask(), rollId, c) != Scoring.NOT_ALLOWED) {
                names.add(c.canonicalName());
            }
        }
        return names.size() == 1 ? names.get(0) : "one of " + String.join(", ", names);
    }
}
