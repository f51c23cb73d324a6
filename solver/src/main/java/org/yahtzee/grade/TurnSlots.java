package org.yahtzee.grade;

import org.yahtzee.rules.Category;

/**
 * What {@link GameGrader#gradeTurn} writes for each turn, {@link #PER_TURN} slots a turn from
 * the turn's slot on, and {@link GameGrader#assemble} reads in play order: each decision in
 * primitive arrays (made a {@link Decision} only when its game is assembled) and the loss of
 * each. Kept by a {@link BatchMemory} from one batch to the next.
 */
final class TurnSlots {
    /*
     * Implementation notes.
     *  1. Why primitives: a batch's Decisions as objects (37 a game, 80 bytes each, 3 KB a game)
     *     lived through its grading and outgrew the serial collector's survivor spaces from about
     *     1,000 games a batch on, so the collector copied and promoted them (RESULTS.md, bulk4).
     *     In these arrays a decision is 40 bytes that the collector never traces, and the arrays
     *     are reused batch after batch.
     *  2. A decision's ints in one long, low bits first: roll number (2 bits), kind (1: SCORE),
     *     turn (4), rollId (8), playedKeepId + 1 (9 bits, 0 for none), playedBox id + 1 (4),
     *     playedPoints + 1 (10), bestKeepId + 1 (9), bestBox id + 1 (4), bestPoints + 1 (10):
     *     61 bits. Points are a box's points (0..50) or Scoring.NOT_ALLOWED (-1).
     *  3. The loss is kept twice, in the decision's doubles and in loss[], beside its
     *     neighbours: assemble sums loss[] in play order (reading it from scattered objects cost
     *     a cache miss a decision).
     */

    /** Decisions, and rolls, a turn has at most. */
    static final int PER_TURN = 3;

    /** Each decision's ints (note 2). */
    long[] decisions;
    double[] playedTotal;
    double[] bestTotal;
    double[] loss;

    TurnSlots(int turns) {
        fit(turns);
    }

    /** Makes room for {@code turns} turns, keeping the arrays if they are long enough. */
    void fit(int turns) {
        int slots = PER_TURN * turns;
        if (decisions == null || decisions.length < slots) {
            decisions = new long[slots];
            playedTotal = new double[slots];
            bestTotal = new double[slots];
            loss = new double[slots];
        }
    }

    /** Writes a decision, the fields of {@link Decision}, to slot {@code at}. */
    void put(int at, int turn, int roll, Decision.Kind kind, int rollId, int playedKeepId, Category playedBox,
             int playedPoints, int bestKeepId, Category bestBox, int bestPoints, double played, double best,
             double lost) {
        decisions[at] = roll | (kind == Decision.Kind.SCORE ? 1L << 2 : 0) | (long) turn << 3 | (long) rollId << 7
                | (long) (playedKeepId + 1) << 15 | (long) boxBits(playedBox) << 24 | (long) pointsBits(playedPoints) << 28
                | (long) (bestKeepId + 1) << 38 | (long) boxBits(bestBox) << 47 | (long) pointsBits(bestPoints) << 51;
        playedTotal[at] = played;
        bestTotal[at] = best;
        loss[at] = lost;
    }

    /** The decision in slot {@code at}, as {@link #put} was given it. */
    Decision decision(int at) {
        long d = decisions[at];
        return new Decision((int) (d >>> 3) & 15, (int) d & 3,
                (d & 1L << 2) != 0 ? Decision.Kind.SCORE : Decision.Kind.KEEP, (int) (d >>> 7) & 255,
                (int) (d >>> 15 & 511) - 1, box(d >>> 24), (int) (d >>> 28 & 1023) - 1,
                (int) (d >>> 38 & 511) - 1, box(d >>> 47), (int) (d >>> 51 & 1023) - 1,
                playedTotal[at], bestTotal[at], loss[at]);
    }

    private static int boxBits(Category box) {
        return box == null ? 0 : box.id() + 1;
    }

    private static Category box(long bits) {
        int id = (int) bits & 15;
        return id == 0 ? null : Category.byId(id - 1);
    }

    private static int pointsBits(int points) {
        if (points < -1 || points > 1022) {
            throw new IllegalStateException("a box's points must be -1..1022, were " + points);
        }
        return points + 1;
    }
}
