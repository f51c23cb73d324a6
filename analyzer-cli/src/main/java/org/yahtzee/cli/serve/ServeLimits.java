package org.yahtzee.cli.serve;

/**
 * The bounds of the server: its worker threads and their queue, the largest request bodies, how
 * long a request may take to arrive and how long a stop waits for requests in flight.
 *
 * @param threads        worker threads: each request is read, computed and answered on one
 * @param queue          requests that may wait for a worker; one more is answered 429 at once
 *                       (0: none waits)
 * @param bodyBytes      the largest body of a request other than a grade (an advise is ~200 bytes)
 * @param gradeBodyBytes the largest game record to grade (a game is ~600 bytes of text: ~1,700
 *                       games)
 * @param requestSeconds the longest a request (headers and body) may take to arrive before its
 *                       connection is closed
 * @param stopSeconds    how long a stop waits for requests in flight before closing their
 *                       connections
 */
record ServeLimits(int threads, int queue, int bodyBytes, int gradeBodyBytes, int requestSeconds, int stopSeconds) {

    ServeLimits {
        if (threads < 1 || queue < 0 || bodyBytes < 1 || gradeBodyBytes < 1 || requestSeconds < 1 || stopSeconds < 0) {
            throw new IllegalArgumentException("limits out of range: " + this);
        }
    }

    /**
     * One thread per processor (the work is computation: more threads would only share the
     * cores), 256 waiting (several times the 32 connections of the load test, ~50 ms of
     * work at 5,000 answers a second), 16 KB and 1 MB of body, 10 s to send a request, 10 s to
     * finish at a stop.
     */
    static ServeLimits defaults() {
        return new ServeLimits(Runtime.getRuntime().availableProcessors(), 256, 16 * 1024, 1024 * 1024, 10, 10);
    }

    /** The same limits with other worker counts (tests: one worker and no queue). */
    ServeLimits withWorkers(int threads, int queue) {
        return new ServeLimits(threads, queue, bodyBytes, gradeBodyBytes, requestSeconds, stopSeconds);
    }
}
