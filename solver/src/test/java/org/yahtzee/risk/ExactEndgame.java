package org.yahtzee.risk;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.rules.SimpleScoring;
import org.yahtzee.solver.ReferenceSolver;

/**
 * The independent reference for every figure of a late card: expected points still to come and
 * their second moment, exact to 40 significant digits, for every state reachable from a card with
 * few open boxes. Nothing of the solver is used: a keep's throws are enumerated as ascending dice
 * weighted by their count of orderings (counted, not computed), scoring is {@link SimpleScoring},
 * sums and products are exact BigDecimal arithmetic and the one rounding a mean makes is a
 * 40-digit division by 6^n. The player is optimal with the
 * advisor's tie rule (more points, then card order, for boxes; more dice, then ascending digits,
 * for keeps; keeping all five with rolls left scores now), so the second moment is that of the
 * policy the advisor's SD follows. Fast enough for cards with 1..2 open boxes (a state is about
 * 5,000 exact multiply-adds).
 */
public final class ExactEndgame {
    /** 40 digits: every quotient within 1e-40 relative, far below the 1e-9 the test resolves. */
    static final MathContext DIGITS = new MathContext(40);
    /** Exact values closer than this are ties (only truly equal values come so close). */
    private static final BigDecimal TIE = new BigDecimal("1e-30");
    private static final BigDecimal UPPER_BONUS = BigDecimal.valueOf(Rules.UPPER_BONUS);

    /** The mean and second moment of the points still to come from a decision. */
    public record Moments(BigDecimal mean, BigDecimal second) {
        static final Moments ZERO = new Moments(BigDecimal.ZERO, BigDecimal.ZERO);

        /** sqrt(E[R^2] - E[R]^2), 40 digits. */
        public BigDecimal sd() {
            BigDecimal variance = second.subtract(mean.multiply(mean));
            return variance.signum() <= 0 ? BigDecimal.ZERO : variance.sqrt(DIGITS);
        }

        /** The moments of g + R: E[g + R] and E[(g + R)^2] = g^2 + 2 g E[R] + E[R^2]. */
        Moments plus(int gained) {
            BigDecimal g = BigDecimal.valueOf(gained);
            return new Moments(mean.add(g), g.multiply(g).add(g.multiply(mean).multiply(BigDecimal.valueOf(2))).add(second));
        }
    }

    /**
     * OUTCOMES[n]: every ascending throw of n dice, as {orderings, die 1, ..., die n}: the number
     * of ordered throws that sort to it (n! over the factorials of its face counts), found by
     * counting the 6^n ordered throws, so the weights need no formula of their own.
     */
    private static final int[][][] OUTCOMES = new int[6][][];

    static {
        for (int n = 0; n <= 5; n++) {
            Map<Long, int[]> byKey = new java.util.TreeMap<>();
            for (int code = 0, all = (int) Math.pow(6, n); code < all; code++) {
                int[] entry = new int[n + 1];
                for (int i = 1, c = code; i <= n; i++, c /= 6) {
                    entry[i] = c % 6 + 1;
                }
                Arrays.sort(entry, 1, n + 1);
                byKey.computeIfAbsent(ReferenceSolver.key(Arrays.copyOfRange(entry, 1, n + 1)), k -> entry)[0]++;
            }
            OUTCOMES[n] = byKey.values().toArray(new int[0][]);
        }
    }

    private final Rules rules;
    private final Map<Long, Moments> states = new HashMap<>();

    public ExactEndgame(Rules rules) {
        this.rules = rules;
    }

    /** The moments of the points still to come at the start of the state's turn. */
    public Moments state(int usedMask, int upperTotal, boolean yahtzeeHolds50) {
        if (usedMask == Category.ALL_USED) {
            return Moments.ZERO;
        }
        long key = ((long) usedMask * 64 + upperTotal) * 2 + (yahtzeeHolds50 ? 1 : 0);
        Moments known = states.get(key);
        if (known == null) {
            // The first roll throws all five: "keeping none" with the turn's three rolls to come.
            known = new Turn(usedMask, upperTotal, yahtzeeHolds50).keep(new int[0], 3);
            states.put(key, known);
        }
        return known;
    }

    /** One turn from one state: the moments of every roll and keep, memoised. */
    public Turn turn(int usedMask, int upperTotal, boolean yahtzeeHolds50) {
        return new Turn(usedMask, upperTotal, yahtzeeHolds50);
    }

    /** The decisions of one turn. */
    public final class Turn {
        private final int usedMask;
        private final int upperTotal;
        private final boolean yahtzeeHolds50;
        private final Map<Long, Moments> memo = new HashMap<>();

        Turn(int usedMask, int upperTotal, boolean yahtzeeHolds50) {
            this.usedMask = usedMask;
            this.upperTotal = upperTotal;
            this.yahtzeeHolds50 = yahtzeeHolds50;
        }

        /** Writing the final dice in {@code box}; null if the rules forbid it. */
        public Moments box(int[] dice, Category box) {
            int points = SimpleScoring.points(rules, dice, box, usedMask);
            if (points < 0) {
                return null;
            }
            int gained = points + SimpleScoring.bonus(rules, dice, usedMask, yahtzeeHolds50);
            int nextUpper = upperTotal;
            if (box.isUpper()) {
                nextUpper = Math.min(63, upperTotal + points);
                gained += upperTotal < 63 && nextUpper == 63 ? UPPER_BONUS.intValue() : 0;
            }
            boolean nextY50 = yahtzeeHolds50 || (box == Category.YAHTZEE && points == 50);
            return state(usedMask | box.bit(), nextUpper, nextY50).plus(gained);
        }

        /**
         * Keeping {@code kept} with {@code rollsLeft} (1..2; 3 before the first roll): the thrown
         * dice's every ordered outcome, then the best play of the roll; keeping all five scores now.
         */
        public Moments keep(int[] kept, int rollsLeft) {
            int[] dice = ReferenceSolver.sorted(kept);
            if (dice.length == 5) {
                return roll(dice, 0);
            }
            long key = -(ReferenceSolver.key(dice) * 8 + rollsLeft) - 1;
            Moments known = memo.get(key);
            if (known != null) {
                return known;
            }
            int thrown = 5 - dice.length;
            BigDecimal mean = BigDecimal.ZERO;
            BigDecimal second = BigDecimal.ZERO;
            for (int[] outcome : OUTCOMES[thrown]) {
                int[] roll = Arrays.copyOf(dice, 5);
                System.arraycopy(outcome, 1, roll, dice.length, thrown);
                Moments m = roll(ReferenceSolver.sorted(roll), rollsLeft - 1);
                BigDecimal orders = BigDecimal.valueOf(outcome[0]);
                mean = mean.add(orders.multiply(m.mean()));
                second = second.add(orders.multiply(m.second()));
            }
            int outcomes = (int) Math.pow(6, thrown);
            BigDecimal n = BigDecimal.valueOf(outcomes);
            Moments result = new Moments(mean.divide(n, DIGITS), second.divide(n, DIGITS));
            memo.put(key, result);
            return result;
        }

        /** Holding the (sorted) dice with {@code rollsLeft}: the advisor's choice, made exactly. */
        Moments roll(int[] dice, int rollsLeft) {
            long key = ReferenceSolver.key(dice) * 8 + rollsLeft;
            Moments known = memo.get(key);
            if (known != null) {
                return known;
            }
            Moments best = rollsLeft == 0 ? bestBox(dice) : bestKeep(dice, rollsLeft);
            memo.put(key, best);
            return best;
        }

        private Moments bestBox(int[] dice) {
            Moments best = null;
            int bestPoints = 0;
            for (Category box : Category.values()) { // card order: the first of equals stays
                if ((usedMask & box.bit()) != 0) {
                    continue;
                }
                Moments m = box(dice, box);
                if (m == null) {
                    continue;
                }
                int points = SimpleScoring.points(rules, dice, box, usedMask);
                int order = best == null ? 1 : compare(m.mean(), best.mean());
                if (order > 0 || (order == 0 && points > bestPoints)) {
                    best = m;
                    bestPoints = points;
                }
            }
            return best;
        }

        private Moments bestKeep(int[] dice, int rollsLeft) {
            Moments best = null;
            int[] bestKept = null;
            for (int subset = 31; subset >= 0; subset--) {
                int[] kept = new int[Integer.bitCount(subset)];
                for (int i = 0, n = 0; i < 5; i++) {
                    if ((subset & (1 << i)) != 0) {
                        kept[n++] = dice[i];
                    }
                }
                Moments m = keep(kept, rollsLeft);
                int order = best == null ? 1 : compare(m.mean(), best.mean());
                if (order > 0 || (order == 0 && keptFirst(kept, bestKept))) {
                    best = m;
                    bestKept = kept;
                }
            }
            return best;
        }
    }

    /** Sign of a - b, with values within {@link #TIE} equal. */
    private static int compare(BigDecimal a, BigDecimal b) {
        BigDecimal d = a.subtract(b);
        return d.abs().compareTo(TIE) < 0 ? 0 : d.signum();
    }

    /** The advisor's tie order of keeps: more dice first, then ascending digits. */
    private static boolean keptFirst(int[] a, int[] b) {
        if (a.length != b.length) {
            return a.length > b.length;
        }
        return Arrays.compare(a, b) < 0;
    }
}
