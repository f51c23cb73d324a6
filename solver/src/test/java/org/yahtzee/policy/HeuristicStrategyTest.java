package org.yahtzee.policy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/** The baseline's documented rules, one by one (HeuristicStrategy's class comment, docs/cli.md). */
final class HeuristicStrategyTest {
    private final HeuristicStrategy heuristic = new HeuristicStrategy();

    private static int roll(int... dice) {
        return KeepLattice.rollOfDice(dice);
    }

    private String keep(PlayState state, int... dice) {
        return KeepLattice.digits(heuristic.keep(state, roll(dice), 2));
    }

    @Test
    void standsPat_onMadeHandsWhoseBoxIsOpen() {
        PlayState empty = new PlayState(Rules.OFFICIAL);
        assertEquals("12345", keep(empty, 1, 2, 3, 4, 5));
        assertEquals("33355", keep(empty, 3, 3, 5, 3, 5));
        assertEquals("44444", keep(empty, 4, 4, 4, 4, 4));
        // A small straight stands only once the large straight is filled; else the run is kept.
        assertEquals("1234", keep(empty, 1, 2, 3, 4, 6));
        PlayState lsFilled = played(Category.LARGE_STRAIGHT, 2, 3, 4, 5, 6);
        assertEquals("12346", keep(lsFilled, 1, 2, 3, 4, 6));
    }

    @Test
    void keepsTheMostCommonFace_higherOnATie_elseTheHighestDie() {
        PlayState empty = new PlayState(Rules.OFFICIAL);
        assertEquals("222", keep(empty, 2, 2, 2, 5, 6));
        assertEquals("55", keep(empty, 2, 2, 5, 5, 6));
        PlayState straightsFilled = played(Category.LARGE_STRAIGHT, 2, 3, 4, 5, 6);
        straightsFilled.score(roll(1, 2, 3, 4, 6), Category.SMALL_STRAIGHT.id());
        assertEquals("6", keep(straightsFilled, 1, 2, 3, 4, 6)); // no run kept: no straight box open
    }

    @Test
    void scoresTheBoxFurthestAbovePar() {
        PlayState empty = new PlayState(Rules.OFFICIAL);
        // 66655: sixes 18 (par 18: 0), three of a kind 28 (par 20: +8), full house 25 (par 20: +5)
        assertEquals(Category.THREE_OF_A_KIND.id(), heuristic.box(empty, roll(6, 6, 6, 5, 5)));
        // 11236: ones 2 - 3 = -1, twos 2 - 6, chance 13 - 22, three of a kind 0 - 20, ...: ones
        assertEquals(Category.ONES.id(), heuristic.box(empty, roll(1, 1, 2, 3, 6)));
        // 44444 with the Yahtzee box open: yahtzee 50 - 40 = +10 beats fours 20 - 12 = +8
        assertEquals(Category.YAHTZEE.id(), heuristic.box(empty, roll(4, 4, 4, 4, 4)));
    }

    private static PlayState played(Category box, int... dice) {
        PlayState state = new PlayState(Rules.OFFICIAL);
        state.score(KeepLattice.rollOfDice(dice), box.id());
        return state;
    }
}
