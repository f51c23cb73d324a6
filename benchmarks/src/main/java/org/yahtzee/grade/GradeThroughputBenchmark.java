package org.yahtzee.grade;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.BenchmarkFolders;
import org.yahtzee.solver.Implementation;
import org.yahtzee.solver.ParallelLoop;
import org.yahtzee.solver.StateValues;
import org.yahtzee.tables.TableCache;

/**
 * Recorded games graded per second in-process (ops/s = games/s) by {@link GameGrader#gradeAll}
 * on {@code threads} threads, a batch of 512 or of 100,000 whole official games an invocation,
 * from a memory-mapped table. {@code PREVIOUS} grades the games one at a time, as gradeAll
 * did before batches were graded by start state (kept as {@code GameGrader.gradeEach});
 * {@code CURRENT} is gradeAll, which grades both batches by start state. The games are played in setup by the tests' RandomPlayer,
 * optimal but for one random choice in ten, in blocks of 512 with seeds 20240501, 20240502, ...
 * (so the batch of 512 is the previous benchmark's); setup prints how many distinct start
 * states the batch reaches.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "-XX:+UseSerialGC") // the launcher's collector
public class GradeThroughputBenchmark {
    private static final int SMALL = 512;
    private static final int LARGE = 100_000;
    private static final int BLOCK = 512;

    /** The grader, shared by both batch sizes. */
    @State(Scope.Benchmark)
    public static class Grading {
        @Param
        public Implementation impl;

        @Param({"1", "2"})
        public int threads;

        StateValues values;
        GameGrader grader;

        @Setup
        public void setUp() throws IOException {
            java.nio.file.Path directory = BenchmarkFolders.temporary("yahtzee-benchmark-grade");
            TableCache cache = new TableCache(directory);
            values = cache.load(Rules.OFFICIAL, TableCache.Listener.SILENT);
            grader = new GameGrader(values);
        }

        List<GradedGame> grade(List<List<TurnPlay>> games) {
            return impl == Implementation.PREVIOUS ? grader.gradeEach(games, threads) : grader.gradeAll(games, threads);
        }
    }

    /** The games of a batch, played in its subclass's setup. */
    public abstract static class Batch {
        List<List<TurnPlay>> games;
    }

    /** A batch of 512 games. */
    @State(Scope.Benchmark)
    public static class Small extends Batch {
        @Setup
        public void setUp(Grading grading) {
            games = play(grading.values, SMALL);
        }
    }

    /** A batch of 100,000 games. */
    @State(Scope.Benchmark)
    public static class Large extends Batch {
        @Setup
        public void setUp(Grading grading) {
            games = play(grading.values, LARGE);
        }
    }

    @Benchmark
    @OperationsPerInvocation(SMALL)
    public List<GradedGame> batchOf512(Grading grading, Small batch) {
        return grading.grade(batch.games);
    }

    @Benchmark
    @OperationsPerInvocation(LARGE)
    public List<GradedGame> batchOf100000(Grading grading, Large batch) {
        return grading.grade(batch.games);
    }

    /** {@code count} games, a RandomPlayer per block of 512 (on two threads: the same games on any). */
    static List<List<TurnPlay>> play(StateValues values, int count) {
        List<List<TurnPlay>> games = new ArrayList<>(Collections.nCopies(count, null));
        try (ParallelLoop loop = new ParallelLoop(2, "benchmark-games")) {
            loop.run((count + BLOCK - 1) / BLOCK, (worker, block) -> {
                RandomPlayer player = new RandomPlayer(values, 20240501L + block, 0.1);
                for (int g = block * BLOCK; g < Math.min(count, (block + 1) * BLOCK); g++) {
                    games.set(g, player.game());
                }
            });
        }
        java.util.BitSet states = new java.util.BitSet();
        for (List<TurnPlay> game : games) {
            Scorecard card = Scorecard.empty(values.rules());
            for (TurnPlay play : game) {
                states.set(card.stateIndex());
                card = card.score(play.finalRollId(), play.box());
            }
        }
        System.out.printf("%n%,d games reach %,d distinct start states (%.2f a game, %.1f%% of their turns)%n",
                count, states.cardinality(), states.cardinality() / (double) count,
                100.0 * states.cardinality() / (13.0 * count));
        return games;
    }
}
