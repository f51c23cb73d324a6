package org.yahtzee.risk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.RoundingMode;
import org.junit.jupiter.api.Test;
import org.yahtzee.advice.Advisor;
import org.yahtzee.advice.Option;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.ReferenceSolver;
import org.yahtzee.solver.SolvedTables;
import org.yahtzee.solver.StateValues;
import org.yahtzee.solver.TurnAnalyzer;
import org.yahtzee.solver.TurnValues;

/**
 * Every figure the advisor makes, against {@link ExactEndgame} (40 digits, nothing of the solver
 * shared) on late cards: the expected total and the SD of every option, the turn's start value
 * and SD, within the bounds docs/precision.md derives, so that the 8 decimals JSON prints are
 * right to within one unit of the last.
 */
final class FigurePrecisionTest {
    /** docs/precision.md: a value or an option's expected total, from the float64 solve. */
    static final double VALUE_BOUND = 1e-9;
    /** docs/precision.md: an SD, for the SDs of these cards (sd >= 1, second moment <= 1e5). */
    static final double SD_BOUND = 4e-9;

    /** docs/precision.md: the relative error of a value (4,424 roundings) and of a second moment. */
    static final double VALUE_RELATIVE = 4.9e-13;
    static final double MOMENT_RELATIVE = 1.1e-12;

    /** Rolls whose options are compared: ordinary, Yahtzees, straights, pairs. */
    private static final int[][] ROLLS = {{1, 2, 3, 4, 4}, {6, 6, 6, 6, 6}, {1, 1, 1, 1, 1}, {2, 3, 4, 5, 6},
        {2, 2, 3, 3, 5}, {1, 3, 4, 5, 6}};

    @Test
    void lateCards_everyOptionOfSixRolls_valueAndSdWithinTheBoundsOfExact() {
        Category[][] opens = {{Category.CHANCE}, {Category.YAHTZEE}, {Category.SIXES}, {Category.LARGE_STRAIGHT},
            {Category.YAHTZEE, Category.CHANCE}, {Category.FIVES, Category.FOUR_OF_A_KIND}};
        double worstValue = 0;
        double worstSd = 0;
        for (Rules rules : new Rules[] {Rules.OFFICIAL, Rules.FREE_CHOICE}) {
            ExactEndgame exact = new ExactEndgame(rules);
            for (Category[] open : opens) {
                for (boolean yahtzee50 : new boolean[] {true, false}) {
                    if (yahtzee50 && open[0] == Category.YAHTZEE) {
                        continue; // an open Yahtzee box holds nothing yet
                    }
                    double[] worst = compare(rules, exact, BruteForceRisk.cardWithOpen(rules, yahtzee50, open));
                    worstValue = Math.max(worstValue, worst[0]);
                    worstSd = Math.max(worstSd, worst[1]);
                }
            }
        }
        // Measured: 8.3e-14 (value), 1.4e-13 (sd); printed so that a change shows in the log.
        System.out.printf("FigurePrecisionTest: largest error %.3g (value), %.3g (sd)%n", worstValue, worstSd);
    }

    @Test
    void everyOfficialState_derivedSdBound_under4e9() {
        // docs/precision.md's bound with each state's own mean, second moment and SD.
        StateValues values = SolvedTables.of(Rules.OFFICIAL);
        SecondMoments moments = SolvedMomentTables.of(Rules.OFFICIAL);
        double worst = 0;
        for (int s = 0; s < org.yahtzee.state.StateIndex.STATES; s++) {
            double m = values.value(s);
            double m2 = moments.secondMoment(s);
            double dvar = MOMENT_RELATIVE * m2 + 2 * m * VALUE_RELATIVE * (m + 35) + Math.ulp(1.0) * m2; // 2u M2
            double sd = Math.sqrt(Math.max(0, m2 - m * m));
            worst = Math.max(worst, Math.min(Math.sqrt(dvar), sd > 0 ? dvar / (2 * sd) : Double.MAX_VALUE));
        }
        assertTrue(worst <= SD_BOUND, "largest SD bound " + worst);
        assertEquals(2.73e-9, worst, 0.02e-9, "the figure docs/precision.md quotes");
    }

    @Test
    void onlyChanceOpen_sdIsSqrt10_toTheEightDecimalsPrinted() {
        // Issue 24: the float32 mean with the float64 second moment printed 3.16227297.
        Scorecard card = BruteForceRisk.cardWithOpen(Rules.OFFICIAL, false, Category.CHANCE);
        TurnValues turn = analyzer(Rules.OFFICIAL).analyze(card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50());
        TurnRisk risk = new TurnRisk(SolvedTables.of(Rules.OFFICIAL), SolvedMomentTables.of(Rules.OFFICIAL)).analyze(turn);
        assertEquals(70.0 / 3, risk.startMean(), VALUE_BOUND);
        assertEquals(Math.sqrt(10), risk.startStandardDeviation(), SD_BOUND);
        assertEquals("3.16227766", eightDecimals(risk.startStandardDeviation()));
    }

    @Test
    void emptyCard_keep44Of12344_asANaiveTurnOverTheSameDoublesGivesIt() {
        // Was 252.24392701176455 from the float32 table (1.9e-6 off); a naive one-turn solve over
        // the float64 successors agrees with the advisor to the bound, and both print 252.24392512.
        StateValues values = SolvedTables.of(Rules.OFFICIAL);
        int roll = KeepLattice.rollOfDice(1, 2, 3, 4, 4);
        Option best = Advisor.options(analyzer(Rules.OFFICIAL).analyze(0, 0, false), roll, 2).get(0);
        double naive = new ReferenceSolver(Rules.OFFICIAL, values).keepValue(0, 0, false, new int[] {4, 4}, 2);
        assertEquals(KeepLattice.ofDice(4, 4), best.keepId());
        assertEquals(naive, best.value(), VALUE_BOUND);
        assertEquals("252.24392512", eightDecimals(best.value()));
    }

    /** Compares one card's figures; returns the largest value and SD errors. */
    private static double[] compare(Rules rules, ExactEndgame exact, Scorecard card) {
        TurnValues turn = analyzer(rules).analyze(card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50());
        TurnRisk risk = new TurnRisk(SolvedTables.of(rules), SolvedMomentTables.of(rules)).analyze(turn);
        ExactEndgame.Turn reference = exact.turn(card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50());
        String where = rules.canonicalName() + " " + card;
        ExactEndgame.Moments start = exact.state(card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50());
        double[] worst = new double[2];
        check(start.mean(), risk.startMean(), VALUE_BOUND, where + " start value", worst, 0);
        check(start.mean(), SolvedTables.of(rules).value(card.stateIndex()), VALUE_BOUND, where + " table value", worst, 0);
        check(start.sd(), risk.startStandardDeviation(), SD_BOUND, where + " start sd", worst, 1);
        for (int[] dice : ROLLS) {
            int roll = KeepLattice.rollOfDice(dice);
            for (int rollsLeft = 0; rollsLeft <= 2; rollsLeft++) {
                for (Option option : Advisor.options(turn, roll, rollsLeft)) {
                    ExactEndgame.Moments m = option.kind() == Option.Kind.SCORE
                            ? reference.box(dice, option.category())
                            : reference.keep(KeepLattice.dice(option.keepId()), rollsLeft);
                    String what = where + " dice " + KeepLattice.digits(KeepLattice.keepOfRoll(roll)) + " rolls left "
                            + rollsLeft + " " + option;
                    check(m.mean(), option.value(), VALUE_BOUND, what + " value", worst, 0);
                    check(m.sd(), risk.standardDeviation(option, roll, rollsLeft), SD_BOUND, what + " sd", worst, 1);
                }
            }
        }
        return worst;
    }

    private static void check(BigDecimal exact, double actual, double bound, String what, double[] worst, int slot) {
        double error = new BigDecimal(actual).subtract(exact).abs().doubleValue();
        // The message on a failure only: rounding the exact figure to 40 digits and printing it
        // for each of the thousands of checks that pass was work for nothing.
        assertTrue(error <= bound, () -> what + ": " + actual + ", exactly " + exact.round(ExactEndgame.DIGITS)
                + ", off by " + error + " (bound " + bound + ")");
        worst[slot] = Math.max(worst[slot], error);
    }

    private static TurnAnalyzer analyzer(Rules rules) {
        return new TurnAnalyzer(SolvedTables.of(rules));
    }

    /** A figure as JSON prints it (the analyzer's JsonNumbers: 8 decimals, half-even). */
    private static String eightDecimals(double value) {
        return new BigDecimal(value).setScale(8, RoundingMode.HALF_EVEN).toPlainString();
    }
}
