package org.yahtzee.advice;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.solver.TurnAnalyzer;
import org.yahtzee.solver.TurnValues;

/**
 * Lists every option at a decision point, best first. While rolls are left the options are the
 * distinct keeps of the dice showing (keeping all five means scoring them now, in the best
 * box, which the option names); on the last roll they are the boxes the rules allow.
 *
 * <p>Ties: options whose values differ by less than {@link #TIE} are equal; among equals a
 * score comes before a keep, a keep of more dice before one of fewer (less left to chance),
 * higher points before lower, then card order (boxes) or ascending dice (keeps).
 */
public final class Advisor {
    /** Values closer than this are ties: the float64 solve's error bound (docs/precision.md). */
    public static final double TIE = 1e-9;

    private static final Comparator<Option> BEST_FIRST = new BestFirst();

    /** The ranking with its tie rule; a class, not a lambda, to keep lambdas off start-up. */
    private static final class BestFirst implements Comparator<Option> {
        @Override
        public int compare(Option a, Option b) {
            if (Math.abs(a.value() - b.value()) >= TIE) {
                return Double.compare(b.value(), a.value());
            }
            if (a.kind() != b.kind()) {
                return a.kind() == Option.Kind.SCORE ? -1 : 1;
            }
            if (a.kind() == Option.Kind.KEEP) {
                return compareKeeps(a.keepId(), b.keepId());
            }
            return compareBoxes(a.category(), a.points(), b.category(), b.points());
        }
    }

    private Advisor() {
    }

    /**
     * The tie order of keeps (TurnPolicy's too): more dice first, then ascending digits
     * ({@code 1234} before {@code 1334}). Negative, zero or positive; only the sign is meant.
     */
    public static int compareKeeps(int keepA, int keepB) {
        int bySize = Integer.compare(KeepLattice.size(keepB), KeepLattice.size(keepA));
        if (bySize != 0) {
            return bySize;
        }
        // Two digit strings of one length, ascending: at the lowest face whose counts differ, the
        // keep with more of it shows that face where the other shows a higher one. By counts, not
        // by building the strings: every sort of options compares keeps (the goal advisor's
        // played-out games spent a third of their time making digit strings).
        for (int face = 1; face <= 6; face++) {
            int byFace = Integer.compare(KeepLattice.count(keepB, face), KeepLattice.count(keepA, face));
            if (byFace != 0) {
                return byFace;
            }
        }
        return 0;
    }

    /**
     * The tie order of boxes (TurnPolicy's, so the grader's and the simulator's too): more points
     * first, then card order. Negative if box {@code a} scoring {@code pointsA} comes first.
     */
    public static int compareBoxes(Category a, int pointsA, Category b, int pointsB) {
        int byPoints = Integer.compare(pointsB, pointsA);
        return byPoints != 0 ? byPoints : Integer.compare(a.id(), b.id());
    }

    /**
     * The box the optimal player writes the final dice {@code rollId} in, by this class's tie
     * rule, without building the options: here rather than in {@link TurnPolicy}, whose tables
     * (built on first use) advice on one position does not need.
     */
    public static Category bestBox(TurnValues turn, int rollId) {
        return bestBox(turn, rollId, turn.rollValue(rollId, 0));
    }

    /**
     * {@link #bestBox(TurnValues, int)} with {@code max} the roll's value with no rolls left (the
     * maximum over its box values), for {@link LaneDecisions} and the grader (org.yahtzee.grade.TurnAnalysis),
     * whose turns hold it elsewhere.
     */
    public static Category bestBox(TurnValues turn, int rollId, double max) {
        Category best = null;
        int bestPoints = Integer.MIN_VALUE;
        // Open boxes only, in card order: the moment pass asks 135 million times (filled boxes
        // were half its time in this loop); not values(): it copies.
        for (int open = ~turn.usedMask() & Category.ALL_USED; open != 0; open &= open - 1) {
            Category c = Category.byId(Integer.numberOfTrailingZeros(open));
            double v = turn.scoreValue(rollId, c);
            // NaN fails the comparison: filled and forbidden boxes are skipped.
            if (v > max - Advisor.TIE) {
                int points = turn.points(rollId, c);
                if (best == null || compareBoxes(c, points, best, bestPoints) < 0) {
                    best = c;
                    bestPoints = points;
                }
            }
        }
        if (best == null) {
            throw new IllegalStateException("no box is open for roll " + rollId);
        }
        return best;
    }

    /** The options at {@code position}, best first, each with its loss against the best. */
    public static List<Option> options(TurnAnalyzer analyzer, Position position) {
        TurnValues turn = analyzer.analyze(position.usedMask(), position.upperTotal(), position.yahtzeeHolds50());
        return options(turn, position.rollId(), position.rollsLeft());
    }

    /** The options for the dice {@code rollId} with {@code rollsLeft} in an analysed turn. */
    public static List<Option> options(TurnValues turn, int rollId, int rollsLeft) {
        List<Option> options = new ArrayList<>();
        if (rollsLeft == 0) {
            for (Category c : Category.values()) {
                double v = turn.scoreValue(rollId, c);
                if (!Double.isNaN(v)) {
                    options.add(Option.score(c, turn.points(rollId, c), v));
                }
            }
        } else {
            int roll = KeepLattice.keepOfRoll(rollId);
            for (int k = 0; k < KeepLattice.KEEPS; k++) {
                if (k == roll) {
                    // Its value is scoring now in the best box (TurnValues): name that box.
                    Category box = bestBox(turn, rollId);
                    options.add(Option.standPat(k, box, turn.points(rollId, box), turn.keepValue(k, rollsLeft)));
                } else if (KeepLattice.contains(roll, k)) {
                    options.add(Option.keep(k, turn.keepValue(k, rollsLeft)));
                }
            }
        }
        options.sort(BEST_FIRST);
        double best = options.get(0).value();
        for (int i = 0; i < options.size(); i++) {
            options.set(i, options.get(i).withLoss(best));
        }
        return options;
    }
}
