package org.yahtzee.cli.serve;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.util.ArrayDeque;
import java.util.Arrays;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * An answer written as it is made (a graded record: up to ~11 MB of JSON) without ever waiting
 * for its client: the bytes go out in chunks as fast as the client reads them, and the worker
 * that makes them goes on meanwhile. A client that reads slowly or not at all costs the memory of
 * what it has not read (at most {@link #MOST_PENDING}), for at most the answer time, never a
 * worker.
 */
final class AnswerStream extends OutputStream {
    /*
     * Implementation notes. Jetty takes one write at a time (a second before the first completes
     * is an error), so the chunks wait in a queue and each completed write starts the next. The
     * last chunk's write completes the request's callback. A failed write (the client went away,
     * the idle or answer time ran out and the connection was closed) drops what waits, and every
     * later write throws, which ends the work that makes the answer.
     */

    /** Bytes per chunk: large enough that a write per chunk costs little, small enough to start soon. */
    static final int CHUNK = 32 * 1024;
    /** The most bytes that may wait for a client (twice the largest answer, a 1 MB record graded). */
    static final long MOST_PENDING = 32L << 20;

    private final Response response;
    private final Callback done;
    private byte[] buffer = new byte[CHUNK];
    private int filled;
    /** Guarded by this: chunks waiting to be written, the last one's flag, bytes waiting, the state. */
    private final ArrayDeque<ByteBuffer> waiting = new ArrayDeque<>();
    private boolean writing;
    private boolean closed;
    private boolean lastQueued;
    private long pending;
    private Throwable failure;
    private boolean completed;

    AnswerStream(Response response, Callback done) {
        this.response = response;
        this.done = done;
    }

    @Override
    public void write(int b) throws IOException {
        if (filled == buffer.length) {
            flushChunk(false);
        }
        buffer[filled++] = (byte) b;
    }

    @Override
    public void write(byte[] bytes, int offset, int length) throws IOException {
        while (length > 0) {
            if (filled == buffer.length) {
                flushChunk(false);
            }
            int n = Math.min(length, buffer.length - filled);
            System.arraycopy(bytes, offset, buffer, filled, n);
            filled += n;
            offset += n;
            length -= n;
        }
    }

    @Override
    public void close() throws IOException {
        if (!closed) {
            closed = true;
            flushChunk(true);
        }
    }

    /** Queues what is buffered (the last chunk: even if empty) and starts a write if none runs. */
    private void flushChunk(boolean last) throws IOException {
        ByteBuffer chunk = ByteBuffer.wrap(Arrays.copyOf(buffer, filled));
        filled = 0;
        ByteBuffer first;
        Throwable cut;
        synchronized (this) {
            if (failure == null && pending + chunk.remaining() > MOST_PENDING) {
                failure = new IOException("the client read too little of its answer: over " + MOST_PENDING + " bytes wait");
                waiting.clear();
            }
            cut = failure;
            if (cut == null) {
                pending += chunk.remaining();
                waiting.add(chunk);
                lastQueued = last;
                if (writing) {
                    return;
                }
                writing = true;
            }
            first = waiting.poll();
        }
        if (cut != null) {
            if (!isWriting()) {
                complete(cut); // else the write in flight ends the answer when it completes
            }
            throw new IOException("the answer cannot be sent: " + cut.getMessage(), cut);
        }
        writeChunk(first);
    }

    private synchronized boolean isWriting() {
        return writing;
    }

    private void writeChunk(ByteBuffer chunk) {
        boolean last;
        synchronized (this) {
            last = lastQueued && waiting.isEmpty();
        }
        response.write(last, chunk, new Written(this, chunk.remaining(), last));
    }

    /** One write completed: the next starts, or the answer is done (or abandoned, see flushChunk). */
    private void written(int size, boolean last) {
        ByteBuffer next = null;
        Throwable abandoned = null;
        synchronized (this) {
            pending -= size;
            if (failure != null) {
                abandoned = failure;
                writing = false;
            } else if (!last) {
                next = waiting.poll();
                writing = next != null;
            }
        }
        if (abandoned != null) {
            complete(abandoned);
        } else if (last) {
            complete(null);
        } else if (next != null) {
            writeChunk(next);
        }
    }

    private void failed(Throwable x) {
        synchronized (this) {
            if (failure == null) {
                failure = x;
            }
            waiting.clear();
            writing = false;
        }
        complete(x);
    }

    /** Completes the request once: succeeded, or failed with {@code x} (Jetty then closes the connection). */
    private void complete(Throwable x) {
        synchronized (this) {
            if (completed) {
                return;
            }
            completed = true;
        }
        if (x == null) {
            done.succeeded();
        } else {
            done.failed(x);
        }
    }

    /** The callback of one chunk's write. */
    private record Written(AnswerStream stream, int size, boolean last) implements Callback {
        @Override
        public void succeeded() {
            stream.written(size, last);
        }

        @Override
        public void failed(Throwable x) {
            stream.failed(x);
        }
    }
}
