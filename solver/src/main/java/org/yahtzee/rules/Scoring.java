package org.yahtzee.rules;

import org.yahtzee.dice.KeepLattice;

/**
 * Points a roll writes into a box under a rule set, including the joker rules, and the extra-
 * Yahtzee bonus. Rolls are {@code rollId}s of {@link KeepLattice}; boxes are {@link Category}
 * ids. Every method is a table look-up or a few branches: the solver calls them per roll.
 */
public final class Scoring {
    /*
     * Implementation notes. ORDINARY holds the printed table of docs/rules.md for all 252 rolls x
     * 13 boxes; JOKER the lower-box values when an extra Yahtzee is played as a joker (full
     * house 25, straights 30/40, the kinds and chance the sum; upper boxes keep their ordinary
     * value, which is face x 5 for the matching box and 0 for the others). The rule-dependent
     * part is only which boxes are allowed and which of the two tables applies.
     */

    /** Returned by {@link #points} for a box the rules do not allow for this roll. */
    public static final int NOT_ALLOWED = -1;

    private static final int[] ORDINARY = new int[KeepLattice.ROLLS * Category.COUNT];
    private static final int[] JOKER = new int[KeepLattice.ROLLS * Category.COUNT];
    private static final int[] YAHTZEE_FACE = new int[KeepLattice.ROLLS];

    static {
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            int keep = KeepLattice.keepOfRoll(r);
            int sum = KeepLattice.sum(keep);
            int maxCount = 0;
            int pairs = 0;
            int triples = 0;
            for (int f = 1; f <= 6; f++) {
                int n = KeepLattice.count(keep, f);
                maxCount = Math.max(maxCount, n);
                pairs += n == 2 ? 1 : 0;
                triples += n == 3 ? 1 : 0;
                if (n == 5) {
                    YAHTZEE_FACE[r] = f;
                }
            }
            int run = longestRun(keep);
            for (Category c : Category.values()) {
                int points = switch (c) {
                    case ONES, TWOS, THREES, FOURS, FIVES, SIXES ->
                            c.face() * KeepLattice.count(keep, c.face());
                    case THREE_OF_A_KIND -> maxCount >= 3 ? sum : 0;
                    case FOUR_OF_A_KIND -> maxCount >= 4 ? sum : 0;
                    case FULL_HOUSE -> triples == 1 && pairs == 1 ? 25 : 0;
                    case SMALL_STRAIGHT -> run >= 4 ? 30 : 0;
                    case LARGE_STRAIGHT -> run == 5 ? 40 : 0;
                    case YAHTZEE -> maxCount == 5 ? 50 : 0;
                    case CHANCE -> sum;
                };
                ORDINARY[r * Category.COUNT + c.id()] = points;
                JOKER[r * Category.COUNT + c.id()] = switch (c) {
                    case FULL_HOUSE -> 25;
                    case SMALL_STRAIGHT -> 30;
                    case LARGE_STRAIGHT -> 40;
                    case THREE_OF_A_KIND, FOUR_OF_A_KIND, CHANCE -> sum;
                    default -> points;
                };
            }
        }
    }

    private Scoring() {
    }

    private static int longestRun(int keep) {
        int best = 0;
        int run = 0;
        for (int f = 1; f <= 6; f++) {
            run = KeepLattice.count(keep, f) > 0 ? run + 1 : 0;
            best = Math.max(best, run);
        }
        return best;
    }

    /** Points of the printed table (no joker) for a roll in a box. */
    public static int ordinary(int rollId, Category box) {
        return ORDINARY[rollId * Category.COUNT + box.id()];
    }

    /** The face of a five-of-a-kind roll, or 0 if the roll is not a Yahtzee. */
    public static int yahtzeeFace(int rollId) {
        return YAHTZEE_FACE[rollId];
    }

    /**
     * True when the roll is an extra Yahtzee: five of a kind with the Yahtzee box already
     * filled (with 50 or 0). Only then do the joker and bonus rules apply.
     */
    public static boolean isExtraYahtzee(int rollId, int usedMask) {
        return YAHTZEE_FACE[rollId] != 0 && (usedMask & Category.YAHTZEE.bit()) != 0;
    }

    /**
     * Points written in {@code box} for this roll under {@code rules}, or {@link #NOT_ALLOWED}
     * if the rules forbid that box now. The box must be open in {@code usedMask}; bonuses are
     * not included (see {@link #yahtzeeBonus}).
     */
    public static int points(Rules rules, int usedMask, int rollId, Category box) {
        int index = rollId * Category.COUNT + box.id();
        if (!isExtraYahtzee(rollId, usedMask)) {
            return ORDINARY[index];
        }
        int matching = Category.upperFor(YAHTZEE_FACE[rollId]).bit();
        boolean matchingOpen = (usedMask & matching) == 0;
        switch (rules.joker()) {
            case NONE:
                return ORDINARY[index];
            case LOWER:
                return JOKER[index];
            case FREE:
                return matchingOpen ? ORDINARY[index] : JOKER[index];
            case FORCED:
            default:
                if (matchingOpen) {
                    return box.bit() == matching ? ORDINARY[index] : NOT_ALLOWED;
                }
                boolean lowerOpen = (usedMask & Category.LOWER_BITS) != Category.LOWER_BITS;
                if (lowerOpen) {
                    return box.isUpper() ? NOT_ALLOWED : JOKER[index];
                }
                return ORDINARY[index]; // an open upper box of another face: a zero
        }
    }

    /**
     * The extra-Yahtzee bonus this roll earns wherever it is scored: 100 when the rules pay it,
     * the roll is an extra Yahtzee and the Yahtzee box holds 50; else 0.
     */
    public static int yahtzeeBonus(Rules rules, int usedMask, boolean yahtzeeHolds50, int rollId) {
        return rules.yahtzeeBonus() && yahtzeeHolds50 && isExtraYahtzee(rollId, usedMask)
                ? Rules.YAHTZEE_BONUS : 0;
    }

    /** The upper bonus earned by moving the upper subtotal from {@code before} to {@code after}. */
    public static int upperBonus(int before, int after) {
        return before < Rules.UPPER_BONUS_THRESHOLD && after >= Rules.UPPER_BONUS_THRESHOLD
                ? Rules.UPPER_BONUS : 0;
    }
}
