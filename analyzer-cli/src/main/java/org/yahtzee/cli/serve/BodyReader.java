package org.yahtzee.cli.serve;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * A request's body, read as it arrives without holding a thread while it does, within a size
 * and a time: at most {@code limit} bytes (413 past it, whether the length is declared or not)
 * in at most the body time (408 past it). A request refused before its body is read has it read
 * and dropped the same way ({@link #drain}), so that its client, still sending, reads the
 * refusal rather than a reset.
 */
final class BodyReader implements Runnable {
    /*
     * Implementation notes. Jetty hands the body over in chunks as they come: read() gives one
     * or null (none yet), and demand(this) calls run() again when there is more. A refused
     * body (too large, or a request refused before reading) is read on and dropped, up to
     * DRAIN_BYTES, before the refusal is sent: a client still sending when the connection closes
     * gets a reset and loses the answer with it (seen in CI: "bytes received: 0" for a 1 MB + 1
     * record). Past that, or when the declared length is past it, the refusal goes at once and
     * the connection closes: a sender of gigabytes is not waited for. One flag settles the race
     * between the last chunk and the timer: whichever comes first answers.
     */

    /** How much of a refused body is read and dropped before the refusal is sent (4 MB). */
    static final long DRAIN_BYTES = 4L << 20;

    /** Where the body goes: its bytes, or the error to answer instead. */
    interface Outcome {
        void body(byte[] bytes);

        void refused(ApiError error);
    }

    private final Request request;
    private final int limit;
    private final Outcome outcome;
    /** The refusal decided before or while reading: the body is drained, then this is answered. */
    private volatile ApiError refusal;
    private final ByteArrayOutputStream bytes;
    private long dropped;
    private final AtomicBoolean settled = new AtomicBoolean();
    private Scheduler.Task timer;

    private BodyReader(Request request, int limit, ApiError refusal, Outcome outcome) {
        this.request = request;
        this.limit = limit;
        this.refusal = refusal;
        this.outcome = outcome;
        this.bytes = new ByteArrayOutputStream(refusal == null ? Math.min(limit, 8192) : 0);
    }

    /** Reads the body of {@code request}, at most {@code limit} bytes in {@code timeMillis}, then tells {@code outcome}. */
    static void read(Request request, int limit, long timeMillis, Scheduler scheduler, Outcome outcome) {
        long declared = request.getLength();
        ApiError tooLarge = declared > limit ? tooLarge(limit) : null;
        new BodyReader(request, limit, tooLarge, outcome).start(declared, timeMillis, scheduler);
    }

    /** Reads and drops the body of a request refused with {@code error} (within the same bounds), then refuses it. */
    static void drain(Request request, ApiError error, long timeMillis, Scheduler scheduler, Outcome outcome) {
        new BodyReader(request, 0, error, outcome).start(request.getLength(), timeMillis, scheduler);
    }

    private void start(long declared, long timeMillis, Scheduler scheduler) {
        if (refusal != null && declared > DRAIN_BYTES) {
            settle(); // not worth waiting for: the refusal goes now, and the connection closes
            return;
        }
        timer = scheduler.schedule(new Timeout(this, timeMillis), timeMillis, TimeUnit.MILLISECONDS);
        run();
    }

    @Override
    public void run() {
        while (!settled.get()) {
            Content.Chunk chunk = request.read();
            if (chunk == null) {
                request.demand(this);
                return;
            }
            if (Content.Chunk.isFailure(chunk)) {
                // The client went away, or sent a chunked body that breaks off or cannot be read.
                chunk.release();
                refusal = ApiError.malformedRequest("the request body could not be read to its end");
                settle();
                return;
            }
            take(chunk.getByteBuffer());
            boolean last = chunk.isLast();
            chunk.release();
            if (last || dropped > DRAIN_BYTES) {
                settle();
                return;
            }
        }
    }

    private void take(ByteBuffer buffer) {
        int n = buffer.remaining();
        if (refusal == null && bytes.size() + n > limit) {
            refusal = tooLarge(limit);
        }
        if (refusal != null) {
            dropped += n;
            buffer.position(buffer.limit());
            return;
        }
        byte[] copy = new byte[n];
        buffer.get(copy);
        bytes.write(copy, 0, n);
    }

    /** Answers once: the body, or the refusal. */
    private void settle() {
        if (!settled.compareAndSet(false, true)) {
            return;
        }
        if (timer != null) {
            timer.cancel();
        }
        if (refusal != null) {
            outcome.refused(refusal);
        } else {
            outcome.body(bytes.toByteArray());
        }
    }

    static ApiError tooLarge(int limit) {
        return new ApiError(ApiError.Kind.TOO_LARGE, null, "the request body is larger than this endpoint takes: "
                + "at most " + limit + " bytes");
    }

    /** The body time ran out: the request is refused (408), the rest of its body never read. */
    private record Timeout(BodyReader reader, long millis) implements Runnable {
        @Override
        public void run() {
            if (reader.settled.compareAndSet(false, true)) {
                // A refusal decided already is still the answer: only the draining was cut short.
                reader.outcome.refused(reader.refusal != null ? reader.refusal : new ApiError(ApiError.Kind.TIMEOUT, null,
                        "the request body did not arrive within " + millis + " ms of its headers"));
            }
        }
    }
}
