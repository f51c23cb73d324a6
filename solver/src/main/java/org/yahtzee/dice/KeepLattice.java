package org.yahtzee.dice;

/**
 * Every multiset of 0..5 dice ("keeps", 462 of them) with the one-die steps between them. The
 * 252 five-dice keeps are the rolls: {@code rollId = keepId - ROLL_BASE}.
 */
public final class KeepLattice {
    /*
     * Implementation notes. Keeps are ordered by size, then by their face counts read as a
     * base-6 number, so a keep's one-die extensions always have larger ids and its one-die
     * reductions smaller ones: the solver sweeps the lattice in id order (max over subsets)
     * and in reverse id order (expectation over the next die) without sorting. Counts are
     * packed 3 bits a face, face f at bits 3(f-1)..3(f-1)+2. In the literature's notation the
     * 252 rolls are R(5,6) and the 462 keeps are the multisets of size at most 5 over 6 faces.
     */

    /** Number of keeps of 0..5 dice. */
    public static final int KEEPS = 462;
    /** Number of distinct five-dice rolls. */
    public static final int ROLLS = 252;
    /** Keep id of the first five-dice keep (keeps of 0..4 dice: 1 + 6 + 21 + 56 + 126). */
    public static final int ROLL_BASE = KEEPS - ROLLS;
    /** The keep holding no dice (throw all five). */
    public static final int EMPTY_KEEP = 0;
    /** Sentinel of {@link #add} and {@link #remove} where no such keep exists. */
    public static final int NONE = -1;

    private static final int[] PACKED = new int[KEEPS];
    private static final int[] SIZE = new int[KEEPS];
    private static final int[] SUM = new int[KEEPS];
    /** {@code ADD[keepId * 6 + face - 1]}: the keep with one more die showing face, or NONE. */
    private static final int[] ADD = new int[KEEPS * 6];
    /** {@code REMOVE[keepId * 6 + face - 1]}: the keep with one die of that face less, or NONE. */
    private static final int[] REMOVE = new int[KEEPS * 6];
    /** keepId by counts read as a base-6 number; only the codes of the 462 keeps are set or read. */
    private static final int[] BY_BASE6 = new int[6 * 6 * 6 * 6 * 6 * 6];
    /** Probability of each roll when all five dice are thrown. */
    private static final double[] ROLL_PROBABILITY = new double[ROLLS];
    /**
     * The one-die-smaller keeps of keep k, one per distinct face it holds, are
     * SMALLER[SMALLER_START[k] .. SMALLER_START[k + 1]): 1,260 in all, against 462 x 6 REMOVE
     * slots, so the solvers' max-over-sub-keeps loops skip no empty slots.
     */
    private static final int[] SMALLER_START = new int[KEEPS + 1];
    private static final int[] SMALLER;

    static {
        // The 462 count vectors, generated directly (this runs interpreted at every start-up:
        // no pass over all 6^6 codes), then numbered by size and base-6 code.
        long[] sortKeys = new long[KEEPS];
        int n = 0;
        for (int c1 = 0; c1 <= 5; c1++) {
            for (int c2 = 0; c1 + c2 <= 5; c2++) {
                for (int c3 = 0; c1 + c2 + c3 <= 5; c3++) {
                    for (int c4 = 0; c1 + c2 + c3 + c4 <= 5; c4++) {
                        for (int c5 = 0; c1 + c2 + c3 + c4 + c5 <= 5; c5++) {
                            for (int c6 = 0; c1 + c2 + c3 + c4 + c5 + c6 <= 5; c6++) {
                                int size = c1 + c2 + c3 + c4 + c5 + c6;
                                int code = ((((c6 * 6 + c5) * 6 + c4) * 6 + c3) * 6 + c2) * 6 + c1;
                                sortKeys[n++] = (long) size << 32 | code;
                            }
                        }
                    }
                }
            }
        }
        java.util.Arrays.sort(sortKeys);
        // Only the codes of real keeps are ever looked up (no -1 fill: 46,656 interpreted stores).
        for (int k = 0; k < KEEPS; k++) {
            int size = (int) (sortKeys[k] >>> 32);
            int code = (int) sortKeys[k];
            int packed = 0;
            int sum = 0;
            for (int f = 0, rest = code; f < 6; f++, rest /= 6) {
                packed |= (rest % 6) << (3 * f);
                sum += (rest % 6) * (f + 1);
            }
            PACKED[k] = packed;
            SIZE[k] = size;
            SUM[k] = sum;
            BY_BASE6[code] = k;
        }
        for (int k = 0; k < KEEPS; k++) {
            int code = (int) sortKeys[k];
            for (int f = 1, digit = 1; f <= 6; f++, digit *= 6) {
                int count = (PACKED[k] >>> (3 * (f - 1))) & 7;
                ADD[k * 6 + f - 1] = SIZE[k] == 5 ? NONE : BY_BASE6[code + digit];
                REMOVE[k * 6 + f - 1] = count == 0 ? NONE : BY_BASE6[code - digit];
            }
        }
        for (int r = 0; r < ROLLS; r++) {
            ROLL_PROBABILITY[r] = outcomeProbability(EMPTY_KEEP, ROLL_BASE + r);
        }
        int[] smaller = new int[KEEPS * 6];
        int edges = 0;
        for (int k = 0; k < KEEPS; k++) {
            SMALLER_START[k] = edges;
            for (int f = 1; f <= 6; f++) {
                if (REMOVE[k * 6 + f - 1] != NONE) {
                    smaller[edges++] = REMOVE[k * 6 + f - 1];
                }
            }
        }
        SMALLER_START[KEEPS] = edges;
        SMALLER = java.util.Arrays.copyOf(smaller, edges);
    }

    private KeepLattice() {
    }

    /** Number of dice in the keep, 0..5. */
    public static int size(int keepId) {
        return SIZE[keepId];
    }

    /** Sum of the faces of the keep's dice. */
    public static int sum(int keepId) {
        return SUM[keepId];
    }

    /** How many dice of {@code face} (1..6) the keep holds. */
    public static int count(int keepId, int face) {
        return (PACKED[keepId] >>> (3 * (face - 1))) & 7;
    }

    /** The keep with one more die showing {@code face}, or {@link #NONE} for five-dice keeps. */
    public static int add(int keepId, int face) {
        return ADD[keepId * 6 + face - 1];
    }

    /** The keep with one die of {@code face} less, or {@link #NONE} if it holds none. */
    public static int remove(int keepId, int face) {
        return REMOVE[keepId * 6 + face - 1];
    }

    /** First index of the keep's one-die-smaller keeps in {@link #smaller(int)}. */
    public static int smallerFrom(int keepId) {
        return SMALLER_START[keepId];
    }

    /** End (exclusive) of the keep's one-die-smaller keeps in {@link #smaller(int)}. */
    public static int smallerTo(int keepId) {
        return SMALLER_START[keepId + 1];
    }

    /**
     * A one-die-smaller keep: for {@code i} in {@code smallerFrom(k) .. smallerTo(k) - 1}, the
     * keeps {@code k} less one die of each distinct face it holds (none for the empty keep).
     */
    public static int smaller(int i) {
        return SMALLER[i];
    }

    /** The keep with the given face counts (index 0 = ones); throws if they hold over 5 dice. */
    public static int ofCounts(int[] counts) {
        int code = 0;
        int total = 0;
        for (int f = 5; f >= 0; f--) {
            if (counts[f] < 0) {
                throw new IllegalArgumentException("negative count of face " + (f + 1));
            }
            total += counts[f];
            code = code * 6 + counts[f];
        }
        if (total > 5) {
            throw new IllegalArgumentException("a keep holds at most 5 dice, not " + total);
        }
        return BY_BASE6[code];
    }

    /** The keep of these dice (values 1..6, any order, at most five). */
    public static int ofDice(int... dice) {
        int[] counts = new int[6];
        for (int d : dice) {
            if (d < 1 || d > 6) {
                throw new IllegalArgumentException("a die shows 1..6, not " + d);
            }
            counts[d - 1]++;
        }
        return ofCounts(counts);
    }

    /** The rollId (0..251) of five dice. */
    public static int rollOfDice(int... dice) {
        if (dice.length != 5) {
            throw new IllegalArgumentException("a roll has 5 dice, not " + dice.length);
        }
        return ofDice(dice) - ROLL_BASE;
    }

    /** The keepId of a roll's five dice. */
    public static int keepOfRoll(int rollId) {
        return ROLL_BASE + rollId;
    }

    /** True if every die of {@code inner} is also in {@code outer} (as multisets). */
    public static boolean contains(int outer, int inner) {
        for (int f = 1; f <= 6; f++) {
            if (count(inner, f) > count(outer, f)) {
                return false;
            }
        }
        return true;
    }

    /** The keep's dice in ascending order, e.g. {@code [2, 3, 4]}. */
    public static int[] dice(int keepId) {
        int[] out = new int[SIZE[keepId]];
        int i = 0;
        for (int f = 1; f <= 6; f++) {
            for (int n = count(keepId, f); n > 0; n--) {
                out[i++] = f;
            }
        }
        return out;
    }

    /** The keep's dice as ascending digits, e.g. {@code 234}; {@code ""} for the empty keep. */
    public static String digits(int keepId) {
        StringBuilder sb = new StringBuilder(5);
        for (int d : dice(keepId)) {
            sb.append((char) ('0' + d));
        }
        return sb.toString();
    }

    /** The keep's dice ascending, separated by blanks, e.g. {@code 2 3 4}; {@code ""} if empty. */
    public static String spaced(int keepId) {
        StringBuilder sb = new StringBuilder(9);
        for (int d : dice(keepId)) {
            sb.append(sb.length() == 0 ? "" : " ").append(d);
        }
        return sb.toString();
    }

    /** Probability of each roll when all five dice are thrown: 5!/(c1!..c6!) / 6^5. */
    public static double rollProbability(int rollId) {
        return ROLL_PROBABILITY[rollId];
    }

    /**
     * Probability that rethrowing the dice not in {@code keepId} gives the five dice
     * {@code rollKeepId}; 0 if the roll does not contain the keep.
     */
    public static double outcomeProbability(int keepId, int rollKeepId) {
        if (!contains(rollKeepId, keepId)) {
            return 0;
        }
        int thrown = 5 - SIZE[keepId];
        double ways = factorial(thrown);
        for (int f = 1; f <= 6; f++) {
            ways /= factorial(count(rollKeepId, f) - count(keepId, f));
        }
        return ways / Math.pow(6, thrown);
    }

    private static int factorial(int n) {
        int r = 1;
        for (int i = 2; i <= n; i++) {
            r *= i;
        }
        return r;
    }
}
