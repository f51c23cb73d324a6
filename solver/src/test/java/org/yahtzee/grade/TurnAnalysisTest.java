package org.yahtzee.grade;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.yahtzee.advice.Advisor;
import org.yahtzee.advice.TurnPolicy;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.JokerRule;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.LaneTurnAnalyzer;
import org.yahtzee.solver.SolvedValues;
import org.yahtzee.solver.TurnAnalyzer;
import org.yahtzee.solver.TurnValues;

/**
 * A lane of a {@link LaneTurnAnalyzer}'s rows read in place ({@link TurnAnalysis.Lane}) against
 * {@link TurnAnalyzer}'s values of the same state and the advisor's choices on them: every roll
 * and keep value, best keep and best box, bit for bit, for every state a few games reach.
 */
final class TurnAnalysisTest {

    @ParameterizedTest
    @EnumSource(JokerRule.class)
    void lane_statesOfGames_equalTurnValuesAndAdvice(JokerRule joker) {
        Rules rules = Rules.NAMED.stream().filter(r -> r.joker() == joker).findFirst().orElseThrow();
        SolvedValues values = GameGraderTest.solved(rules);
        List<Scorecard> states = states(values);
        assertTrue(states.size() > 2 * LaneTurnAnalyzer.LANES, states.size() + " states");
        assertTrue(states.stream().anyMatch(c -> c.yahtzeeHolds50()), "no card with a Yahtzee scored: no extra Yahtzees");
        TurnAnalyzer reference = new TurnAnalyzer(values);
        LaneTurnAnalyzer analyzer = new LaneTurnAnalyzer(values);
        TurnAnalysis.Lane lane = new TurnAnalysis.Lane(analyzer);
        int merged = 0;
        for (int first = 0; first < states.size(); first += LaneTurnAnalyzer.LANES) {
            int lanes = Math.min(LaneTurnAnalyzer.LANES, states.size() - first);
            for (int l = 0; l < lanes; l++) {
                Scorecard c = states.get(first + l);
                analyzer.state(l, c.usedMask(), c.cappedUpper(), c.yahtzeeHolds50());
            }
            analyzer.analyzeRows(lanes);
            Expected[] expected = new Expected[lanes];
            for (int l = 0; l < lanes; l++) {
                Scorecard c = states.get(first + l);
                expected[l] = new Expected(reference.analyze(c.usedMask(), c.cappedUpper(), c.yahtzeeHolds50()));
                assertSame(expected[l], lane.at(l), "state " + (first + l) + " " + c);
                assertSame(expected[l], TurnAnalysis.of(expected[l].turn), "state " + (first + l) + " " + c);
            }
            // the grader's way: states merged into the lane before when their turns are the same
            int[] laneOf = new int[lanes];
            int used = 0;
            for (int l = 0; l < lanes; l++) {
                Scorecard c = states.get(first + l);
                laneOf[l] = analyzer.mergeState(used, c.usedMask(), c.cappedUpper(), c.yahtzeeHolds50());
                used += laneOf[l] == used ? 1 : 0;
            }
            analyzer.analyzeSetButFirstRoll(used);
            for (int l = 0; l < lanes; l++) {
                assertSame(expected[l], lane.at(laneOf[l]), "merged state " + (first + l) + " " + states.get(first + l));
            }
            merged += lanes - used;
        }
        assertTrue(merged > 0, "no state merged");
    }

    /** A state's values and the advisor's choices on them, made once for the two readings compared with them. */
    private static final class Expected {
        final TurnValues turn;
        /** The best keep of each roll, with 1 (at rollId) and 2 (at ROLLS + rollId) rolls left. */
        final int[] bestKeep = new int[2 * KeepLattice.ROLLS];
        final Category[] bestBox = new Category[KeepLattice.ROLLS];

        Expected(TurnValues turn) {
            this.turn = turn;
            for (int rollId = 0; rollId < KeepLattice.ROLLS; rollId++) {
                bestKeep[rollId] = TurnPolicy.bestKeep(turn, rollId, 1);
                bestKeep[KeepLattice.ROLLS + rollId] = TurnPolicy.bestKeep(turn, rollId, 2);
                bestBox[rollId] = Advisor.bestBox(turn, rollId);
            }
        }
    }

    private static void assertSame(Expected e, TurnAnalysis actual, String where) {
        TurnValues expected = e.turn;
        assertEquals(expected.usedMask(), actual.boxes().usedMask(), where);
        for (int rollId = 0; rollId < KeepLattice.ROLLS; rollId++) {
            int r = rollId;
            for (int rollsLeft = 0; rollsLeft <= 2; rollsLeft++) {
                assertEquals(expected.rollValue(rollId, rollsLeft), actual.rollValue(rollId, rollsLeft), where);
            }
            for (int rollsLeft = 1; rollsLeft <= 2; rollsLeft++) {
                assertEquals(e.bestKeep[(rollsLeft - 1) * KeepLattice.ROLLS + rollId], actual.bestKeep(rollId, rollsLeft),
                        () -> where + " roll " + r);
            }
            assertEquals(e.bestBox[rollId], actual.bestBox(rollId), () -> where + " roll " + r);
            for (Category box : Category.values()) {
                assertEquals(expected.scoreValue(rollId, box), actual.boxes().scoreValue(rollId, box), where);
                assertEquals(expected.points(rollId, box), actual.boxes().points(rollId, box), where);
            }
        }
        for (int keepId = 0; keepId < KeepLattice.KEEPS; keepId++) {
            for (int rollsLeft = 1; rollsLeft <= 2; rollsLeft++) {
                assertEquals(expected.keepValue(keepId, rollsLeft), actual.keepValue(keepId, rollsLeft), where);
            }
        }
    }

    /**
     * The distinct start states of 60 games, some with mistakes (so some with Yahtzees scored and
     * chances zeroed), in StateIndex order, as the grader takes them (so that some merge).
     */
    private static List<Scorecard> states(SolvedValues values) {
        Set<Integer> seen = new LinkedHashSet<>();
        List<Scorecard> states = new ArrayList<>();
        for (int g = 0; g < 60; g++) {
            Scorecard card = Scorecard.empty(values.rules());
            for (TurnPlay play : new RandomPlayer(values, 500 + g, g % 3 * 0.2).game()) {
                if (seen.add(card.stateIndex())) {
                    states.add(card);
                }
                card = card.score(play.finalRollId(), play.box());
            }
        }
        states.sort(java.util.Comparator.comparingInt(Scorecard::stateIndex));
        return states;
    }
}
