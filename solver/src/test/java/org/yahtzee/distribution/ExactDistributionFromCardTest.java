package org.yahtzee.distribution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.yahtzee.game.Scorecard;
import org.yahtzee.risk.BruteForceRisk;
import org.yahtzee.risk.SecondMoments;
import org.yahtzee.risk.SolvedMomentTables;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedValues;
import org.yahtzee.solver.TurnAnalyzer;

/** {@link ExactDistribution} from a card in mid-game: against the value and moment tables and a brute force. */
final class ExactDistributionFromCardTest {

    @Test
    void emptyCard_sameBitsAsBeforeTheStartStateWasGeneral() {
        // Hashes of every probability, box figure and bonus, taken with the sweep of every mask
        // before it learned to start elsewhere (982a1dd): the empty card's result must not move.
        assertEquals(0xf2b36fc209147da5L, hash(Solved.distribution(Rules.OFFICIAL)));
        assertEquals(0x78eb4230ad2b5617L, hash(Solved.distribution(Rules.FREE_CHOICE)));
    }

    @Test
    void midGameCards_meanIsPointsPlusValue_sdIsTheMoments() {
        Rules rules = Rules.OFFICIAL;
        SolvedValues values = Solved.values(rules);
        SecondMoments moments = SolvedMomentTables.of(rules);
        Scorecard[] cards = midGameCards(rules);
        ScoreDistribution[] distributions = midGameDistributions();
        for (int i = 0; i < cards.length; i++) {
            Scorecard card = cards[i];
            ScoreDistribution d = distributions[i];
            int state = card.stateIndex();
            String where = card.toString();
            assertEquals(1.0, d.total(), 1e-12, where);
            assertEquals(card.total() + values.value(state), d.mean(), 1e-9, where);
            double sd = SecondMoments.standardDeviation(values.value(state), moments.secondMoment(state));
            assertEquals(sd, d.standardDeviation(), 1e-9 * sd, where);
            assertTrue(d.lowest() >= card.total(), where + ": lowest " + d.lowest());
        }
    }

    @Test
    void midGameCards_sameBitsAsTheArrayAStatePull() {
        // Hashes taken at 17d8859, whose step 2 kept an array a state and added scalar products
        // (1 and 2 threads alike): the pull from a level's buffer adds the same products in the
        // same order, so not one bit may move.
        long[] before = {0x8b4812558bfd797dL, 0x7a992469a644b448L, 0x212781c123ca8f24L, 0xc0ac8ba458176d13L};
        Scorecard[] cards = midGameCards(Rules.OFFICIAL);
        ScoreDistribution[] distributions = midGameDistributions();
        for (int i = 0; i < cards.length; i++) {
            assertEquals(before[i], hash(distributions[i]), cards[i].toString() + " on " + midGameThreads(i) + " threads");
        }
    }

    private static ScoreDistribution[] midGame;

    /*
     * The official mid-game cards' distributions, computed once for the two tests above, the
     * cards alternately on 1 and 2 threads: each test computed all four before (the pins on one
     * thread, the moments on two), 59 of the solver JVM's 5,950 JFR samples for eight
     * computations. The pins hold for either thread count, so each count is still held to them,
     * and midGameCard_oneThreadSameBitsAsThree compares thread counts on one card.
     */
    private static synchronized ScoreDistribution[] midGameDistributions() {
        if (midGame == null) {
            Scorecard[] cards = midGameCards(Rules.OFFICIAL);
            ScoreDistribution[] d = new ScoreDistribution[cards.length];
            for (int i = 0; i < cards.length; i++) {
                d[i] = from(Solved.values(Rules.OFFICIAL), cards[i], midGameThreads(i));
            }
            midGame = d;
        }
        return midGame;
    }

    private static int midGameThreads(int card) {
        return 1 + card % 2;
    }

    @Test
    void midGameCard_oneThreadSameBitsAsThree_progressByTurnsLeft() {
        SolvedValues values = Solved.values(Rules.FREE_CHOICE);
        Scorecard card = card(Rules.FREE_CHOICE, "ones", 3, "threes", 9, "fours", 12, "sixes", 24, "full-house", 25,
                "small-straight", 30);
        ScoreDistribution three = from(values, card, 3);
        StringBuilder fractions = new StringBuilder();
        ScoreDistribution one = ExactDistribution.compute(values, card.usedMask(), card.cappedUpper(),
                card.yahtzeeHolds50(), card.total(), 1, f -> fractions.append(' ').append(Math.round(f * 7)));

        assertEquals(hash(three), hash(one));
        assertEquals(" 1 2 3 4 5 6 7", fractions.toString(), "seven turns left, one step each");
    }

    @Test
    void cardsWithOneOrTwoOpenBoxes_everyScoreMatchesTheBruteForce() {
        // The brute force enumerates every roll and keep of every turn left, the player taking
        // the head of the Advisor's list, and scores with Scorecard.
        Category[][] opens = {{Category.YAHTZEE}, {Category.CHANCE}, {Category.SIXES}, {Category.LARGE_STRAIGHT},
            {Category.YAHTZEE, Category.CHANCE}, {Category.FIVES, Category.FULL_HOUSE},
            {Category.ONES, Category.FOUR_OF_A_KIND}};
        for (Rules rules : new Rules[] {Rules.OFFICIAL, Rules.FREE_CHOICE}) {
            SolvedValues values = Solved.values(rules);
            BruteForceRisk brute = new BruteForceRisk(new TurnAnalyzer(values));
            for (Category[] open : opens) {
                for (boolean yahtzee50 : new boolean[] {true, false}) {
                    Scorecard card = BruteForceRisk.cardWithOpen(rules, yahtzee50, open);
                    double[] rest = brute.fromCard(card);
                    ScoreDistribution d = from(values, card, 2);
                    String where = rules.canonicalName() + " " + card;
                    for (int s = 0; s <= ScoreDistribution.MAX_SCORE; s++) {
                        int x = s - card.total();
                        double expected = x >= 0 && x < rest.length ? rest[x] : 0;
                        assertEquals(expected, d.probability(s), 1e-12, where + ": P(final = " + s + ")");
                    }
                }
            }
        }
    }

    @Test
    void fullCard_itsPointsWithProbabilityOne() {
        Scorecard card = BruteForceRisk.cardWithOpen(Rules.OFFICIAL, true);
        ScoreDistribution d = from(Solved.values(Rules.OFFICIAL), card, 1);

        assertEquals(1.0, d.probability(card.total()));
        assertEquals(card.total(), d.lowest());
        assertEquals(card.total(), d.highest());
        assertEquals(0.0, d.standardDeviation());
    }

    @Test
    void badStart_namesTheField() {
        SolvedValues values = Solved.values(Rules.OFFICIAL);
        IllegalArgumentException unreachable = assertThrows(IllegalArgumentException.class,
                () -> ExactDistribution.compute(values, 0, 5, false, 0, 1, f -> { }));
        assertEquals("upper total 5 cannot be made with the filled upper boxes", unreachable.getMessage());
        IllegalArgumentException points = assertThrows(IllegalArgumentException.class,
                () -> ExactDistribution.compute(values, 0, 0, false, -1, 1, f -> { }));
        assertEquals("pointsSoFar must be 0..1575, was -1", points.getMessage());
    }

    private static ScoreDistribution from(SolvedValues values, Scorecard card, int threads) {
        return ExactDistribution.compute(values, card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50(),
                card.total(), threads, f -> { });
    }

    /** Cards of 4 to 10 open boxes: the Yahtzee box open, scored 50 (one with a bonus earned) or 0. */
    private static Scorecard[] midGameCards(Rules rules) {
        return new Scorecard[] {
            card(rules, "ones", 3, "threes", 9, "fours", 12, "sixes", 24, "full-house", 25, "small-straight", 30),
            card(rules, "yahtzee", 50, "chance", 22, "large-straight", 40),
            card(rules, "yahtzee", 50, "sixes", 30, "fives", 25, "fours", 20, "chance", 24, "three-of-a-kind", 27)
                    .withYahtzeeBonuses(1),
            card(rules, "yahtzee", 0, "ones", 1, "twos", 2, "threes", 3, "fours", 4, "fives", 5, "sixes", 6,
                    "full-house", 0, "small-straight", 30)};
    }

    /** A card with boxes given as name, points, name, points, ... */
    private static Scorecard card(Rules rules, Object... boxes) {
        Scorecard card = Scorecard.empty(rules);
        for (int i = 0; i < boxes.length; i += 2) {
            card = card.withBox(Category.parse((String) boxes[i]), (Integer) boxes[i + 1]);
        }
        return card;
    }

    /** Every probability, box figure and bonus of the distribution, bit for bit. */
    static long hash(ScoreDistribution d) {
        long h = 1;
        for (int s = 0; s <= ScoreDistribution.MAX_SCORE; s++) {
            h = h * 31 + Double.doubleToLongBits(d.probability(s));
        }
        for (Category c : Category.values()) {
            h = h * 31 + Double.doubleToLongBits(d.boxMean(c)) * 7 + Double.doubleToLongBits(d.boxZero(c));
        }
        h = h * 31 + Double.doubleToLongBits(d.pUpperBonus());
        return h * 31 + Double.doubleToLongBits(d.meanYahtzeeBonus());
    }
}
