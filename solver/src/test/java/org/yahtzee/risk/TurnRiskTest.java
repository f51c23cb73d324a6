package org.yahtzee.risk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.yahtzee.advice.Advisor;
import org.yahtzee.advice.Option;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedTables;
import org.yahtzee.solver.StateValues;
import org.yahtzee.solver.TurnAnalyzer;
import org.yahtzee.solver.TurnValues;

final class TurnRiskTest {
    /** Rolls whose options are compared: ordinary, a Yahtzee, straights, pairs. */
    private static final int[][] ROLLS = {{1, 2, 3, 4, 4}, {6, 6, 6, 6, 6}, {1, 1, 1, 1, 1}, {2, 3, 4, 5, 6},
        {2, 2, 3, 3, 5}, {1, 3, 4, 5, 6}};

    @Test
    void everyOneBoxCard_everyOptionOfSixRolls_matchesBruteForce() {
        for (Rules rules : new Rules[] {Rules.OFFICIAL, Rules.FREE_CHOICE}) {
            for (Category open : Category.values()) {
                for (boolean yahtzee50 : new boolean[] {true, false}) {
                    if (open == Category.YAHTZEE && !yahtzee50) {
                        continue;
                    }
                    compareWithBruteForce(rules, BruteForceRisk.cardWithOpen(rules, yahtzee50, open));
                }
            }
        }
    }

    @Test
    void twoAndThreeBoxCards_everyOptionOfSixRolls_matchBruteForce() {
        Category[][] opens = {{Category.YAHTZEE, Category.CHANCE}, {Category.SIXES, Category.FULL_HOUSE},
            {Category.ONES, Category.LARGE_STRAIGHT}, {Category.FIVES, Category.FOUR_OF_A_KIND},
            {Category.TWOS, Category.THREES, Category.SMALL_STRAIGHT}};
        for (Category[] open : opens) {
            compareWithBruteForce(Rules.OFFICIAL, BruteForceRisk.cardWithOpen(Rules.OFFICIAL, true, open));
        }
        compareWithBruteForce(Rules.OFFICIAL, BruteForceRisk.cardWithOpen(Rules.OFFICIAL, false, Category.YAHTZEE, Category.SIXES, Category.CHANCE));
    }

    @Test
    void verhoeffsProficiencyPosition_keep234AndKeep1234_sdAbout38() {
        // His report prints SD 38 for both keeps of free-choice, card below, dice 12344, two rolls left.
        Map<Category, Integer> filled = new EnumMap<>(Category.class);
        filled.put(Category.ONES, 3);
        filled.put(Category.THREES, 9);
        filled.put(Category.FOURS, 12);
        filled.put(Category.SIXES, 24);
        filled.put(Category.FULL_HOUSE, 25);
        filled.put(Category.SMALL_STRAIGHT, 30);
        Scorecard card = BruteForceRisk.cardWith(Rules.FREE_CHOICE, filled);
        TurnRisk risk = riskOf(Rules.FREE_CHOICE, card);
        int roll = KeepLattice.rollOfDice(1, 2, 3, 4, 4);
        TurnValues turn = turnOf(Rules.FREE_CHOICE, card);
        for (int[] keep : new int[][] {{2, 3, 4}, {1, 2, 3, 4}}) {
            Option option = optionOf(Advisor.options(turn, roll, 2), KeepLattice.ofDice(keep));
            double sd = risk.analyze(turn).standardDeviation(option, roll, 2);
            assertEquals(38, Math.round(sd), "keep " + KeepLattice.digits(option.keepId()) + ": sd " + sd);
        }
    }

    @Test
    void valuesAndMomentsOfOtherRules_refused() {
        StateValues values = SolvedTables.of(Rules.OFFICIAL);
        SecondMoments other = new SolvedMoments(Rules.NO_BONUS, new double[org.yahtzee.state.StateIndex.STATES]);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new TurnRisk(values, other));
        assertEquals("values are for official but the second moments for no-bonus", e.getMessage());
    }

    private static void compareWithBruteForce(Rules rules, Scorecard card) {
        TurnValues turn = turnOf(rules, card);
        TurnRisk risk = riskOf(rules, card).analyze(turn);
        BruteForceRisk brute = new BruteForceRisk(new TurnAnalyzer(SolvedTables.of(rules)));
        double[] whole = brute.fromCard(card);
        String where = rules.canonicalName() + " " + card;
        assertClose(BruteForceRisk.mean(whole), risk.startMean(), where + " start mean");
        assertClose(BruteForceRisk.standardDeviation(whole), risk.startStandardDeviation(), where + " start sd");
        for (int[] dice : ROLLS) {
            int roll = KeepLattice.rollOfDice(dice);
            for (int rollsLeft = 0; rollsLeft <= 2; rollsLeft++) {
                for (Option option : Advisor.options(turn, roll, rollsLeft)) {
                    double[] after = brute.afterOption(card, option, roll, rollsLeft);
                    String what = where + " dice " + KeepLattice.digits(KeepLattice.keepOfRoll(roll)) + " rolls left "
                            + rollsLeft + " " + option;
                    assertClose(BruteForceRisk.mean(after), option.value(), what + " mean");
                    assertClose(BruteForceRisk.standardDeviation(after), risk.standardDeviation(option, roll, rollsLeft),
                            what + " sd");
                }
            }
        }
    }

    private static void assertClose(double expected, double actual, String what) {
        assertEquals(expected, actual, 1e-9 * Math.max(1, Math.abs(expected)), what);
    }

    /** Every box filled but {@code open}: upper boxes at par (3 of a face), lower ones typical. */

    private static TurnValues turnOf(Rules rules, Scorecard card) {
        return new TurnAnalyzer(SolvedTables.of(rules)).analyze(card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50());
    }

    private static TurnRisk riskOf(Rules rules, Scorecard card) {
        return new TurnRisk(SolvedTables.of(rules), SolvedMomentTables.of(rules)).analyze(turnOf(rules, card));
    }

    private static Option optionOf(List<Option> options, int keepId) {
        for (Option o : options) {
            if (o.kind() == Option.Kind.KEEP && o.keepId() == keepId) {
                return o;
            }
        }
        throw new AssertionError("no option keeps " + KeepLattice.digits(keepId));
    }
}
