package org.yahtzee.cli.record;

import java.util.ArrayList;
import java.util.List;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.game.IllegalMoveException;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Scoring;

/**
 * Replays every card of a record under its rules and lists what the rules do not allow: turn
 * numbers out of order, a 14th turn, kept dice not in the roll, a roll without the kept dice,
 * a filled or forbidden box, points that do not match. A turn with a problem leaves the card as
 * it was, so the turns after it are still checked.
 */
public final class GameRecordChecker {

    private GameRecordChecker() {
    }

    /** The problems of the record, in card order; empty if it is valid. */
    public static List<RecordProblem> check(String source, GameRecord record) {
        List<RecordProblem> problems = new ArrayList<>();
        for (GameRecord.Game game : record.games()) {
            for (GameRecord.Card card : game.cards()) {
                new CardReplay(source, record, card, problems).run();
            }
        }
        return problems;
    }

    private static final class CardReplay {
        private final String source;
        private final GameRecord.Card card;
        private final List<RecordProblem> problems;
        private Scorecard scorecard;

        CardReplay(String source, GameRecord record, GameRecord.Card card, List<RecordProblem> problems) {
            this.source = source;
            this.card = card;
            this.problems = problems;
            this.scorecard = Scorecard.empty(record.rules());
        }

        private void problem(SourcePosition at, String message) {
            problems.add(new RecordProblem(source, at.line(), at.column(), message));
        }

        private String who() {
            return card.isAnonymous() ? "" : " of " + card.name();
        }

        void run() {
            int expected = 1;
            int seen = 0;
            for (GameRecord.Turn turn : card.turns()) {
                seen++;
                int n = turn.number();
                boolean numbered = n >= 1 && n <= Category.COUNT;
                if (seen > Category.COUNT) {
                    problem(turn.numberPosition(), "a 14th turn" + who() + ": a game has 13 turns, expected no more");
                } else if (n != expected && n != Integer.MAX_VALUE) {
                    problem(turn.numberPosition(), "turn " + n + who() + " out of order: expected turn " + expected);
                }
                expected = numbered && n > expected ? n + 1 : expected + 1;
                if (!turn.broken() && seen <= Category.COUNT) {
                    replay(turn);
                }
            }
        }

        /** Checks one well-formed turn and, if it is legal, scores it on the card. */
        private void replay(GameRecord.Turn turn) {
            List<String> rolls = turn.rolls();
            for (int i = 1; i < rolls.size(); i++) {
                int before = KeepLattice.keepOfRoll(RecordTokens.rollId(rolls.get(i - 1)));
                int kept = RecordTokens.keepId(turn.kept().get(i - 1));
                int after = KeepLattice.keepOfRoll(RecordTokens.rollId(rolls.get(i)));
                if (!KeepLattice.contains(before, kept)) {
                    problem(turn.keptPosition(i - 1), "kept dice " + turn.kept().get(i - 1) + " are not all in roll "
                            + i + " " + rolls.get(i - 1) + ": expected dice from that roll");
                    return;
                }
                if (!KeepLattice.contains(after, kept)) {
                    problem(turn.rollPosition(i), "roll " + (i + 1) + " " + rolls.get(i) + " does not contain the kept dice "
                            + KeepLattice.digits(kept) + ": expected them and " + (5 - KeepLattice.size(kept)) + " new dice");
                    return;
                }
            }
            int rollId = RecordTokens.rollId(rolls.get(rolls.size() - 1));
            Category box = turn.box();
            Scorecard next;
            try {
                next = scorecard.score(rollId, box);
            } catch (IllegalMoveException e) {
                problem(turn.boxPosition(), e.getMessage() + ": expected " + allowedBoxes(rollId));
                return;
            }
            int points = next.points(box);
            if (turn.points() != GameRecord.Turn.NO_POINTS && turn.points() != points) {
                problem(turn.pointsPosition(), box + " scores " + points + " for " + rolls.get(rolls.size() - 1)
                        + " under " + scorecard.rules() + " rules, not " + turn.points());
                return;
            }
            scorecard = next;
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
}
