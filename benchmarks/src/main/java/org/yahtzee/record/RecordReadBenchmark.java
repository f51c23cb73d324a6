package org.yahtzee.record;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
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
import org.yahtzee.cli.record.GameRecordReader;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * Games of a text record read per second (ops/s = games/s) by {@link GameRecordReader}, one
 * thread, from characters in memory: {@code CHECK} as grade's checking pass reads (every turn
 * replayed, turns dropped), {@code GRADE} as its grading pass reads (turns kept). The record is
 * 2,000 games written as {@code simulate --records} writes them (three rolls a turn, the points
 * after the box, about 800 bytes a game), seeded. The reader must not be what limits {@code grade}:
 * the grader takes 100,000 games/s on two cores (GradeThroughputBenchmark).
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgs = {"-XX:+UseSerialGC"})
@State(Scope.Benchmark)
public class RecordReadBenchmark {

    /** Games in the record. */
    static final int GAMES = 2000;

    /** Which pass of grade reads. */
    @Param({"CHECK", "GRADE"})
    public String pass;

    private String record;
    private GameRecordReader.Options options;

    @Setup
    public void setUp() {
        record = record(GAMES, 9);
        options = pass.equals("CHECK") ? GameRecordReader.Options.check(null) : GameRecordReader.Options.grade(null);
        System.out.printf("%n%d games, %d bytes%n", GAMES, record.getBytes(StandardCharsets.UTF_8).length);
    }

    @Benchmark
    @OperationsPerInvocation(GAMES)
    public int read() throws IOException {
        int[] games = new int[1];
        GameRecordReader.Outcome outcome = GameRecordReader.read("bench", new StringReader(record), options,
                game -> games[0] += game.cards().size());
        if (!outcome.isValid()) {
            throw new IllegalStateException(outcome.problems().get(0).toString());
        }
        return games[0];
    }

    /**
     * A valid official record of {@code games} games: each turn rolls, keeps the first two dice,
     * rolls, keeps the first three, rolls; never five of a kind (no joker applies); the boxes in
     * card order with their points.
     */
    static String record(int games, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        StringBuilder out = new StringBuilder("rules: official\n");
        for (int game = 1; game <= games; game++) {
            out.append("\ngame: ").append(game).append("\n# score ?\n");
            Scorecard card = Scorecard.empty(Rules.OFFICIAL);
            for (Category box : Category.values()) {
                String first = roll(random, "");
                String second = roll(random, first.substring(0, 2));
                String third = roll(random, second.substring(0, 3));
                card = card.score(rollId(third), box);
                out.append(box.ordinal() + 1).append(": ").append(first).append(" keep ").append(first, 0, 2)
                        .append(" -> ").append(second).append(" keep ").append(second, 0, 3).append(" -> ")
                        .append(third).append(" score ").append(box.canonicalName()).append(' ')
                        .append(card.points(box)).append('\n');
            }
        }
        return out.toString();
    }

    /** The kept dice and random others; five of a kind has its last die turned to the next face. */
    private static String roll(SplittableRandom random, String kept) {
        char[] dice = new char[5];
        for (int i = 0; i < 5; i++) {
            dice[i] = i < kept.length() ? kept.charAt(i) : (char) ('1' + random.nextInt(6));
        }
        if (dice[0] == dice[1] && dice[1] == dice[2] && dice[2] == dice[3] && dice[3] == dice[4]) {
            dice[4] = (char) ('1' + (dice[4] - '1' + 1) % 6);
        }
        return new String(dice);
    }

    private static int rollId(String dice) {
        int[] faces = new int[5];
        for (int i = 0; i < 5; i++) {
            faces[i] = dice.charAt(i) - '0';
        }
        return KeepLattice.rollOfDice(faces);
    }
}
