package org.yahtzee.solver;

import java.util.ArrayList;
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
import org.yahtzee.grade.GameGrader;
import org.yahtzee.grade.GradedGame;
import org.yahtzee.grade.PreviousGameGrader;
import org.yahtzee.grade.RandomPlayer;
import org.yahtzee.grade.TurnPlay;
import org.yahtzee.rules.Rules;

/**
 * Grading one whole game in-process (13 turns, up to 39 decisions) from a memory-mapped official
 * table: games per second is 1e6 / the score in microseconds. The games are played in setup by
 * the tests' seeded RandomPlayer, optimally but for one random choice in ten. {@code PREVIOUS}
 * is the grader of commit 1ba799c ({@link PreviousGameGrader}), {@code CURRENT} the tool's.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "-XX:+UseSerialGC") // the launcher's collector
public class GradeBenchmark {
    private static final int GAMES = 64;

    @Param
    public Implementation impl;

    private GameGrader grader;
    private PreviousGameGrader previousGrader;
    private final List<List<TurnPlay>> games = new ArrayList<>();
    private int next;

    @Setup
    public void setUp() {
        StateValues values = BenchmarkTables.load(Rules.OFFICIAL);
        if (impl == Implementation.PREVIOUS) {
            previousGrader = new PreviousGameGrader(values);
        } else {
            grader = new GameGrader(values);
        }
        RandomPlayer player = new RandomPlayer(values, 20240501L, 0.1);
        for (int g = 0; g < GAMES; g++) {
            games.add(player.game());
        }
    }

    @Benchmark
    public GradedGame gradeGame() {
        List<TurnPlay> game = games.get(next);
        next = (next + 1) % GAMES;
        return grader != null ? grader.grade(game) : previousGrader.grade(game);
    }
}
