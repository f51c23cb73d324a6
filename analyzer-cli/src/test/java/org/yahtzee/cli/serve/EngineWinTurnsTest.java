package org.yahtzee.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.cli.CommandRun;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.ReachTables;
import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.cli.record.GameRecordReader;
import org.yahtzee.engine.Advice;
import org.yahtzee.engine.Dice;
import org.yahtzee.engine.Goal;
import org.yahtzee.engine.GoalPlay;
import org.yahtzee.engine.Seat;
import org.yahtzee.engine.SessionStanding;
import org.yahtzee.engine.SharedWinTurns;
import org.yahtzee.engine.Yahtzee;
import org.yahtzee.game.Scorecard;
import org.yahtzee.grade.TurnPlay;
import org.yahtzee.rules.Rules;

/**
 * The win goal's turns shared by the server's plays ({@link SharedWinTurns}), with real solves: a
 * turn asked for at once by several requests, and again, on different plays, is solved once;
 * turns that differ in anything that decides them (the seat, the point of the game, the others'
 * cards, their number, the session) are solved apart; every answer is the one a fresh play of the
 * library gives, and the grade at a game's end solves nothing the advice solved. The cache holds
 * the fake reach table of the goal tests ({@link ReachTables#officialWithFake}), and both the
 * engine and the library take the whole-game distribution the runs here keep: the engine's
 * memory of turns asks the test JVM's ({@link ReachTables#winTurns}) for those it does not hold,
 * which the grade tests' records share, and the library solves each turn afresh on this cache.
 */
final class EngineWinTurnsTest {
    /** Examples/two-player-session.txt: Ann and Bob, two games of a session. */
    private static List<GameRecord.Game> games;
    @TempDir
    static Path cache;
    /** The library, unshared: a new play for each turn asked of it. */
    private static org.yahtzee.engine.Engine library;

    @BeforeAll
    static void cache() throws IOException {
        ReachTables.officialWithFake(cache);
        games = GameRecordReader.parse("session", Files.readString(Path.of("../examples/two-player-session.txt")), null)
                .record().games();
        library = Yahtzee.builder().cacheFolder(cache).memory(CommandRun.keptFigures()).build().engine(Rules.OFFICIAL);
    }

    /**
     * Ann's eighth turn (6 boxes open, against Bob's card of 7 turns: an exact solve) asked as
     * the play page asks it, its two questions of each roll at once, then by two plays lent at
     * the same time: one solve, every answer the library's.
     */
    @Test
    void advise_oneTurnAskedAtOnceAndAgainOnSeveralPlays_solvedOnce() throws Exception {
        Engine engine = engine();
        Position ann = new Position(games.get(0), 0, 8, SessionStanding.single(2));
        ExecutorService threads = Executors.newFixedThreadPool(4);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<Advice>> atOnce = new ArrayList<>();
            for (Question question : ann.questions()) {
                atOnce.add(threads.submit(() -> {
                    start.await();
                    return question.ask(engine, ann);
                }));
            }
            start.countDown();
            GoalPlay unshared = library.goal(Goal.WIN);
            for (int i = 0; i < atOnce.size(); i++) {
                assertEquals(ann.questions().get(i).ask(unshared, ann).choices(),
                        atOnce.get(i).get(1, TimeUnit.MINUTES).choices());
            }
        } finally {
            threads.shutdownNow();
        }
        GoalPlay first = engine.borrow(Rules.OFFICIAL, Goal.WIN);
        GoalPlay second = engine.borrow(Rules.OFFICIAL, Goal.WIN); // lent at the same time: not the same play
        GoalPlay unshared = library.goal(Goal.WIN);
        for (Question question : ann.questions()) {
            Advice expected = question.ask(unshared, ann);
            assertEquals(expected.choices(), question.ask(first, ann).choices());
            assertEquals(expected.choices(), question.ask(second, ann).choices());
        }
        engine.giveBack(Rules.OFFICIAL, first);
        engine.giveBack(Rules.OFFICIAL, second);
        assertEquals(1, engine.winTurns(Rules.OFFICIAL).solves());
    }

    /**
     * Turns that differ in one thing that decides them: each its own solve and the library's
     * answer, and each found again, in the reverse order, with no solve more.
     */
    @Test
    void advise_turnsThatDiffer_eachItsOwnSolveAndTheLibrarysAnswer() {
        Engine engine = engine();
        GameRecord.Game first = games.get(0);
        GameRecord.Game second = games.get(1);
        SessionStanding single = SessionStanding.single(2);
        int[] firstTotals = {totals(first, 0), totals(first, 1)};
        List<Position> positions = List.of(
                new Position(first, 0, 7, single), // 7 open each: exact
                new Position(first, 1, 7, single), // Bob, Ann a turn ahead
                new Position(first, 0, 5, single), // early: the reach table's look-ahead
                new Position(first, 0, 12, single), // the joint endgame (3 open or fewer each)
                new Position(first, 1, 12, single),
                new Position(first, 0, 7, new SessionStanding(new int[2], 1, 2)), // a game after this one
                new Position(second, 0, 7, new SessionStanding(firstTotals, 2, 2)), // totals before
                new Position(second, 0, 7, single), // the same game alone
                Position.against(first, second, 7), // Ann's card of game 1 against Bob's of game 2
                Position.ofThree(first, second, 7)); // and against both Bobs
        List<List<Advice>> answers = new ArrayList<>();
        for (Position position : positions) {
            List<Advice> advice = new ArrayList<>();
            GoalPlay unshared = library.goal(Goal.WIN); // the turn's own, as a game's
            for (Question question : position.questions()) {
                Advice got = question.ask(engine, position);
                assertEquals(question.ask(unshared, position).choices(), got.choices(), position.toString());
                advice.add(got);
            }
            answers.add(advice);
        }
        assertEquals(positions.size(), engine.winTurns(Rules.OFFICIAL).solves());
        for (int p = positions.size() - 1; p >= 0; p--) {
            List<Question> questions = positions.get(p).questions();
            for (int i = 0; i < questions.size(); i++) {
                assertEquals(answers.get(p).get(i).choices(), questions.get(i).ask(engine, positions.get(p)).choices());
            }
        }
        assertEquals(positions.size(), engine.winTurns(Rules.OFFICIAL).solves());
    }

    /**
     * A game advised turn by turn for both players, then graded on another play (as the grade at
     * the game's end may be): no turn solved again but those the grade values by the look-ahead
     * and the advice exactly (8 and 9 boxes open: a graded game is exact from fewer, each of
     * those a millisecond), and the library's grade.
     */
    @Test
    void grade_afterTheGamesAdvice_onAnotherPlay_solvesNoTurnAgain() {
        Engine engine = engine();
        GameRecord.Game game = games.get(0);
        for (int turn = 1; turn <= 13; turn++) {
            for (int player = 0; player < 2; player++) {
                Position position = new Position(game, player, turn, SessionStanding.single(2));
                position.questions().get(0).ask(engine, position);
            }
        }
        int solves = engine.winTurns(Rules.OFFICIAL).solves();
        assertEquals(26, solves);
        GoalPlay advised = engine.borrow(Rules.OFFICIAL, Goal.WIN); // the play the advice used, kept out
        GoalPlay grader = engine.borrow(Rules.OFFICIAL, Goal.WIN);
        for (int player = 0; player < 2; player++) {
            Seat seat = Seat.of(List.of(plays(game, 0, 13), plays(game, 1, 13)), player);
            assertEquals(library.goal(Goal.WIN).grade(seat, plays(game, player, 13)),
                    grader.grade(seat, plays(game, player, 13)));
        }
        engine.giveBack(Rules.OFFICIAL, advised);
        engine.giveBack(Rules.OFFICIAL, grader);
        int lookAheads = 2 * (Yahtzee.WIN_EXACT_OPEN_MAX - Yahtzee.WIN_GRADE_EXACT_OPEN_MAX); // both players'
        assertEquals(solves + lookAheads, engine.winTurns(Rules.OFFICIAL).solves());
    }

    /**
     * A turn solved by an engine on another cache of the same tables, then asked of one on this
     * cache through the memory they share: found there, not solved, and the answer a fresh
     * solve of the library on this cache gives (the premise of the test JVM's memory of turns).
     */
    @Test
    void advise_turnSolvedOnAnotherCacheOfTheSameTables_foundAndTheLibrarysAnswer(@TempDir Path other)
            throws IOException {
        ReachTables.officialWithFake(other);
        SharedWinTurns kept = new SharedWinTurns();
        Engine solving = engine(other, kept);
        Engine finding = engine(cache, kept);
        Position ann = new Position(games.get(0), 0, 8, SessionStanding.single(2));
        for (Question question : ann.questions()) {
            question.ask(solving, ann);
        }
        GoalPlay unshared = library.goal(Goal.WIN);
        for (Question question : ann.questions()) {
            assertEquals(question.ask(unshared, ann).choices(), question.ask(finding, ann).choices());
        }
        assertEquals(1, finding.winTurns(Rules.OFFICIAL).solves()); // asked of the memory behind it once
        assertEquals(1, kept.solves()); // which had it from the other cache's engine
    }

    /** A server's engine of its own (no turns shared yet) on the test's cache. */
    private static Engine engine() {
        return engine(cache, ReachTables.winTurns());
    }

    /** A server's engine of its own on {@code cacheFolder}, its memory of turns in front of {@code behind}. */
    private static Engine engine(Path cacheFolder, SharedWinTurns behind) {
        return new Engine(new Environment(cacheFolder, false, false, CommandRun.keptFigures(), behind),
                new PrintWriter(new StringWriter(), true), (rules, progress) -> {
                    throw new IllegalStateException("the test's cache has its reach table");
                });
    }

    /** A player to move at a turn of a game: the seat, with every card as the game had it then. */
    private record Position(Seat seat, Scorecard card, List<TurnPlay> turn) {
        /** {@code player} of {@code game} at the start of {@code turn} (1..13), the others as seated. */
        Position(GameRecord.Game game, int player, int turn, SessionStanding standing) {
            this(new Seat(List.of(plays(game, 0, player > 0 ? turn : turn - 1), plays(game, 1, turn - 1)), player, standing),
                    cardOf(plays(game, player, turn - 1)), plays(game, player, turn).subList(turn - 1, turn));
        }

        /** Ann at {@code turn} of {@code own}'s game against Bob's card of {@code theirs}. */
        static Position against(GameRecord.Game own, GameRecord.Game theirs, int turn) {
            List<TurnPlay> ann = plays(own, 0, turn - 1);
            return new Position(Seat.of(List.of(ann, plays(theirs, 1, turn - 1)), 0), cardOf(ann),
                    plays(own, 0, turn).subList(turn - 1, turn));
        }

        /** Ann at {@code turn} of {@code own}'s game against Bob's card there and Bob's of {@code other}. */
        static Position ofThree(GameRecord.Game own, GameRecord.Game other, int turn) {
            List<TurnPlay> ann = plays(own, 0, turn - 1);
            return new Position(Seat.of(List.of(ann, plays(own, 1, turn - 1), plays(other, 1, turn - 1)), 0), cardOf(ann),
                    plays(own, 0, turn).subList(turn - 1, turn));
        }

        /** The play page's questions of the turn: each roll's with its rolls left, and the first two's with none. */
        List<Question> questions() {
            int[] rolls = turn.get(0).rollIds();
            List<Question> questions = new ArrayList<>();
            for (int i = 0; i < rolls.length; i++) {
                questions.add(new Question(rolls[i], 2 - i));
                if (i < 2) {
                    questions.add(new Question(rolls[i], 0));
                }
            }
            return questions;
        }
    }

    /** One question of the play page: the dice showing, with these rolls left. */
    private record Question(int rollId, int rollsLeft) {
        Advice ask(Engine engine, Position position) {
            return engine.advise(Rules.OFFICIAL, position.card(), Dice.ofId(rollId), rollsLeft, Goal.WIN, position.seat());
        }

        Advice ask(GoalPlay play, Position position) {
            return play.advise(position.seat(), position.card(), Dice.ofId(rollId), rollsLeft);
        }
    }

    /** The first {@code count} turns of the player's card in the game. */
    private static List<TurnPlay> plays(GameRecord.Game game, int player, int count) {
        return game.cards().get(player).turns().stream().limit(count).map(GameRecord.Turn::toPlay).toList();
    }

    private static Scorecard cardOf(List<TurnPlay> plays) {
        Scorecard card = Scorecard.empty(Rules.OFFICIAL);
        for (TurnPlay play : plays) {
            card = card.score(play.finalRollId(), play.box());
        }
        return card;
    }

    private static int totals(GameRecord.Game game, int player) {
        return cardOf(plays(game, player, 13)).total();
    }
}
