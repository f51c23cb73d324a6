package org.yahtzee.cli.grade;

import java.io.IOException;
import java.io.Reader;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import org.yahtzee.cli.record.GameRecordReader;
import org.yahtzee.cli.record.RecordSource;

/**
 * The reading stage of {@code grade} alone, a measurement (not a test; a tool kept with the
 * tests, like record.RecordReadTiming, since nothing may depend on analyzer-cli): a record file
 * read as {@link GradingPipeline}'s reader reads it ({@link GameRecordReader#readValidPacked}, every
 * turn replayed, each card packed into a {@link CardBatch} of {@link GradingPipeline#MOST_CARDS}
 * and counted by a {@link CardCount}), nothing graded. Prints, a reading a line: wall time, the
 * reading thread's CPU time and bytes allocated a game, and games per CPU-second. CPU time,
 * not wall time, is the figure on a shared machine. Usage, after
 * {@code mvn -q -pl analyzer-cli -am test-compile}: {@code java -cp
 * analyzer-cli/target/test-classes:analyzer-cli/target/yahtzee.jar org.yahtzee.cli.grade.BatchReadTiming RECORD [READINGS]}
 * (RECORD e.g. {@code simulate --games 100000 --seed 9 --no-exact --each-game g.txt --records}).
 */
public final class BatchReadTiming {

    private BatchReadTiming() {
    }

    public static void main(String[] args) throws IOException {
        Path file = Path.of(args[0]);
        int readings = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        try (RecordSource source = RecordSource.of(file)) {
            for (int r = 1; r <= readings; r++) {
                long wall = System.nanoTime();
                long cpu = threads.getCurrentThreadCpuTime();
                long allocated = threads.getThreadAllocatedBytes(Thread.currentThread().getId());
                int games = read(source);
                double seconds = (threads.getCurrentThreadCpuTime() - cpu) / 1e9;
                long bytes = threads.getThreadAllocatedBytes(Thread.currentThread().getId()) - allocated;
                System.out.printf("reading %d: %d games, %.2f s wall, %.2f CPU-s (%.2f us, %.1f KB allocated a game),"
                        + " %.0f games per CPU-second%n", r, games, (System.nanoTime() - wall) / 1e9, seconds,
                        seconds * 1e6 / games, bytes / 1024.0 / games, games / seconds);
            }
        }
    }

    /** Reads the record into batches as the pipeline's reader does; returns its games. */
    private static int read(RecordSource source) throws IOException {
        CardCount count = new CardCount();
        CardBatch[] batch = {new CardBatch(new java.util.ArrayList<>())};
        int[] games = {0};
        try (Reader in = source.open()) {
            GameRecordReader.Outcome outcome = GameRecordReader.readValidPacked(source.name(), in,
                    GameRecordReader.Options.grade(null), (rules, number, cards) -> {
                        count.game(cards);
                        batch[0].add(number, cards);
                        if (batch[0].cards() >= GradingPipeline.MOST_CARDS) {
                            batch[0] = new CardBatch(new java.util.ArrayList<>());
                        }
                        games[0]++;
                    });
            if (outcome == null || !outcome.isValid()) {
                throw new IllegalStateException(source.name() + " has a problem: read it with grade");
            }
        }
        return games[0];
    }
}
