package org.yahtzee.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.yahtzee.game.Scorecard;
import org.yahtzee.goal.FinalUtility;
import org.yahtzee.goal.GoalTurn;
import org.yahtzee.goal.GoalValues;
import org.yahtzee.goal.Session;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * The shared turns on their own, each turn a new object from a made-up table (milliseconds), so
 * that sharing shows as the same object: one solve per key however and whenever it is asked, a
 * key of its own for anything that decides a turn, a failed solve forgotten, the memory bounded.
 * EngineWinTurnsTest has the real turns through the server's engine.
 */
final class SharedTurnsTest {
    private static final Session SINGLE = Session.single(1);
    private static final Scorecard OWN = Scorecard.empty(Rules.OFFICIAL).score(roll(1, 1, 1, 2, 3), Category.ONES);
    private static final List<Scorecard> OTHER = List.of(Scorecard.empty(Rules.OFFICIAL).score(roll(6, 6, 6, 6, 5),
            Category.SIXES));
    /** Every state's lane the same made-up reach table: a turn of it is a few milliseconds. */
    private static final GoalValues VALUES = GoalValues.fromTable(Rules.OFFICIAL, FinalUtility.reach(500),
            state -> lane(), 0, 500, 0);

    @Test
    void turn_askedAgain_solvedOnce() {
        SharedTurns shared = new SharedTurns();
        Counted solve = new Counted();
        GoalTurn first = shared.turn(SINGLE, OWN, OTHER, solve);
        for (int i = 0; i < 4; i++) {
            assertSame(first, shared.turn(SINGLE, OWN, new ArrayList<>(OTHER), solve)); // equal keys, not the same lists
        }
        assertEquals(1, solve.calls.get());
        assertEquals(1, shared.solves());
    }

    /** Four askers while the first one's solve is under way: they wait for it and get its turn. */
    @Test
    void turn_askedWhileSolving_waitsForTheOneSolve() throws Exception {
        SharedTurns shared = new SharedTurns();
        CountDownLatch solving = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        AtomicInteger calls = new AtomicInteger();
        Supplier<GoalTurn> slow = () -> {
            calls.incrementAndGet();
            solving.countDown();
            await(release);
            return turnAt(100);
        };
        ExecutorService threads = Executors.newFixedThreadPool(5);
        try {
            Future<GoalTurn> first = threads.submit(() -> shared.turn(SINGLE, OWN, OTHER, slow));
            assertTrue(solving.await(1, TimeUnit.MINUTES));
            List<Future<GoalTurn>> waiting = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                waiting.add(threads.submit(() -> shared.turn(SINGLE, OWN, OTHER, slow)));
            }
            Thread.sleep(50); // let them reach the wait: none of them may start a solve of its own
            release.countDown();
            GoalTurn turn = first.get(1, TimeUnit.MINUTES);
            for (Future<GoalTurn> asker : waiting) {
                assertSame(turn, asker.get(1, TimeUnit.MINUTES));
            }
        } finally {
            threads.shutdownNow();
        }
        assertEquals(1, calls.get());
        assertEquals(1, shared.solves());
    }

    /** The session, the own card (its rules too) and each other card decide the turn: any of them changed is a solve of its own. */
    @Test
    void turn_anythingThatDecidesItChanged_solvedApart() {
        SharedTurns shared = new SharedTurns();
        Counted solve = new Counted();
        Scorecard third = Scorecard.empty(Rules.OFFICIAL);
        Scorecard yahtzee = Scorecard.empty(Rules.OFFICIAL).score(roll(4, 4, 4, 4, 4), Category.YAHTZEE)
                .score(roll(1, 1, 1, 2, 3), Category.ONES);
        List<Ask> asks = List.of(
                new Ask(SINGLE, OWN, OTHER),
                new Ask(new Session(20, new int[] {0}, 0), OWN, OTHER), // a session: the own total before
                new Ask(new Session(0, new int[] {20}, 0), OWN, OTHER), // the other's before
                new Ask(new Session(0, new int[] {0}, 1), OWN, OTHER), // games after this one
                new Ask(SINGLE, OWN.score(roll(2, 2, 3, 3, 3), Category.FULL_HOUSE), OTHER),
                new Ask(SINGLE, Scorecard.empty(Rules.FREE_CHOICE).score(roll(1, 1, 1, 2, 3), Category.ONES), OTHER),
                new Ask(SINGLE, yahtzee, OTHER),
                new Ask(SINGLE, yahtzee.withYahtzeeBonuses(1), OTHER), // the same boxes, a bonus more
                new Ask(SINGLE, OWN, List.of(OTHER.get(0).score(roll(1, 2, 3, 4, 5), Category.CHANCE))),
                new Ask(Session.single(2), OWN, List.of(OTHER.get(0), third)),
                new Ask(Session.single(2), OWN, List.of(third, OTHER.get(0)))); // the seating order
        List<GoalTurn> turns = new ArrayList<>();
        for (Ask ask : asks) {
            turns.add(shared.turn(ask.session, ask.own, ask.opponents, solve));
        }
        assertEquals(asks.size(), solve.calls.get());
        for (int i = 0; i < asks.size(); i++) { // each kept under its own key
            Ask ask = asks.get(i);
            assertSame(turns.get(i), shared.turn(ask.session, ask.own, ask.opponents, solve));
        }
        assertEquals(asks.size(), solve.calls.get());
        assertEquals(asks.size(), shared.solves());
    }

    private record Ask(Session session, Scorecard own, List<Scorecard> opponents) {
    }

    @Test
    void turn_solveFails_itsAskerGetsTheErrorAndTheNextOneSolvesAgain() {
        SharedTurns shared = new SharedTurns();
        IllegalStateException missing = new IllegalStateException("the official reach table is not in the cache");
        assertSame(missing, assertThrows(IllegalStateException.class,
                () -> shared.turn(SINGLE, OWN, OTHER, () -> {
                    throw missing;
                })));
        Counted solve = new Counted();
        shared.turn(SINGLE, OWN, OTHER, solve);
        assertEquals(1, solve.calls.get());
        assertEquals(2, shared.solves());
    }

    /** Past its memory the turn asked for the longest time ago is solved again; one asked since is kept. */
    @Test
    void turn_pastTheMemory_theLeastRecentlyAskedSolvedAgain() {
        SharedTurns shared = new SharedTurns();
        Counted solve = new Counted();
        Scorecard card = Scorecard.empty(Rules.OFFICIAL);
        GoalTurn oldest = shared.turn(SINGLE, card, OTHER, solve);
        GoalTurn askedAgain = shared.turn(new Session(1, new int[] {0}, 0), card, OTHER, solve);
        for (int i = 2; i <= SharedTurns.MEMORY; i++) {
            shared.turn(new Session(i, new int[] {0}, 0), card, OTHER, solve);
            shared.turn(new Session(1, new int[] {0}, 0), card, OTHER, solve);
        }
        assertEquals(SharedTurns.MEMORY + 1, solve.calls.get());
        assertSame(askedAgain, shared.turn(new Session(1, new int[] {0}, 0), card, OTHER, solve));
        assertNotSame(oldest, shared.turn(SINGLE, card, OTHER, solve));
        assertEquals(SharedTurns.MEMORY + 2, solve.calls.get());
    }

    /** A solve that counts its calls, each a new turn object. */
    private static final class Counted implements Supplier<GoalTurn> {
        final AtomicInteger calls = new AtomicInteger();

        @Override
        public GoalTurn get() {
            return turnAt(calls.incrementAndGet());
        }
    }

    private static GoalTurn turnAt(int need) {
        return GoalTurn.analyze(VALUES, 0, 0, false, need);
    }

    private static float[] lane() {
        float[] lane = new float[501];
        for (int need = 0; need < lane.length; need++) {
            lane[need] = 1 - need / 501f;
        }
        return lane;
    }

    private static int roll(int... faces) {
        return org.yahtzee.engine.Dice.of(faces).id();
    }

    private static void await(CountDownLatch latch) {
        try {
            if (!latch.await(1, TimeUnit.MINUTES)) {
                throw new IllegalStateException("the test never released the solve");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
