package org.yahtzee.policy;

import java.io.IOException;
import java.nio.file.Path;
import java.util.SplittableRandom;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.yahtzee.advice.TurnPolicy;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.distribution.Simulator;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.BenchmarkFolders;
import org.yahtzee.solver.Implementation;
import org.yahtzee.solver.ParallelLoop;
import org.yahtzee.solver.StateValues;
import org.yahtzee.solver.TurnAnalyzer;
import org.yahtzee.solver.TurnValues;
import org.yahtzee.tables.TableCache;

/**
 * Simulated games per second of the optimal official player (ops/s = games/s), 10,000 games an
 * invocation on {@code threads} threads. {@code CURRENT} is Simulator with the memory-mapped
 * policy table, as {@code simulate} plays; {@code PREVIOUS} plays the way simulate did before
 * policy tables (commit e4381d9): every turn analysed afresh, one nextInt(6) a die, the games
 * shared out over the threads.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "-XX:+UseSerialGC") // the launcher's collector
public class SimulateBenchmark {
    private static final int GAMES = 10_000;

    @Param
    public Implementation impl;

    @Param({"1", "2"})
    public int threads;

    private Strategy strategy;
    private TurnAnalyzer analyzer;
    private ParallelLoop loop;
    private long seed;

    @Setup
    public void setUp() throws IOException {
        Path directory = BenchmarkFolders.temporary("yahtzee-benchmark-policy");
        TableCache cache = new TableCache(directory);
        StateValues values = cache.load(Rules.OFFICIAL, TableCache.Listener.SILENT);
        if (impl == Implementation.CURRENT) {
            strategy = new PolicyStrategy(cache.loadPolicy(values, 2, TableCache.Listener.SILENT).table());
        } else {
            analyzer = new TurnAnalyzer(values);
            loop = new ParallelLoop(threads, "previous-simulator");
        }
    }

    @TearDown
    public void tearDown() {
        if (loop != null) {
            loop.close();
        }
    }

    @Benchmark
    @OperationsPerInvocation(GAMES)
    public long play() {
        if (impl == Implementation.CURRENT) {
            return Simulator.play(strategy, Rules.OFFICIAL, GAMES, seed++, threads, f -> { }).games();
        }
        long[] sums = new long[threads];
        long base = seed++ * GAMES;
        loop.run(threads, (worker, part) -> {
            for (long g = part; g < GAMES; g += threads) {
                sums[part] += previousGame(new SplittableRandom(base + g));
            }
        });
        return java.util.Arrays.stream(sums).sum();
    }

    private int previousGame(SplittableRandom random) {
        Scorecard card = Scorecard.empty(Rules.OFFICIAL);
        while (!card.isComplete()) {
            TurnValues turn = analyzer.analyze(card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50());
            int roll = throwDie(KeepLattice.EMPTY_KEEP, random);
            for (int rollsLeft = 2; rollsLeft >= 1; rollsLeft--) {
                roll = throwDie(TurnPolicy.bestKeep(turn, roll, rollsLeft), random);
            }
            card = card.score(roll, TurnPolicy.bestBox(turn, roll));
        }
        return card.total();
    }

    private static int throwDie(int keepId, SplittableRandom random) {
        int keep = keepId;
        while (KeepLattice.size(keep) < 5) {
            keep = KeepLattice.add(keep, 1 + random.nextInt(6));
        }
        return keep - KeepLattice.ROLL_BASE;
    }
}
