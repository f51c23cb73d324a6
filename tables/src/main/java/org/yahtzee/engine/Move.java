package org.yahtzee.engine;

import org.yahtzee.dice.KeepLattice;
import org.yahtzee.grade.Decision;
import org.yahtzee.rules.Category;

/**
 * One move at a decision point: keep some dice and throw the others, keep all five and score
 * them now in a box (standing pat, with rolls left), or write the last roll in a box. The
 * engine's advice, graded decisions and opening rows name their moves so; a front end says
 * them in its own words. Immutable.
 */
public final class Move {
    /** The dice kept (0..461), or -1 for a score. */
    private final int keepId;
    /** The box written: a score's, a stand pat's when known; null for any other keep. */
    private final Category box;
    /** The points {@link #box} writes (no bonuses), or -1 with no box. */
    private final int points;

    private Move(int keepId, Category box, int points) {
        this.keepId = keepId;
        this.box = box;
        this.points = points;
    }

    /**
     * Keep {@code keepId} and throw the other dice. A keep of all five without a box is a stand
     * pat whose box is told elsewhere (a grade grades it as the next decision).
     *
     * @throws IllegalArgumentException for a keepId outside 0..461
     */
    public static Move keep(int keepId) {
        if (keepId < 0 || keepId >= KeepLattice.KEEPS) {
            throw new IllegalArgumentException("keepId must be 0.." + (KeepLattice.KEEPS - 1) + ", was " + keepId);
        }
        return new Move(keepId, null, -1);
    }

    /**
     * Keep all five dice {@code keepId} and score them now in {@code box} for {@code points}.
     *
     * @throws IllegalArgumentException unless {@code keepId} holds five dice
     */
    public static Move standPat(int keepId, Category box, int points) {
        if (keepId < 0 || keepId >= KeepLattice.KEEPS || KeepLattice.size(keepId) != 5) {
            throw new IllegalArgumentException("standing pat keeps all five dice, not keepId " + keepId);
        }
        return new Move(keepId, box, points);
    }

    /** Write the last roll in {@code box} for {@code points}. */
    public static Move score(Category box, int points) {
        return new Move(-1, box, points);
    }

    /** What was played at a graded decision. */
    public static Move played(Decision d) {
        return d.kind() == Decision.Kind.SCORE ? score(d.playedBox(), d.playedPoints()) : keep(d.playedKeepId());
    }

    /** The best move at a graded decision (a best hold of all five names its box). */
    public static Move best(Decision d) {
        if (d.kind() == Decision.Kind.SCORE) {
            return score(d.bestBox(), d.bestPoints());
        }
        return d.bestBox() != null ? standPat(d.bestKeepId(), d.bestBox(), d.bestPoints()) : keep(d.bestKeepId());
    }

    /** A keep (a stand pat included), or else a score. */
    public boolean isKeep() {
        return keepId >= 0;
    }

    /** The dice kept (0..461 in {@link KeepLattice}'s numbering); -1 for a score. */
    public int keepId() {
        return keepId;
    }

    /** The dice kept; null for a score. */
    public Keep kept() {
        return keepId < 0 ? null : Keep.ofId(keepId);
    }

    /** The box written, or null for a keep that names none. */
    public Category box() {
        return box;
    }

    /** The points {@link #box} writes, or -1. */
    public int points() {
        return points;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Move m && m.keepId == keepId && m.box == box && m.points == points;
    }

    @Override
    public int hashCode() {
        return (keepId * 31 + (box == null ? -1 : box.ordinal())) * 31 + points;
    }

    /** For messages: {@code keep 44}, {@code keep 12345 and score large-straight 40}, {@code score sixes 18}. */
    @Override
    public String toString() {
        String scored = box == null ? "" : "score " + box.canonicalName() + " " + points;
        if (!isKeep()) {
            return scored;
        }
        return "keep " + KeepLattice.digits(keepId) + (box == null ? "" : " and " + scored);
    }
}
