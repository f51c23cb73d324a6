package org.yahtzee.grade;

import org.yahtzee.rules.Category;

/**
 * A {@link TurnPlay} packed in one {@code long}, so that grading by start state reads a turn's
 * moves from one array in the order it grades them (three objects a turn, scattered over a
 * batch's memory, were a third of that phase's time for 100,000 games). Bits, low first:
 * <pre>
 *   0..1   roll count, 1..3
 *   2..25  rollId of roll 1, 2, 3: 8 bits each (0..251), unused rolls 0
 *  26..43  keepId before roll 2, 3: 9 bits each (0..461), unused keeps 0
 *  44..47  the box's id (0..12)
 * </pre>
 */
final class TurnMoves {
    private static final int ROLL_BITS = 8;
    private static final int KEEP_BITS = 9;
    private static final int FIRST_ROLL = 2;
    private static final int FIRST_KEEP = FIRST_ROLL + 3 * ROLL_BITS;
    private static final int BOX = FIRST_KEEP + 2 * KEEP_BITS;

    private TurnMoves() {
    }

    static long pack(TurnPlay play) {
        int[] rolls = play.rollIds();
        long moves = rolls.length | (long) play.box().id() << BOX;
        for (int i = 0; i < rolls.length; i++) {
            moves |= (long) rolls[i] << (FIRST_ROLL + i * ROLL_BITS);
        }
        for (int i = 0; i < rolls.length - 1; i++) {
            moves |= (long) play.keepIds()[i] << (FIRST_KEEP + i * KEEP_BITS);
        }
        return moves;
    }

    static int rollCount(long moves) {
        return (int) moves & 3;
    }

    /** The dice of roll {@code i} (0-based). */
    static int rollId(long moves, int i) {
        return (int) (moves >>> (FIRST_ROLL + i * ROLL_BITS)) & (1 << ROLL_BITS) - 1;
    }

    /** The dice kept after roll {@code i} (0-based), before the next. */
    static int keepId(long moves, int i) {
        return (int) (moves >>> (FIRST_KEEP + i * KEEP_BITS)) & (1 << KEEP_BITS) - 1;
    }

    static Category box(long moves) {
        return Category.byId((int) (moves >>> BOX) & 15);
    }

    /** The dice scored: the last roll. */
    static int finalRollId(long moves) {
        return rollId(moves, rollCount(moves) - 1);
    }
}
