package org.yahtzee.tables;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.zip.CRC32C;
import org.yahtzee.goal.FinalUtility;
import org.yahtzee.goal.GoalSolver;
import org.yahtzee.goal.GoalValues;
import org.yahtzee.rules.Rules;

/** Reach tables for tests that need the file, not the 35 s solve: one lane shared by every state. */
public final class ReachFixtures {

    private ReachFixtures() {
    }

    /**
     * P(final >= T) = 1 - T/600 from every state with nothing scored, as a table from the empty
     * card up to 500 would hold it: every state shares one lane, so it encodes in milliseconds.
     */
    public static GoalValues fake(Rules rules) {
        float[] lane = new float[GoalSolver.TARGET_MAX + 1];
        for (int need = 0; need < lane.length; need++) {
            lane[need] = 1f - need / 600f;
        }
        return GoalValues.fromTable(rules, FinalUtility.reach(GoalSolver.TARGET_MAX), stateIndex -> lane, 0,
                GoalSolver.TARGET_MAX, 0);
    }

    /** The fake as a reach solver for a cache, counting its calls; it reports 0.5 but never 1.0. */
    static final class FakeReachSolver implements BiFunction<Rules, DoubleConsumer, GoalValues> {
        final AtomicInteger calls = new AtomicInteger();

        @Override
        public GoalValues apply(Rules rules, DoubleConsumer progress) {
            calls.incrementAndGet();
            progress.accept(0.5);
            return fake(rules);
        }
    }

    /** Lets {@code edit} change the file's bytes, then recomputes both CRCs: a forgery the checksums pass. */
    static void forge(Path file, Consumer<ByteBuffer> edit) throws IOException {
        ByteBuffer bytes = ByteBuffer.wrap(Files.readAllBytes(file)).order(GoalTableFormat.BYTE_ORDER);
        edit.accept(bytes);
        CRC32C crc = new CRC32C();
        crc.update(bytes.array(), GoalTableFormat.HEADER_LENGTH, bytes.capacity() - GoalTableFormat.HEADER_LENGTH);
        bytes.putInt(GoalTableFormat.OFFSET_PAYLOAD_CRC, (int) crc.getValue());
        crc.reset();
        crc.update(bytes.array(), 0, GoalTableFormat.OFFSET_HEADER_CRC);
        bytes.putInt(GoalTableFormat.OFFSET_HEADER_CRC, (int) crc.getValue());
        Files.write(file, bytes.array());
    }
}
