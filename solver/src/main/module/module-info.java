/**
 * The game of Yahtzee and its exact solitaire solve. Exported to every module: the game's
 * vocabulary, which the engine's answers speak (the rules and boxes, the numbering of dice and
 * keeps, the score card, a turn as played and the graded decisions). The solvers themselves
 * are the engine's: open to the tables module alone, whose {@code org.yahtzee.engine} is the
 * one entry point (docs/library.md).
 */
module org.yahtzee.solver {
    exports org.yahtzee.rules;
    exports org.yahtzee.dice;
    exports org.yahtzee.game;
    exports org.yahtzee.grade;

    exports org.yahtzee.advice to org.yahtzee.tables;
    exports org.yahtzee.distribution to org.yahtzee.tables;
    exports org.yahtzee.goal to org.yahtzee.tables;
    exports org.yahtzee.policy to org.yahtzee.tables;
    exports org.yahtzee.risk to org.yahtzee.tables;
    exports org.yahtzee.solver to org.yahtzee.tables;
    exports org.yahtzee.state to org.yahtzee.tables;
}
