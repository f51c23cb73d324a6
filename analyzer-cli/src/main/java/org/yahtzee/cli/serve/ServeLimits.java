package org.yahtzee.cli.serve;

import java.time.Duration;

/**
 * The bounds of the server: its two lanes of workers and their queues, the largest request
 * bodies, how long a request may take to arrive, how long an answer may take to be read, and
 * how long a stop waits for requests in flight.
 *
 * @param threads        workers of the quick lane (advise): each answer is microseconds to 20 ms
 * @param queue          requests that may wait for a quick worker; one more is answered 429 at
 *                       once (0: none waits)
 * @param longThreads    workers of the long lane (value, grade, a report's first computation):
 *                       each takes 50 ms to seconds, so they never hold up the quick lane
 * @param longQueue      requests that may wait for a long worker, their bodies read (the
 *                       memory they hold is bounded apart: WorkerPool.BODY_BUDGET)
 * @param bodyBytes      the largest body of a request other than a grade (an advise is ~200 bytes)
 * @param gradeBodyBytes the largest game record to grade (a game is ~600 bytes of text: ~1,700
 *                       games)
 * @param headerTime     the longest a request's headers may take to arrive, from their first byte
 * @param bodyTime       the longest its body may take to arrive, once the headers have
 * @param idleTime       the longest a connection may stay without a byte moving either way
 * @param answerTime     the longest a client may take to read an answer, from its first byte
 * @param stopTime       how long a stop waits for requests in flight before closing their
 *                       connections
 */
record ServeLimits(int threads, int queue, int longThreads, int longQueue, int bodyBytes, int gradeBodyBytes,
        Duration headerTime, Duration bodyTime, Duration idleTime, Duration answerTime, Duration stopTime) {

    ServeLimits {
        if (threads < 1 || queue < 0 || longThreads < 1 || longQueue < 0 || bodyBytes < 1 || gradeBodyBytes < 1
                || headerTime.toMillis() < 1 || bodyTime.toMillis() < 1 || idleTime.toMillis() < 1
                || answerTime.toMillis() < 1 || stopTime.isNegative()) {
            throw new IllegalArgumentException("limits out of range: " + this);
        }
    }

    /**
     * One worker per processor in each lane (the work is computation: more threads would only
     * share the cores); 256 waiting in each lane (several times the 32 connections of the load
     * test, ~50 ms of work at 5,000 answers a second); 16 KB and 1 MB of body; 10 s for the headers and 10 s for the body (a
     * 1 MB record at 100 KB/s); 30 s idle, as the JDK's server had it; 60 s to read an answer
     * (a graded record of 1 MB is ~11 MB of JSON); 10 s to finish at a stop.
     */
    static ServeLimits defaults() {
        int processors = Runtime.getRuntime().availableProcessors();
        return new ServeLimits(processors, 256, processors, 256, 16 * 1024, 1024 * 1024, Duration.ofSeconds(10),
                Duration.ofSeconds(10), Duration.ofSeconds(30), Duration.ofSeconds(60), Duration.ofSeconds(10));
    }

    /** {@link #stopTime} in whole seconds. */
    int stopSeconds() {
        return (int) stopTime.toSeconds();
    }

    /** The same limits with other worker counts in both lanes (tests: one worker and no queue). */
    ServeLimits withWorkers(int threads, int queue) {
        return new ServeLimits(threads, queue, threads, queue, bodyBytes, gradeBodyBytes, headerTime, bodyTime, idleTime,
                answerTime, stopTime);
    }

    /** The same limits with other times (tests: timeouts of a second or two). */
    ServeLimits withTimes(Duration header, Duration body, Duration idle, Duration answer) {
        return new ServeLimits(threads, queue, longThreads, longQueue, bodyBytes, gradeBodyBytes, header, body, idle,
                answer, stopTime);
    }
}
