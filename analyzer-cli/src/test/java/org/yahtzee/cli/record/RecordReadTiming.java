package org.yahtzee.cli.record;

import java.io.IOException;
import java.io.StringReader;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.SplittableRandom;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * The record reader alone, a measurement (not a test; like grade.LargeRecords, a tool kept with
 * the tests, since nothing may depend on analyzer-cli, the benchmarks included): games of a text
 * record read per CPU-second of the reading thread by {@link GameRecordReader}, from characters
 * in memory, {@code CHECK} as grade's checking pass reads (every turn replayed, turns dropped),
 * {@code GRADE} as its grading pass reads (turns kept). CPU time, not wall time: on a machine
 * shared with other work JMH's wall-clock throughput varied by ±900%. The record is 2,000 games
 * written as {@code simulate --records} writes them (three rolls a turn, the points after the box,
 * about 800 bytes a game), seeded. {@code ROUNDS} rounds of 10 readings each after 20 warm ones:
 * {@code mvn -q -pl analyzer-cli -am test-compile}, then
 * {@code java -cp analyzer-cli/target/test-classes:TEST_CLASS_PATH org.yahtzee.cli.record.RecordReadTiming [ROUNDS]}.
 */
public final class RecordReadTiming {

    static final int GAMES = 2000;
    private static final int WARM = 20;
    private static final int READS = 10;

    private RecordReadTiming() {
    }

    public static void main(String[] args) throws IOException {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        String record = record(GAMES, 9);
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        for (String pass : new String[] {"CHECK", "GRADE"}) {
            GameRecordReader.Options options = pass.equals("CHECK") ? GameRecordReader.Options.check(null)
                    : GameRecordReader.Options.grade(null);
            for (int i = 0; i < WARM; i++) {
                read(record, options);
            }
            for (int round = 1; round <= rounds; round++) {
                long start = cpu.getCurrentThreadCpuTime();
                for (int i = 0; i < READS; i++) {
                    read(record, options);
                }
                double seconds = (cpu.getCurrentThreadCpuTime() - start) / 1e9;
                System.out.printf("%s round %d: %.0f games per CPU-second (%.2f us a game)%n", pass, round,
                        READS * GAMES / seconds, seconds * 1e6 / (READS * GAMES));
            }
        }
    }

    private static void read(String record, GameRecordReader.Options options) throws IOException {
        GameRecordReader.Outcome outcome = GameRecordReader.read("timing", new StringReader(record), options, game -> { });
        if (!outcome.isValid()) {
            throw new IllegalStateException(outcome.problems().get(0).toString());
        }
    }

    /**
     * A valid official record of {@code games} games: each turn rolls, keeps the first two dice,
     * rolls, keeps the first three, rolls; never five of a kind (no joker applies); the boxes in
     * card order with their points.
     */
    private static String record(int games, long seed) {
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
