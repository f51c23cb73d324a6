package org.yahtzee.record;

import java.io.IOException;
import java.io.StringReader;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import org.yahtzee.cli.record.GameRecordReader;

/**
 * RecordReadBenchmark's reading timed in CPU time of the reading thread, not wall time: on a
 * machine shared with other work (load average 10-25) JMH's wall-clock throughput varied by
 * ±900%, while the CPU a reading takes does not depend on who else runs. Prints games per
 * CPU-second of each pass, ROUNDS rounds of READS readings each (after WARM readings).
 * {@code java -cp benchmarks.jar org.yahtzee.record.RecordReadTiming [ROUNDS]}.
 */
public final class RecordReadTiming {

    private static final int WARM = 20;
    private static final int READS = 10;

    private RecordReadTiming() {
    }

    public static void main(String[] args) throws IOException {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        String record = RecordReadBenchmark.record(RecordReadBenchmark.GAMES, 9);
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
                        READS * RecordReadBenchmark.GAMES / seconds, seconds * 1e6 / (READS * RecordReadBenchmark.GAMES));
            }
        }
    }

    private static void read(String record, GameRecordReader.Options options) throws IOException {
        GameRecordReader.Outcome outcome = GameRecordReader.read("timing", new StringReader(record), options, game -> { });
        if (!outcome.isValid()) {
            throw new IllegalStateException(outcome.problems().get(0).toString());
        }
    }
}
