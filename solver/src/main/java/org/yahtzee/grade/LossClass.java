package org.yahtzee.grade;

/**
 * How bad a flagged decision is, by its loss in expected final points. Decisions at or under
 * the grader's threshold are not flagged and have no class. What the classes are called in
 * reports is the CLI's vocabulary.
 */
public enum LossClass {
    /** Over the threshold, under 1 point: a close call. */
    UNDER_1,
    /** 1 to 5 points. */
    FROM_1_TO_5,
    /** Over 5 points: a blunder. */
    OVER_5;

    /** The class of a flagged loss (points, positive). */
    public static LossClass of(double loss) {
        if (loss < 1) {
            return UNDER_1;
        }
        return loss <= 5 ? FROM_1_TO_5 : OVER_5;
    }
}
