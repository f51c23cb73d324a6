package org.yahtzee.cli.grade;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.cli.record.GameRecordReader;
import org.yahtzee.cli.record.RecordProblem;
import org.yahtzee.cli.record.RecordSource;
import org.yahtzee.engine.Engine;
import org.yahtzee.engine.GoalPlay;
import org.yahtzee.engine.Seat;
import org.yahtzee.engine.SessionStanding;
import org.yahtzee.engine.Yahtzee;
import org.yahtzee.grade.GoalGradedGame;
import org.yahtzee.grade.GradedGame;
import org.yahtzee.grade.TurnPlay;
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

    /** Receives the graded cards in game and seating order. */
    @FunctionalInterface
    public interface CardSink {
        void card(GradedCard card) throws IOException;
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
        GameRecordReader.Options options = GameRecordReader.Options.check(rulesOverride);
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
            return new Check(outcome.rules(), outcome.problems(), count.cards, count.interleaved, outcome.lateRules(),
                    count.sessionGames());
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
        Grading grading = new Grading(engine, goal, sink, check.sessionGames());
        try (Reader in = source.open()) {
            GameRecordReader.Outcome outcome = GameRecordReader.read(source.name(), in,
                    GameRecordReader.Options.grade(rulesOverride).withDefaultRules(check.rules()), grading);
            grading.flush();
            if (!outcome.isValid()) {
                throw new IOException(source.name() + " changed while it was graded: " + outcome.problems().get(0));
            }
        }
        return grading.nanos;
    }

    /** Counts the cards and notes whether a player comes back after another's cards. */
    private static final class CardCount implements GameRecordReader.GameSink {
        private final Map<String, Integer> players = new HashMap<>();
        private int cards;
        private int lastPlayer = -1;
        private boolean interleaved;
        private int games;
        private Set<String> firstPlayers;
        private boolean samePlayers = true;

        @Override
        public void game(GameRecord.Game game) {
            games++;
            Set<String> names = new HashSet<>();
            game.cards().forEach(c -> names.add(c.name()));
            if (firstPlayers == null) {
                firstPlayers = names;
            }
            samePlayers &= names.equals(firstPlayers) && names.size() >= 2;
            for (GameRecord.Card card : game.cards()) {
                cards++;
                int player = players.computeIfAbsent(card.name(), name -> players.size());
                interleaved |= player < lastPlayer;
                lastPlayer = player;
            }
        }

        /** The record's games if they make one session (2..6 games of the same two or more players), else 1. */
        int sessionGames() {
            return samePlayers && games >= 2 && games <= Yahtzee.SESSION_MAX_GAMES ? games : 1;
        }
    }

    /**
     * Grades the cards in batches of about {@link #BATCH} (whole games), each with one
     * {@link Engine#gradeAll}, which analyses each start state once for the whole batch, and
     * hands them on in order as each batch is done.
     */
    private static final class Grading implements GameRecordReader.GameSink {
        /**
         * Cards a batch. 100,000 RandomPlayer games under -Xmx64m: graded in 10.0 s one at a
         * time, 7.7 s in batches of 128, 5.1-5.5 s in batches of 256 and 5.4-5.7 s of 512.
         * Batches of 256 grade in a 16 MB heap too (GradeStreamingTest).
         */
        static final int BATCH = 256;

        private final Engine engine;
        private final GoalPlay goal;
        private final CardSink sink;
        private final List<GameRecord.Game> games = new ArrayList<>();
        private final List<List<TurnPlay>> plays = new ArrayList<>();
        private final int sessionGames;
        /** In a session: each player's total over the games graded so far, by name. */
        private final Map<String, Integer> sessionTotals = new HashMap<>();
        private int gamesSeen;
        private long nanos;

        Grading(Engine engine, GoalPlay goal, CardSink sink, int sessionGames) {
            this.engine = engine;
            this.goal = goal;
            this.sink = sink;
            this.sessionGames = sessionGames;
        }

        @Override
        public void game(GameRecord.Game game) throws IOException {
            games.add(game);
            for (GameRecord.Card card : game.cards()) {
                List<TurnPlay> turns = new ArrayList<>(card.turns().size());
                for (GameRecord.Turn turn : card.turns()) {
                    turns.add(turn.toPlay());
                }
                plays.add(turns);
            }
            if (plays.size() >= BATCH) {
                flush();
            }
        }

        /** The next game's place in the session (or a game on its own), seat by seat. */
        private SessionStanding standing(List<GameRecord.Card> cards) {
            if (sessionGames == 1) {
                return SessionStanding.single(cards.size());
            }
            int[] before = new int[cards.size()];
            for (int p = 0; p < before.length; p++) {
                before[p] = sessionTotals.getOrDefault(cards.get(p).name(), 0);
            }
            return new SessionStanding(before, gamesSeen + 1, sessionGames);
        }

        /** Grades the games read since the last batch and hands their cards on. */
        void flush() throws IOException {
            long start = System.nanoTime();
            List<GradedGame> graded = engine.gradeAll(plays, 1);
            nanos += System.nanoTime() - start;
            int next = 0;
            for (GameRecord.Game game : games) {
                List<GameRecord.Card> cards = game.cards();
                SessionStanding standing = standing(cards);
                List<List<TurnPlay>> players = plays.subList(next, next + cards.size());
                for (int p = 0; p < cards.size(); p++) {
                    start = System.nanoTime();
                    GoalGradedGame goalGraded = goal == null || !goal.applies(cards.size()) ? null
                            : goal.grade(new Seat(players, p, standing), plays.get(next));
                    nanos += System.nanoTime() - start;
                    sink.card(new GradedCard(game, cards.get(p), graded.get(next), goalGraded, standing));
                    sessionTotals.merge(cards.get(p).name(), graded.get(next++).score(), Integer::sum);
                }
                gamesSeen++;
            }
            games.clear();
            plays.clear();
        }
    }
}
