package org.yahtzee.cli.goal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.yahtzee.engine.Goal;

final class GoalWordsTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "ev|ev", "EV|ev", " win |win", "reach:300|reach:300", "reach: 0|reach:0", "Reach:1575|reach:1575",
            "reach:0250|reach:250"})
    void parse_everySpelling_readsTheGoalItNames(String text, String name) {
        Goal goal = GoalWords.parse(text);
        assertEquals(name, goal.name());
        assertEquals(goal, GoalWords.parse(goal.name()), "the name reads back as the same goal");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "reach:abc|'reach:abc': the target must be a whole number of points, e.g. reach:300",
            "reach:|'reach:': the target must be a whole number of points",
            "reach:2.5|'reach:2.5': the target must be a whole number of points",
            "reach:-5|'reach:-5': the target must be a whole number of points, e.g. reach:300",
            "reach:+200|'reach:+200': the target must be a whole number of points, e.g. reach:300",
            "reach:1576|'reach:1576': the target must be 0..1575 points",
            "reach:99999999999|'reach:99999999999': the target must be a whole number",
            "max|'max': expected ev, reach:T (a final total to reach, e.g. reach:300) or win",
            "''|'': expected ev"})
    void parse_badGoal_namesTheTextAndWhatWasExpected(String text, String message) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> GoalWords.parse(text));
        assertTrue(e.getMessage().startsWith(message), e.getMessage());
    }
}
