package org.yahtzee.solver;

/** Which implementation a benchmark measures: the frozen one of commit 1ba799c or the tool's. */
public enum Implementation {
    /** The {@code Previous*} classes of this module. */
    PREVIOUS,
    /** The solver module as it is. */
    CURRENT
}
