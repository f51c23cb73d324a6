package org.yahtzee.cli.grade;

import java.util.ArrayDeque;

/**
 * The batches {@link GradingPipeline}'s reader has read and its grading thread not yet taken, in
 * order: together at most the cards of one full batch (more than one only while the first,
 * smaller batches come: GradingPipeline note 2), and the reader's end whatever is queued.
 */
final class BatchQueue {
    private final int cards;
    private final ArrayDeque<CardBatch> batches = new ArrayDeque<>();
    private int queuedCards;

    /** A queue holding at most {@code cards} cards, or one batch however large. */
    BatchQueue(int cards) {
        this.cards = cards;
    }

    /** Queues {@code batch}, waiting while it would take the queue past its cards. */
    synchronized void put(CardBatch batch) throws InterruptedException {
        int n = batch.cards();
        while (!batches.isEmpty() && queuedCards + n > cards) {
            wait();
        }
        batches.add(batch);
        queuedCards += n;
        notifyAll();
    }

    /** The first batch queued, waiting for one. */
    synchronized CardBatch take() throws InterruptedException {
        while (batches.isEmpty()) {
            wait();
        }
        CardBatch batch = batches.poll();
        queuedCards -= batch.cards();
        notifyAll();
        return batch;
    }

    /** Drops every batch queued: a reader waiting to queue one goes on. */
    synchronized void clear() {
        batches.clear();
        queuedCards = 0;
        notifyAll();
    }
}
