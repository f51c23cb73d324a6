package org.yahtzee.solver;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
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
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.game.Scorecard;
import org.yahtzee.grade.GameGrader;
import org.yahtzee.grade.GradedGame;
import org.yahtzee.grade.TurnPlay;
import org.yahtzee.rules.Rules;
import org.yahtzee.tables.TableReader;
import org.yahtzee.tables.TableWriter;

/**
 * Grading one whole game in-process (13 turns, up to 39 decisions) from a memory-mapped official
 * table: games per second is 1e6 / the score in microseconds. The games are played in setup
 * with seeded dice, optimally except for one random choice in ten.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class GradeBenchmark {
    private static final int GAMES = 64;

    private GameGrader grader;
    private final List<List<TurnPlay>> games = new ArrayList<>();
    private int next;

    @Setup
    public void setUp() throws Exception {
        java.nio.file.Path file = java.nio.file.Files.createTempFile("grade-benchmark", ".ytable");
        TableWriter.write(Solver.solve(Rules.OFFICIAL), file);
        StateValues values = TableReader.open(file, Rules.OFFICIAL);
        file.toFile().deleteOnExit();
        grader = new GameGrader(values);
        TurnAnalyzer analyzer = new TurnAnalyzer(values);
        SplittableRandom random = new SplittableRandom(20240501);
        for (int g = 0; g < GAMES; g++) {
            games.add(play(analyzer, random));
        }
    }

    private static List<TurnPlay> play(TurnAnalyzer analyzer, SplittableRandom random) {
        Scorecard card = Scorecard.empty(Rules.OFFICIAL);
        List<TurnPlay> turns = new ArrayList<>();
        while (!card.isComplete()) {
            TurnValues turn = analyzer.analyze(card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50());
            int[] rolls = new int[3];
            int[] keeps = new int[2];
            int n = 0;
            int roll = throwDice(KeepLattice.EMPTY_KEEP, random);
            rolls[n++] = roll;
            for (int left = 2; left >= 1; left--) {
                Option o = choose(Advisor.options(turn, roll, left), random);
                if (KeepLattice.size(o.keepId()) == 5) {
                    break;
                }
                keeps[n - 1] = o.keepId();
                roll = throwDice(o.keepId(), random);
                rolls[n++] = roll;
            }
            TurnPlay play = new TurnPlay(java.util.Arrays.copyOf(rolls, n), java.util.Arrays.copyOf(keeps, n - 1),
                    choose(Advisor.options(turn, roll, 0), random).category());
            card = card.score(roll, play.box());
            turns.add(play);
        }
        return turns;
    }

    private static Option choose(List<Option> options, SplittableRandom random) {
        return random.nextInt(10) == 0 ? options.get(random.nextInt(options.size())) : options.get(0);
    }

    private static int throwDice(int keepId, SplittableRandom random) {
        int k = keepId;
        while (KeepLattice.size(k) < 5) {
            k = KeepLattice.add(k, 1 + random.nextInt(6));
        }
        return k - KeepLattice.ROLL_BASE;
    }

    @Benchmark
    public GradedGame gradeGame() {
        List<TurnPlay> game = games.get(next);
        next = (next + 1) % GAMES;
        return grader.grade(game);
    }
}
