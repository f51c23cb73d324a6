package org.yahtzee.tables;

import java.nio.ByteBuffer;
import java.nio.LongBuffer;
import java.util.concurrent.atomic.AtomicInteger;
import org.yahtzee.rules.Category;
import org.yahtzee.state.StateIndex;

/**
 * The scan of a policy payload for its first state with an entry that cannot be a decision
 * ({@link PolicyCheck}'s rule), on the calling thread and helpers that take chunks of states in
 * turn. The answer is the lowest such state, whatever the threads and the chunks.
 */
final class PolicyScan implements Runnable {
    /*
     * Implementation notes. A chunk of 8,192 states is 4 MB of entries, 66 chunks: two threads
     * end within a chunk (about 1 ms) of each other however the machine shares its cores. The
     * work alongside (the reader's CRC32C, about 10 ms) runs on the helper before it takes
     * chunks: meanwhile the caller's rows get the check's code compiled, and the helper runs
     * less of it in the interpreter and C1. Why the lowest bad state is the answer whatever the
     * split: a chunk that starts at or below the lowest bad state found so far is scanned to
     * its first bad state, so the chunk that holds the lowest of all is always scanned and finds
     * it; a chunk that starts above a bad state found is skipped (it cannot lower the answer).
     * The game-over rows (the last 128 states, all zero) are scanned by the caller after the
     * others: the chunks' loop then holds no branch first taken at its very end, which made C2
     * throw its compiled loop away there (main's check did). Rows are copied one at a time (504
     * bytes): copying a used mask's rows at once (up to 64 KB) and checking them in place cost
     * 1.1x the CPU. The threads are new for each scan (a start is about 0.1 ms against tens of
     * ms of scanning each), so a library call leaves nothing running.
     */

    /** States per chunk: 4 MB of entries. */
    static final int CHUNK_STATES = 8192;
    /** The first game-over state: every box filled. */
    private static final int GAME_OVER = StateIndex.offset(Category.ALL_USED);

    private final ByteBuffer payload;
    private final int chunkStates;
    private final int chunks;
    private final AtomicInteger nextChunk = new AtomicInteger();
    /** The lowest bad state found so far; {@link Integer#MAX_VALUE}: none. */
    private final AtomicInteger lowestBad = new AtomicInteger(Integer.MAX_VALUE);
    /** Set when the work alongside failed, or a thread's scan did: take no more chunks. */
    private volatile boolean stopped;
    /** What the work alongside or a scan threw first (one of the two), thrown by the caller once all have ended. */
    private volatile RuntimeException failed;
    private volatile Error error;

    private PolicyScan(ByteBuffer payload, int chunkStates) {
        this.payload = payload;
        this.chunkStates = chunkStates;
        this.chunks = (GAME_OVER + chunkStates - 1) / chunkStates;
    }

    /**
     * The lowest state with an entry that cannot be a decision, or -1 if there is none. Runs
     * {@code alongside} too, on a helper thread (on the caller's before it scans, with one
     * thread); whatever {@code alongside} throws is thrown once every thread has stopped, before
     * any verdict of the scan.
     *
     * @param threads     threads that scan, the caller among them (1: the caller alone)
     * @param chunkStates states a thread takes at a time, at least 1
     */
    static int lowestBadState(ByteBuffer payload, Runnable alongside, int threads, int chunkStates) {
        PolicyScan scan = new PolicyScan(payload, chunkStates);
        Thread[] helpers = new Thread[threads - 1];
        for (int i = 0; i < helpers.length; i++) {
            helpers[i] = new Thread(i == 0 ? scan.after(alongside) : scan, "policy-check-" + (i + 1));
            helpers[i].setDaemon(true);
            helpers[i].start();
        }
        if (helpers.length == 0) {
            scan.after(alongside).run();
        } else {
            scan.run();
        }
        joinAll(helpers);
        if (scan.error != null) {
            throw scan.error;
        } else if (scan.failed != null) {
            throw scan.failed;
        }
        int bad = scan.lowestBad.get();
        return bad != Integer.MAX_VALUE ? bad : scan.badGameOverState();
    }

    /** Runs {@code first}, then scans; if {@code first} throws, stops the scan and is what the caller throws. */
    private Runnable after(Runnable first) {
        return new Runnable() {
            @Override
            public void run() {
                try {
                    first.run();
                } catch (RuntimeException e) {
                    stop(e, null);
                    return;
                } catch (Error e) {
                    stop(null, e);
                    return;
                }
                PolicyScan.this.run();
            }
        };
    }

    /** Takes chunks until there are none left (or the scan is stopped). */
    @Override
    public void run() {
        try {
            LongBuffer words = payload.duplicate().order(TableFormat.BYTE_ORDER).asLongBuffer();
            long[] row = new long[PolicyCheck.WORDS];
            long[] keeps = new long[PolicyCheck.WORDS];
            for (int c = nextChunk.getAndIncrement(); c < chunks && !stopped; c = nextChunk.getAndIncrement()) {
                int from = c * chunkStates;
                if (from <= lowestBad.get()) {
                    int bad = badStateIn(words, row, keeps, from, Math.min(GAME_OVER, from + chunkStates));
                    if (bad >= 0) {
                        lower(bad);
                    }
                }
            }
        } catch (RuntimeException e) {
            stop(e, null);
        } catch (Error e) {
            stop(null, e);
        }
    }

    /** Stops every thread's scan at its next chunk; the first failure is the one thrown. */
    private synchronized void stop(RuntimeException e, Error err) {
        stopped = true;
        if (failed == null && error == null) {
            failed = e;
            error = err;
        }
    }

    /** The first state with a bad entry from {@code from} (inclusive) to {@code to}, below the game-over states; -1 if none. */
    private static int badStateIn(LongBuffer words, long[] row, long[] keeps, int from, int to) {
        int mask = StateIndex.usedMaskOf(from);
        int end = StateIndex.offset(mask + 1);
        for (int s = from; s < to; s++) {
            while (s >= end) {
                mask++;
                end = StateIndex.offset(mask + 1);
            }
            words.get(s * PolicyCheck.WORDS, row);
            if (!PolicyCheck.openWordsOk(row, 0, PolicyCheck.WORDS, mask, keeps)) {
                return s;
            }
        }
        return -1;
    }

    /** The first game-over state whose row is not zero; -1 if none. */
    private int badGameOverState() {
        LongBuffer words = payload.duplicate().order(TableFormat.BYTE_ORDER).asLongBuffer();
        long[] row = new long[PolicyCheck.WORDS];
        for (int s = GAME_OVER; s < StateIndex.STATES; s++) {
            words.get(s * PolicyCheck.WORDS, row);
            if (!PolicyCheck.zero(row, 0, PolicyCheck.WORDS)) {
                return s;
            }
        }
        return -1;
    }

    private void lower(int bad) {
        int was = lowestBad.get();
        while (bad < was && !lowestBad.compareAndSet(was, bad)) {
            was = lowestBad.get();
        }
    }

    /** Waits for every helper, an interrupt put back afterwards: a helper has at most a chunk left. */
    private static void joinAll(Thread[] helpers) {
        boolean interrupted = false;
        for (Thread helper : helpers) {
            while (true) {
                try {
                    helper.join();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
