package org.yahtzee.engine;

import java.util.List;
import org.yahtzee.game.Scorecard;
import org.yahtzee.goal.GoalGrader;
import org.yahtzee.goal.GoalTurn;
import org.yahtzee.grade.Decision;
import org.yahtzee.grade.GoalGradedGame;
import org.yahtzee.grade.TurnPlay;
import org.yahtzee.rules.Category;
import org.yahtzee.solver.TurnValues;

/**
 * A goal played over a game ({@link Engine#goal}): advice ranked for it, decisions judged and
 * games graded in its probability. Where each turn's values come from is chosen here: for a reach
 * goal the rule set's reach table, or a solve from the card late in the game or beyond the
 * table; for the win goal the other players' cards at that point of the game ({@link Seat}).
 * Keeps the solves and turns a game asks for again, so it is for one thread: make one per game,
 * session or request.
 */
public final class GoalPlay {
    private final LoadedTables tables;
    private final Goal goal;
    private final ReachTurns reach;
    private final WinTurns win;
    /** The win goal's exact range of {@link #grade}: a graded game's, or one decision's ({@link #gradingAsAdvised}). */
    private final int gradeExactOpenMax;

    /** {@code shared}: the win goal's turns shared with the engine's other plays, or null (each its own). */
    GoalPlay(LoadedTables tables, Goal goal, boolean quick, WinTurnMemory shared) {
        if (goal.kind() == Goal.Kind.EV) {
            throw new IllegalArgumentException("the expected score is the engine's own goal: ask the engine");
        }
        this.tables = tables;
        this.goal = goal;
        this.reach = goal.kind() == Goal.Kind.REACH ? new ReachTurns(tables, goal.target(), quick) : null;
        this.win = goal.kind() == Goal.Kind.WIN ? new WinTurns(tables, quick, shared) : null;
        this.gradeExactOpenMax = Yahtzee.WIN_GRADE_EXACT_OPEN_MAX;
    }

    private GoalPlay(GoalPlay play, int gradeExactOpenMax) {
        this.tables = play.tables;
        this.goal = play.goal;
        this.reach = play.reach;
        this.win = play.win;
        this.gradeExactOpenMax = gradeExactOpenMax;
    }

    /**
     * This play, its {@link #grade} as {@link #gradeAsAdvised}: for a grader that takes a play
     * (a game played with this goal's advice, graded by the code that grades records), its turns
     * those this play keeps. For the thread that uses this play, as this play is.
     */
    public GoalPlay gradingAsAdvised() {
        return new GoalPlay(this, Yahtzee.WIN_EXACT_OPEN_MAX);
    }

    /** The goal played. */
    public Goal goal() {
        return goal;
    }

    /** True if the goal means something in a game of {@code players} players (win: two or more). */
    public boolean applies(int players) {
        return goal.kind() != Goal.Kind.WIN || players >= 2;
    }

    /**
     * Every option for {@code dice} on {@code card} with {@code rollsLeft}, ranked by the goal's
     * probability (ties by expected score), each with its expected total, loss and SD. The win
     * goal's is exact from {@link Yahtzee#WIN_EXACT_OPEN_MAX} open boxes on, as {@link #rank},
     * {@link #hold} and {@link #box}.
     *
     * @throws IllegalArgumentException for a complete card, rolls left outside 0..2, or the win
     *                                  goal at a seat without other players
     * @throws GoalUnavailableException from a {@link Engine#quickGoal} that would take long
     */
    public Advice advise(Seat seat, Scorecard card, Dice dice, int rollsLeft) {
        Engine.checkTurn(card, rollsLeft);
        // The goal's turn first: what it refuses (a quick goal that would take long, the win goal
        // alone) is refused before the moments start loading (Engine.checkTurn).
        GoalTurn goalTurn = decisionTurn(seat, card);
        BackgroundMoments moments = BackgroundMoments.start(tables); // meanwhile, the turn
        TurnValues turn = tables.turn(card);
        return Advice.rankedFor(goal, goalTurn, card, dice, rollsLeft, turn, tables.risk(moments.get()));
    }

    /** As {@link #advise}, without the SD: no second moments needed. */
    public Advice rank(Seat seat, Scorecard card, Dice dice, int rollsLeft) {
        Engine.checkRollsLeft(rollsLeft);
        GoalTurn goalTurn = decisionTurn(seat, card);
        return Advice.rankedFor(goal, goalTurn, card, dice, rollsLeft, tables.turn(card), null);
    }

    /**
     * The hold of {@code keep} (all five: scoring now) after roll {@code rollNumber} (1..2) of
     * {@code dice} on {@code card}, judged in the goal's probability as {@link #gradeAsAdvised} judges it.
     */
    public Decision hold(Seat seat, Scorecard card, int rollNumber, Dice dice, Keep keep) {
        return GoalGrader.hold(decisionTurn(seat, card), tables.turn(card), card.turn(), rollNumber, dice.id(),
                keep.id());
    }

    /** Writing {@code dice}, roll {@code rollNumber}, in {@code box} on {@code card}, judged in the goal's probability. */
    public Decision box(Seat seat, Scorecard card, int rollNumber, Dice dice, Category box) {
        return GoalGrader.box(decisionTurn(seat, card), tables.turn(card), card.turn(), rollNumber, dice.id(),
                box);
    }

    /**
     * The seat's player's turns graded decision by decision in the goal's probability, from the
     * empty card, with the luck; under the win goal against the others' cards as the seat has them,
     * exact from {@link Yahtzee#WIN_GRADE_EXACT_OPEN_MAX} open boxes on (a second a game of two,
     * where the decisions' range would add a solve from 9 open boxes to every card); from
     * {@link Yahtzee#WIN_EXACT_OPEN_MAX} for a play {@link #gradingAsAdvised}.
     *
     * @throws org.yahtzee.game.IllegalMoveException as {@link Engine#grade}
     */
    public GoalGradedGame grade(Seat seat, List<TurnPlay> plays) {
        return new GoalGrader(tables.values(), turns(seat, gradeExactOpenMax)).grade(plays);
    }

    /**
     * As {@link #grade}, every turn valued as {@link #advise} and {@link #hold} value it (the win
     * goal exact from {@link Yahtzee#WIN_EXACT_OPEN_MAX} open boxes on): for a coach, whose tally
     * must not change once a judged turn is scored, and whose play has those turns solved already.
     *
     * @throws org.yahtzee.game.IllegalMoveException as {@link Engine#grade}
     */
    public GoalGradedGame gradeAsAdvised(Seat seat, List<TurnPlay> plays) {
        return new GoalGrader(tables.values(), decisionTurns(seat)).grade(plays);
    }

    /**
     * P(the reach goal is met) from the start of a turn on {@code card} under the play best for
     * it; for a complete card 1 or 0.
     *
     * @throws IllegalArgumentException for the win goal, whose chance depends on other cards
     */
    public double chance(Scorecard card) {
        if (reach == null) {
            throw new IllegalArgumentException("the chance of " + goal.name() + " depends on the other players' cards");
        }
        if (card.isComplete()) {
            return card.total() >= goal.target() ? 1 : 0;
        }
        return reach.turn(card).start();
    }

    /** Where the seat's turn values come from for one decision: the win goal's exact from 9 open boxes. */
    private GoalGrader.Turns decisionTurns(Seat seat) {
        return turns(seat, Yahtzee.WIN_EXACT_OPEN_MAX);
    }

    /**
     * The seat's turn on {@code card} for one decision. Under the win goal one before the exact
     * range (the look-ahead's, a few milliseconds) then starts the engine's warm-up of the solver
     * ({@link WinWarmUp}), so that the first exact decision, turns later, finds it compiled.
     */
    private GoalTurn decisionTurn(Seat seat, Scorecard card) {
        GoalTurn turn = decisionTurns(seat).turn(card);
        if (win != null && card.openCount() > Yahtzee.WIN_EXACT_OPEN_MAX) {
            tables.winWarmUp().start();
        }
        return turn;
    }

    /** Where the seat's turn values come from; the win goal's exact with up to {@code exactOpenMax} boxes open. */
    private GoalGrader.Turns turns(Seat seat, int exactOpenMax) {
        return reach != null ? reach : win.of(seat, exactOpenMax);
    }
}
