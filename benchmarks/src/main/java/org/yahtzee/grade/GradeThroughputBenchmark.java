package org.yahtzee.grade;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.StateValues;
import org.yahtzee.tables.TableCache;

/**
 * Recorded games graded per second in-process (ops/s = games/s) by {@link GameGrader#gradeAll}
 * on {@code threads} threads, 512 whole official games an invocation, played in setup by the
 * tests' RandomPlayer (optimal but for one random choice in ten), from a memory-mapped table.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "-XX:+UseSerialGC") // the launcher's collector
public class GradeThroughputBenchmark {
    private static final int GAMES = 512;

    @Param({"1", "2"})
    public int threads;

    private GameGrader grader;
    private final List<List<TurnPlay>> games = new ArrayList<>();

    @Setup
    public void setUp() throws IOException {
        Path directory = Files.createTempDirectory("yahtzee-benchmark-grade");
        TableCache cache = new TableCache(directory);
        StateValues values = cache.load(Rules.OFFICIAL, TableCache.Listener.SILENT);
        cache.pathFor(Rules.OFFICIAL).toFile().deleteOnExit();
        directory.toFile().deleteOnExit();
        grader = new GameGrader(values);
        RandomPlayer player = new RandomPlayer(values, 20240501L, 0.1);
        for (int g = 0; g < GAMES; g++) {
            games.add(player.game());
        }
    }

    @Benchmark
    @OperationsPerInvocation(GAMES)
    public List<GradedGame> gradeAll() {
        return grader.gradeAll(games, threads);
    }
}
