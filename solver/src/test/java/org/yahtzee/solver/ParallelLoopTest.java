package org.yahtzee.solver;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class ParallelLoopTest {

    @Test
    void run_everyItemOnce_forEachThreadCount() {
        for (int threads = 1; threads <= 3; threads++) {
            int[] runs = new int[1000];
            try (ParallelLoop loop = new ParallelLoop(threads, "test-loop")) {
                loop.run(runs.length, (worker, item) -> runs[item]++);
                loop.run(0, (worker, item) -> runs[item]++);
            }
            int[] once = new int[runs.length];
            java.util.Arrays.fill(once, 1);
            assertArrayEquals(once, runs, threads + " threads");
        }
    }

    /*
     * The failing item is the caller's (worker 0) while worker 1 is still inside an item: run
     * must not throw before that item has ended, and must start no item after the failure.
     * Without the wait, run threw at once and the other item ended about 200 ms later.
     */
    @Test
    void run_failingItem_waitsForTheRunningItem_andStartsNoMore() throws InterruptedException {
        CountDownLatch otherStarted = new CountDownLatch(1);
        AtomicBoolean otherEnded = new AtomicBoolean();
        AtomicInteger started = new AtomicInteger();
        try (ParallelLoop loop = new ParallelLoop(2, "test-loop")) {
            IllegalArgumentException thrown = assertThrows(IllegalArgumentException.class, () -> loop.run(1000, (worker, item) -> {
                started.incrementAndGet();
                if (worker == 1 && otherStarted.getCount() > 0) {
                    otherStarted.countDown();
                    sleep(200);
                    otherEnded.set(true);
                } else if (worker == 0) {
                    await(otherStarted);
                    throw new IllegalArgumentException("item " + item);
                }
            }));
            assertTrue(otherEnded.get(), "run returned while another worker's item was running");
            assertEquals(2, started.get(), "items started after the failure");
            assertTrue(thrown.getMessage().startsWith("item "));
        }
    }

    @Test
    void run_interruptedCaller_waitsForTheRunningItem_keepsTheInterrupt() {
        CountDownLatch otherStarted = new CountDownLatch(1);
        AtomicBoolean otherEnded = new AtomicBoolean();
        try (ParallelLoop loop = new ParallelLoop(2, "test-loop")) {
            IllegalStateException thrown = assertThrows(IllegalStateException.class, () -> loop.run(2, (worker, item) -> {
                if (worker == 1) {
                    otherStarted.countDown();
                    sleep(200);
                    otherEnded.set(true);
                } else {
                    await(otherStarted);
                    Thread.currentThread().interrupt(); // as a server stopping would
                }
            }));
            assertTrue(Thread.interrupted(), "the caller's interrupt is kept (and cleared here)");
            assertEquals("interrupted", thrown.getMessage());
            assertTrue(otherEnded.get(), "run returned while another worker's item was running");
        }
        assertFalse(Thread.currentThread().isInterrupted());
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            assertTrue(latch.await(10, TimeUnit.SECONDS));
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
    }
}
