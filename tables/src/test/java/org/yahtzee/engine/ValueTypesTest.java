package org.yahtzee.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.grade.TurnPlay;
import org.yahtzee.rules.Category;

/** The API's value types: immutable, equal by value, and refusing what they cannot hold by name. */
final class ValueTypesTest {

    @Test
    void dice_every252Rolls_roundTrip_anyOrderEqual() {
        Set<String> seen = new HashSet<>();
        for (int id = 0; id < KeepLattice.ROLLS; id++) {
            Dice d = Dice.ofId(id);
            assertEquals(d, Dice.of(d.faces()));
            assertEquals(id, Dice.of(d.faces()).id());
            assertTrue(seen.add(d.toString()));
            assertEquals(5, d.all().size());
            assertTrue(d.holds(d.all()) && d.holds(Keep.NONE));
        }
        assertEquals(Dice.of(1, 2, 3, 4, 4), Dice.of(4, 4, 1, 2, 3));
        assertEquals("12344", Dice.of(4, 3, 4, 2, 1).toString());
        assertThrows(IllegalArgumentException.class, () -> Dice.of(1, 2, 3, 4));
        assertThrows(IllegalArgumentException.class, () -> Dice.of(1, 2, 3, 4, 7));
        assertThrows(IllegalArgumentException.class, () -> Dice.ofId(252));
    }

    @Test
    void keep_every462Keeps_roundTrip() {
        for (int id = 0; id < KeepLattice.KEEPS; id++) {
            Keep k = Keep.ofId(id);
            assertEquals(k, Keep.of(k.faces()));
            assertEquals(KeepLattice.size(id), k.size());
        }
        assertEquals("", Keep.NONE.toString());
        assertEquals(Keep.of(4, 4), Keep.of(4, 4));
        assertThrows(IllegalArgumentException.class, () -> Keep.of(1, 1, 1, 1, 1, 1));
        assertThrows(IllegalArgumentException.class, () -> Keep.ofId(-1));
    }

    @Test
    void move_threeKinds_equalByValue() {
        Move keep = Move.keep(Keep.of(4, 4).id());
        Move standPat = Move.standPat(Dice.of(1, 2, 3, 4, 5).all().id(), Category.LARGE_STRAIGHT, 40);
        Move score = Move.score(Category.SIXES, 18);
        assertEquals("keep 44", keep.toString());
        assertEquals("keep 12345 and score large-straight 40", standPat.toString());
        assertEquals("score sixes 18", score.toString());
        assertTrue(keep.isKeep() && standPat.isKeep() && !score.isKeep());
        assertNull(score.kept());
        assertEquals(keep, Move.keep(Keep.of(4, 4).id()));
        assertNotEquals(keep, standPat);
        assertThrows(IllegalArgumentException.class, () -> Move.standPat(Keep.of(4, 4).id(), Category.CHANCE, 8));
    }

    @Test
    void goal_andPolicy_namesAndRanges() {
        assertEquals("ev", Goal.EV.name());
        assertEquals("win", Goal.WIN.name());
        assertEquals("reach:300", Goal.reach(300).name());
        assertEquals(Goal.reach(300), Goal.reach(300));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Goal.reach(1576));
        assertEquals("the target must be 0..1575 points (no card scores more), was 1576", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new Goal(Goal.Kind.EV, 5));
        e = assertThrows(IllegalArgumentException.class, () -> Goal.reach(600).tableTarget());
        assertEquals("reach:600 is beyond the reach table: simulated targets are 0..500", e.getMessage());

        assertEquals(List.of("ev", "heuristic", "reach:250", "win"),
                List.of(Policy.EV.name(), Policy.HEURISTIC.name(), Policy.reach(250).name(), Policy.WIN.name()));
        assertEquals(Policy.reach(250), Policy.of(Goal.reach(250)));
        assertThrows(IllegalArgumentException.class, () -> Policy.of(Goal.reach(501)));
    }

    @Test
    void sessionStanding_andSeat_checkedAndCopied() {
        int[] before = {10, 20};
        SessionStanding standing = new SessionStanding(before, 2, 3);
        before[0] = 99;
        assertArrayEquals(new int[] {10, 20}, standing.before());
        assertTrue(standing.inSession() && !SessionStanding.single(2).inSession());
        assertThrows(IllegalArgumentException.class, () -> new SessionStanding(new int[2], 4, 3));
        assertThrows(IllegalArgumentException.class, () -> new SessionStanding(new int[2], 1, Yahtzee.SESSION_MAX_GAMES + 1));

        List<List<TurnPlay>> two = List.of(List.of(), List.of());
        assertEquals(2, Seat.of(two, 1).playerCount());
        assertThrows(IllegalArgumentException.class, () -> Seat.of(two, 2));
        assertThrows(IllegalArgumentException.class, () -> new Seat(two, 0, SessionStanding.single(3)));
        assertEquals(1, Seat.alone().playerCount());
    }
}
