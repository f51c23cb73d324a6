package org.yahtzee.cli.serve;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.yahtzee.cli.JsonOutput;
import org.yahtzee.cli.goal.GoalWords;
import org.yahtzee.cli.grade.GradeJson;
import org.yahtzee.cli.grade.GradeReport;
import org.yahtzee.cli.grade.RecordGrading;
import org.yahtzee.cli.options.StrictNumbers;
import org.yahtzee.cli.record.GameRecordReader;
import org.yahtzee.cli.record.RecordSource;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.engine.Goal;
import org.yahtzee.engine.GoalPlay;
import org.yahtzee.rules.Rules;

/**
 * {@code POST /api/v1/grade[?rules=R][&threshold=P][&goal=G][&goalThreshold=PP][&asAdvised=B]}:
 * the body is a game record, text or JSON, read as {@code grade} reads a file; the answer is
 * {@code grade --json}'s object for one record, written by the same class, its {@code file}
 * {@value #NAME}, with {@code goal} each card also graded for the goal as {@code grade --goal}
 * grades it, or with {@code asAdvised=true} as the advice valued its turns ({@code play}'s
 * coach: the play page's game). A record with problems is not graded: the answer is a 400 error
 * object with every problem at its line and column.
 */
final class GradeEndpoint implements Endpoint {
    /*
     * Implementation notes. The record is checked whole before the answer starts, so its
     * problems get a status of their own; the graded JSON is then written as the cards are
     * graded, chunked (a record of 1 MB grades into about 11 MB of JSON), written without waiting
     * for the client (ApiExchange.stream); a client that goes away ends the grading at the next
     * card. A goal's grade is bounded apart: it needs the reach table in the cache (checked before
     * the answer starts), and it takes seconds a card (win: a game of two, 2 cards, took 3 CPU-s of
     * the server, 15.7 s at a load average of 27 on two cores; 0.3 s again, from the kept solves),
     * so a record of more than GOAL_CARDS cards is refused: the whole answer must be made within
     * the answer time (60 s from its first byte), a busy machine included. A session's win grade
     * also reads the rules' whole-game distribution (6 to 25 s of two cores the first time a cache
     * is asked for it): yahtzee serve makes it ahead as a rule set loads (Engine.prepareSessions).
     */

    /** The record's name in the answer and its problems. */
    static final String NAME = "request";
    /** As {@code grade --threshold}'s default. */
    private static final double THRESHOLD = 0.01;
    /** As {@code grade --goal-threshold}'s default, in percentage points. */
    private static final double GOAL_THRESHOLD = 0.1;
    /** The most cards graded for a goal in one request: a session of 2 games of two (win: about 6 CPU-s). */
    static final int GOAL_CARDS = 4;

    private final Engine engine;

    GradeEndpoint(Engine engine) {
        this.engine = engine;
    }

    @Override
    public void handle(ApiExchange exchange) throws IOException, ApiError {
        Map<String, String> query = exchange.query("rules", "threshold", "goal", "goalThreshold", "asAdvised");
        Rules override = RulesParameter.read(query.get("rules"), null);
        double threshold = threshold(query.get("threshold"));
        Goal goal = goal(query.get("goal"));
        double goalThreshold = goalThreshold(query.get("goalThreshold"));
        boolean asAdvised = asAdvised(query.get("asAdvised"));
        try (RecordSource source = RecordSource.inMemory(NAME, exchange.body())) {
            RecordGrading.Check check = RecordGrading.check(source, override);
            if (!check.isValid()) {
                throw ApiError.record(check.problems());
            }
            GoalPlay play = goal.kind() == Goal.Kind.EV ? null : goalPlay(check, goal, exchange.body());
            Grading grading = new Grading(engine, source, check, override, threshold, goal, goalThreshold,
                    play != null && asAdvised ? play.gradingAsAdvised() : play);
            try (PrintWriter out = exchange.stream()) {
                grading.out = out;
                JsonOutput.printObject(out, JsonOutput.GRADE, grading);
            } finally {
                if (play != null) {
                    engine.giveBack(check.rules(), play);
                }
            }
        }
    }

    /** {@code goal}: {@code ev} (the default), {@code reach:T} or {@code win}, as {@code grade --goal} reads them. */
    private static Goal goal(String text) throws ApiError {
        try {
            return text == null ? Goal.EV : GoalWords.parse(text);
        } catch (IllegalArgumentException e) {
            throw ApiError.badValue("goal", "goal " + e.getMessage());
        }
    }

    /**
     * {@code asAdvised}: {@code true} grades the goal's turns as its advice valued them (the win
     * goal exact from 9 open boxes, not 7: the play page's game, whose turns the advice solved),
     * {@code false} (the default) as {@code grade --goal} grades a record.
     */
    private static boolean asAdvised(String text) throws ApiError {
        if (text == null || text.equals("false")) {
            return false;
        }
        if (text.equals("true")) {
            return true;
        }
        throw ApiError.badValue("asAdvised", "asAdvised must be true or false, was " + UserText.quote(text));
    }

    /** {@code goalThreshold} in percentage points, 0..100, as {@code grade --goal-threshold}; a probability returned. */
    private static double goalThreshold(String text) throws ApiError {
        if (text == null) {
            return GOAL_THRESHOLD / 100;
        }
        double pp;
        try {
            pp = StrictNumbers.parseDecimal(text);
        } catch (IllegalArgumentException e) {
            pp = -1;
        }
        if (!(pp >= 0) || pp > 100) {
            throw ApiError.badValue("goalThreshold", "goalThreshold must be 0..100 percentage points, was "
                    + UserText.quote(text));
        }
        return pp / 100;
    }

    /**
     * The goal's play for the record, once its bounds are checked: at most {@link #GOAL_CARDS}
     * cards, and the reach table in the cache (every card's first turns read it) unless no card
     * is graded for the goal: under win, a record whose games are all of one player is graded
     * for points only, each card saying "a game of one player has no one to beat", as {@code
     * grade --goal win} grades it.
     */
    private GoalPlay goalPlay(RecordGrading.Check check, Goal goal, byte[] record) throws ApiError {
        if (check.cards() > GOAL_CARDS) {
            throw ApiError.badValue("goal", "a grade for a goal takes seconds a card: at most " + GOAL_CARDS
                    + " cards a request (a session of 2 games of two players), the record has " + check.cards()
                    + "; yahtzee grade --goal grades any record");
        }
        if (goal.kind() == Goal.Kind.WIN && !hasOpponents(record, check.rules())) {
            return engine.borrow(check.rules(), goal); // asked nothing: a play's tables load when it answers
        }
        if (!engine.hasReachTable(check.rules())) {
            throw AdviseEndpoint.notBuilt(check.rules(), "every card's first turns read it");
        }
        return engine.borrow(check.rules(), goal);
    }

    /**
     * True if a game of the record (checked valid, at most {@link #GOAL_CARDS} cards: read again in
     * microseconds) has two or more players: the win goal grades those games only.
     */
    private static boolean hasOpponents(byte[] record, Rules rules) {
        GameRecordReader.Result result = GameRecordReader.parse(NAME, new String(record, StandardCharsets.UTF_8), rules);
        return result.record().games().stream().anyMatch(game -> game.cards().size() >= 2);
    }

    /** {@code threshold} as {@code grade --threshold} reads it: the command line's one decimal reader. */
    private static double threshold(String text) throws ApiError {
        if (text == null) {
            return THRESHOLD;
        }
        try {
            return StrictNumbers.parseDecimal(text);
        } catch (IllegalArgumentException e) {
            throw ApiError.badValue("threshold", "threshold must be a number of points, 0 or more: " + e.getMessage());
        }
    }

    /** The record's object, graded card by card into the generator. */
    private static final class Grading implements JsonOutput.Fields {
        private final Engine engine;
        private final RecordSource source;
        private final RecordGrading.Check check;
        private final Rules override;
        private final double threshold;
        private final Goal goal;
        private final double goalThreshold;
        private final GoalPlay play;
        private PrintWriter out;

        Grading(Engine engine, RecordSource source, RecordGrading.Check check, Rules override, double threshold, Goal goal,
                double goalThreshold, GoalPlay play) {
            this.engine = engine;
            this.source = source;
            this.check = check;
            this.override = override;
            this.threshold = threshold;
            this.goal = goal;
            this.goalThreshold = goalThreshold;
            this.play = play;
        }

        @Override
        public void write(JsonGenerator json) throws IOException {
            try (GradeReport report = GradeJson.ofOneRecord(json, out, threshold, goal, goalThreshold)) {
                report.startFile(NAME, check);
                long nanos = RecordGrading.grade(source, check, override, engine.grader(check.rules()), play, card -> {
                    // The PrintWriter keeps a failed write to itself: a client gone (or cut off for not
                    // reading) ends the grading here, rather than after the whole record.
                    if (out.checkError()) {
                        throw new IOException("the answer can no longer be sent: the client went away or was cut off");
                    }
                    report.card(card);
                });
                report.endFile();
                report.finish(nanos / 1e9);
            }
        }
    }
}
