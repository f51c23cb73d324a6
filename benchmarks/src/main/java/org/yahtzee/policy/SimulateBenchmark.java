package org.yahtzee.policy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
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
import org.openjdk.jmh.annotations.Warmup;
import org.yahtzee.advice.TurnPolicy;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.distribution.SimulatedGames;
import org.yahtzee.distribution.Simulator;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.StateValues;
import org.yahtzee.solver.TurnAnalyzer;
import org.yahtzee.solver.TurnValues;
import org.yahtzee.tables.TableCache;

/**
 * Simulated games per second of the optimal official player (ops/s = games/s): {@code
 * policyTable} plays 100,000 games through Simulator and the memory-mapped policy table on
 * {@code threads} threads, as {@code simulate} does; {@code analysedTurns} plays one game the
 * way simulate did before policy tables (every turn analysed afresh, one die a draw).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "-XX:+UseSerialGC") // the launcher's collector
public class SimulateBenchmark {
    private static final int GAMES = 100_000;

    @Param({"1", "2"})
    public int threads;

    private Strategy strategy;
    private TurnAnalyzer analyzer;
    private long seed;

    @Setup
    public void setUp() throws IOException {
        Path directory = Files.createTempDirectory("yahtzee-benchmark-policy");
        TableCache cache = new TableCache(directory);
        StateValues values = cache.load(Rules.OFFICIAL, TableCache.Listener.SILENT);
        strategy = new PolicyStrategy(cache.loadPolicy(values, 2, TableCache.Listener.SILENT).table());
        analyzer = new TurnAnalyzer(values);
        for (Path file : new Path[] {cache.pathFor(Rules.OFFICIAL), cache.policyPathFor(Rules.OFFICIAL)}) {
            file.toFile().deleteOnExit(); // mapped: removed when the JVM ends
        }
        directory.toFile().deleteOnExit();
    }

    @Benchmark
    @OperationsPerInvocation(GAMES)
    public SimulatedGames policyTable() {
        return Simulator.play(strategy, Rules.OFFICIAL, GAMES, seed++, threads, f -> { });
    }

    @Benchmark
    public int analysedTurns() {
        if (threads != 1) {
            throw new UncheckedIOException(new IOException("analysedTurns runs on one thread: pass -p threads=1"));
        }
        SplittableRandom random = new SplittableRandom(seed++);
        Scorecard card = Scorecard.empty(Rules.OFFICIAL);
        TurnValues turn = null;
        while (!card.isComplete()) {
            turn = analyzer.analyze(card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50(), turn);
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
