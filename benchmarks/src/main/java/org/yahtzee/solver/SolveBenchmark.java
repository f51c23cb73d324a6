package org.yahtzee.solver;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.yahtzee.rules.Rules;

/**
 * The whole table of one rule set, in-process, after warm-up: the current solver and the
 * previous one (frozen in {@link PreviousSolver}), so one run gives the ratio.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "-XX:+UseSerialGC") // the launcher's collector
public class SolveBenchmark {

    @Param
    public Implementation impl;

    @Param({"official"})
    public String rules;

    @Param({"1", "2"})
    public int threads;

    private Rules parsed;
    private boolean previous;

    @org.openjdk.jmh.annotations.Setup
    public void setUp() {
        parsed = Rules.parse(rules);
        previous = impl == Implementation.PREVIOUS;
    }

    @Benchmark
    public double solve() {
        SolvedValues values = previous
                ? PreviousSolver.solve(parsed, threads, fraction -> { })
                : Solver.solve(parsed, threads, fraction -> { });
        return values.expectedScore();
    }
}
