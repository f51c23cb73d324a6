package org.yahtzee.solver;

import java.nio.ShortBuffer;
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
import org.yahtzee.distribution.ExactDistribution;
import org.yahtzee.distribution.PreviousExactDistribution;
import org.yahtzee.distribution.ScoreDistribution;
import org.yahtzee.policy.PolicyBuilder;
import org.yahtzee.policy.PolicyTable;
import org.yahtzee.policy.PreviousPolicyBuilder;
import org.yahtzee.risk.MomentSolver;
import org.yahtzee.risk.PreviousMomentSolver;
import org.yahtzee.risk.SecondMoments;
import org.yahtzee.rules.Rules;

/**
 * The three passes over every turn-start state that decide as the optimal player does, each a
 * whole pass in-process on {@code threads} threads, from the official table memory-mapped as
 * the tool reads it: the second moments ({@code MomentSolver}), the policy table
 * ({@code PolicyBuilder.fill} into one buffer) and the exact distribution from the empty card
 * ({@code ExactDistribution}). {@code PREVIOUS} is each pass as of aaca6ae (the Previous*
 * classes: the lane analysis copied out to a TurnValues per state, then TurnPolicy, Advisor and
 * TurnRisk or TurnOutcomes state by state); {@code CURRENT} is the tool's (the decisions and the
 * passes over lanes, states with the same turn merged). A pass takes seconds: one per iteration.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 5)
@Fork(value = 1, jvmArgsAppend = {"-XX:+UseSerialGC", "-Xmx3g"}) // the launcher's collector
public class StatePassBenchmark {

    @Param
    public Implementation impl;

    @Param({"1"})
    public int threads;

    private StateValues values;
    private ShortBuffer entries;

    @Setup
    public void setUp() {
        values = BenchmarkTables.load(Rules.OFFICIAL);
        entries = ShortBuffer.allocate(Math.toIntExact(PolicyTable.ENTRIES));
    }

    @Benchmark
    public SecondMoments moments() {
        return impl == Implementation.PREVIOUS ? PreviousMomentSolver.solve(values, threads)
                : MomentSolver.solve(values, threads, f -> { });
    }

    @Benchmark
    public ShortBuffer policyTable() {
        if (impl == Implementation.PREVIOUS) {
            PreviousPolicyBuilder.fill(values, threads, entries);
        } else {
            PolicyBuilder.fill(values, threads, f -> { }, entries);
        }
        return entries;
    }

    @Benchmark
    public ScoreDistribution exactDistribution() {
        return impl == Implementation.PREVIOUS ? PreviousExactDistribution.compute(values, 0, 0, false, 0, threads)
                : ExactDistribution.compute(values, threads, f -> { });
    }
}
