package org.yahtzee.goal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/** The joint endgame against the naive enumeration of both players' turns, with one and two boxes open each. */
final class JointEndgameTest {
    private static final Rules RULES = Rules.OFFICIAL;

    /** A card with every box written but {@code open}: upper boxes at three of a face, the rest as given. */
    private static Scorecard card(int lowerExtra, Category... open) {
        return card(3, lowerExtra, open);
    }

    /** As {@link #card(int, Category...)}, the upper boxes at {@code dice} of a face. */
    private static Scorecard card(int dice, int lowerExtra, Category... open) {
        List<Category> openList = List.of(open);
        Scorecard c = Scorecard.empty(RULES);
        for (Category box : Category.values()) {
            if (openList.contains(box)) {
                continue;
            }
            int points = box.isUpper() ? dice * (box.id() + 1) : switch (box) {
                case THREE_OF_A_KIND, FOUR_OF_A_KIND -> 20 + lowerExtra;
                case FULL_HOUSE -> 25;
                case SMALL_STRAIGHT -> 30;
                case LARGE_STRAIGHT -> 40;
                case CHANCE -> 22;
                default -> 0;
            };
            c = c.withBox(box, points);
        }
        return c;
    }

    private static NaiveJoint.Card naive(Scorecard c) {
        return new NaiveJoint.Card(c.usedMask(), c.cappedUpper(), c.yahtzeeHolds50(), c.total());
    }

    private static void assertAsNaive(Scorecard mover, Scorecard other) {
        JointEndgame joint = JointEndgame.of(mover, other);
        NaiveJoint naive = new NaiveJoint(RULES);
        double expected = naive.value(naive(mover), naive(other));
        assertEquals(expected, joint.value(mover, other), 2e-6, mover + " against " + other);
    }

    @Test
    void oneBoxOpenEach_asNaive_aheadBehindAndLevel() {
        for (int extra : new int[] {-10, 0, 3, 10}) { // the mover's three/four of a kind against 20 each
            assertAsNaive(card(extra, Category.CHANCE), card(0, Category.YAHTZEE));
            assertAsNaive(card(extra, Category.FULL_HOUSE), card(0, Category.CHANCE));
        }
    }

    /** The mover's last box, the other already finished: the last-turn case of the win goal. */
    @Test
    void otherFinished_asTheWinGoalOfAFinishedOpponent() {
        Scorecard mover = card(0, Category.YAHTZEE);
        Scorecard other = card(5, new Category[0]);
        JointEndgame joint = JointEndgame.of(mover, other);
        // Behind by 10: only a Yahtzee wins.
        assertEquals(2_783_176 / Math.pow(6, 10), joint.value(mover, other), 1e-6);
        assertAsNaive(mover, other);
    }

    /** Boxes of two printed values each (and the upper bonus 35 points away on one side), to keep the enumeration short. */
    @Test
    void twoBoxesOpenEach_asNaive() {
        assertAsNaive(card(0, Category.YAHTZEE, Category.FULL_HOUSE), card(2, Category.LARGE_STRAIGHT, Category.SMALL_STRAIGHT));
        assertAsNaive(card(-5, Category.LARGE_STRAIGHT, Category.FULL_HOUSE), card(0, Category.YAHTZEE, Category.SMALL_STRAIGHT));
    }

    /** The mover with two boxes open, the other with one (the mover seated second). */
    @Test
    void twoAgainstOne_asNaive_everyChoiceOfTheFirstRoll() {
        Scorecard mover = card(0, Category.CHANCE, Category.LARGE_STRAIGHT);
        Scorecard other = card(0, Category.SMALL_STRAIGHT);
        assertAsNaive(mover, other);
        JointEndgame joint = JointEndgame.of(mover, other);
        GoalTurn turn = joint.turn(mover, other);
        NaiveJoint naive = new NaiveJoint(RULES);
        // every keep of the roll 1 2 3 4 6 with two rolls left, as the naive enumeration values it
        NaiveJoint.Card m = naive(mover);
        NaiveJoint.Card o = naive(other);
        NaiveGoal enumeration = new NaiveGoal(RULES, (f, u, y, x) -> 1 - naive.value(o,
                new NaiveJoint.Card(f, u, y, x)));
        int roll = KeepLattice.rollOfDice(1, 2, 3, 4, 6);
        for (int k = 0; k < KeepLattice.KEEPS; k++) {
            if (KeepLattice.contains(KeepLattice.keepOfRoll(roll), k) && KeepLattice.size(k) < 5) {
                double expected = enumeration.keepValue(m.filled(), m.upper(), m.y50(), m.points(), KeepLattice.dice(k), 2);
                assertEquals(expected, turn.keepValue(k, 2), 2e-6, "keep " + k);
            }
        }
    }

    /**
     * The band of open needs against every lane solved whole: the same bits at every choice of
     * every roll, three boxes open each, the Yahtzee open on one side (its bonuses widen the band),
     * the two cards' totals 80 points apart either way (the same lanes read at other needs).
     */
    @Test
    void bandedLanes_sameBitsAsWholeLanes() {
        Category[] open = {Category.YAHTZEE, Category.SIXES, Category.CHANCE};
        Scorecard other = card(10, Category.FULL_HOUSE, Category.LARGE_STRAIGHT, Category.FOURS);
        JointEndgame banded = JointEndgame.of(card(0, open), other);
        JointEndgame whole = JointEndgame.of(card(0, open), other, false, true);
        for (int extra : new int[] {-20, -6, 0, 3, 10}) { // two boxes of 20 + extra each side
            Scorecard mover = card(extra, open);
            other = card(-10 - extra, Category.FULL_HOUSE, Category.LARGE_STRAIGHT, Category.FOURS);
            assertSameBits(whole.turn(mover, other), banded.turn(mover, other), open,
                    "ahead by " + (mover.total() - other.total()));
        }
        assertEquals(whole.lanesSolved(), banded.lanesSolved());
    }

    /** Every value of turn {@code actual} the same bits as of {@code expected}: the start, every roll, box and keep. */
    private static void assertSameBits(GoalTurn expected, GoalTurn actual, Category[] open, String what) {
        assertEquals(expected.start(), actual.start(), what);
        for (int roll = 0; roll < KeepLattice.ROLLS; roll++) {
            for (int rollsLeft = 0; rollsLeft <= 2; rollsLeft++) {
                assertEquals(expected.rollValue(roll, rollsLeft), actual.rollValue(roll, rollsLeft), what + ", roll " + roll);
            }
            for (Category box : open) {
                assertEquals(expected.scoreValue(roll, box), actual.scoreValue(roll, box), what + ", roll " + roll + " " + box);
            }
        }
        for (int k = 0; k < KeepLattice.KEEPS; k++) {
            assertEquals(expected.keepValue(k, 2), actual.keepValue(k, 2), what + ", keep " + k);
            assertEquals(expected.keepValue(k, 1), actual.keepValue(k, 1), what + ", keep " + k);
        }
    }

    /**
     * States alike but for an upper total that changes nothing to come (every upper box filled,
     * 63 with its bonus or 21; the bonus out of reach, 15 or 30 with the Sixes open) share their
     * lanes: the second pair of cards solves none, and its turn is the same bits as one whose
     * lanes are kept state by state.
     */
    @Test
    void statesAlikeButForTheUpperTotal_shareLanes_sameBitsAsLanesByState() {
        Category[][] opens = {{Category.YAHTZEE, Category.CHANCE, Category.FULL_HOUSE},
            {Category.SIXES, Category.CHANCE, Category.YAHTZEE}};
        int[][] dice = {{3, 1}, {1, 2}}; // the mover's upper boxes at this many dice of a face: first, then alike
        for (int c = 0; c < opens.length; c++) {
            Category[] open = opens[c];
            Scorecard mover = card(dice[c][0], 0, open);
            Scorecard other = card(3, 2, Category.LARGE_STRAIGHT, Category.SMALL_STRAIGHT);
            Scorecard moverAlike = card(dice[c][1], 4, open);
            Scorecard otherAlike = card(1, 2, Category.LARGE_STRAIGHT, Category.SMALL_STRAIGHT);
            JointEndgame shared = JointEndgame.of(mover, other);
            shared.turn(mover, other);
            int solved = shared.lanesSolved();
            GoalTurn alike = shared.turn(moverAlike, otherAlike);
            assertEquals(solved, shared.lanesSolved(), "the alike cards' turn solved no lane, " + List.of(open));
            GoalTurn byState = JointEndgame.of(moverAlike, otherAlike, true, false).turn(moverAlike, otherAlike);
            assertSameBits(byState, alike, open, List.of(open).toString());
        }
    }

    /**
     * A turn once made reads only the lanes it kept, never its endgame again: the endgame may
     * forget (or solve other turns on another thread) and the turn, shared, answers the same bits.
     */
    @Test
    void turn_onceMade_readsOnlyItsOwnLanes() {
        Category[] open = {Category.YAHTZEE, Category.CHANCE, Category.TWOS};
        Scorecard mover = card(0, open);
        Scorecard other = card(2, Category.LARGE_STRAIGHT, Category.SMALL_STRAIGHT);
        JointEndgame joint = JointEndgame.of(mover, other);
        GoalTurn turn = joint.turn(mover, other);
        GoalTurn fresh = JointEndgame.of(mover, other).turn(mover, other);
        joint.forgetLanes();
        for (int roll = 0; roll < KeepLattice.ROLLS; roll++) {
            for (Category box : Category.values()) {
                assertEquals(fresh.scoreValue(roll, box), turn.scoreValue(roll, box), "roll " + roll + " " + box);
            }
        }
        assertEquals(0, joint.lanesSolved(), "no lane solved again for the turn's reads");
    }

    @Test
    void aCardThatCanGainMore_refused() {
        JointEndgame joint = JointEndgame.of(card(0, Category.CHANCE), card(0, Category.CHANCE));
        assertTrue(joint.covers(card(0, Category.CHANCE), card(0, Category.FULL_HOUSE)));
        assertThrows(IllegalArgumentException.class, () -> joint.turn(card(0, Category.YAHTZEE), card(0, Category.CHANCE)));
    }
}
