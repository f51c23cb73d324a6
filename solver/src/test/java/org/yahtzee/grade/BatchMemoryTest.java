package org.yahtzee.grade;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedValues;

/**
 * Grading batch after batch in one {@link BatchMemory}: each game as {@link GameGrader#gradeAll(List, int)}
 * grades it (which GroupedGradingTest holds to grade and its reference), whatever the batches'
 * sizes and order; a batch read after the memory graded the next throws; a decision comes out
 * of {@link TurnSlots} as it went in; a game's figures read from the memory are those of the
 * game made whole.
 */
final class BatchMemoryTest {

    private static List<List<TurnPlay>> games(SolvedValues values, long seed, int count) {
        RandomPlayer player = new RandomPlayer(values, seed, 0.2);
        List<List<TurnPlay>> games = new ArrayList<>();
        for (int g = 0; g < count; g++) {
            games.add(player.game(g % 7 == 6 ? g % 13 : 13));
        }
        return games;
    }

    @Test
    void gradeAll_batchAfterBatchInOneMemory_equalsGradeAll() {
        SolvedValues values = GameGraderTest.solved(Rules.OFFICIAL);
        GameGrader grader = new GameGrader(values);
        BatchMemory memory = new BatchMemory();
        int[] sizes = {120, 40, 200, 10, 64};
        for (int b = 0; b < sizes.length; b++) {
            List<List<TurnPlay>> batch = games(values, 40 + b, sizes[b]);
            List<GradedGame> expected = grader.gradeAll(batch, 2);
            List<GradedGame> graded = grader.gradeAll(batch, 1 + b % 2, memory);
            assertEquals(batch.size(), graded.size());
            for (int g = 0; g < batch.size(); g++) {
                assertEquals(expected.get(g), graded.get(g), "batch " + b + ", game " + g);
            }
        }
    }

    /** Figures as a naive reading of the game made whole: its decisions counted, the largest loss among them. */
    private static GameFigures naiveFigures(GradedGame game) {
        double largest = game.decisions().stream().mapToDouble(Decision::loss).max().orElse(0);
        return new GameFigures(game.card(), game.decisions().size(), game.expectedAtStart(), game.totalLoss(),
                game.luck(), game.stillToCome(), Math.max(0, largest));
    }

    @Test
    void figures_ofEveryGame_equalThoseOfTheGameMadeWhole() {
        SolvedValues values = GameGraderTest.solved(Rules.OFFICIAL);
        GameGrader grader = new GameGrader(values);
        BatchMemory memory = new BatchMemory();
        int[] sizes = {150, 10, 64}; // 10: under GROUPED_FROM, graded one by one
        int flagged = 0;
        for (int b = 0; b < sizes.length; b++) {
            BatchGrades graded = grader.gradeAll(games(values, 90 + b, sizes[b]), 2, memory);
            for (int g = 0; g < graded.size(); g++) {
                GameFigures figures = graded.figures(g); // before the game is made: it reads the memory alone
                GameFigures expected = naiveFigures(graded.get(g));
                assertEquals(expected, figures, "batch " + b + ", game " + g);
                assertEquals(expected, graded.get(g).figures(), "batch " + b + ", game " + g);
                flagged += figures.largestLoss() > 0.01 ? 1 : 0;
            }
        }
        assertTrue(flagged > 100, flagged + " games with a loss over 0.01"); // the mistakes are there
    }

    @Test
    void reserve_batchesUpToIt_keepTheArrays() {
        SolvedValues values = GameGraderTest.solved(Rules.OFFICIAL);
        GameGrader grader = new GameGrader(values);
        BatchMemory memory = new BatchMemory();
        memory.reserve(100);
        long[] moves = memory.movesOf;
        long[] decisions = memory.slots.decisions;
        for (int size : new int[] {40, 100, 64}) {
            List<List<TurnPlay>> batch = games(values, size, size);
            BatchGrades graded = grader.gradeAll(batch, 2, memory);
            List<GradedGame> expected = grader.gradeAll(batch, 1);
            for (int g = 0; g < size; g++) {
                assertEquals(expected.get(g), graded.get(g));
            }
        }
        assertSame(moves, memory.movesOf);
        assertSame(decisions, memory.slots.decisions);
    }

    @Test
    void gradeAll_batchReadAfterTheNext_throws() {
        SolvedValues values = GameGraderTest.solved(Rules.OFFICIAL);
        GameGrader grader = new GameGrader(values);
        BatchMemory memory = new BatchMemory();
        BatchGrades first = grader.gradeAll(games(values, 7, 40), 2, memory);
        first.get(39);
        grader.gradeAll(games(values, 8, 40), 2, memory);
        assertThrows(IllegalStateException.class, () -> first.get(0));
        assertThrows(IllegalStateException.class, () -> first.figures(0));
        assertThrows(IndexOutOfBoundsException.class,
                () -> grader.gradeAll(games(values, 9, 40), 2, memory).get(40));
    }

    @Test
    void turnSlots_everyFieldAtItsEnds_roundTrips() {
        TurnSlots slots = new TurnSlots(1);
        Category[] boxes = new Category[Category.COUNT + 1]; // null, then every box
        for (int id = 0; id < Category.COUNT; id++) {
            boxes[id + 1] = Category.byId(id);
        }
        for (Decision.Kind kind : Decision.Kind.values()) {
            for (Category box : boxes) {
                for (int end = 0; end < 2; end++) {
                    Decision d = new Decision(end == 0 ? 1 : 13, end == 0 ? 1 : 3, kind, end == 0 ? 0 : 251,
                            end == 0 ? -1 : 461, box, end == 0 ? -1 : 50, end == 0 ? 461 : -1,
                            box == null ? Category.CHANCE : null, end == 0 ? 50 : -1, 254.5 + end, -0.0, 1e-300);
                    slots.put(2, d.turn(), d.roll(), d.kind(), d.rollId(), d.playedKeepId(), d.playedBox(),
                            d.playedPoints(), d.bestKeepId(), d.bestBox(), d.bestPoints(), d.playedTotal(),
                            d.bestTotal(), d.loss());
                    assertEquals(d, slots.decision(2));
                }
            }
        }
    }
}
