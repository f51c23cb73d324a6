package org.yahtzee.solver;

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
import org.yahtzee.advice.Advisor;
import org.yahtzee.advice.Option;
import org.yahtzee.advice.Position;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * One answer of the advisor in-process: the turn recomputed from a memory-mapped table and
 * every option ranked. Verhoeff's proficiency position (free-choice, 12344, two rolls left).
 * {@code PREVIOUS} recomputes the turn with the analyzer of commit 1ba799c
 * ({@link PreviousTurnAnalyzer}), {@code CURRENT} with the tool's.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "-XX:+UseSerialGC") // the launcher's collector
public class AdviseBenchmark {

    @Param
    public Implementation impl;

    private TurnAnalyzer analyzer;
    private PreviousTurnAnalyzer previousAnalyzer;
    private Position position;

    @Setup
    public void setUp() {
        StateValues values = BenchmarkTables.load(Rules.FREE_CHOICE);
        if (impl == Implementation.PREVIOUS) {
            previousAnalyzer = new PreviousTurnAnalyzer(values);
        } else {
            analyzer = new TurnAnalyzer(values);
        }
        int mask = Category.ONES.bit() | Category.THREES.bit() | Category.FOURS.bit() | Category.SIXES.bit()
                | Category.FULL_HOUSE.bit() | Category.SMALL_STRAIGHT.bit();
        position = new Position(mask, 48, false, KeepLattice.rollOfDice(1, 2, 3, 4, 4), 2);
    }

    @Benchmark
    public List<Option> advise() {
        if (analyzer != null) {
            return Advisor.options(analyzer, position);
        }
        TurnValues turn = previousAnalyzer.analyze(position.usedMask(), position.upperTotal(), position.yahtzeeHolds50());
        return Advisor.options(turn, position.rollId(), position.rollsLeft());
    }
}
