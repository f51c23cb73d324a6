package org.yahtzee.cli.text;

import org.yahtzee.dice.KeepLattice;
import org.yahtzee.engine.Move;
import org.yahtzee.grade.LossClass;

/**
 * The one wording of moves, dice and loss classes in text, for every command and report:
 * {@code keep 4 4}, {@code reroll all five}, {@code keep all five and score large-straight (40)},
 * {@code score sixes (18)}; dice {@code 1 2 3 4 4}; loss classes {@code small (under 1 point)}.
 * The JSON forms are {@link JsonWords}'.
 */
public final class Words {
    /*
     * Implementation notes. A score names its points in parentheses, and a stand pat says the
     * very same words after "keep all five and", so a reader meets one phrase for writing dice
     * in a box. Dice are single digits: blanks between them read as five dice, not a number
     * (12344 is a record's token; 1 2 3 4 4 is what a player sees).
     */

    /** The longest move: {@code keep all five and score three-of-a-kind (30)}, 44 characters. */
    public static final int LONGEST_MOVE = 44;

    private Words() {
    }

    /** The move as a player says it. */
    public static String move(Move move) {
        if (!move.isKeep()) {
            return score(move);
        }
        int n = KeepLattice.size(move.keepId());
        if (n == 0) {
            return "reroll all five";
        }
        if (n < 5) {
            return "keep " + KeepLattice.spaced(move.keepId());
        }
        return move.box() == null ? "keep all five" : "keep all five and " + score(move);
    }

    private static String score(Move move) {
        return "score " + move.box().canonicalName() + " (" + move.points() + ")";
    }

    /** Dice ascending with blanks between, {@code 1 2 3 4 4}; {@code ""} for none. */
    public static String dice(int keepId) {
        return KeepLattice.spaced(keepId);
    }

    /** The class's name, one word: {@code small}, {@code medium} or {@code large}; also its JSON key and CSS class. */
    public static String lossClassName(LossClass lossClass) {
        // Comparisons, not an array or an enum switch (a synthetic class with a static initialiser):
        // this class is on advise's start path.
        return lossClass == LossClass.UNDER_1 ? "small" : lossClass == LossClass.FROM_1_TO_5 ? "medium" : "large";
    }

    /** The class's name with what it spans in expected points lost: {@code medium (1 to 5)}. */
    public static String lossClass(LossClass lossClass) {
        return lossClassName(lossClass) + " (" + (lossClass == LossClass.UNDER_1 ? "under 1 point"
                : lossClass == LossClass.FROM_1_TO_5 ? "1 to 5" : "over 5") + ")";
    }
}
