package org.yahtzee.cli.grade;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;
import org.yahtzee.cli.grade.RecordGrading.GradedCard;

/**
 * The thread that hands graded batches to the sink while the next batch is graded
 * ({@link GradingPipeline}, note 5).
 * A graded batch is handed over when the printer is done with the one before; the printer's
 * failure (a write that failed) stops the grading.
 */
final class BatchPrinter {
    /** Where a graded batch goes: the pipeline's hand-over to the report. */
    interface Handler {
        void hand(List<GradedCard> graded) throws IOException;
    }

    private final Handler handler;
    /** A hand-over, no room: the grading thread waits with its batch until the printer is free. */
    private final BlockingQueue<List<GradedCard>> waiting = new SynchronousQueue<>();
    private final Thread thread = new Thread(this::loop, "yahtzee-report-printer");
    private volatile Throwable failure;

    BatchPrinter(Handler handler) {
        this.handler = handler;
        thread.setDaemon(true);
        thread.start();
    }

    /** Queues a graded batch for the sink; throws what the sink threw with an earlier one. */
    void print(List<GradedCard> graded) throws IOException {
        GradingPipeline.rethrow(failure);
        try {
            while (!waiting.offer(graded, 100, TimeUnit.MILLISECONDS)) {
                GradingPipeline.rethrow(failure);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while grading");
        }
    }

    /** Waits until every batch queued has reached the sink; throws what the sink threw. */
    void finish() throws IOException {
        print(List.of()); // the end
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while grading");
        }
        GradingPipeline.rethrow(failure);
    }

    /** Ends the thread, whatever it was doing (a grading that failed). */
    void stop() {
        thread.interrupt();
        GradingPipeline.join(thread);
    }

    private void loop() {
        try {
            while (true) {
                List<GradedCard> graded = waiting.take();
                if (graded.isEmpty()) {
                    return;
                }
                handler.hand(graded);
            }
        } catch (InterruptedException e) {
            // stopped
        } catch (IOException | RuntimeException | Error e) {
            failure = e;
        }
    }
}
