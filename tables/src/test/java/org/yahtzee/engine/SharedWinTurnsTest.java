package org.yahtzee.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
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
import org.yahtzee.grade.TurnPlay;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * The shared turns on their own, each solve a new object, so that sharing shows as the same
 * object: one solve per turn however and whenever it is asked, a solve of its own for anything
 * that decides a turn (the keys of seats and cards), a failed solve forgotten, the memory
 * bounded, a memory in front of another asking it instead of solving. analyzer-cli's
 * EngineWinTurnsTest has the real turns through the server's engine.
 */
final class SharedWinTurnsTest {
    private static final List<TurnPlay> ANN = List.of(scored(Category.ONES, 1, 1, 1, 2, 3),
            scored(Category.TWOS, 2, 2, 2, 3, 4));
    private static final List<TurnPlay> BOB = List.of(scored(Category.SIXES, 6, 6, 6, 6, 5),
            scored(Category.FIVES, 5, 5, 5, 6, 1), scored(Category.FOURS, 4, 4, 4, 5, 6));
    private static final List<TurnPlay> CY = List.of(scored(Category.CHANCE, 6, 6, 5, 5, 4),
            scored(Category.THREES, 3, 3, 1, 2, 5));
    /** Ann to start her third turn, Bob (seated after her) two turns played. */
    private static final WinTurnKey ANN_THIRD = WinTurnKey.of(Seat.of(List.of(ANN, BOB.subList(0, 2)), 0), card(ANN));

    @Test
    void turn_askedAgain_solvedOnce() {
        SharedWinTurns shared = new SharedWinTurns();
        Counted solve = new Counted();
        Object first = shared.turn(ANN_THIRD, solve);
        // Bob's third turn, played after Ann's, is not what she plays against: the same turn
        WinTurnKey again = WinTurnKey.of(Seat.of(List.of(ANN, BOB), 0), card(ANN));
        for (int i = 0; i < 4; i++) {
            assertSame(first, shared.turn(again, solve));
        }
        assertEquals(1, solve.calls.get());
        assertEquals(1, shared.solves());
    }

    /**
     * The exact range an asker plays with decides the turn only where it decides whether the card
     * is solved exactly: Ann's 11 open boxes are the look-ahead's for a decision (9) and a graded
     * game (7) alike, one turn.
     */
    @Test
    void key_exactRange_mattersOnlyWhereItHoldsTheCard() {
        Seat seat = Seat.of(List.of(ANN, BOB.subList(0, 2)), 0);
        assertEquals(ANN_THIRD, WinTurnKey.of(seat, card(ANN), Yahtzee.WIN_GRADE_EXACT_OPEN_MAX));
        assertEquals(ANN_THIRD.hashCode(), WinTurnKey.of(seat, card(ANN), Yahtzee.WIN_GRADE_EXACT_OPEN_MAX).hashCode());
        assertNotEquals(ANN_THIRD, WinTurnKey.of(seat, card(ANN), Category.COUNT - 2));
    }

    /** Four askers while the first one's solve is under way: they wait for it and get its turn. */
    @Test
    void turn_askedWhileSolving_waitsForTheOneSolve() throws Exception {
        SharedWinTurns shared = new SharedWinTurns();
        CountDownLatch solving = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        AtomicInteger calls = new AtomicInteger();
        Supplier<Object> slow = () -> {
            calls.incrementAndGet();
            solving.countDown();
            await(release);
            return new Object();
        };
        ExecutorService threads = Executors.newFixedThreadPool(5);
        try {
            Future<Object> first = threads.submit(() -> shared.turn(ANN_THIRD, slow));
            assertTrue(solving.await(1, TimeUnit.MINUTES));
            List<Future<Object>> waiting = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                waiting.add(threads.submit(() -> shared.turn(ANN_THIRD, slow)));
            }
            Thread.sleep(50); // let them reach the wait: none of them may start a solve of its own
            release.countDown();
            Object turn = first.get(1, TimeUnit.MINUTES);
            for (Future<Object> asker : waiting) {
                assertSame(turn, asker.get(1, TimeUnit.MINUTES));
            }
        } finally {
            threads.shutdownNow();
        }
        assertEquals(1, calls.get());
        assertEquals(1, shared.solves());
    }

    /**
     * The session, the own card (its rules too) and each other card as the seat has it at that
     * point decide the turn: any of them changed is a solve of its own.
     */
    @Test
    void turn_anythingThatDecidesItChanged_solvedApart() {
        SharedWinTurns shared = new SharedWinTurns();
        Counted solve = new Counted();
        List<List<TurnPlay>> players = List.of(ANN, BOB.subList(0, 2));
        List<TurnPlay> annOther = List.of(ANN.get(0), scored(Category.FULL_HOUSE, 2, 2, 3, 3, 3));
        List<TurnPlay> annYahtzee = List.of(scored(Category.YAHTZEE, 4, 4, 4, 4, 4), ANN.get(0));
        Scorecard freeChoice = Scorecard.empty(Rules.FREE_CHOICE);
        for (TurnPlay turn : ANN) {
            freeChoice = freeChoice.score(turn.finalRollId(), turn.box());
        }
        List<WinTurnKey> keys = List.of(
                ANN_THIRD,
                WinTurnKey.of(new Seat(players, 0, new SessionStanding(new int[] {20, 0}, 2, 2)), card(ANN)), // her total before
                WinTurnKey.of(new Seat(players, 0, new SessionStanding(new int[] {0, 20}, 2, 2)), card(ANN)), // Bob's
                WinTurnKey.of(new Seat(players, 0, new SessionStanding(new int[2], 1, 2)), card(ANN)), // a game after
                WinTurnKey.of(Seat.of(List.of(annOther, BOB.subList(0, 2)), 0), card(annOther)), // her card
                WinTurnKey.of(Seat.of(players, 0), freeChoice), // the same points under other rules
                WinTurnKey.of(Seat.of(List.of(annYahtzee, BOB.subList(0, 2)), 0), card(annYahtzee)),
                WinTurnKey.of(Seat.of(List.of(annYahtzee, BOB.subList(0, 2)), 0), card(annYahtzee).withYahtzeeBonuses(1)),
                WinTurnKey.of(Seat.of(List.of(ANN, List.of(BOB.get(0), BOB.get(2))), 0), card(ANN)), // Bob's card
                WinTurnKey.of(Seat.of(List.of(BOB, ANN), 1), card(ANN)), // seated after Bob: his third turn played
                WinTurnKey.of(Seat.of(List.of(ANN, BOB.subList(0, 2), CY), 0), card(ANN)), // a third player
                WinTurnKey.of(Seat.of(List.of(ANN, CY, BOB.subList(0, 2)), 0), card(ANN)), // in another seat
                WinTurnKey.of(Seat.of(players, 0), card(ANN), Category.COUNT - 2)); // her 11 open in the exact range
        List<Object> turns = new ArrayList<>();
        for (WinTurnKey key : keys) {
            turns.add(shared.turn(key, solve));
        }
        assertEquals(keys.size(), solve.calls.get());
        for (int i = 0; i < keys.size(); i++) { // each kept under its own key
            assertSame(turns.get(i), shared.turn(keys.get(i), solve), keys.get(i).toString());
        }
        assertEquals(keys.size(), solve.calls.get());
        assertEquals(keys.size(), shared.solves());
    }

    @Test
    void turn_solveFails_itsAskerGetsTheErrorAndTheNextOneSolvesAgain() {
        SharedWinTurns shared = new SharedWinTurns();
        IllegalStateException missing = new IllegalStateException("the official reach table is not in the cache");
        assertSame(missing, assertThrows(IllegalStateException.class, () -> shared.turn(ANN_THIRD, () -> {
            throw missing;
        })));
        Counted solve = new Counted();
        shared.turn(ANN_THIRD, solve);
        assertEquals(1, solve.calls.get());
        assertEquals(2, shared.solves());
    }

    /** Past its memory the turn asked for the longest time ago is solved again; one asked since is kept. */
    @Test
    void turn_pastTheMemory_theLeastRecentlyAskedSolvedAgain() {
        SharedWinTurns shared = new SharedWinTurns();
        Counted solve = new Counted();
        Object oldest = shared.turn(ANN_THIRD, solve);
        Object askedAgain = shared.turn(behind(1), solve);
        for (int i = 2; i <= SharedWinTurns.MEMORY; i++) {
            shared.turn(behind(i), solve);
            shared.turn(behind(1), solve);
        }
        assertEquals(SharedWinTurns.MEMORY + 1, solve.calls.get());
        assertSame(askedAgain, shared.turn(behind(1), solve));
        assertNotSame(oldest, shared.turn(ANN_THIRD, solve));
        assertEquals(SharedWinTurns.MEMORY + 2, solve.calls.get());
    }

    /**
     * Two memories in front of one: each asks it once for a turn and counts that as its solve,
     * and the turn is solved once, by the first to ask; a failure passes through and is kept by
     * none of the three.
     */
    @Test
    void turn_inFrontOfAnother_asksItInsteadOfSolving() {
        SharedWinTurns behind = new SharedWinTurns();
        SharedWinTurns first = new SharedWinTurns(behind);
        SharedWinTurns second = new SharedWinTurns(behind);
        Counted solve = new Counted();
        Object turn = first.turn(ANN_THIRD, solve);
        assertSame(turn, first.turn(ANN_THIRD, solve));
        assertSame(turn, second.turn(ANN_THIRD, solve));
        assertSame(turn, behind.turn(ANN_THIRD, solve));
        assertEquals(1, solve.calls.get());
        assertEquals(List.of(1, 1, 1), List.of(first.solves(), second.solves(), behind.solves()));

        IllegalStateException missing = new IllegalStateException("the official reach table is not in the cache");
        assertSame(missing, assertThrows(IllegalStateException.class, () -> first.turn(behind(1), () -> {
            throw missing;
        })));
        assertSame(second.turn(behind(1), solve), first.turn(behind(1), solve));
        assertEquals(2, solve.calls.get());
        assertEquals(List.of(3, 2, 3), List.of(first.solves(), second.solves(), behind.solves()));
    }

    /** A memory told to hold two turns: the third asked for lets the first go. */
    @Test
    void turn_toldHowManyToHold_theLeastRecentlyAskedPastThemSolvedAgain() {
        SharedWinTurns two = new SharedWinTurns(2);
        Counted solve = new Counted();
        Object first = two.turn(behind(1), solve);
        Object second = two.turn(behind(2), solve);
        two.turn(behind(3), solve);
        assertSame(second, two.turn(behind(2), solve));
        assertNotSame(first, two.turn(behind(1), solve));
        assertEquals(4, two.solves());
        assertThrows(IllegalArgumentException.class, () -> new SharedWinTurns(0));
    }

    /** Ann's third turn in the last game of a session, {@code points} behind Bob over the games before. */
    private static WinTurnKey behind(int points) {
        return WinTurnKey.of(new Seat(List.of(ANN, BOB.subList(0, 2)), 0, new SessionStanding(new int[] {0, points}, 2, 2)),
                card(ANN));
    }

    /** A solve that counts its calls, each a new object. */
    private static final class Counted implements Supplier<Object> {
        final AtomicInteger calls = new AtomicInteger();

        @Override
        public Object get() {
            calls.incrementAndGet();
            return new Object();
        }
    }

    /** A turn of one roll, scored in {@code box}. */
    private static TurnPlay scored(Category box, int... faces) {
        return new TurnPlay(new int[] {Dice.of(faces).id()}, new int[0], box);
    }

    private static Scorecard card(List<TurnPlay> turns) {
        Scorecard card = Scorecard.empty(Rules.OFFICIAL);
        for (TurnPlay turn : turns) {
            card = card.score(turn.finalRollId(), turn.box());
        }
        return card;
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
