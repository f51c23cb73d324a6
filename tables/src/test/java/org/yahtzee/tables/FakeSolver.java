package org.yahtzee.tables;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiFunction;
import java.util.function.DoubleConsumer;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.StateValues;

/** A solver that returns fake values, counting its calls; it may take its time, as a real one does. */
final class FakeSolver implements BiFunction<Rules, DoubleConsumer, StateValues> {
    final AtomicInteger calls = new AtomicInteger();
    private final long millis;

    FakeSolver() {
        this(0);
    }

    FakeSolver(long millis) {
        this.millis = millis;
    }

    @Override
    public StateValues apply(Rules rules, DoubleConsumer progress) {
        calls.incrementAndGet();
        progress.accept(0.5); // no final 1.0: the cache must add it
        sleep(millis);
        return TableFixtures.fake(rules);
    }

    /** Sleeps {@code millis}, as a solver (or a holder of a lock) that takes its time. */
    static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }
}
