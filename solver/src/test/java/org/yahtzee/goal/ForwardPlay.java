package org.yahtzee.goal;

import java.util.TreeMap;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.rules.Scoring;
import org.yahtzee.state.StateIndex;

/**
 * The exact distribution of the final total when a policy is played from a card, by pushing
 * probability forward through the policy's own choices: each turn's first roll, the keep the
 * policy picks, the rolls that follow, the box it picks. Independent of how the policy was
 * solved, so it checks the solver's values against what its choices really give.
 */
final class ForwardPlay {

    /** A policy: what it keeps and where it scores, given the card and the points so far. */
    interface Policy {
        /** The keep for the dice with {@code rollsLeft} (1..2); all five dice means scoring now. */
        int keep(int usedMask, int upperTotal, boolean y50, int points, int rollId, int rollsLeft);

        Category box(int usedMask, int upperTotal, boolean y50, int points, int rollId);
    }

    /** P(rethrowing around keep k gives roll r) at [k][r], from KeepLattice: 116,424 look-ups once. */
    private static final double[][] OUTCOME = new double[KeepLattice.KEEPS][KeepLattice.ROLLS];

    static {
        for (int k = 0; k < KeepLattice.KEEPS; k++) {
            for (int r = 0; r < KeepLattice.ROLLS; r++) {
                OUTCOME[k][r] = KeepLattice.outcomeProbability(k, KeepLattice.keepOfRoll(r));
            }
        }
    }

    private ForwardPlay() {
    }

    /** P(final total = t) for every t, indexed by t. */
    static double[] finalTotals(Rules rules, Policy policy, int usedMask, int upperTotal, boolean y50, int points) {
        // (state index, points) -> probability, level by level; the key orders states by index.
        TreeMap<Long, Double> level = new TreeMap<>();
        level.put(key(StateIndex.index(usedMask, upperTotal, y50), points), 1.0);
        double[] totals = new double[1600];
        for (int filled = Integer.bitCount(usedMask); filled < Category.COUNT; filled++) {
            TreeMap<Long, Double> next = new TreeMap<>();
            for (var e : level.entrySet()) {
                int s = (int) (e.getKey() >>> 16);
                int x = (int) (e.getKey() & 0xffff);
                int[] card = card(s);
                turn(rules, policy, card[0], card[1], card[2] == 1, x, e.getValue(), next);
            }
            level = next;
        }
        for (var e : level.entrySet()) {
            totals[(int) (e.getKey() & 0xffff)] += e.getValue();
        }
        return totals;
    }

    private static void turn(Rules rules, Policy policy, int mask, int upper, boolean y50, int x, double mass,
            TreeMap<Long, Double> next) {
        double[] roll = new double[KeepLattice.ROLLS];
        double[] scoreNow = new double[KeepLattice.ROLLS];
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            roll[r] = KeepLattice.rollProbability(r);
        }
        for (int rollsLeft = 2; rollsLeft >= 1; rollsLeft--) {
            double[] after = new double[KeepLattice.ROLLS];
            for (int r = 0; r < KeepLattice.ROLLS; r++) {
                if (roll[r] == 0) {
                    continue;
                }
                int k = policy.keep(mask, upper, y50, x, r, rollsLeft);
                if (k == KeepLattice.keepOfRoll(r)) {
                    scoreNow[r] += roll[r];
                    continue;
                }
                for (int r2 = 0; r2 < KeepLattice.ROLLS; r2++) {
                    after[r2] += roll[r] * OUTCOME[k][r2];
                }
            }
            roll = after;
        }
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            double p = (roll[r] + scoreNow[r]) * mass;
            if (p == 0) {
                continue;
            }
            Category box = policy.box(mask, upper, y50, x, r);
            int points = Scoring.points(rules, mask, r, box);
            int nextUpper = StateIndex.nextUpperTotal(upper, box, points);
            int gained = points + Scoring.yahtzeeBonus(rules, mask, y50, r) + Scoring.upperBonus(upper, nextUpper);
            int s = StateIndex.index(mask | box.bit(), nextUpper, StateIndex.nextYahtzeeHolds50(y50, box, points));
            next.merge(key(s, x + gained), p, Double::sum);
        }
    }

    private static long key(int stateIndex, int points) {
        return (long) stateIndex << 16 | points;
    }

    /** {mask, upper total, flag} of a state index, by search: tests only. */
    private static int[] card(int stateIndex) {
        for (int mask = Category.ALL_USED; mask >= 0; mask--) {
            if (StateIndex.offset(mask) <= stateIndex) {
                for (int f = 0; f < 2; f++) {
                    for (int u = 0; u <= StateIndex.UPPER_CAP; u++) {
                        if (StateIndex.isReachable(mask, u, f == 1) && StateIndex.index(mask, u, f == 1) == stateIndex) {
                            return new int[] {mask, u, f};
                        }
                    }
                }
            }
        }
        throw new IllegalArgumentException("no state " + stateIndex);
    }
}
