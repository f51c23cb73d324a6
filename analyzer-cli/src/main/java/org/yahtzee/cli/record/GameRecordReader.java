package org.yahtzee.cli.record;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.util.ArrayList;
import java.util.List;
import org.yahtzee.rules.Rules;

/**
 * Reads a game record (docs/game-record.md) from characters, text or JSON by its first non-blank
 * character, and checks it as it goes. Bad input never throws: every problem is collected with
 * its line and column. Games are handed on one at a time as they end, so a record of any size is
 * read in the memory of one game; {@link #parse} collects them for records known to be small.
 */
public final class GameRecordReader {

    /**
     * The problem of a record read without a fault but with no game in it (no player, so no
     * turn): an empty file, comments only, {@code {}}. Reported at line 1, column 1.
     */
    static final String NO_GAME_TEXT = "no game in the record: expected at least one turn, e.g. "
            + "'1: 22351 keep 22 -> 22664 score twos'";
    static final String NO_GAME_JSON = "no game in the record: expected \"games\" with at least one player "
            + "and their turns";

    /** Receives each game of a record as its reading ends. */
    @FunctionalInterface
    public interface GameSink {
        void game(GameRecord.Game game) throws IOException;
    }

    /** Receives each game of a record read so far without a problem, with the rules its turns were replayed under. */
    @FunctionalInterface
    public interface ValidGameSink {
        void game(Rules rules, GameRecord.Game game) throws IOException;
    }

    /**
     * Receives each game of a record read so far without a problem, its cards packed
     * ({@link PackedCard}), with the rules its turns were replayed under.
     */
    @FunctionalInterface
    public interface PackedGameSink {
        void game(Rules rules, int number, List<PackedCard> cards) throws IOException;
    }

    /**
     * How to read.
     *
     * @param defaultRules  the rules when the record names none
     * @param rulesOverride replaces the record's rules when not null (the grader's --rules)
     * @param replay        true to check the turns' order and replay them under the rules;
     *                      false for {@code play}, which replays every move itself
     * @param keepTurns     true to hand the games on with their turns; false when only the
     *                      problems and the players matter (a first, checking pass)
     */
    public record Options(Rules defaultRules, Rules rulesOverride, boolean replay, boolean keepTurns) {

        /** The same options with other default rules (for a record that names its rules late). */
        public Options withDefaultRules(Rules rules) {
            return new Options(rules, rulesOverride, replay, keepTurns);
        }

        /** Checked, turns dropped: the pass that finds the problems. */
        public static Options check(Rules rulesOverride) {
            return new Options(Rules.OFFICIAL, rulesOverride, true, false);
        }

        /** Checked, turns kept: the pass that grades. */
        public static Options grade(Rules rulesOverride) {
            return new Options(Rules.OFFICIAL, rulesOverride, true, true);
        }
    }

    /**
     * A reading's outcome: the rules the turns were replayed under and the problems (none:
     * valid).
     *
     * @param lateRules rules the record names after its first turn, other than those its turns
     *                  were read under (one of the problems), or null: reading the record again
     *                  with them as the default rules reads it as written
     */
    public record Outcome(Rules rules, List<RecordProblem> problems, Rules lateRules) {
        public Outcome {
            problems = List.copyOf(problems);
        }

        public boolean isValid() {
            return problems.isEmpty();
        }
    }

    /** A whole record read into memory and its problems (none: valid). */
    public record Result(GameRecord record, List<RecordProblem> problems) {
        public Result {
            problems = List.copyOf(problems);
        }

        public boolean isValid() {
            return problems.isEmpty();
        }

        /** True if the one problem is that the record holds no game, which nothing else was wrong with. */
        public boolean onlyHoldsNoGame() {
            return problems.size() == 1 && (problems.get(0).message().equals(NO_GAME_TEXT)
                    || problems.get(0).message().equals(NO_GAME_JSON));
        }
    }

    private GameRecordReader() {
    }

    /**
     * Reads a record, handing each game to {@code sink} as it ends; the caller closes
     * {@code chars}. A byte-order mark at the start is skipped.
     *
     * @param source the record's name in problems, e.g. its path
     * @throws IOException only if {@code chars} cannot be read (a text that is not UTF-8 is a
     *                     problem, not an exception) or the sink throws
     */
    public static Outcome read(String source, Reader chars, Options options, GameSink sink) throws IOException {
        return read(source, chars, options, 0, sink).outcome();
    }

    /**
     * As {@link #read}, for a caller that uses the games only if the whole record is valid (a
     * grading that holds its report until then): games are handed on while no problem has been
     * found, and the reading stops at the end of the game in which the first problem was found.
     *
     * @return the outcome of a reading to the end (valid or not: a problem may come after the
     *         last game), or null if the reading stopped at a problem
     * @throws IOException as {@link #read}
     */
    public static Outcome readValid(String source, Reader chars, Options options, ValidGameSink sink)
            throws IOException {
        UntilProblem until = new UntilProblem(sink);
        try {
            return read(source, chars, options, 0, until).outcome();
        } catch (UntilProblem.Stop stop) {
            return null;
        }
    }

    /**
     * As {@link #readValid}, each game's cards packed as they are read: the turns of the lines
     * as {@code simulate} and {@code play} write them go from the line to the packed card with
     * no {@link GameRecord.Turn} made (CardReplay, note 1); any other line is read as
     * {@link #read} reads it, with the same problems. {@code options} must replay and keep the
     * turns ({@link Options#grade}).
     *
     * @return as {@link #readValid}
     * @throws IOException as {@link #read}
     */
    public static Outcome readValidPacked(String source, Reader chars, Options options, PackedGameSink sink)
            throws IOException {
        UntilProblem until = new UntilProblem(sink);
        try {
            return read(source, chars, options, 0, null, until).outcome();
        } catch (UntilProblem.Stop stop) {
            return null;
        }
    }

    /** As {@link #read}, each game's cards packed as {@link #readValidPacked} packs them, every problem found (tests). */
    static Outcome readPacked(String source, Reader chars, Options options, PackedGameSink sink) throws IOException {
        return read(source, chars, options, 0, null, sink).outcome();
    }

    /**
     * What {@link #readPart} found: the outcome of the part alone, its games with players, and
     * the number of its last game (as {@link RecordBuilder} numbers them: as written, else one
     * above the game before).
     */
    public record PartOutcome(Outcome outcome, int games, int lastGame) {
    }

    /**
     * Reads a part of a text record. {@code firstGame} 0: the part is the record's start, read
     * as {@link #read} reads a record. Otherwise the part starts with its line
     * {@code game: firstGame} and is read as the whole reading would read it had game
     * {@code firstGame - 1} just ended, under {@code options.defaultRules()} as the record's
     * named rules. Only a part without problems says anything about the record: a part does not
     * know the player names of the games before it nor its lines' numbers, so it may report a
     * problem the whole reading would not (never the other way round); a caller reads the
     * record whole when any part has one.
     */
    public static PartOutcome readPart(String source, Reader chars, Options options, int firstGame, GameSink sink)
            throws IOException {
        return read(source, chars, options, firstGame, sink);
    }

    private static PartOutcome read(String source, Reader chars, Options options, int firstGame, GameSink sink)
            throws IOException {
        return read(source, chars, options, firstGame, sink, null);
    }

    private static PartOutcome read(String source, Reader chars, Options options, int firstGame, GameSink sink,
            PackedGameSink packedSink) throws IOException {
        BufferedReader in = new BufferedReader(chars, 1 << 14);
        boolean json = firstGame == 0 && startsLikeJson(in);
        RecordProblems problems = new RecordProblems(source, !json);
        RecordBuilder builder = new RecordBuilder(problems, options, sink, packedSink, !json);
        if (sink instanceof UntilProblem until) {
            until.watch(problems, builder);
        } else if (packedSink instanceof UntilProblem until) {
            until.watch(problems, builder);
        }
        if (firstGame > 0) {
            builder.continueAfter(firstGame - 1);
        }
        if (json) {
            new JsonRecordReader(builder, problems).read(in);
        } else {
            new TextRecordReader(builder, problems).read(in);
        }
        if (!problems.isFull()) {
            builder.endGame();
        }
        if (problems.count() == 0 && builder.games() == 0) {
            // An empty file, comments only, {}: read without a fault, yet nothing to grade or resume.
            problems.add(1, 1, json ? NO_GAME_JSON : NO_GAME_TEXT);
        }
        return new PartOutcome(new Outcome(builder.rules(), problems.list(), builder.lateRules()), builder.games(),
                builder.previousGame());
    }

    /** Reads and checks a whole record held in a string (small: a test's, a saved game). */
    public static Result parse(String source, String text, Rules rulesOverride) {
        return readAll(source, text, new Options(Rules.OFFICIAL, rulesOverride, true, true));
    }

    /**
     * Reads a whole record without replaying it under the rules (its turns' order and moves are
     * not checked; {@code play} replays them itself). Problems are in line order.
     *
     * @param defaultRules the rules when the record names none
     */
    public static Result parseUnchecked(String source, String text, Rules defaultRules) {
        return readAll(source, text, new Options(defaultRules, null, false, true));
    }

    private static Result readAll(String source, String text, Options options) {
        List<GameRecord.Game> games = new ArrayList<>();
        try {
            Outcome outcome = read(source, new StringReader(text), options, games::add);
            if (outcome.lateRules() != null) {
                games.clear();
                outcome = read(source, new StringReader(text), options.withDefaultRules(outcome.lateRules()), games::add);
            }
            return new Result(new GameRecord(outcome.rules(), games), outcome.problems());
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringReader does not fail, nor does this sink
        }
    }

    /**
     * True if the first character after blanks (and a byte-order mark) is '{' or '[': JSON, which
     * no text record starts with. Looks at most a line's length ahead, and leaves {@code in} just
     * after the mark.
     */
    private static boolean startsLikeJson(BufferedReader in) throws IOException {
        in.mark(RecordLimits.LINE_CHARACTERS + 2);
        int c;
        try {
            c = in.read();
            if (c == '\uFEFF') { // a byte-order mark, as some editors write: not part of the record
                in.mark(RecordLimits.LINE_CHARACTERS + 1);
                c = in.read();
            }
            for (int n = 0; n < RecordLimits.LINE_CHARACTERS && c != -1 && Character.isWhitespace(c); n++) {
                c = in.read();
            }
        } catch (CharacterCodingException e) {
            c = -1; // not UTF-8: the text reader reports it at its line and column
        }
        in.reset();
        return c == '{' || c == '[';
    }

    /**
     * The sink of {@link #readValid} and {@link #readValidPacked}: hands a game on while the
     * reading has found no problem, else stops it.
     */
    private static final class UntilProblem implements GameSink, PackedGameSink {
        /** Thrown through the readers to end the reading; no stack trace, it is not a fault. */
        static final class Stop extends IOException {
            Stop() {
                super("stopped at a problem");
            }

            @Override
            public synchronized Throwable fillInStackTrace() {
                return this;
            }
        }

        private final ValidGameSink sink;
        private final PackedGameSink packedSink;
        private RecordProblems problems;
        private RecordBuilder builder;

        UntilProblem(ValidGameSink sink) {
            this.sink = sink;
            this.packedSink = null;
        }

        UntilProblem(PackedGameSink packedSink) {
            this.sink = null;
            this.packedSink = packedSink;
        }

        void watch(RecordProblems problems, RecordBuilder builder) {
            this.problems = problems;
            this.builder = builder;
        }

        @Override
        public void game(GameRecord.Game game) throws IOException {
            if (problems.count() > 0) {
                throw new Stop();
            }
            sink.game(builder.rules(), game);
        }

        @Override
        public void game(Rules rules, int number, List<PackedCard> cards) throws IOException {
            if (problems.count() > 0) {
                throw new Stop();
            }
            packedSink.game(rules, number, cards);
        }
    }
}
