package org.yahtzee.engine;

import org.yahtzee.rules.Rules;

/**
 * A long piece of the engine's work, as an {@link EngineListener} is told of it: what is being
 * computed, for which rules, and for the work on one card how many of its boxes are open. One
 * object a piece: {@link EngineListener#progress} and {@link EngineListener#finished} name the
 * same instance, so a listener can tell apart two pieces under way at once (one may start inside
 * the other: the second moments inside a solve of P(win)).
 *
 * @param kind      what is computed
 * @param rules     the rule set it is computed for
 * @param target    for {@link Kind#REACH_FROM_CARD}: the total to reach; else -1
 * @param openBoxes for the work on one card ({@link Kind#REACH_FROM_CARD}, {@link Kind#WIN_FROM_CARD}):
 *                  the card's open boxes, 1..13; else -1
 */
public record Work(Kind kind, Rules rules, int target, int openBoxes) {

    /** What the engine computes; the times are those of two cores. */
    public enum Kind {
        /** The rule set's value table, solved on first use and kept in the cache (about half a second). */
        TABLE,
        /** Its second moments, the spread of the final score, computed on first use and kept (seconds). */
        MOMENTS,
        /**
         * Its reach table, every target 0..500 from every state, solved on first use and kept
         * (about half a minute: 85-103 CPU-seconds, 0.9 GB peak resident; benchmarks/RESULTS.md, issue 25).
         */
        REACH_TABLE,
        /** Its policy table, every decision of the optimal player, built on first use and kept (about 6 s). */
        POLICY_TABLE,
        /** The rules solved in double precision, kept in memory only (about half a second). */
        SOLVE,
        /** The exact distribution of a new game's final score, computed on first use and kept (6-25 s). */
        DISTRIBUTION,
        /** P(final total at least {@link Work#target}) solved from one card (milliseconds to seconds). */
        REACH_FROM_CARD,
        /** P(win) solved from one card against the other players' (0.05 to 1.5 s). */
        WIN_FROM_CARD,
        /** A check of a file of second moments: computed again to compare (seconds). */
        MOMENTS_AGAIN,
        /** A check of a reach table: solved again to compare (about half a minute). */
        REACH_TABLE_AGAIN,
        /** A check of a policy table: built again to compare (seconds). */
        POLICY_TABLE_AGAIN,
        /** A check of a distribution file: computed again to compare (about 10 s). */
        DISTRIBUTION_AGAIN
    }

    /** A piece of work on the whole rule set. */
    static Work of(Kind kind, Rules rules) {
        return new Work(kind, rules, -1, -1);
    }

    /** A piece of work on a card with {@code openBoxes} open. */
    static Work onCard(Kind kind, Rules rules, int openBoxes) {
        return new Work(kind, rules, -1, openBoxes);
    }

    /** Solving P(final total at least {@code target}) from a card with {@code openBoxes} open. */
    static Work reachFromCard(Rules rules, int target, int openBoxes) {
        return new Work(Kind.REACH_FROM_CARD, rules, target, openBoxes);
    }
}
