package org.yahtzee.cli.grade;

import org.yahtzee.engine.Goal;
import org.yahtzee.grade.GoalGradedGame;

/** The name of a settled game's result under a goal, as the text and the JSON of {@code grade} give it. */
final class GoalOutcome {
    private GoalOutcome() {
    }

    /**
     * {@code met} or {@code missed} (reach), {@code won}, {@code tied} or {@code lost} (win), or
     * null while the result is not settled (the card, or under win another player's, still open).
     */
    static String of(Goal goal, GoalGradedGame g) {
        if (!g.settled()) {
            return null;
        }
        boolean win = goal.kind() == Goal.Kind.WIN;
        if (g.valueNow() == 1) {
            return win ? "won" : "met";
        } else if (g.valueNow() == 0) {
            return win ? "lost" : "missed";
        } else if (win && g.valueNow() == 0.5) {
            return "tied";
        }
        throw new IllegalStateException("a settled result of " + g.valueNow() + " under " + goal.name());
    }
}
