package org.yahtzee.goal;

import java.util.List;
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
 * The win goal's early-game stand-in ({@link GoalTurn#mixture}): one turn valued as the reach
 * table's turns at every need the utility's steps ask, weighted. The reach lanes are solved in
 * the set-up from GoalAdviseBenchmark's card with 8 open boxes (126 points); U is beating an
 * opponent whose final total is normal with mean 254.59 and SD 59.61 (a new card's). PREVIOUS
 * analyses one need at a time (GoalTurn.mixtureByParts), CURRENT all of them on one window.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "-XX:+UseSerialGC")
public class GoalMixtureBenchmark {
    private static final int MASK = Category.FULL_HOUSE.bit() | Category.SMALL_STRAIGHT.bit()
            | Category.LARGE_STRAIGHT.bit() | Category.CHANCE.bit() | Category.TWOS.bit();

    /** The per-need mixture, and the window over every need. */
    public enum Implementation { PREVIOUS, CURRENT }

    @Param
    public Implementation implementation;

    private GoalValues reach;
    private FinalUtility utility;

    @Setup
    public void setUp() {
        reach = GoalSolver.solveFrom(Rules.OFFICIAL, MASK, 6, false, 126, FinalUtility.reach(GoalSolver.TARGET_MAX), 2,
                f -> { });
        utility = WinUtility.beating(List.of(WinUtility.normal(254.59, 59.61)));
    }

    @Benchmark
    public GoalTurn mixture() {
        return implementation == Implementation.PREVIOUS
                ? GoalTurn.mixtureByParts(reach, MASK, 6, false, 126, utility)
                : GoalTurn.mixture(reach, MASK, 6, false, 126, utility);
    }
}
