package org.yahtzee.advice;

import org.yahtzee.dice.KeepLattice;
import org.yahtzee.dice.RollKeeps;
import org.yahtzee.rules.Category;
import org.yahtzee.solver.TurnValues;

/**
 * The optimal player's choices in an analysed turn, made deterministically with the
 * {@link Advisor}'s tie rule, but without building and sorting option lists: the exact
 * distribution asks for about 400 million of them.
 */
public final class TurnPolicy {
    /*
     * Implementation notes. Advisor ranks options by value, values closer than Advisor.TIE being
     * equal; among equal keeps more dice first, then ascending digits; among equal boxes more
     * points first, then card order (Advisor.compareKeeps and compareBoxes, the one home of each
     * tie order). Here: find the largest value, then the first candidate in
     * that tie order among those within TIE of it. With exact ties (the common case: keeps that
     * reach the same rolls) this is the head of Advisor's sorted list; OpeningTableTest checks
     * all 252 openings against it.
     *
     * SUB_KEEPS[SUB_START[r] .. SUB_START[r+1]) lists the distinct keeps inside roll r (2..32 of
     * them, 4,368 in all) in tie order, so "first within TIE" is the first hit of one scan.
     */

    /** The sub-keeps of all rolls together: 4,368. */
    public static final int ALL_SUB_KEEPS;

    private static final int[] SUB_START = new int[KeepLattice.ROLLS + 1];
    private static final int[] SUB_KEEPS;
    /** Position of each keep in the tie order (more dice first, then ascending digits). */
    private static final int[] TIE_RANK = new int[KeepLattice.KEEPS];

    static {
        Integer[] order = new Integer[KeepLattice.KEEPS];
        for (int k = 0; k < order.length; k++) {
            order[k] = k;
        }
        java.util.Arrays.sort(order, new KeepTieOrder());
        for (int i = 0; i < order.length; i++) {
            TIE_RANK[order[i]] = i;
        }
        // Each roll's keeps (RollKeeps, ascending keepId) in tie order: by their rank in it.
        ALL_SUB_KEEPS = RollKeeps.to(KeepLattice.ROLLS - 1);
        SUB_KEEPS = new int[ALL_SUB_KEEPS];
        for (int r = 0; r <= KeepLattice.ROLLS; r++) {
            SUB_START[r] = r < KeepLattice.ROLLS ? RollKeeps.from(r) : ALL_SUB_KEEPS;
        }
        long[] ranked = new long[32];
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            int from = RollKeeps.from(r);
            int n = RollKeeps.to(r) - from;
            for (int i = 0; i < n; i++) {
                int k = RollKeeps.keep(from + i);
                ranked[i] = (long) TIE_RANK[k] << 32 | k;
            }
            java.util.Arrays.sort(ranked, 0, n);
            for (int i = 0; i < n; i++) {
                SUB_KEEPS[from + i] = (int) ranked[i];
            }
        }
    }

    private TurnPolicy() {
    }

    /**
     * The keep the optimal player chooses for {@code rollId} with {@code rollsLeft} (1..2) rolls
     * left; the keep of all five dice means carrying the roll on (scoring it, eventually).
     */
    public static int bestKeep(TurnValues turn, int rollId, int rollsLeft) {
        return SUB_KEEPS[SUB_START[rollId] + bestKeepIndex(turn, rollId, rollsLeft)];
    }

    /**
     * {@link #bestKeep} as its position among the roll's sub-keeps in tie order (0..31, see
     * {@link #subKeep}): what a policy table stores in 5 bits.
     */
    public static int bestKeepIndex(TurnValues turn, int rollId, int rollsLeft) {
        int from = SUB_START[rollId];
        int to = SUB_START[rollId + 1];
        double max = turn.rollValue(rollId, rollsLeft); // the maximum over these very keep values
        for (int i = from; i < to; i++) {
            if (turn.keepValue(SUB_KEEPS[i], rollsLeft) > max - Advisor.TIE) {
                return i - from;
            }
        }
        throw new IllegalStateException("no keep of roll " + rollId + " has a value");
    }

    /** The {@code index}-th (0-based) distinct keep inside roll {@code rollId}, in tie order. */
    public static int subKeep(int rollId, int index) {
        return SUB_KEEPS[SUB_START[rollId] + index];
    }

    /**
     * Where roll {@code rollId}'s sub-keeps start in the list of all rolls' sub-keeps in turn
     * (0..ALL_SUB_KEEPS-1), for tables laid out like it ({@link LaneDecisions}).
     */
    public static int subKeepFrom(int rollId) {
        return SUB_START[rollId];
    }

    /** How many distinct keeps roll {@code rollId} holds, itself included: 2..32. */
    public static int subKeepCount(int rollId) {
        return SUB_START[rollId + 1] - SUB_START[rollId];
    }

    /** The box the optimal player writes the final dice {@code rollId} in ({@link Advisor#bestBox}). */
    public static Category bestBox(TurnValues turn, int rollId) {
        return Advisor.bestBox(turn, rollId);
    }

    /** The distinct keeps inside the roll (the roll itself included), in tie order. */
    public static int[] subKeeps(int rollId) {
        return java.util.Arrays.copyOfRange(SUB_KEEPS, SUB_START[rollId], SUB_START[rollId + 1]);
    }

    /** Tie order of keeps: lower ranks win ties (more dice, then ascending digits). */
    public static int tieRank(int keepId) {
        return TIE_RANK[keepId];
    }

    /**
     * {@link Advisor#compareKeeps} as a class, not a method reference: advise builds these tables
     * at start (the SD of its options follows the policy), and a method reference's class is
     * spun at run time (docs/startup.md).
     */
    private static final class KeepTieOrder implements java.util.Comparator<Integer> {
        @Override
        public int compare(Integer a, Integer b) {
            return Advisor.compareKeeps(a, b);
        }
    }
}
