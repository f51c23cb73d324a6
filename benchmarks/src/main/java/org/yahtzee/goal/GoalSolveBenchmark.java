package org.yahtzee.goal;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * The on-demand path: a goal solved from one late-game card, over the states reachable from
 * it, on one thread, by the number of open boxes (1..7). The open boxes are the first of Chance,
 * Yahtzee, Sixes, Full House, Threes, Large Straight, Small Straight; the card shows 200 points with an
 * upper total of 45. Goals: reaching 300, and beating an opponent still to play, modelled as the
 * normal distribution of expected-score play (mean 254.59, SD 59.61) over totals 0..600.
 * {@code solveFrom} answers every need at the card; {@code solveAt} the card's own need only,
 * as the win goal's player asks.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "-XX:+UseSerialGC")
public class GoalSolveBenchmark {
    private static final Category[] OPENED = {Category.CHANCE, Category.YAHTZEE, Category.SIXES,
        Category.FULL_HOUSE, Category.THREES, Category.LARGE_STRAIGHT, Category.SMALL_STRAIGHT};

    @Param({"1", "2", "3", "4", "5", "6", "7"})
    public int openBoxes;

    @Param({"reach-300", "opponent"})
    public String goal;

    private int mask;
    private boolean yahtzeeHolds50;
    private FinalUtility utility;

    @Setup
    public void setUp() {
        mask = Category.ALL_USED;
        for (int i = 0; i < openBoxes; i++) {
            mask &= ~OPENED[i].bit();
        }
        yahtzeeHolds50 = (mask & Category.YAHTZEE.bit()) != 0;
        if (goal.equals("reach-300")) {
            utility = FinalUtility.reach(300);
        } else {
            double[] cdf = new double[601];
            for (int total = 0; total <= 600; total++) {
                cdf[total] = normalCdf((total - 254.59) / 59.61);
            }
            utility = FinalUtility.of(cdf);
        }
    }

    /** Abramowitz and Stegun 26.2.17 (error under 7.5e-8): a plausible opponent, no more. */
    private static double normalCdf(double z) {
        double t = 1 / (1 + 0.2316419 * Math.abs(z));
        double poly = t * (0.319381530 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
        double tail = Math.exp(-z * z / 2) / Math.sqrt(2 * Math.PI) * poly;
        return z >= 0 ? 1 - tail : tail;
    }

    @Benchmark
    public GoalValues solveFrom() {
        return GoalSolver.solveFrom(Rules.OFFICIAL, mask, 45, yahtzeeHolds50, 200, utility, 1, f -> { });
    }

    @Benchmark
    public GoalValues solveAt() {
        return GoalSolver.solveAt(Rules.OFFICIAL, mask, 45, yahtzeeHolds50, 200, utility, 1, f -> { });
    }
}
