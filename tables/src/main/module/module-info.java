/**
 * The Yahtzee engine's library: {@code org.yahtzee.engine} is its one entry point
 * ({@code Yahtzee.builder()}), in front of the solver and the table cache, whose files and
 * solvers stay inside. {@code org.yahtzee.files} writes files atomically, as the cache does, for
 * a front end's own outputs. Reading this module reads the solver's vocabulary too (rules,
 * dice, score cards, graded decisions).
 */
module org.yahtzee.tables {
    requires transitive org.yahtzee.solver;

    exports org.yahtzee.engine;
    exports org.yahtzee.files;
}
