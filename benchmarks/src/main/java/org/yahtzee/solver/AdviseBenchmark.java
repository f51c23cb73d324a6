package org.yahtzee.solver;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
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
import org.yahtzee.tables.TableReader;
import org.yahtzee.tables.TableWriter;

/**
 * One answer of the advisor in-process: the turn recomputed from a memory-mapped table and
 * every option ranked. Verhoeff's proficiency position (free-choice, 12344, two rolls left).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class AdviseBenchmark {

    private TurnAnalyzer analyzer;
    private Position position;

    @Setup
    public void setUp() throws Exception {
        java.nio.file.Path file = java.nio.file.Files.createTempFile("advise-benchmark", ".ytable");
        TableWriter.write(Solver.solve(Rules.FREE_CHOICE), file);
        analyzer = new TurnAnalyzer(TableReader.open(file, Rules.FREE_CHOICE));
        int mask = Category.ONES.bit() | Category.THREES.bit() | Category.FOURS.bit() | Category.SIXES.bit()
                | Category.FULL_HOUSE.bit() | Category.SMALL_STRAIGHT.bit();
        position = new Position(mask, 48, false, KeepLattice.rollOfDice(1, 2, 3, 4, 4), 2);
        file.toFile().deleteOnExit();
    }

    @Benchmark
    public List<Option> advise() {
        return Advisor.options(analyzer, position);
    }
}
