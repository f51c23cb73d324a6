package org.yahtzee.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.game.Scorecard;
import org.yahtzee.grade.RandomPlayer;
import org.yahtzee.grade.TurnPlay;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * The win goal's warm-up of the solver ({@link WinWarmUp}): started by the first decision on an
 * early card under the win goal, never by advice for points or a target, nor by a graded game;
 * and no answer changes with it.
 */
final class WinWarmUpTest {
    private static final Dice DICE = Dice.of(2, 3, 4, 5, 5);

    @TempDir
    Path cache;

    /** A fresh engine (its own warm-up) over a cache with the official table and a fake reach table. */
    private Engine engine() throws IOException {
        return EngineFixtures.withFakeReachTable(cache);
    }

    private static List<List<TurnPlay>> players(Engine engine) {
        return List.of(new RandomPlayer(engine.tables().values(), 8, 0.3).game(),
                new RandomPlayer(engine.tables().values(), 9, 0.3).game());
    }

    /** Player 0's card and seat after {@code turnsDone} turns of each. */
    private static Seat seat(List<List<TurnPlay>> players, int turnsDone) {
        return Seat.of(List.of(players.get(0).subList(0, turnsDone), players.get(1).subList(0, turnsDone)), 0);
    }

    private static Scorecard card(List<List<TurnPlay>> players, int turnsDone) {
        Scorecard card = Scorecard.empty(Rules.OFFICIAL);
        for (TurnPlay t : players.get(0).subList(0, turnsDone)) {
            card = card.score(t.finalRollId(), t.box());
        }
        return card;
    }

    @Test
    void earlyWinDecision_startsIt_pointsTargetAndGradeDoNot() throws IOException, InterruptedException {
        Engine engine = engine();
        WinWarmUp warmUp = engine.tables().winWarmUp();
        List<List<TurnPlay>> players = players(engine);
        Scorecard first = Scorecard.empty(Rules.OFFICIAL);
        engine.advise(first, DICE, 2);
        engine.goal(Goal.reach(250)).advise(Seat.of(List.of(List.of(), List.of()), 0), first, DICE, 2);
        GoalPlay win = engine.goal(Goal.WIN);
        win.grade(seat(players, 3), players.get(0).subList(0, 3)); // the look-ahead's turns: milliseconds
        assertFalse(warmUp.started(), "points, a target and a graded game: no warm-up");

        win.rank(seat(players, 1), card(players, 1), DICE, 2);
        assertTrue(warmUp.started(), "a decision to win on a card with 12 open boxes");
        warmUp.await();
    }

    @Test
    void decisionInTheExactRange_startsNothing() throws IOException {
        Engine engine = engine();
        List<List<TurnPlay>> players = players(engine);
        int turnsDone = Category.COUNT - Yahtzee.WIN_EXACT_OPEN_MAX;
        engine.goal(Goal.WIN).rank(seat(players, turnsDone), card(players, turnsDone), DICE, 2);
        assertFalse(engine.tables().winWarmUp().started(), "the first decision is exact already: too late to help");
    }

    /**
     * The advice from 9 open boxes is the same, bit for bit, on an engine whose warm-up ran (and
     * one asked while it runs) as on one that never started it: the warm-up keeps nothing.
     */
    @Test
    void adviceFromNineOpen_sameWithAndWithoutIt() throws IOException, InterruptedException {
        Engine cold = engine();
        List<List<TurnPlay>> players = players(cold);
        int turnsDone = Category.COUNT - Yahtzee.WIN_EXACT_OPEN_MAX;
        Seat seat = seat(players, turnsDone);
        Scorecard card = card(players, turnsDone);
        Advice expected = cold.goal(Goal.WIN).advise(seat, card, DICE, 1);
        assertFalse(cold.tables().winWarmUp().started());

        Engine warmed = Yahtzee.builder().cacheFolder(cache).build().engine(Rules.OFFICIAL);
        GoalPlay during = warmed.goal(Goal.WIN);
        during.advise(seat(players, 1), card(players, 1), DICE, 2);
        assertTrue(warmed.tables().winWarmUp().started());
        assertEquals(expected.choices(), during.advise(seat, card, DICE, 1).choices(), "asked while it runs");
        warmed.tables().winWarmUp().await();
        assertEquals(expected.choices(), warmed.goal(Goal.WIN).advise(seat, card, DICE, 1).choices(), "after it");
    }
}
