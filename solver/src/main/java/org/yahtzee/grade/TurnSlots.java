package org.yahtzee.grade;

/**
 * What {@link GameGrader#gradeTurn} writes for each turn, {@link #PER_TURN} slots a turn from
 * the turn's slot on, and {@link GameGrader#assemble} sums in play order: the decisions, the
 * loss of each (again, as a double beside its neighbours: reading it from the Decision, an
 * object in state order, cost the assembly a cache miss a decision) and the luck of each roll.
 */
final class TurnSlots {
    /** Decisions, and rolls, a turn has at most. */
    static final int PER_TURN = 3;

    final Decision[] decisions;
    final double[] loss;
    final double[] luck;

    TurnSlots(int turns) {
        decisions = new Decision[PER_TURN * turns];
        loss = new double[PER_TURN * turns];
        luck = new double[PER_TURN * turns];
    }
}
