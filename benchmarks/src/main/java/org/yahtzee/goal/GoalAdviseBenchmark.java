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
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * One answer under a reach goal in-process: the turn recomputed at one need from the solved
 * lanes of the next states, and every option ranked with its P(final >= T). The lanes are
 * solved in the set-up from a card with 8 open boxes (every state after it, as the full table
 * holds them); the position is its first roll 1 2 3 4 4 with the target 300. The cost depends
 * on the open boxes of the position, not on how many states the table holds.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "-XX:+UseSerialGC")
public class GoalAdviseBenchmark {
    private static final int MASK = Category.FULL_HOUSE.bit() | Category.SMALL_STRAIGHT.bit()
            | Category.LARGE_STRAIGHT.bit() | Category.CHANCE.bit() | Category.TWOS.bit();

    @Param({"2", "0"})
    public int rollsLeft;

    private GoalValues values;
    private int roll;

    @Setup
    public void setUp() {
        values = GoalSolver.solveFrom(Rules.FREE_CHOICE, MASK, 6, false, 126, FinalUtility.reach(500), 2, f -> { });
        roll = KeepLattice.rollOfDice(1, 2, 3, 4, 4);
    }

    @Benchmark
    public List<GoalOption> advise() {
        GoalTurn turn = GoalTurn.analyze(values, MASK, 6, false, 300 - 126);
        return GoalAdvisor.options(turn, roll, rollsLeft);
    }
}
