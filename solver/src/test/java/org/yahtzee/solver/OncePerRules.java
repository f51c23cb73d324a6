package org.yahtzee.solver;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.yahtzee.rules.Rules;

/**
 * A test fixture computed at most once per test JVM and rule set, each rule set under a lock of
 * its own: a test class that waits for one rule set's figure does not wait for another's.
 */
public final class OncePerRules<T> {
    /*
     * Why not one lock for all rule sets (the fixtures' static synchronized methods, before): the
     * test classes run three at a time, and a class asking for official's second moments waited
     * while no-bonus's were solved on one thread (on purpose: MomentSolverTest pins that thread
     * count), a core idle. In one JFR recording of the solver module's tests (load 15-20) classes
     * waited 89 s on SolvedMomentTables' lock, 20 s on SolvedPolicies' and 17 s on Solved's; in
     * a later pair of runs (load 11-21) 54 s on the three locks in main, against 33 s on these
     * slots, which are waits for the same rule set's figure (benchmarks/RESULTS.md, stest4).
     */
    private final Map<Rules, Slot<T>> slots = new ConcurrentHashMap<>();
    private final Function<Rules, T> compute;

    public OncePerRules(Function<Rules, T> compute) {
        this.compute = compute;
    }

    /** The figure of {@code rules}, computed by the first caller; the others wait for it. */
    public T of(Rules rules) {
        Slot<T> slot = slots.computeIfAbsent(rules, r -> new Slot<>());
        synchronized (slot) {
            if (slot.value == null) {
                slot.value = compute.apply(rules); // a failure leaves it unset: the next caller tries again
            }
            return slot.value;
        }
    }

    private static final class Slot<T> {
        T value;
    }
}
