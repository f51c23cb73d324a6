package org.yahtzee.tables;

import java.nio.file.Path;
import org.yahtzee.distribution.ScoreDistribution;
import org.yahtzee.engine.TableException.Problem;
import org.yahtzee.engine.TableException;
import org.yahtzee.rules.Category;

/**
 * Proves a distribution file right, as {@link TableProof} proves values: every figure equals that
 * of a new computation from the rule set solved again (the doubles, as the cache computes it
 * from). The reader's checks catch damage and impossible figures; only this catches plausible
 * but wrong ones.
 */
public final class DistributionProof {

    private DistributionProof() {
    }

    /**
     * @param fresh the distribution computed again, e.g. {@code ExactDistribution.compute(Solver.solve(rules))}
     * @throws TableException           WRONG_VALUES naming the first figure that differs
     * @throws IllegalArgumentException if {@code fresh} is of other rules than {@code stored}
     */
    public static void check(Path file, ScoreDistribution stored, ScoreDistribution fresh) {
        if (fresh.rules().fingerprint() != stored.rules().fingerprint()) {
            throw new IllegalArgumentException("the distribution is of " + stored.rules().canonicalName()
                    + ", the one to compare with of " + fresh.rules().canonicalName());
        }
        int scores = Math.max(stored.highest(), fresh.highest()) + 1;
        for (int s = 0; s < scores; s++) {
            differs(file, "P(final = " + s + ")", stored.probability(s), fresh.probability(s));
        }
        for (Category box : Category.values()) {
            differs(file, "the mean points of " + box.canonicalName(), stored.boxMean(box), fresh.boxMean(box));
            differs(file, "the rate of zeros in " + box.canonicalName(), stored.boxZero(box), fresh.boxZero(box));
        }
        differs(file, "P(upper bonus)", stored.pUpperBonus(), fresh.pUpperBonus());
        differs(file, "the mean extra-Yahtzee bonus", stored.meanYahtzeeBonus(), fresh.meanYahtzeeBonus());
    }

    /** Equal to the bit: the computation is the same program on the same doubles. */
    private static void differs(Path file, String figure, double stored, double fresh) {
        if (Double.doubleToRawLongBits(stored) != Double.doubleToRawLongBits(fresh)) {
            throw new TableException(Problem.WRONG_VALUES, file, "figures: " + figure + " is " + stored
                    + " where computing again gives " + fresh + " (the file was changed, or computed by a different "
                    + "program)");
        }
    }
}
