package org.yahtzee.distribution;

import org.yahtzee.advice.TurnPolicy;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
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
     * are 0..50 in any box), then listed in that order: by box, then points, then bonus (Slots,
     * which marks the slots it filled in a bit set, read in slot order: no branch a roll, no
     * sort; 30-60 outcomes a turn).
     *
     * The arrays are never written once the outcomes are made, so a turn that ends as another's
     * (from) shares its boxes, points, probabilities and box starts, with points gained and next
     * states of its own.
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
    final int[] boxStart;

    private TurnOutcomes(int count) {
        this.count = count;
        box = new byte[count];
        points = new byte[count];
        gained = new short[count];
        next = new int[count];
        probability = new double[count];
        boxStart = new int[Category.COUNT + 1];
    }

    /** Outcomes as {@code same}'s with their own points gained and next states: the other arrays are shared. */
    private TurnOutcomes(TurnOutcomes same) {
        count = same.count;
        box = same.box;
        points = same.points;
        gained = new short[count];
        next = new int[count];
        probability = same.probability;
        boxStart = same.boxStart;
    }

    /** The outcomes of the analysed turn; {@code scratch} is reused between calls of one thread. */
    static TurnOutcomes of(TurnValues turn, Scratch scratch) {
        double[] rollMass = scratch.rollMass;
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            rollMass[r] = KeepLattice.rollProbability(r);
        }
        reroll(turn, 2, rollMass, scratch.keepMass);
        reroll(turn, 1, rollMass, scratch.keepMass);
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            if (rollMass[r] != 0) {
                scratch.slots.addFinalRoll(turn, r, TurnPolicy.bestBox(turn, r), rollMass[r]);
            }
        }
        return scratch.slots.collect(turn);
    }

    /**
     * The outcomes of a turn that ends as {@code same}'s does (the same boxes, points, bonuses and
     * probabilities) from another state of its mask and Yahtzee flag, {@code upperTotal}: only
     * the points gained and the next states are the state's own.
     */
    static TurnOutcomes from(TurnOutcomes same, int usedMask, int upperTotal, boolean yahtzeeHolds50) {
        TurnOutcomes out = new TurnOutcomes(same); // every array is read-only once made: share what is the same
        for (int i = 0; i < same.count; i++) {
            int bonus = (same.gained[i] - same.points[i]) / org.yahtzee.rules.Rules.YAHTZEE_BONUS;
            out.landing(i, Category.byId(same.box[i]), same.points[i], bonus, upperTotal, usedMask, yahtzeeHolds50);
        }
        return out;
    }

    /** Outcome {@code i}: {@code pts} points and {@code bonus} (0/1) extra-Yahtzee bonus in box {@code b} from the state. */
    private void set(int i, int b, int pts, int bonus, double p, int usedMask, int upperTotal, boolean yahtzeeHolds50) {
        box[i] = (byte) b;
        points[i] = (byte) pts;
        probability[i] = p;
        landing(i, Category.byId(b), pts, bonus, upperTotal, usedMask, yahtzeeHolds50);
    }

    /** Outcome {@code i}'s points gained and next state, from the state, writing {@code pts} and {@code bonus} in {@code c}. */
    private void landing(int i, Category c, int pts, int bonus, int upperTotal, int usedMask, boolean yahtzeeHolds50) {
        int nextUpper = StateIndex.nextUpperTotal(upperTotal, c, pts);
        gained[i] = (short) (pts + bonus * org.yahtzee.rules.Rules.YAHTZEE_BONUS + Scoring.upperBonus(upperTotal, nextUpper));
        next[i] = StateIndex.index(usedMask | c.bit(), nextUpper, StateIndex.nextYahtzeeHolds50(yahtzeeHolds50, c, pts));
    }

    /** Replaces the mass over rolls by the mass over the rolls after the policy's keep and reroll. */
    private static void reroll(TurnValues turn, int rollsLeft, double[] rollMass, double[] keepMass) {
        java.util.Arrays.fill(keepMass, 0.0);
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            if (rollMass[r] != 0) {
                keepMass[TurnPolicy.bestKeep(turn, r, rollsLeft)] += rollMass[r];
            }
        }
        spread(rollMass, keepMass);
    }

    /** Passes each kept set's mass to its rerolls (1/6 a die added, keeps in id order) and reads the rolls' back. */
    private static void spread(double[] rollMass, double[] keepMass) {
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

    /**
     * The final rolls' mass of one turn by outcome slot, (box * 51 + points) * 2 + bonus, and
     * the slots that hold some, so that listing and clearing them does not sweep all 1,326.
     */
    static final class Slots {
        /** Whether a roll is five of a kind: its points may depend on the card (an extra Yahtzee). */
        private static final boolean[] FIVE_OF_A_KIND = new boolean[KeepLattice.ROLLS];
        /** The slot of each roll's printed points in each box (no bonus): rollId * 13 + box id. */
        private static final int[] ORDINARY = new int[KeepLattice.ROLLS * Category.COUNT];

        static {
            for (int r = 0; r < KeepLattice.ROLLS; r++) {
                FIVE_OF_A_KIND[r] = Scoring.yahtzeeFace(r) != 0;
                for (Category c : Category.values()) {
                    ORDINARY[r * Category.COUNT + c.id()] = slot(c.id(), Scoring.ordinary(r, c), 0);
                }
            }
        }

        private final double[] mass = new double[SLOTS];
        /** Bit s: slot s holds mass. */
        private final long[] held = new long[(SLOTS + Long.SIZE - 1) / Long.SIZE];

        private static int slot(int boxId, int points, int bonus) {
            return (boxId * POINT_SLOTS + points) * 2 + bonus;
        }

        /** Adds the mass of the final roll {@code rollId}, written in {@code box} (open, allowed). */
        void addFinalRoll(TurnValues turn, int rollId, Category box, double m) {
            addFinalRoll(turn.rules(), turn.usedMask(), turn.yahtzeeHolds50(), rollId, box, m);
        }

        /** The same from a state of {@code usedMask} and {@code yahtzeeHolds50} under {@code rules}. */
        void addFinalRoll(Rules rules, int usedMask, boolean yahtzeeHolds50, int rollId, Category box, double m) {
            int s;
            if (Scoring.isExtraYahtzee(rollId, usedMask)) {
                int bonus = Scoring.yahtzeeBonus(rules, usedMask, yahtzeeHolds50, rollId) > 0 ? 1 : 0;
                s = slot(box.id(), Scoring.points(rules, usedMask, rollId, box), bonus);
            } else {
                s = ORDINARY[rollId * Category.COUNT + box.id()];
            }
            add(s, m);
        }

        /**
         * {@link #addFinalRoll(Rules, int, boolean, int, Category, double)} with the box given by
         * its id: the rules and the card are consulted only for five of a kind, the other 246
         * of the 252 rolls scoring their printed points (LaneOutcomes' hot path).
         */
        void addFinalRoll(Rules rules, int usedMask, boolean yahtzeeHolds50, int rollId, int boxId, double m) {
            if (FIVE_OF_A_KIND[rollId]) {
                addFinalRoll(rules, usedMask, yahtzeeHolds50, rollId, Category.byId(boxId), m);
            } else {
                add(ORDINARY[rollId * Category.COUNT + boxId], m);
            }
        }

        /** Adds {@code m} (positive) to slot {@code s}. */
        private void add(int s, double m) {
            held[s >>> 6] |= 1L << s;
            mass[s] += m;
        }

        /** The outcomes of the turn whose final masses these are, in slot order; clears the slots. */
        TurnOutcomes collect(TurnValues turn) {
            return collect(turn.usedMask(), turn.upperTotal(), turn.yahtzeeHolds50());
        }

        /** The same for the turn from the state ({@code usedMask}, {@code upperTotal}, {@code yahtzeeHolds50}). */
        TurnOutcomes collect(int usedMask, int upperTotal, boolean yahtzeeHolds50) {
            int count = 0;
            for (long word : held) {
                count += Long.bitCount(word);
            }
            TurnOutcomes out = new TurnOutcomes(count);
            for (int w = 0, i = 0; w < held.length; w++) {
                for (long bits = held[w]; bits != 0; bits &= bits - 1, i++) {
                    int s = w * Long.SIZE + Long.numberOfTrailingZeros(bits);
                    out.set(i, s / (2 * POINT_SLOTS), (s / 2) % POINT_SLOTS, s % 2, mass[s], usedMask, upperTotal,
                            yahtzeeHolds50);
                    mass[s] = 0;
                }
                held[w] = 0;
            }
            for (int b = 0, j = 0; b <= Category.COUNT; b++) {
                while (j < count && out.box[j] < b) {
                    j++;
                }
                out.boxStart[b] = j;
            }
            return out;
        }
    }

    /** Per-thread working arrays (about 25 KB). */
    static final class Scratch {
        final double[] rollMass = new double[KeepLattice.ROLLS];
        final double[] keepMass = new double[KeepLattice.KEEPS];
        final Slots slots = new Slots();
    }
}
