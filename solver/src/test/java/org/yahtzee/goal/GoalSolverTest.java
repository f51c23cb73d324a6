package org.yahtzee.goal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.state.StateIndex;

final class GoalSolverTest {
    /** Float lanes against the naive doubles: a few float roundings per turn, two turns. */
    private static final double FLOAT_TOLERANCE = 2e-6;

    private static int open(Category... boxes) {
        int mask = Category.ALL_USED;
        for (Category c : boxes) {
            mask &= ~c.bit();
        }
        return mask;
    }

    private static GoalValues solveFrom(Rules rules, int mask, int upper, boolean y50, int points, FinalUtility u) {
        return GoalSolver.solveFrom(rules, mask, upper, y50, points, u, 2, f -> { });
    }

    @Test
    void lastTurn_yahtzeeOnly_probabilityOfAYahtzeeInThreeRolls() {
        // Keeping the most common face: 2,783,176 / 60,466,176 (the published 4.60%).
        GoalValues v = solveFrom(Rules.OFFICIAL, open(Category.YAHTZEE), 40, false, 150, FinalUtility.reach(210));
        assertEquals(2_783_176.0 / 60_466_176, v.probability(open(Category.YAHTZEE), 40, false, 200, 150), 1e-7);
        assertEquals(2_783_176.0 / 60_466_176, v.probability(open(Category.YAHTZEE), 40, false, 151, 150), 1e-7);
        assertEquals(0, v.probability(open(Category.YAHTZEE), 40, false, 201, 150));
        assertEquals(1, v.probability(open(Category.YAHTZEE), 40, false, 150, 150));
    }

    @Test
    void lastTurn_chanceOnly_thirtyNeedsFiveSixes() {
        // Each die becomes a six within three throws with 1 - (5/6)^3 = 91/216, independently.
        GoalValues v = solveFrom(Rules.FREE_CHOICE, open(Category.CHANCE), 0, false, 100, FinalUtility.reach(140));
        assertEquals(Math.pow(91.0 / 216, 5), v.probability(open(Category.CHANCE), 0, false, 130, 100), 1e-7);
        assertEquals(1, v.probability(open(Category.CHANCE), 0, false, 105, 100));
        assertEquals(0, v.probability(open(Category.CHANCE), 0, false, 131, 100));
    }

    /** One small card against the naive recursion, at every {@code step}-th need of a reach goal. */
    private static void checkAgainstNaive(Rules rules, int mask, int upper, boolean y50, int extra, int span, int step) {
        int points = ScoreBounds.leastScored(mask, upper, y50) + extra;
        GoalValues v = solveFrom(rules, mask, upper, y50, points, FinalUtility.reach(span));
        double[] step1 = new double[span + 1];
        step1[span] = 1;
        NaiveGoal naive = new NaiveGoal(rules, step1);
        for (int need = 0; need <= span - points; need += step) {
            double expected = naive.value(mask, upper, y50, span - need);
            assertEquals(expected, v.value(mask, upper, y50, need), FLOAT_TOLERANCE,
                    rules + " card 0x" + Integer.toHexString(mask) + " upper " + upper + " y50 " + y50 + " need " + need);
        }
    }

    @Test
    void oneOpenBox_matchesNaive_everyOtherNeed() {
        checkAgainstNaive(Rules.OFFICIAL, open(Category.SIXES), 40, true, 3, 140, 2);
        checkAgainstNaive(Rules.FREE_CHOICE, open(Category.FULL_HOUSE), 63, true, 20, 230, 2);
        checkAgainstNaive(Rules.ORIGINAL, open(Category.LARGE_STRAIGHT), 10, true, 0, 160, 2);
        checkAgainstNaive(Rules.NO_BONUS, open(Category.FOUR_OF_A_KIND), 55, false, 7, 120, 2);
    }

    @Test
    void twoOpenBoxes_matchNaive_bonusesAndJokers() {
        // The upper bonus 8 points away; an extra Yahtzee worth 100 more with forced jokers.
        checkAgainstNaive(Rules.OFFICIAL, open(Category.FOURS, Category.FULL_HOUSE), 55, true, 0, 260, 23);
        checkAgainstNaive(Rules.FREE_CHOICE, open(Category.SIXES, Category.CHANCE), 40, true, 12, 300, 37);
        checkAgainstNaive(Rules.ORIGINAL, open(Category.ONES, Category.SMALL_STRAIGHT), 62, true, 0, 270, 31);
        checkAgainstNaive(Rules.NO_BONUS, open(Category.YAHTZEE, Category.THREE_OF_A_KIND), 20, false, 0, 140, 19);
    }

    @Test
    void threeOpenBoxes_matchNaive() {
        checkAgainstNaive(Rules.OFFICIAL, open(Category.THREES, Category.YAHTZEE, Category.CHANCE), 57, false, 5, 190, 53);
    }

    @Test
    void generalUtility_matchesNaive() {
        // A nondecreasing U with steps of different sizes, constant above 190.
        double[] u = new double[191];
        for (int t = 0; t < u.length; t++) {
            u[t] = t < 120 ? 0 : t < 150 ? (t - 120) / 60.0 : t < 170 ? 0.7 : 1.0;
        }
        int mask = open(Category.FIVES, Category.FOUR_OF_A_KIND);
        FinalUtility utility = FinalUtility.of(u);
        GoalValues v = solveFrom(Rules.OFFICIAL, mask, 50, true, 110, utility);
        NaiveGoal naive = new NaiveGoal(Rules.OFFICIAL, u);
        assertEquals(170, utility.span(), "U is 1 from 170 on: the needs are measured from there");
        for (int x = 110; x <= 190; x += 8) {
            assertEquals(naive.value(mask, 50, true, x), v.value(mask, 50, true, utility.span() - x), FLOAT_TOLERANCE,
                    "points " + x);
        }
    }

    @Test
    void everyLane_startsAtOne_andNeverRises() {
        int root = open(Category.TWOS, Category.FIVES, Category.FULL_HOUSE, Category.YAHTZEE, Category.CHANCE);
        GoalValues v = solveFrom(Rules.OFFICIAL, root, 20, false, 60, FinalUtility.reach(400));
        int lanes = 0;
        for (int s = 0; s < StateIndex.STATES; s++) {
            float[] lane = v.lane(s);
            if (lane == null) {
                continue;
            }
            lanes++;
            assertEquals(1f, lane[0], where(s));
            for (int need = 1; need < lane.length; need++) {
                assertTrue(lane[need] <= lane[need - 1] && lane[need] >= 0, where(s, need));
            }
        }
        assertTrue(lanes > 100, "solved " + lanes + " states");
    }

    /**
     * Solved for the root's own need only, every need kept equals the full solve's bit for bit,
     * every need a card reached from the root can have is kept (an enumeration of every roll of
     * every turn), the floors and the gains no turn can write cut a good part of the cells, the
     * states whose upper boxes are all filled share a lane whatever their upper total, and a
     * need below a floor, or between the gains, is refused.
     */
    @Test
    void solveAt_keepsTheFullSolvesValues_fromEachFloorUp() {
        double[] u = new double[421];
        for (int t = 0; t < u.length; t++) {
            u[t] = t < 180 ? 0 : t < 400 ? (t - 180) / 220.0 : 1.0;
        }
        int root = open(Category.THREES, Category.FOUR_OF_A_KIND, Category.FULL_HOUSE, Category.YAHTZEE, Category.CHANCE);
        int[][] cases = {{20, 0}, {55, 1}}; // upper total, Yahtzee 50 (then every turn may add its bonus)
        java.util.List<java.util.BitSet[]> reachableByCase = new java.util.ArrayList<>();
        for (int[] c : cases) {
            reachableByCase.add(byState(reachableGains(c[1] == 1 ? root | Category.YAHTZEE.bit() : root, c[0], c[1] == 1)));
        }
        for (FinalUtility utility : new FinalUtility[] {FinalUtility.reach(330), FinalUtility.of(u)}) {
            for (int[] c : cases) {
                boolean y50 = c[1] == 1;
                int rootFlags = y50 ? root | Category.YAHTZEE.bit() : root; // with 50 in it: the Yahtzee box filled
                int points = ScoreBounds.leastScored(rootFlags, c[0], y50) + 60;
                GoalValues full = GoalSolver.solveFrom(Rules.OFFICIAL, rootFlags, c[0], y50, points, utility, 2, f -> { });
                GoalValues at = GoalSolver.solveAt(Rules.OFFICIAL, rootFlags, c[0], y50, points, utility, 2, f -> { });
                int rootNeed = utility.span() - points;
                java.util.BitSet[] reachable = reachableByCase.get(c == cases[0] ? 0 : 1);
                long cells = 0;
                long cut = 0;
                for (int s = 0; s < StateIndex.STATES; s++) {
                    if (full.lane(s) == null) {
                        assertTrue(at.lane(s) == null, where(s));
                        continue;
                    }
                    // at least as long: a state whose upper boxes are all filled holds the lane its
                    // mask and flag share, solved as far as the smallest upper total's
                    assertTrue(at.lane(s).length >= full.lane(s).length, where(s));
                    for (int need = 0; need < full.lane(s).length; need++) {
                        float kept = at.lane(s)[need];
                        int gained = rootNeed - need;
                        boolean canHave = gained >= 0 && reachable[s] != null && reachable[s].get(gained);
                        assertTrue(!Float.isNaN(kept) || !canHave, reachableAt(s, need));
                        if (!Float.isNaN(kept)) {
                            assertEquals(Float.floatToRawIntBits(full.lane(s)[need]), Float.floatToRawIntBits(kept),
                                    where(s, need));
                        } else {
                            cut++;
                        }
                    }
                    cells += full.lane(s).length;
                }
                assertTrue(cut > cells / 4, "cut " + cut + " of " + cells + " cells");
                if (c[0] == 55) { // the Threes filled, 55 to 63 play alike (63 with its bonus): one lane
                    int filled = rootFlags | Category.THREES.bit();
                    assertTrue(at.lane(StateIndex.index(filled, 55, y50)) == at.lane(StateIndex.index(filled, 63, y50)),
                            "one lane for the upper totals 55 and 63");
                }
                assertEquals(rootNeed, at.needFloor(rootFlags, c[0], y50), "the root has its own need only");
                assertEquals(full.value(rootFlags, c[0], y50, rootNeed), at.value(rootFlags, c[0], y50, rootNeed));
                IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                        () -> at.value(rootFlags, c[0], y50, rootNeed - 1));
                assertTrue(e.getMessage().endsWith("is less than any card reached from the root can have: at least "
                        + rootNeed), e.getMessage());
                // After one turn the card has gained a box's points: full house 0 or 25, never 1.
                int fh = Category.FULL_HOUSE.bit();
                int afterFh = rootNeed - 1;
                assertTrue(!at.answers(rootFlags | fh, c[0], y50, afterFh), "a need no turn can leave");
                e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                        () -> at.value(rootFlags | fh, c[0], y50, afterFh));
                assertTrue(e.getMessage().endsWith("is not one a card reached from the root can have (its turns cannot"
                        + " write those points)"), e.getMessage());
                assertEquals(full.value(rootFlags | fh, c[0], y50, rootNeed - 25),
                        at.value(rootFlags | fh, c[0], y50, rootNeed - 25));
            }
        }
    }

    /*
     * The gains by state, looked up for each of the full solve's cells: a set of boxed keys asked
     * once a cell was 24 of this test's 50 JFR samples.
     */
    private static java.util.BitSet[] byState(java.util.Set<Long> gains) {
        java.util.BitSet[] byState = new java.util.BitSet[StateIndex.STATES];
        for (long key : gains) {
            int s = (int) (key >>> 32);
            if (byState[s] == null) {
                byState[s] = new java.util.BitSet();
            }
            byState[s].set((int) key);
        }
        return byState;
    }

    /**
     * The naive reference of ReachedGains: every (state, points gained since the root) a card
     * reached from the root can show, turn by turn over every roll of the 252 and every box the
     * rules let it take, with the bonuses the rules pay; keys state << 32 | gained.
     */
    private static java.util.Set<Long> reachableGains(int rootMask, int upperTotal, boolean y50) {
        // A card here is mask | upper << 13 | holds50 << 19 | gained << 20.
        java.util.Set<Long> all = new java.util.HashSet<>();
        java.util.Set<Long> level = java.util.Set.of((long) rootMask | (long) upperTotal << 13 | (y50 ? 1L : 0L) << 19);
        while (!level.isEmpty()) {
            java.util.Set<Long> next = new java.util.HashSet<>();
            for (long card : level) {
                int mask = (int) (card & Category.ALL_USED);
                int upper = (int) (card >>> 13 & 63);
                boolean holds50 = (card >>> 19 & 1) == 1;
                int gained = (int) (card >>> 20);
                all.add((long) StateIndex.index(mask, upper, holds50) << 32 | gained);
                for (int roll = 0; roll < org.yahtzee.dice.KeepLattice.ROLLS; roll++) {
                    int bonus = org.yahtzee.rules.Scoring.yahtzeeBonus(Rules.OFFICIAL, mask, holds50, roll);
                    for (Category box : Category.values()) {
                        int p = (mask & box.bit()) != 0 ? org.yahtzee.rules.Scoring.NOT_ALLOWED
                                : org.yahtzee.rules.Scoring.points(Rules.OFFICIAL, mask, roll, box);
                        if (p == org.yahtzee.rules.Scoring.NOT_ALLOWED) {
                            continue;
                        }
                        int nextUpper = StateIndex.nextUpperTotal(upper, box, p);
                        long g = gained + p + bonus + org.yahtzee.rules.Scoring.upperBonus(upper, nextUpper);
                        boolean next50 = StateIndex.nextYahtzeeHolds50(holds50, box, p);
                        next.add((mask | box.bit()) | (long) nextUpper << 13 | (next50 ? 1L : 0L) << 19 | g << 20);
                    }
                }
            }
            level = next;
        }
        return all;
    }

    @Test
    void threads_sameValuesBitForBit() {
        int root = open(Category.ONES, Category.SIXES, Category.THREE_OF_A_KIND, Category.SMALL_STRAIGHT);
        GoalValues one = GoalSolver.solveFrom(Rules.ORIGINAL, root, 10, true, 80, FinalUtility.reach(300), 1, f -> { });
        GoalValues two = GoalSolver.solveFrom(Rules.ORIGINAL, root, 10, true, 80, FinalUtility.reach(300), 2, f -> { });
        for (int s = 0; s < StateIndex.STATES; s++) {
            assertTrue(java.util.Arrays.equals(one.lane(s), two.lane(s)), where(s));
        }
    }

    /**
     * Streamed: each mask once, its lanes those of the whole solve bit for bit, and a level's
     * lanes gone once the level below it is solved (two levels are held, not all).
     */
    @Test
    void solveFrom_withSink_everyMaskOnce_sameLanes_olderLevelsDropped() {
        int root = open(Category.TWOS, Category.FIVES, Category.FULL_HOUSE, Category.YAHTZEE, Category.CHANCE);
        GoalValues whole = GoalSolver.solveFrom(Rules.OFFICIAL, root, 20, false, 60, FinalUtility.reach(400), 2, f -> { });
        java.util.Map<Integer, Integer> calls = new java.util.concurrent.ConcurrentHashMap<>();
        java.util.Map<Integer, float[]> streamed = new java.util.concurrent.ConcurrentHashMap<>();
        java.util.concurrent.atomic.AtomicInteger twoUpChecked = new java.util.concurrent.atomic.AtomicInteger();
        java.util.concurrent.atomic.AtomicInteger solvedTwoUp = new java.util.concurrent.atomic.AtomicInteger();
        GoalSolver.solveFrom(Rules.OFFICIAL, root, 20, false, 60, FinalUtility.reach(400), 2, f -> { }, (mask, values) -> {
            calls.merge(mask, 1, Integer::sum);
            for (int s = StateIndex.offset(mask); s < StateIndex.offset(mask) + StateIndex.statesOf(mask); s++) {
                if (values.lane(s) != null) {
                    streamed.put(s, values.lane(s).clone());
                }
            }
            // Two levels up, two of this mask's open boxes filled: solved, and dropped by now.
            int open = ~mask & Category.ALL_USED;
            if (Integer.bitCount(open) >= 2) {
                int first = Integer.lowestOneBit(open);
                int twoUp = mask | first | Integer.lowestOneBit(open & ~first);
                for (int s = StateIndex.offset(twoUp); s < StateIndex.offset(twoUp) + StateIndex.statesOf(twoUp); s++) {
                    int state = s;
                    assertTrue(values.lane(s) == null, () -> "state " + state + " of mask " + twoUp + " still held");
                    solvedTwoUp.addAndGet(whole.lane(s) != null ? 1 : 0);
                }
                twoUpChecked.incrementAndGet();
            }
        });
        int masks = 0;
        for (int mask = 0; mask <= Category.ALL_USED; mask++) {
            if ((mask & root) == root) {
                masks++;
                assertEquals(1, calls.get(mask), "mask " + mask);
            }
        }
        assertEquals(masks, calls.size());
        assertTrue(twoUpChecked.get() > 10 && solvedTwoUp.get() > 100, twoUpChecked + " masks looked two levels up, at "
                + solvedTwoUp + " solved states");
        for (int s = 0; s < StateIndex.STATES; s++) {
            float[] expected = whole.lane(s);
            assertTrue(java.util.Arrays.equals(expected, streamed.get(s)), where(s));
        }
    }

    @Test
    void progress_risesLevelByLevel_toOne() {
        java.util.List<Double> fractions = new java.util.ArrayList<>();
        int root = open(Category.ONES, Category.FULL_HOUSE, Category.CHANCE);
        GoalSolver.solveFrom(Rules.OFFICIAL, root, 0, true, 80, FinalUtility.reach(200), 2, fractions::add);
        assertEquals(4, fractions.size(), "one report per level, 13 filled down to 10: " + fractions);
        for (int i = 1; i < fractions.size(); i++) {
            assertTrue(fractions.get(i) > fractions.get(i - 1), fractions.toString());
        }
        assertEquals(1.0, fractions.get(fractions.size() - 1));
    }

    /*
     * The messages of the checks made once a state (536,448) or once a lane's cell, built only
     * for a failure: built for every check they were strings by the million.
     */
    private static java.util.function.Supplier<String> where(int state) {
        return () -> "state " + state;
    }

    private static java.util.function.Supplier<String> where(int state, int need) {
        return () -> "state " + state + " need " + need;
    }

    private static java.util.function.Supplier<String> reachableAt(int state, int need) {
        return () -> "state " + state + " need " + need + " is reachable";
    }
}
