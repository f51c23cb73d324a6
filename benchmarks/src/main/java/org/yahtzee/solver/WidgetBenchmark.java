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
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * One widget: every state of one used-box mask solved at once, by the current widget solver (a
 * batch of that one mask) and the previous one (frozen in {@link PreviousWidgetSolver}). Lives
 * in the solver's package to reach the package-private widget solvers. The masks span the lane
 * counts: no upper box filled (1 lane), upper half filled, and a late card with the Yahtzee box
 * filled (Threes, Full house and Chance open).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "-XX:+UseSerialGC") // the launcher's collector
public class WidgetBenchmark {

    @Param
    public Implementation impl;

    @Param({"empty", "upper-half", "late-with-yahtzee"})
    public String mask;

    private WidgetSolver widget;
    private MaskBatch batch;
    private PreviousWidgetSolver previousWidget;
    private int usedMask;

    @Setup
    public void setUp() {
        usedMask = switch (mask) {
            case "empty" -> 0;
            case "upper-half" -> Category.ONES.bit() | Category.FOURS.bit() | Category.SIXES.bit();
            default -> Category.ALL_USED & ~Category.CHANCE.bit() & ~Category.THREES.bit() & ~Category.FULL_HOUSE.bit();
        };
        // Successors all zero: the same work as in a solve, other numbers.
        if (impl == Implementation.PREVIOUS) {
            PreviousBankedValues banked = new PreviousBankedValues();
            banked.initGameOver();
            previousWidget = new PreviousWidgetSolver(Rules.OFFICIAL, banked);
        } else {
            BankedValues banked = new BankedValues();
            banked.initGameOver();
            widget = new WidgetSolver(Rules.OFFICIAL, banked);
            batch = MaskBatch.pack(new int[] {usedMask}, WidgetSolver.MAX_LANES)[0];
        }
    }

    @Benchmark
    public void widget() {
        if (widget != null) {
            widget.solve(batch);
        } else {
            previousWidget.solve(usedMask);
        }
    }
}
