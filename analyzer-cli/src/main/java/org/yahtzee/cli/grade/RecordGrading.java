package org.yahtzee.cli.grade;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.util.List;
import java.util.function.DoubleConsumer;
import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.cli.record.GameRecordReader;
import org.yahtzee.cli.record.RecordProblem;
import org.yahtzee.cli.record.RecordSource;
import org.yahtzee.engine.Engine;
import org.yahtzee.engine.GoalPlay;
import org.yahtzee.engine.SessionStanding;
import org.yahtzee.grade.GoalGradedGame;
import org.yahtzee.grade.GradedGame;
import org.yahtzee.rules.Rules;

/**
 * The path from a game-record file to graded cards, shared by {@code grade} and
 * {@code report game}, in two passes over the file so that a record with problems is never
 * graded, yet no record is held whole: {@link #check} reads it through and lists its problems,
 * {@link #grade} reads it again and grades it in batches of a few hundred cards.
 */
public final class RecordGrading {

    /**
     * One card of a record (a player's game) and its grading, against expected score and, when
     * asked, against a goal ({@code goal}, else null).
     */
    public record GradedCard(GameRecord.Game game, GameRecord.Card card, GradedGame graded, GoalGradedGame goal,
                             SessionStanding session) {
        public GradedCard(GameRecord.Game game, GameRecord.Card card, GradedGame graded, GoalGradedGame goal) {
            this(game, card, graded, goal, SessionStanding.single(game.cards().size()));
        }

        public GradedCard(GameRecord.Game game, GameRecord.Card card, GradedGame graded) {
            this(game, card, graded, null);
        }
    }

    /**
     * What the checking pass found.
     *
     * @param cards       the players' cards, one per player and game
     * @param interleaved true if a player's cards are not all together in the record (the games
     *                    of a session of several players): grouping them by player then takes
     *                    more than one pass over them
     * @param lateRules   see {@link GameRecordReader.Outcome#lateRules}
     * @param sessionGames the games of the record if they make one session (2..6 games, every one
     *                    of the same two or more players), else 1: each game stands alone
     */
    public record Check(Rules rules, List<RecordProblem> problems, int cards, boolean interleaved, Rules lateRules,
                        int sessionGames) {
        public boolean isValid() {
            return problems.isEmpty();
        }

        /** Prints the problems, one {@code FILE:LINE:COLUMN: ...} line each. */
        public void printProblems(PrintWriter err) {
            for (RecordProblem p : problems) {
                err.println(p);
            }
            err.flush();
        }
    }

    /**
     * How a grading runs: {@code threads} threads grade (1 or more), and {@code progress} is told
     * the fraction of the record's cards graded (0..1) as batches are done.
     */
    public record Workers(int threads, DoubleConsumer progress) {
        /** One thread, no progress: the grading of a request or a page. */
        public static final Workers ONE = new Workers(1, fraction -> { });
    }

    /** Receives the graded cards in game and seating order. */
    @FunctionalInterface
    public interface CardSink {
        void card(GradedCard card) throws IOException;

        /** A card of a graded batch (the pipeline's): made whole, unless the sink needs less ({@link GradeText}). */
        default void card(BatchCard card) throws IOException {
            card(card.graded());
        }

        /**
         * Whether the sink reads a batch card's figures first and makes few cards whole
         * ({@link GradeText}): then a game played as the policy table plays is graded without
         * analysing its turns ({@link Engine#gradeForFigures}).
         */
        default boolean readsFiguresFirst() {
            return false;
        }
    }

    private RecordGrading() {
    }

    /**
     * Reads the record through, checking it; holds one game at a time.
     *
     * @param rulesOverride replaces the record's rules when not null
     * @throws IOException if the file cannot be read at all (a text that is not UTF-8 is a problem)
     */
    public static Check check(RecordSource source, Rules rulesOverride) throws IOException {
        return check(source, rulesOverride, 1);
    }

    /**
     * As {@link #check(RecordSource, Rules)}, a large text record in parts on {@code threads}
     * threads ({@link SplitCheck}); the same check whatever the thread count.
     */
    public static Check check(RecordSource source, Rules rulesOverride, int threads) throws IOException {
        GameRecordReader.Options options = GameRecordReader.Options.check(rulesOverride);
        Check split = SplitCheck.check(source, options, threads);
        if (split != null) {
            return split;
        }
        Check check = check(source, options);
        if (check.lateRules != null) { // named after the turns (JSON sorted by key): read again under them
            check = check(source, options.withDefaultRules(check.lateRules));
        }
        return check;
    }

    private static Check check(RecordSource source, GameRecordReader.Options options) throws IOException {
        CardCount count = new CardCount();
        try (Reader in = source.open()) {
            GameRecordReader.Outcome outcome = GameRecordReader.read(source.name(), in, options, count);
            return new Check(outcome.rules(), outcome.problems(), count.cards(), count.interleaved(),
                    outcome.lateRules(), count.sessionGames());
        }
    }

    /**
     * Reads a record that {@link #check} found valid again and grades its cards with
     * {@code engine} (of the record's rules), handing them to {@code sink} in record order, a
     * batch of games at a time.
     *
     * @return the nanoseconds spent grading (reading and the sink not counted)
     * @throws IOException if the file cannot be read, or has changed since it was checked
     */
    public static long grade(RecordSource source, Check check, Rules rulesOverride, Engine engine, CardSink sink)
            throws IOException {
        return grade(source, check, rulesOverride, engine, null, sink);
    }

    /**
     * As {@link #grade(RecordSource, Check, Rules, Engine, CardSink)}, each card also against
     * a goal when {@code goal} is not null (the win goal: in games of two or more players only).
     */
    public static long grade(RecordSource source, Check check, Rules rulesOverride, Engine engine, GoalPlay goal,
            CardSink sink) throws IOException {
        return grade(source, check, rulesOverride, engine, goal, Workers.ONE, sink);
    }

    /**
     * As {@link #grade(RecordSource, Check, Rules, Engine, GoalPlay, CardSink)}, the record read
     * on a thread of its own while the cards read before it are graded on {@code workers}'
     * threads ({@link GradingPipeline}); the cards reach {@code sink} in record order all the
     * same, and are the same whatever the thread count.
     */
    public static long grade(RecordSource source, Check check, Rules rulesOverride, Engine engine, GoalPlay goal,
            Workers workers, CardSink sink) throws IOException {
        int batchCards = GradingPipeline.batchCards(Runtime.getRuntime().maxMemory());
        if (workers == Workers.ONE) { // a request of serve: many at once, each in batches as small as before
            batchCards = Math.min(batchCards, GradingPipeline.REQUEST_CARDS);
        }
        GradingPipeline pipeline = new GradingPipeline(engine, goal, sink, check.sessionGames(), workers.threads(),
                batchCards, check.cards(), workers.progress());
        GameRecordReader.Outcome outcome = pipeline.run(source,
                GameRecordReader.Options.grade(rulesOverride).withDefaultRules(check.rules()));
        if (!outcome.isValid()) {
            throw new IOException(source.name() + " changed while it was graded: " + outcome.problems().get(0));
        }
        return pipeline.nanos();
    }
}
