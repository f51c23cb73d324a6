package org.yahtzee.cli.grade;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.yahtzee.cli.record.PackedCard;

/** {@link BatchQueue}: small batches queue together up to a full batch's cards, in order; more waits. */
final class BatchQueueTest {

    /** A batch of {@code cards} cards (their contents are not read here). */
    private static CardBatch batch(int cards) {
        CardBatch batch = new CardBatch(new ArrayList<>());
        for (int c = 0; c < cards; c++) {
            batch.packed.add((PackedCard) null);
        }
        return batch;
    }

    @Test
    void put_smallBatchesTogether_upToTheCards_thenWaitsForATake() throws InterruptedException {
        BatchQueue queue = new BatchQueue(100);
        List<CardBatch> batches = List.of(batch(10), batch(20), batch(40), batch(30), batch(80));
        for (int b = 0; b < 4; b++) {
            queue.put(batches.get(b)); // 100 cards: none waits
        }
        CountDownLatch queued = new CountDownLatch(1);
        Thread reader = new Thread(() -> {
            try {
                queue.put(batches.get(4));
                queue.put(new CardBatch(null)); // the end: queued whatever is there
                queued.countDown();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        reader.start();
        assertTrue(!queued.await(200, TimeUnit.MILLISECONDS), "80 more cards waited for room");
        for (int b = 0; b < 5; b++) {
            assertSame(batches.get(b), queue.take(), "batch " + b);
        }
        assertTrue(queued.await(10, TimeUnit.SECONDS));
        assertEquals(null, queue.take().gameNumbers);
        reader.join();
    }

    @Test
    void put_oneBatchLargerThanTheCards_queuedAlone() throws InterruptedException {
        BatchQueue queue = new BatchQueue(10);
        CardBatch large = batch(25);
        queue.put(large);
        assertSame(large, queue.take());
    }

    @Test
    void clear_letsAWaitingReaderGoOn() throws InterruptedException {
        BatchQueue queue = new BatchQueue(10);
        queue.put(batch(10));
        Thread reader = new Thread(() -> {
            try {
                queue.put(batch(5));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        reader.start();
        Thread.sleep(50);
        queue.clear();
        reader.join(10_000);
        assertTrue(!reader.isAlive());
    }
}
