package org.yahtzee.policy;

import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Scoring;

/**
 * A simple human-like player, the baseline that head-to-head play measures the optimal
 * strategies against. It looks only at the dice and the open boxes, never at values:
 * <ol>
 * <li>It stands pat on a made hand whose box is open: a Yahtzee (while the Yahtzee box is open
 * or holds 50), a large straight, a full house, or a small straight when the large one is filled.
 * <li>With four faces in a run and a straight box open, it keeps one die of each of the four.
 * <li>Otherwise it keeps every die of its most common face (the higher face on a tie); with five
 * different faces and no run of four, only the highest die.
 * <li>On the last roll it writes the box that scores most above that box's par (3 x the face
 * for the upper boxes, 20 three of a kind, 15 four of a kind, 20 full house, 25 small straight,
 * 30 large straight, 40 Yahtzee, 22 chance), the first in card order on a tie: a zero goes
 * where it hurts least.
 * </ol>
 * Its mean score is reported by {@code simulate --versus ev,heuristic}.
 */
public final class HeuristicStrategy implements Strategy {

    private static final int[] PAR = {3, 6, 9, 12, 15, 18, 20, 15, 20, 25, 30, 40, 22};
    /** The four-face runs, as keeps: 1234, 2345, 3456. */
    private static final int[] RUNS = {
        KeepLattice.ofDice(1, 2, 3, 4), KeepLattice.ofDice(2, 3, 4, 5), KeepLattice.ofDice(3, 4, 5, 6)};

    @Override
    public int keep(PlayState state, int rollId, int rollsLeft) {
        int roll = KeepLattice.keepOfRoll(rollId);
        if (madeHand(state.usedMask(), state.yahtzeeHolds50(), rollId)) {
            return roll;
        }
        int used = state.usedMask();
        boolean straightsOpen = (used & (Category.SMALL_STRAIGHT.bit() | Category.LARGE_STRAIGHT.bit()))
                != (Category.SMALL_STRAIGHT.bit() | Category.LARGE_STRAIGHT.bit());
        for (int run = RUNS.length - 1; run >= 0 && straightsOpen; run--) {
            if (KeepLattice.contains(roll, RUNS[run])) {
                return RUNS[run];
            }
        }
        int bestFace = 6;
        for (int face = 5; face >= 1; face--) {
            if (KeepLattice.count(roll, face) > KeepLattice.count(roll, bestFace)) {
                bestFace = face;
            }
        }
        while (KeepLattice.count(roll, bestFace) == 0) {
            bestFace--; // five different faces: the highest die
        }
        int keep = KeepLattice.EMPTY_KEEP;
        for (int i = KeepLattice.count(roll, bestFace); i > 0; i--) {
            keep = KeepLattice.add(keep, bestFace);
        }
        return keep;
    }

    private static boolean madeHand(int used, boolean yahtzeeHolds50, int rollId) {
        if (Scoring.yahtzeeFace(rollId) != 0) {
            return (used & Category.YAHTZEE.bit()) == 0 || yahtzeeHolds50;
        }
        return made(used, rollId, Category.LARGE_STRAIGHT) || made(used, rollId, Category.FULL_HOUSE)
                || made(used, rollId, Category.SMALL_STRAIGHT) && (used & Category.LARGE_STRAIGHT.bit()) != 0;
    }

    private static boolean made(int used, int rollId, Category box) {
        return (used & box.bit()) == 0 && Scoring.ordinary(rollId, box) > 0;
    }

    @Override
    public int box(PlayState state, int rollId) {
        int best = -1;
        int bestMargin = Integer.MIN_VALUE;
        for (int open = ~state.usedMask() & Category.ALL_USED; open != 0; open &= open - 1) {
            int id = Integer.numberOfTrailingZeros(open);
            int points = Scoring.points(state.rules(), state.usedMask(), rollId, Category.byId(id));
            if (points != Scoring.NOT_ALLOWED && points - PAR[id] > bestMargin) {
                best = id;
                bestMargin = points - PAR[id];
            }
        }
        return best;
    }
}
