package org.yahtzee.distribution;

import org.yahtzee.advice.TurnPolicy;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Scoring;
import org.yahtzee.solver.TurnValues;
import org.yahtzee.state.StateIndex;

/**
 * How one turn ends under optimal play from one turn-start state: every distinct outcome (box
 * filled, points written in it, extra-Yahtzee bonus earned) with its exact probability, the
 * points it adds to the total (box, Yahtzee bonus and upper bonus) and the state after it.
 * Outcomes are listed by box in card order; their probabilities sum to 1.
 */
final class TurnOutcomes {
    /*
     * Implementation notes. Probability is pushed forward through the turn: the 252 first rolls
     * with their probabilities; each roll's mass goes to the keep the policy chooses; each keep
     * of fewer than five dice passes its mass to its six one-die extensions, 1/6 each, in
     * increasing keep id (so a keep is complete before it is passed on); the five-dice keeps are
     * then the second roll's distribution. Twice, then each final roll's mass goes to its box.
     * About 4,000 multiply-adds besides the turn analysis itself.
     *
     * Outcomes are gathered in a dense scratch indexed (box * 51 + points) * 2 + bonus (points
     * are 0..50 in any box), then listed in that order: by box, then points, then bonus.
     */

    private static final int POINT_SLOTS = 51;
    private static final int SLOTS = Category.COUNT * POINT_SLOTS * 2;

    /** Number of outcomes. */
    final int count;
    /** Box of each outcome ({@link Category#id()}), non-decreasing. */
    final byte[] box;
    /** Points written in the box (no bonuses). */
    final byte[] points;
    /** Points added to the final total: box points, Yahtzee bonus and any upper bonus earned. */
    final short[] gained;
    /** {@code stateIndex} after the turn. */
    final int[] next;
    final double[] probability;
    /** Outcomes of box b are at {@code boxStart[b] .. boxStart[b + 1]}. */
    final int[] boxStart = new int[Category.COUNT + 1];

    private TurnOutcomes(int count) {
        this.count = count;
        box = new byte[count];
        points = new byte[count];
        gained = new short[count];
        next = new int[count];
        probability = new double[count];
    }

    /** The outcomes of the analysed turn; {@code scratch} is reused between calls of one thread. */
    static TurnOutcomes of(TurnValues turn, Scratch scratch) {
        double[] rollMass = scratch.rollMass;
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            rollMass[r] = KeepLattice.rollProbability(r);
        }
        reroll(turn, 2, rollMass, scratch.keepMass);
        reroll(turn, 1, rollMass, scratch.keepMass);

        double[] slot = scratch.slot;
        java.util.Arrays.fill(slot, 0.0);
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            if (rollMass[r] != 0) {
                addFinalRoll(slot, turn, r, TurnPolicy.bestBox(turn, r), rollMass[r]);
            }
        }
        return collect(turn, slot);
    }

    /** Adds the mass of the final roll {@code rollId}, written in {@code box}, to its outcome's slot. */
    static void addFinalRoll(double[] slot, TurnValues turn, int rollId, Category box, double mass) {
        int bonus = Scoring.yahtzeeBonus(turn.rules(), turn.usedMask(), turn.yahtzeeHolds50(), rollId) > 0 ? 1 : 0;
        slot[(box.id() * POINT_SLOTS + turn.points(rollId, box)) * 2 + bonus] += mass;
    }

    /** The outcomes of the turn whose final masses {@code slot} holds, listed in slot order. */
    static TurnOutcomes collect(TurnValues turn, double[] slot) {
        int mask = turn.usedMask();
        int count = 0;
        for (double p : slot) {
            count += p != 0 ? 1 : 0;
        }
        TurnOutcomes out = new TurnOutcomes(count);
        int upper = turn.upperTotal();
        int i = 0;
        for (int s = 0; s < SLOTS; s++) {
            if (slot[s] == 0) {
                continue;
            }
            int b = s / (2 * POINT_SLOTS);
            int pts = (s / 2) % POINT_SLOTS;
            int bonus = s % 2;
            Category c = Category.byId(b);
            int nextUpper = StateIndex.nextUpperTotal(upper, c, pts);
            boolean nextY50 = StateIndex.nextYahtzeeHolds50(turn.yahtzeeHolds50(), c, pts);
            out.box[i] = (byte) b;
            out.points[i] = (byte) pts;
            out.gained[i] = (short) (pts + bonus * org.yahtzee.rules.Rules.YAHTZEE_BONUS
                    + Scoring.upperBonus(upper, nextUpper));
            out.next[i] = StateIndex.index(mask | c.bit(), nextUpper, nextY50);
            out.probability[i] = slot[s];
            i++;
        }
        for (int b = 0, j = 0; b <= Category.COUNT; b++) {
            while (j < count && out.box[j] < b) {
                j++;
            }
            out.boxStart[b] = j;
        }
        return out;
    }

    /** Replaces the mass over rolls by the mass over the rolls after the policy's keep and reroll. */
    private static void reroll(TurnValues turn, int rollsLeft, double[] rollMass, double[] keepMass) {
        java.util.Arrays.fill(keepMass, 0.0);
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            if (rollMass[r] != 0) {
                keepMass[TurnPolicy.bestKeep(turn, r, rollsLeft)] += rollMass[r];
            }
        }
        for (int k = 0; k < KeepLattice.ROLL_BASE; k++) {
            double m = keepMass[k];
            if (m != 0) {
                double sixth = m / 6.0;
                for (int f = 1; f <= 6; f++) {
                    keepMass[KeepLattice.add(k, f)] += sixth;
                }
            }
        }
        System.arraycopy(keepMass, KeepLattice.ROLL_BASE, rollMass, 0, KeepLattice.ROLLS);
    }

    /** Per-thread working arrays (about 14 KB). */
    static final class Scratch {
        final double[] rollMass = new double[KeepLattice.ROLLS];
        final double[] keepMass = new double[KeepLattice.KEEPS];
        final double[] slot = new double[SLOTS];
    }

    /** A slot array for {@link #addFinalRoll} and {@link #collect}. */
    static double[] slots() {
        return new double[SLOTS];
    }
}
