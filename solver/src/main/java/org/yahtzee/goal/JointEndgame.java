package org.yahtzee.goal;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.state.StateIndex;

/**
 * The end of a two-player game solved jointly: both cards and whose turn it is, each player
 * maximising their own chance of winning (a tie half a win), so that a player's advice counts
 * on what the other's next turns will show. Exact (to float32) for two cards with at most
 * {@link #OPEN_MAX} boxes open each; after a player's turn the other plays if they have a box
 * open, and so on in turn. Not safe for concurrent use (one instance a thread).
 */
public final class JointEndgame {
    /*
     * Implementation notes. Only the difference of the two totals decides the game, so the value
     * of the player to move, with state s against the other's state o, is a lane over the mover's
     * need n = S - (mover's total - other's total), n = 0..2S: L(s, o)[n] = P(mover wins). S is
     * more than either card can still gain, so at n <= 0 the mover has won (1) and at n >= 2S
     * lost (0). The mover's turn is the goal widget's turn over s with, as the next state s'
     * after a box that gains g points, the lane m -> (value for the mover at need m = n - g):
     *   the other has a box open:  1 - L(o, s')[2S - m] (the other moves, from its own side);
     *   the other has finished:    L(s', o) (the mover plays on);
     *   both have finished:        1 above S - m > 0 ... i.e. 1 for m < S, 1/2 at m = S, 0 above.
     * Lanes are computed on demand, depth first, and kept by (s, o): a widget per level of the
     * recursion (at most 2 x OPEN_MAX + 1 at once). They do not depend on the points on the
     * cards, only on the states, so one instance answers every later turn of a game and any game
     * whose cards it bounds; nor on an upper total that changes nothing to come (every upper box
     * filled, or the bonus out of reach): states alike but for it share their lanes, kept by
     * their StateCodes.ALIKE codes (the same bits; in 40 games of simulate --versus win,ev, 9,447
     * lanes of 1.85 million needs solved by state, 2,693 of 0.68 million by code). A turn keeps
     * the few lanes it read (TurnLanes: its next states', some KB), so that it is immutable once
     * made and any thread may read it (a server's plays share their turns) while the instance
     * goes on for other turns. A lane is solved only over
     * the needs whose game is still open, S - most(o) .. S + most(s) (most: mostToGain), 1 below
     * and cut short above (read as 0): with 3 open boxes each the first decision 250 ms against
     * 426 for whole lanes, the same bits.
     * Cost: about (states reachable from each card)^2 lanes of at most 2S + 1 needs;
     * docs/goals.md has the measured times by open boxes.
     */

    /**
     * Both cards with this many open boxes or fewer are solved jointly: the first decision with
     * 3 open each takes about 250 ms on one thread (JointEndgameBenchmark, the machine loaded),
     * with 4 open 0.46 s, with 2 open 37 ms; later decisions reuse the lanes. Not 4: its first
     * decision would replace own solves of 4-12 ms in every game played (docs/goals.md).
     */
    public static final int OPEN_MAX = 3;
    /** Lanes kept at most (a few KB each): past this the next turn starts afresh. */
    private static final int MEMORY = 20_000;

    private final Rules rules;
    /** More than either card can still gain: needs run 0..2S. */
    private final int span;
    private final FinalUtility step;
    /** False: every lane solved whole, 0..2S (the reference the band is tested against). */
    private final boolean banded;
    /** The states' codes the lanes are kept by: StateCodes.ALIKE, or (the tests' reference) StateCodes.CODES. */
    private final int[] keyCodes;
    private final Map<Long, float[]> lanes = new HashMap<>();
    private final Map<Long, float[]> seenFromOther = new HashMap<>();
    private final ArrayDeque<GoalWidget> widgets = new ArrayDeque<>();
    private float[] finished;

    private JointEndgame(Rules rules, int span, boolean banded, boolean alike) {
        this.rules = rules;
        this.span = span;
        this.banded = banded;
        this.keyCodes = alike ? StateCodes.ALIKE : StateCodes.CODES;
        this.step = FinalUtility.reach(2 * span);
    }

    /**
     * An endgame for cards like these: any pair of cards of these rules that can gain no more
     * than these can ({@link #covers}).
     *
     * @throws IllegalArgumentException for cards of other rules than each other
     */
    public static JointEndgame of(Scorecard a, Scorecard b) {
        return of(a, b, true, true);
    }

    /**
     * As {@link #of(Scorecard, Scorecard)}, for the tests' references: {@code banded} false
     * solves every lane whole; {@code alike} false keeps a lane for each pair of states, not one
     * for the states that play alike.
     */
    static JointEndgame of(Scorecard a, Scorecard b, boolean banded, boolean alike) {
        if (a.rules().fingerprint() != b.rules().fingerprint()) {
            throw new IllegalArgumentException("both cards must be of the same rules");
        }
        return new JointEndgame(a.rules(), Math.max(mostToGain(a), mostToGain(b)) + 1, banded, alike);
    }

    /** True if this endgame answers the two cards: same rules, and neither can gain S points. */
    public boolean covers(Scorecard a, Scorecard b) {
        return a.rules().fingerprint() == rules.fingerprint() && b.rules().fingerprint() == rules.fingerprint()
                && mostToGain(a) < span && mostToGain(b) < span;
    }

    /** True if the two cards are late enough to be solved jointly: at most {@link #OPEN_MAX} boxes open each. */
    public static boolean applies(Scorecard a, Scorecard b) {
        return a.openCount() <= OPEN_MAX && b.openCount() <= OPEN_MAX;
    }

    /**
     * A bound on the points a card can still gain: each open box's most printed points, the
     * upper bonus if it can still come, and a Yahtzee bonus on every turn that could bring one
     * (not the turn that fills the Yahtzee box: a bonus needs 50 in it first).
     */
    static int mostToGain(Scorecard card) {
        return mostToGain(card.rules(), card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50());
    }

    /** {@link #mostToGain(Scorecard)} of a card in this state: it depends on nothing else. */
    static int mostToGain(Rules rules, int usedMask, int upperTotal, boolean yahtzeeHolds50) {
        int most = 0;
        boolean upperOpen = false;
        for (Category c : Category.values()) {
            if ((usedMask & c.bit()) == 0) {
                most += c.isUpper() ? 5 * (c.id() + 1) : c == Category.YAHTZEE ? 50 : c == Category.LARGE_STRAIGHT ? 40
                        : c == Category.FULL_HOUSE ? 25 : 30;
                upperOpen |= c.isUpper();
            }
        }
        most += upperOpen && upperTotal < StateIndex.UPPER_CAP ? 35 : 0;
        boolean yahtzeeOpen = (usedMask & Category.YAHTZEE.bit()) == 0;
        boolean bonuses = rules.yahtzeeBonus() && (yahtzeeHolds50 || yahtzeeOpen);
        int bonusTurns = Category.COUNT - Integer.bitCount(usedMask) - (yahtzeeOpen ? 1 : 0);
        return most + (bonuses ? Rules.YAHTZEE_BONUS * bonusTurns : 0);
    }

    /**
     * The turn of {@code mover} (a box open) with {@code other} to play after it (or finished):
     * P(the mover wins) of every choice, a tie half a win. Immutable: any thread may read it.
     *
     * @throws IllegalArgumentException if the cards are not {@link #covers covered} or the mover's card is full
     */
    public GoalTurn turn(Scorecard mover, Scorecard other) {
        if (!covers(mover, other)) {
            throw new IllegalArgumentException("these cards can gain " + Math.max(mostToGain(mover), mostToGain(other))
                    + " points; this endgame was made for at most " + (span - 1));
        }
        if (lanes.size() + seenFromOther.size() > MEMORY) { // between turns only: no recursion is under way
            forgetLanes();
        }
        int need = Math.max(0, Math.min(2 * span, span - (mover.total() - other.total())));
        int s = mover.stateIndex();
        TurnLanes read = new TurnLanes(s, other.stateIndex());
        GoalValues next = GoalValues.fromTable(rules, step, read, s, 2 * span,
                ScoreBounds.leastScored(mover.usedMask(), mover.cappedUpper(), mover.yahtzeeHolds50()));
        GoalTurn turn = GoalTurn.analyze(next, mover.usedMask(), mover.cappedUpper(), mover.yahtzeeHolds50(), need);
        read.made = true;
        return turn;
    }

    /** Drops every lane kept: the next turn solves afresh what it needs. */
    void forgetLanes() {
        lanes.clear();
        seenFromOther.clear();
    }

    /**
     * The lanes one turn reads, kept with the turn: those of the mover's next states, which its
     * analysis reads for every roll and open box, and its own state's, asked for once to check
     * that it was solved (a lane of the other moving first, which play never reaches and which
     * would cost as much again, so any lane answers it). Once the turn is made it reads these
     * only, never the endgame again: the turn is immutable, for any thread to read, while the
     * endgame goes on solving (and forgetting) lanes for other turns.
     */
    private final class TurnLanes implements LaneSource {
        private final int mover;
        private final int other;
        private final Map<Integer, float[]> read = new HashMap<>();
        /** Set once the turn is made; read by any thread after the turn is handed over. */
        boolean made;

        TurnLanes(int mover, int other) {
            this.mover = mover;
            this.other = other;
        }

        @Override
        public float[] lane(int stateIndex) {
            float[] lane = read.get(stateIndex);
            if (lane == null) {
                if (made) {
                    throw new IllegalStateException("state " + stateIndex + " is not a next state of the mover's state "
                            + mover + ": the turn did not read it when it was made");
                }
                lane = stateIndex == mover ? finished() : afterMove(stateIndex, other);
                read.put(stateIndex, lane);
            }
            return lane;
        }
    }

    /** P(the mover wins) from the start of its turn: the value of {@link #turn}'s start. */
    public double value(Scorecard mover, Scorecard other) {
        return turn(mover, other).start();
    }

    /** The mover's next lanes, after its box, against the other in state {@code other}. */
    private GoalValues context(int other, int rootState) {
        return GoalValues.fromTable(rules, step, next -> afterMove(next, other), rootState, 2 * span, 0);
    }

    /** The lane of the mover's next state {@code s} against the other in {@code o}, seen from the mover. */
    private float[] afterMove(int s, int o) {
        if (complete(o)) {
            return lane(s, o); // the mover plays on, or both have finished
        }
        long key = pair(o, s);
        float[] seen = seenFromOther.get(key);
        if (seen == null) {
            seen = reversed(lane(o, s));
            seenFromOther.put(key, seen);
        }
        return seen;
    }

    /** L(s, o): the mover in state s, the other in o, by the mover's need. */
    private float[] lane(int s, int o) {
        if (complete(s) && complete(o)) {
            return finished();
        }
        long key = pair(s, o);
        float[] lane = lanes.get(key);
        if (lane != null) {
            return lane;
        }
        if (complete(s)) { // the mover has finished: the other moves
            lane = reversed(lane(o, s));
        } else {
            GoalWidget widget = widgets.isEmpty() ? new GoalWidget(rules, null, 2 * span + 1) : widgets.pop();
            widget.use(context(o, s));
            int code = StateCodes.CODES[s];
            int mask = StateCodes.usedMask(code);
            int upper = StateCodes.upperTotal(code);
            boolean y50 = StateCodes.yahtzeeHolds50(code);
            // Only the band of needs whose game is still open is solved: ahead by more than the
            // other can gain (need below span - theirs) is a win, 1; behind by more than the mover
            // can gain is a loss, 0, which a lane cut short reads past its end. The widget would
            // compute exactly 1 and 0 there (means and maxima of 1s and 0s), so the bits are the same.
            int certainWin = banded ? Math.max(1, span - mostToGain(o)) : 1;
            int needs = banded ? Math.min(2 * span, span + mostToGain(rules, mask, upper, y50)) + 1 : 2 * span + 1;
            lane = widget.solve(mask, upper, y50, needs, Math.min(certainWin, needs));
            Arrays.fill(lane, 1, Math.min(certainWin, needs), 1f);
            widgets.push(widget);
        }
        lanes.put(key, lane);
        return lane;
    }

    /** The key of the lane of the mover in state s against the other in o (a code is 20 bits). */
    private long pair(int s, int o) {
        return (long) keyCodes[s] << 20 | keyCodes[o];
    }

    /** Both finished: the mover wins above a difference of 0, ties at 0. */
    private float[] finished() {
        if (finished == null) {
            finished = new float[2 * span + 1];
            for (int n = 0; n <= 2 * span; n++) {
                finished[n] = n < span ? 1f : n == span ? 0.5f : 0f;
            }
        }
        return finished;
    }

    /** The other's lane seen from the mover: m -> 1 - lane[2S - m]. */
    private float[] reversed(float[] lane) {
        float[] out = new float[2 * span + 1];
        for (int m = 0; m <= 2 * span; m++) {
            int need = 2 * span - m;
            out[m] = 1f - (need < lane.length ? lane[need] : 0f); // past a lane's end: lost, 0
        }
        return out;
    }

    /** {@link #mostToGain(Scorecard)} of a card in the state. */
    private int mostToGain(int stateIndex) {
        int code = StateCodes.CODES[stateIndex];
        return mostToGain(rules, StateCodes.usedMask(code), StateCodes.upperTotal(code), StateCodes.yahtzeeHolds50(code));
    }

    private static boolean complete(int stateIndex) {
        return StateCodes.usedMask(StateCodes.CODES[stateIndex]) == Category.ALL_USED;
    }

    /** Lanes held: the measure of the work done. */
    public int lanesSolved() {
        return lanes.size();
    }
}
