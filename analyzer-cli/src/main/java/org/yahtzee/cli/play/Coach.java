package org.yahtzee.cli.play;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import org.yahtzee.cli.grade.GradeText;
import org.yahtzee.cli.grade.RecordGrading.GradedCard;
import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.engine.Advice;
import org.yahtzee.engine.Dice;
import org.yahtzee.engine.Engine;
import org.yahtzee.engine.Goal;
import org.yahtzee.engine.GoalPlay;
import org.yahtzee.engine.Keep;
import org.yahtzee.engine.Move;
import org.yahtzee.engine.Seat;
import org.yahtzee.game.Scorecard;
import org.yahtzee.grade.Decision;
import org.yahtzee.grade.TurnPlay;
import org.yahtzee.rules.Category;

/**
 * The coach of {@code play}: what each decision cost against optimal solitaire play, counted as
 * {@code grade} counts it, so that the tally during the game and the grade at its end are the
 * same numbers. A decision is a hold after roll 1 or 2 (keeping all five, or scoring with rolls
 * left, is a hold valued as scoring now) or the box.
 */
final class Coach {
    /*
     * Implementation notes. The grader grades whole turns, and a turn in progress is not one, so
     * each move as it is made is judged by the grader's own decision of one hold or one box
     * (GameGrader.hold and box) on the turn's values. CoachTest checks the coach against the
     * grader for every roll and keep of a new card. The tally grades the scored turns with the
     * grader itself and adds the turn in progress, so it follows undo and resume by itself.
     */

    /** The default of {@code --coach-threshold}: a tenth of a point, ten times grade's 0.01, so
     *  the coach speaks of real mistakes, not of near ties, during the game. */
    static final double DEFAULT_THRESHOLD = 0.1;
    /** grade's default --threshold, for the expected-score part of the grades at the end of a goal's game. */
    private static final double GRADE_THRESHOLD = 0.01;

    /** A player's decisions so far: how many, how many lost more than the threshold, the loss. */
    record Tally(int decisions, int flagged, double loss) {
    }

    private final Engine engine;
    private final double threshold;
    private final Goal goal;
    private final GoalPlay source;
    /** The session the games are of; null: a game on its own. */
    private SessionGames session;

    /** @param threshold a decision losing more than this many expected points is spoken of */
    Coach(Engine engine, double threshold) {
        this(engine, threshold, Goal.EV);
    }

    /**
     * A coach for a goal: advice ranked for it, and every decision judged in its probability.
     *
     * @param threshold a decision losing more than this many expected points, or under a goal
     *                  percentage points of its probability, is spoken of
     * @param goal      what the players play for ({@link Goal#EV}: the expected score)
     */
    Coach(Engine engine, double threshold, Goal goal) {
        this.engine = engine;
        this.threshold = threshold;
        this.goal = goal;
        this.source = goal.kind() == Goal.Kind.EV ? null : engine.goal(goal);
    }

    /**
     * The session of {@code play --games N}: under the win goal each seat then plays for the
     * highest session total, with the earlier games' totals and the games still to come.
     */
    void session(SessionGames games) {
        this.session = games;
    }

    /** The threshold as given: points, or under a goal percentage points. */
    double threshold() {
        return threshold;
    }

    Goal goal() {
        return goal;
    }

    /** The options of the dice showing for the player to move, with {@code rollsLeft}, ranked as the advice shows them. */
    Advice options(PlayState state, int rollsLeft) {
        Scorecard card = state.card(state.current);
        Dice dice = Dice.ofId(state.rollId());
        if (source == null) {
            return engine.rank(card, dice, rollsLeft);
        }
        return source.rank(seat(state, state.current), card, dice, rollsLeft);
    }

    /** The threshold in the unit of the decisions' losses: points, or under a goal a probability. */
    private double lossThreshold() {
        return source == null ? threshold : threshold / 100;
    }

    /**
     * The hold of {@code keepId} (all five: scoring now) after roll {@code rollNumber} (1..2) of
     * the dice {@code rollId}, on {@code card}: the grader's decision, against expected score.
     */
    Decision hold(Scorecard card, int rollNumber, int rollId, int keepId) {
        return engine.hold(card, rollNumber, Dice.ofId(rollId), Keep.ofId(keepId));
    }

    /** The hold of {@code keepId} by the player to move, with the dice showing: the grader's decision, under the goal. */
    Decision hold(PlayState state, int keepId) {
        return hold(state, state.rollNumber(), state.rollId(), keepId);
    }

    /** The hold of {@code keepId} after roll {@code rollNumber} of the dice {@code rollId} by the player to move. */
    private Decision hold(PlayState state, int rollNumber, int rollId, int keepId) {
        Scorecard card = state.card(state.current);
        if (source != null) {
            return source.hold(seat(state, state.current), card, rollNumber, Dice.ofId(rollId), Keep.ofId(keepId));
        }
        return hold(card, rollNumber, rollId, keepId);
    }

    /** Writing the dice {@code rollId} of roll {@code rollNumber} in {@code box} (open, allowed) on {@code card}. */
    Decision box(Scorecard card, int rollNumber, int rollId, Category box) {
        return engine.box(card, rollNumber, Dice.ofId(rollId), box);
    }

    /** The player to move writing the dice showing in {@code box}: the grader's decision, under the goal. */
    Decision box(PlayState state, Category box) {
        Scorecard card = state.card(state.current);
        if (source != null) {
            return source.box(seat(state, state.current), card, state.rollNumber(), Dice.ofId(state.rollId()), box);
        }
        return box(card, state.rollNumber(), state.rollId(), box);
    }

    /**
     * What the coach says of one action, or null when it lost no more than the threshold. An
     * action is one decision, or the two of scoring with rolls left (all five held, then the
     * box), which the player typed as one {@code score BOX}: one line in those words, with the
     * loss of both; the best move is the best hold unless holding all five was best, then the
     * best box.
     */
    String says(List<Decision> action) {
        Decision last = action.get(action.size() - 1);
        double loss = 0;
        for (Decision d : action) {
            loss += d.loss();
        }
        if (!(loss > lossThreshold())) {
            return null;
        }
        Decision first = action.get(0);
        Move best = Move.best(action.size() > 1 && first.loss() > 0 ? first : last);
        return PlayWords.coach(Move.played(last), best, loss, goal);
    }

    /**
     * The decisions of {@code player} so far: the scored turns graded by the grader, and for the
     * player whose turn it is the holds of the turn in progress ({@code standing}: all five kept).
     */
    Tally tally(PlayState state, int player, boolean standing) {
        List<TurnPlay> plays = plays(state, player);
        List<Decision> decisions = new ArrayList<>(source != null
                ? source.gradeAsAdvised(seat(state, player), plays).decisions() : engine.grade(plays).decisions());
        if (player == state.current && !state.isOver() && !state.inTieBreak()) {
            int[] rolls = state.turnRolls();
            int[] keeps = state.turnKeeps();
            for (int i = 0; i < keeps.length; i++) {
                decisions.add(hold(state, i + 1, rolls[i], keeps[i]));
            }
            if (standing) {
                int last = rolls[rolls.length - 1];
                decisions.add(hold(state, rolls.length, last, KeepLattice.keepOfRoll(last)));
            }
        }
        int flagged = 0;
        double loss = 0;
        for (Decision d : decisions) {
            flagged += d.isFlagged(lossThreshold()) ? 1 : 0;
            loss += d.loss();
        }
        return new Tally(decisions.size(), flagged, loss);
    }

    /**
     * Every player's game graded as {@code grade} prints it, with the coach's threshold (under a
     * goal: grade's default threshold for expected points, the coach's for the goal).
     */
    void printGrades(PlayState state, PrintWriter out) throws IOException {
        GradeText report = source == null ? new GradeText(out, threshold)
                : new GradeText(out, GRADE_THRESHOLD, goal, lossThreshold());
        GameRecord.Game game = new GameRecord.Game(session == null ? 1 : session.game(), state.recorded);
        for (int p = 0; p < state.players.size(); p++) {
            List<TurnPlay> plays = plays(state, p);
            report.card(new GradedCard(game, state.recorded.get(p), engine.grade(plays),
                    source == null ? null : source.gradeAsAdvised(seat(state, p), plays)));
        }
    }

    /** The seat of {@code player} in the game so far: every player's turns and the session's standing, for the win goal. */
    private Seat seat(PlayState state, int player) {
        List<List<TurnPlay>> players = new ArrayList<>(state.recorded.size());
        for (int p = 0; p < state.recorded.size(); p++) {
            players.add(plays(state, p));
        }
        return session == null ? Seat.of(players, player) : new Seat(players, player, session.standing());
    }

    private static List<TurnPlay> plays(PlayState state, int player) {
        List<GameRecord.Turn> turns = state.recorded.get(player).turns();
        List<TurnPlay> plays = new ArrayList<>(turns.size());
        for (GameRecord.Turn turn : turns) {
            plays.add(turn.toPlay());
        }
        return plays;
    }
}
