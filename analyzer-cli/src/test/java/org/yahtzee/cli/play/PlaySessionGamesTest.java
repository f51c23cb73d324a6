package org.yahtzee.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.cli.CommandRun;
import org.yahtzee.cli.JsonSchemas;
import org.yahtzee.cli.ReachTables;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.engine.Advice;
import org.yahtzee.engine.Dice;
import org.yahtzee.engine.Engine;
import org.yahtzee.engine.Goal;
import org.yahtzee.engine.Seat;
import org.yahtzee.engine.SessionStanding;
import org.yahtzee.engine.Yahtzee;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * {@code play --games N}: a session of several games with scripted dice, its totals, winner and
 * record; under {@code --goal win} the advice of a later game is for the session total (the
 * engine's, from the earlier games' totals and the games still to come). Early turns only under
 * the win goal, against a fake reach table: a whole game of it would cost seconds.
 */
final class PlaySessionGamesTest {
    /** Ann's thirteen turns, each typed dice scored at once: 306 points (PlayGoalTest's game). */
    private static final String[][] ANN = {
        {"11123", "ones"}, {"22234", "twos"}, {"33345", "threes"}, {"44456", "fours"}, {"55561", "fives"},
        {"66612", "sixes"}, {"33366", "3k"}, {"44446", "4k"}, {"22555", "fh"}, {"12346", "ss"}, {"23456", "ls"},
        {"44444", "yahtzee"}, {"65432", "chance"}};

    @TempDir
    static Path cache;
    @TempDir
    static Path dir;

    @BeforeAll
    static void fakeReachTable() throws IOException {
        ReachTables.officialWithFake(cache);
    }

    private static CommandRun play(String script, String... args) {
        return PlayCommandTest.play(cache, script, args);
    }

    /** One game, round by round: Ann's turns, and Bob's the same but a Yahtzee missed (256 points). */
    private static String game() {
        StringBuilder script = new StringBuilder();
        for (String[] turn : ANN) {
            script.append(turn[0]).append("\nscore ").append(turn[1]).append('\n');
            script.append(turn[1].equals("yahtzee") ? "44443" : turn[0]).append("\nscore ").append(turn[1]).append('\n');
        }
        return script.toString();
    }

    @Test
    void twoGames_sessionTotalsWinnerAndTheRecordOfBoth() throws IOException {
        Path text = dir.resolve("session.txt");
        Path json = dir.resolve("session.json");
        CommandRun run = play(game() + game() + "save " + text + "\nsave " + json + "\n",
                "--players", "Ann,Bob", "--games", "2", "--top", "0");

        assertEquals(0, run.exitCode(), run.transcript());
        String out = run.out();
        assertTrue(out.contains("\nsession of 2 games: the highest total over all of them wins\ngame 1 of 2\n"), out);
        assertTrue(out.contains("\nsession after game 1 of 2: Ann 306, Bob 256\ngame 2 of 2\nAnn, turn 1 of 13"), out);
        assertTrue(out.contains("\nsession after game 2 of 2: Ann 612, Bob 512\nsession winner: Ann\n"), out);
        String record = Files.readString(text);
        assertTrue(record.contains("\ngame: 1\nplayer: Ann\nplayer: Bob\n") && record.contains("\ngame: 2\n"), record);
        CommandRun graded = CommandRun.run(cache, "grade", "--json", json.toString());
        assertEquals(0, graded.exitCode(), graded.transcript());
        JsonNode games = JsonSchemas.assertValid("grade", graded.out()).get("players").get(0).get("games");
        assertEquals(2, games.size(), graded.out());
    }

    @Test
    void gamesOutOfRangeOrAlone_usageErrors() {
        CommandRun seven = play("", "--players", "Ann,Bob", "--games", "7");
        CommandRun alone = play("", "--games", "2");

        assertEquals(2, seven.exitCode(), seven.transcript());
        assertTrue(seven.err().startsWith("error: --games: a session has 1 to 6 games (the rule sheets' most), was 7"),
                seven.err());
        assertEquals(2, alone.exitCode(), alone.transcript());
        assertTrue(alone.err().startsWith("error: --games 2: a session is won by the highest total of several players"),
                alone.err());
    }

    @Test
    void winGoal_secondGame_advisesForTheSessionTotalAsTheEngineDoes() {
        Engine engine = Yahtzee.builder().cacheFolder(cache).build().engine(Rules.OFFICIAL);
        engine.load();
        Goal win = Goal.WIN;
        SessionGames session = new SessionGames(2, 2);
        session.finish(gameOne());
        Coach coach = new Coach(engine, Coach.DEFAULT_THRESHOLD, win);
        coach.session(session);
        PlayState second = PlayState.start(Rules.OFFICIAL, List.of("Ann", "Bob"));
        int roll = KeepLattice.rollOfDice(new int[] {2, 2, 3, 4, 5});
        PlayState rolled = second.rolled(roll);

        Advice shown = coach.options(rolled, 2);
        Advice ahead = engine.goal(win).rank(new Seat(List.of(List.of(), List.of()), 0,
                new SessionStanding(new int[] {306, 256}, 2, 2)), rolled.card(0), Dice.ofId(roll), 2);
        Advice alone = engine.goal(win).rank(Seat.of(List.of(List.of(), List.of()), 0), rolled.card(0),
                Dice.ofId(roll), 2);

        assertEquals(ahead.choices().get(0).goalValue(), shown.choices().get(0).goalValue(), 0);
        assertTrue(shown.choices().get(0).goalValue() > alone.choices().get(0).goalValue(),
                "50 points ahead with one game left: " + shown.choices().get(0).goalValue() + " against a game alone "
                        + alone.choices().get(0).goalValue());
        assertNotEquals(alone.choices().get(0).goalValue(), shown.choices().get(0).goalValue());
    }

    /** A finished first game, Ann 306 and Bob 256, played on the state alone (no engine). */
    private static PlayState gameOne() {
        PlayState state = PlayState.start(Rules.OFFICIAL, List.of("Ann", "Bob"));
        for (String[] turn : ANN) {
            for (int player = 0; player < 2; player++) {
                String dice = player == 1 && turn[1].equals("yahtzee") ? "44443" : turn[0];
                List<Integer> faces = new ArrayList<>();
                for (char c : dice.toCharArray()) {
                    faces.add(c - '0');
                }
                state = state.rolled(KeepLattice.rollOfDice(faces.stream().mapToInt(Integer::intValue).toArray()))
                        .scored(Category.parse(turn[1]));
            }
        }
        assertTrue(state.isOver());
        return state;
    }
}
