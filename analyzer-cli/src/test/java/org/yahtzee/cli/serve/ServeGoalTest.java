package org.yahtzee.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.cli.CommandRun;
import org.yahtzee.cli.ReachTables;
import org.yahtzee.cli.record.GameRecordReader;
import org.yahtzee.engine.Advice;
import org.yahtzee.engine.Dice;
import org.yahtzee.engine.Goal;
import org.yahtzee.engine.GoalPlay;
import org.yahtzee.engine.Seat;
import org.yahtzee.engine.SessionStanding;
import org.yahtzee.engine.Yahtzee;
import org.yahtzee.game.Scorecard;
import org.yahtzee.grade.GoalGradedGame;
import org.yahtzee.grade.TurnPlay;
import org.yahtzee.rules.Rules;

/**
 * The goals on the API with the reach table in the cache (the fake of {@link ReachTables}, whose
 * figures are not the game's: the answers are compared with the command's and the library's on
 * the same cache): a record graded for win and for a target as {@code grade --goal --json}
 * grades it, advice for win at the seat a game record gives, and the bounds of both. The games
 * are early (every own card with more than 7 boxes open reads the table in a record's grade:
 * milliseconds); the advice and a grade as advised solve from 9 open boxes (a second or so).
 */
final class ServeGoalTest {
    /** Ann and Bob, the first four rounds of examples/two-player-session.txt's first game, and Ann's fifth turn. */
    private static final String EARLY = String.join("\n", "rules: official", "player: Ann", "player: Bob",
            "Ann 1: 42433 keep 44 -> 44452 keep 444 -> 44452 score fours 12",
            "Bob 1: 51336 keep 33 -> 64335 keep 6435 -> 64365 score small-straight 30",
            "Ann 2: 65344 keep 6534 -> 65341 keep 6534 -> 65343 score small-straight 30",
            "Bob 2: 35122 keep 22 -> 53622 keep 22 -> 45422 score twos 4",
            "Ann 3: 66562 keep 666 -> 66562 keep 666 -> 66363 score full-house 25",
            "Bob 3: 64442 keep 444 -> 54445 keep 444 -> 14445 score fours 12",
            "Ann 4: 55141 keep 55 -> 55512 keep 555 -> 55515 score fives 20",
            "Bob 4: 11254 keep 5 -> 32654 score fives 5",
            "Ann 5: 11311 keep 1111 -> 11511 keep 1111 -> 11511 score ones 4", "");
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Every box scored at once with dice that fill it well: 306 points (PlaySessionGamesTest's game). */
    private static final String[][] TURNS = {
        {"11123", "ones", "3"}, {"22234", "twos", "6"}, {"33345", "threes", "9"}, {"44456", "fours", "12"},
        {"55561", "fives", "15"}, {"66612", "sixes", "18"}, {"33366", "three-of-a-kind", "21"},
        {"44446", "four-of-a-kind", "22"}, {"22555", "full-house", "25"}, {"12346", "small-straight", "30"},
        {"23456", "large-straight", "40"}, {"44444", "yahtzee", "50"}, {"65432", "chance", "20"}};

    @TempDir
    static Path cache;
    private static ApiServer server;
    private static ApiClient client;

    @BeforeAll
    static void start() throws IOException {
        server = GoalServers.withFakeReachTable(cache);
        client = new ApiClient(server.port());
    }

    @AfterAll
    static void stop() throws InterruptedException {
        server.stop();
    }

    @Test
    void grade_winAndReach_theCommandsJson() throws IOException {
        Path record = cache.resolve("early.txt");
        Files.writeString(record, EARLY);
        for (String goal : List.of("win", "reach:250")) {
            ApiClient.Answer answer = client.post("/api/v1/grade?goal=" + goal + "&goalThreshold=0.5", EARLY);
            assertEquals(200, answer.status(), answer.toString());
            CommandRun run = CommandRun.run(cache, "grade", "--json", "--goal", goal, "--goal-threshold", "0.5",
                    record.toString());
            assertEquals(0, run.exitCode(), run.transcript());
            ObjectNode expected = (ObjectNode) JSON.readTree(run.out());
            expected.put("file", GradeEndpoint.NAME);
            assertEquals(expected, answer.json());
            JsonNode ann = answer.json().get("players").get(0).get("games").get(0).get("goal");
            assertEquals(goal, ann.get("name").asText());
            assertEquals(0.005, ann.get("threshold").asDouble());
        }
    }

    /**
     * A session record of two early games graded to win: the session's standing in each card's
     * goal (game 1 of 2, the totals before), every figure as {@code grade --goal win --json} on the
     * same cache gives it (its whole-game distribution the fake of {@link GoalServers}).
     */
    @Test
    void grade_winOfASession_theCommandsJson() throws IOException {
        String session = earlySession();
        Path record = cache.resolve("session.txt");
        Files.writeString(record, session);
        ApiClient.Answer answer = client.post("/api/v1/grade?goal=win", session);
        assertEquals(200, answer.status(), answer.toString());
        CommandRun run = CommandRun.run(cache, "grade", "--json", "--goal", "win", record.toString());
        assertEquals(0, run.exitCode(), run.transcript());
        ObjectNode expected = (ObjectNode) JSON.readTree(run.out());
        expected.put("file", GradeEndpoint.NAME);
        assertEquals(expected, answer.json());
        JsonNode standing = answer.json().get("players").get(1).get("games").get(1).get("goal").get("session");
        assertEquals(2, standing.get("game").asInt(), answer.toString());
        assertEquals(5 + 4 + 12 + 30, standing.get("totalBefore").asInt(), answer.toString());
    }

    /**
     * The play page's game graded to win as the advice valued it ({@code asAdvised=true}): Ann's
     * fifth turn, from 9 open boxes, exact as {@link org.yahtzee.engine.GoalPlay#gradeAsAdvised}
     * grades it, where a record posted without it is graded by the look-ahead there, as
     * {@link org.yahtzee.engine.GoalPlay#grade} and {@code grade --goal win} grade it (exact from
     * 7); Bob's four turns, 10 or more open, the look-ahead both ways.
     */
    @Test
    void grade_winAsAdvised_exactFromNineOpen_aRecordKeepsTheGradeRange() {
        ApiClient.Answer advised = client.post("/api/v1/grade?goal=win&asAdvised=true", EARLY);
        ApiClient.Answer graded = client.post("/api/v1/grade?goal=win&asAdvised=false", EARLY);
        assertEquals(200, advised.status(), advised.toString());
        assertEquals(200, graded.status(), graded.toString());
        List<List<TurnPlay>> players = List.of(turns(EARLY, 0), turns(EARLY, 1));
        Seat ann = Seat.of(players, 0);
        GoalPlay play = Yahtzee.builder().cacheFolder(cache).build().engine(Rules.OFFICIAL).goal(Goal.WIN);
        GoalGradedGame exact = play.gradeAsAdvised(ann, players.get(0));
        GoalGradedGame lookAhead = play.grade(ann, players.get(0));
        JsonNode advisedAnn = goalOf(advised, 0);
        JsonNode gradedAnn = goalOf(graded, 0);
        // goal figures are given to 5 decimals (docs/json.md, "Numbers"): half a unit of the last
        assertEquals(exact.valueNow(), advisedAnn.get("pNow").asDouble(), 5e-6, advised.toString());
        assertEquals(exact.luck(), advisedAnn.get("luck").asDouble(), 5e-6, advised.toString());
        assertEquals(lookAhead.valueNow(), gradedAnn.get("pNow").asDouble(), 5e-6, graded.toString());
        assertNotEquals(advisedAnn.get("pNow").asDouble(), gradedAnn.get("pNow").asDouble(), 1e-4,
                "Ann's card after turn 5, 8 open: exact, not the look-ahead");
        assertEquals(goalOf(graded, 1), goalOf(advised, 1), "Bob's turns: the look-ahead both ways");
        assertEquals(graded.json(), client.post("/api/v1/grade?goal=win", EARLY).json(), "false: the default");

        ApiClient.Answer bad = client.post("/api/v1/grade?goal=win&asAdvised=yes", EARLY);
        assertEquals(400, bad.status(), bad.toString());
        assertEquals("asAdvised", bad.json().get("field").asText(), bad.toString());
    }

    /** Player {@code player}'s goal object of the first game in a grade's answer. */
    private static JsonNode goalOf(ApiClient.Answer answer, int player) {
        return answer.json().get("players").get(player).get("games").get(0).get("goal");
    }

    @Test
    void grade_goalBounds_moreThanFourCardsAndBadWordsRefused() {
        String three = String.join("\n", "player: A", "player: B", "player: C", "A 1: 12345 score chance 15",
                "B 1: 12345 score chance 15", "C 1: 12345 score chance 15", "game: 2", "player: A", "player: B",
                "A 1: 12345 score chance 15", "");
        ApiClient.Answer many = client.post("/api/v1/grade?goal=win", "game: 1\n" + three);
        assertEquals(400, many.status(), many.toString());
        assertEquals("goal", many.json().get("field").asText());
        assertTrue(many.message().contains("at most 4 cards a request"), many.toString());
        assertEquals(200, client.post("/api/v1/grade", "game: 1\n" + three).status(), "without a goal: any size");

        ApiClient.Answer word = client.post("/api/v1/grade?goal=lose", EARLY);
        assertEquals(400, word.status(), word.toString());
        assertTrue(word.message().startsWith("goal 'lose': expected ev, reach:T"), word.toString());
        ApiClient.Answer threshold = client.post("/api/v1/grade?goal=win&goalThreshold=101", EARLY);
        assertEquals("goalThreshold", threshold.json().get("field").asText());
    }

    /**
     * Bob is to move (a round behind Ann): the advice is for his card as the record leaves it,
     * ranked for P(win) against Ann's, the figures the library's for the same seat.
     */
    @Test
    void advise_winAtTheRecordsSeat_theLibrarysAdvice() {
        ApiClient.Answer answer = client.post("/api/v1/advise", "{\"dice\":\"12346\",\"rollsLeft\":1,\"goal\":\"win\","
                + "\"top\":\"all\",\"record\":" + JSON.valueToTree(EARLY) + "}");
        assertEquals(200, answer.status(), answer.toString());
        JsonNode advice = answer.json();
        assertEquals("win", advice.get("goal").asText());
        assertEquals(5, advice.get("turn").asInt());
        assertEquals(30 + 4 + 12 + 5, advice.get("cardTotal").asInt());

        List<List<TurnPlay>> players = List.of(turns(EARLY, 0), turns(EARLY, 1));
        Scorecard bob = Scorecard.empty(Rules.OFFICIAL);
        for (TurnPlay turn : players.get(1)) {
            bob = bob.score(turn.finalRollId(), turn.box());
        }
        Advice expected = Yahtzee.builder().cacheFolder(cache).build().engine(Rules.OFFICIAL).goal(Goal.WIN)
                .advise(Seat.of(players, 1), bob, Dice.of(1, 2, 3, 4, 6), 1);
        assertEquals(expected.choices().size(), advice.get("options").size());
        for (int i = 0; i < expected.choices().size(); i++) {
            // goal figures are given to 5 decimals (docs/json.md, "Numbers"): half a unit of the last
            assertEquals(expected.choices().get(i).goalValue(), advice.get("options").get(i).get("pGoal").asDouble(), 5e-6);
        }
    }

    @Test
    void advise_recordBounds_winAloneAndCardBesideTheRecordRefused() {
        ApiClient.Answer alone = client.post("/api/v1/advise", "{\"dice\":\"12346\",\"goal\":\"win\",\"record\":"
                + "\"1: 12345 score chance 15\\n\"}");
        assertEquals(400, alone.status(), alone.toString());
        assertTrue(alone.message().startsWith("goal win needs other players to beat"), alone.toString());
        ApiClient.Answer both = client.post("/api/v1/advise", "{\"dice\":\"12346\",\"card\":\"chance=15\",\"record\":"
                + JSON.valueToTree(EARLY) + "}");
        assertEquals("card", both.json().get("field").asText(), both.toString());
        ApiClient.Answer two = client.post("/api/v1/advise", "{\"dice\":\"12346\",\"record\":"
                + JSON.valueToTree("game: 1\n1: 12345 score chance 15\ngame: 2\n1: 12345 score chance 15\n") + "}");
        assertEquals("record: game 1 is not finished (its card has 1 of 13 turns): only the last game of a session can "
                + "be in progress", two.message(), two.toString());
        StringBuilder full = new StringBuilder();
        String[] boxes = {"ones", "twos", "threes", "fours", "fives", "sixes", "three-of-a-kind", "four-of-a-kind",
            "full-house", "small-straight", "large-straight", "yahtzee", "chance"};
        for (int t = 0; t < boxes.length; t++) {
            full.append(t + 1).append(": 12345 score ").append(boxes[t]).append('\n');
        }
        ApiClient.Answer over = client.post("/api/v1/advise", "{\"dice\":\"12346\",\"record\":" + JSON.valueToTree(full.toString())
                + "}");
        assertEquals("record: the game is over (every card is full): nothing to advise", over.message(), over.toString());
        ApiClient.Answer broken = client.post("/api/v1/advise", "{\"dice\":\"12346\",\"record\":\"1: 12345 score nothing\\n\"}");
        assertEquals("record", broken.kind(), broken.toString());
        assertEquals(1, broken.json().get("problems").get(0).get("line").asInt());
    }

    /**
     * A session record of two early games of Ann and Bob: EARLY's first four rounds, then its first
     * two again as game 2 (every card read from the fake reach table: milliseconds a turn).
     */
    static String earlySession() {
        List<String> lines = List.of(EARLY.split("\n"));
        return String.join("\n", "rules: official", "game: 1", "player: Ann", "player: Bob",
                String.join("\n", lines.subList(3, 11)), "game: 2", "player: Ann", "player: Bob",
                String.join("\n", lines.subList(3, 7)), "");
    }

    /**
     * A session of two: game 1 over, Ann 266 (her large straight missed: 12346 for 0), Bob 306;
     * in game 2 both have scored every box but Yahtzee and Chance the same way, and Ann, to move,
     * holds 56666 with a roll left. On her own game she is sure of the lead by scoring Chance's 29
     * (P(win) 0.91); 40 behind over the session only a Yahtzee can save her: keep 6666 (library
     * figures, checked by hand in jshell on the real tables: 0.91 and 0.19).
     */
    private static String sessionRecord(boolean withGameOne) {
        StringBuilder record = new StringBuilder("rules: official\n");
        if (withGameOne) {
            record.append("game: 1\nplayer: Ann\nplayer: Bob\n");
            for (int t = 0; t < TURNS.length; t++) {
                boolean miss = TURNS[t][1].equals("large-straight");
                record.append("Ann ").append(t + 1).append(": ").append(miss ? "12346" : TURNS[t][0]).append(" score ")
                        .append(TURNS[t][1]).append(' ').append(miss ? "0" : TURNS[t][2]).append('\n');
                record.append("Bob ").append(t + 1).append(": ").append(TURNS[t][0]).append(" score ").append(TURNS[t][1])
                        .append(' ').append(TURNS[t][2]).append('\n');
            }
        }
        record.append("game: 2\nplayer: Ann\nplayer: Bob\n");
        int turn = 0;
        for (String[] t : TURNS) {
            if (!t[1].equals("yahtzee") && !t[1].equals("chance")) {
                turn++;
                for (String who : List.of("Ann", "Bob")) {
                    record.append(who).append(' ').append(turn).append(": ").append(t[0]).append(" score ").append(t[1])
                            .append(' ').append(t[2]).append('\n');
                }
            }
        }
        return record.toString();
    }

    /**
     * Game 2 of 2, 40 points behind over the session: the advice plays for the session total
     * (keep 6666 for a Yahtzee) where the same game alone is won by scoring Chance now, the
     * figures the library's for the standing {@code play --games 2} builds (266 and 306 before).
     */
    @Test
    void advise_winInASession_playsForTheSessionTotal() {
        String dice = "{\"dice\":\"56666\",\"rollsLeft\":1,\"goal\":\"win\",\"top\":\"all\",\"record\":";
        ApiClient.Answer session = client.post("/api/v1/advise", dice + JSON.valueToTree(sessionRecord(true)) + ",\"games\":2}");
        ApiClient.Answer alone = client.post("/api/v1/advise", dice + JSON.valueToTree(sessionRecord(false)) + "}");
        assertEquals(200, session.status(), session.toString());
        assertEquals(200, alone.status(), alone.toString());

        JsonNode gamble = session.json().get("options").get(0);
        assertEquals("keep", gamble.get("action").asText(), session.toString());
        assertEquals("6666", gamble.get("keep").asText(), session.toString());
        JsonNode safe = alone.json().get("options").get(0);
        assertEquals("chance", safe.get("box").asText(), alone.toString());
        assertTrue(safe.get("pGoal").asDouble() > 0.8 && gamble.get("pGoal").asDouble() < 0.3, session + "\n" + alone);

        List<TurnPlay> game2 = turns(sessionRecord(false), 0);
        Scorecard ann = Scorecard.empty(Rules.OFFICIAL);
        for (TurnPlay turn : game2) {
            ann = ann.score(turn.finalRollId(), turn.box());
        }
        Advice expected = Yahtzee.builder().cacheFolder(cache).build().engine(Rules.OFFICIAL).goal(Goal.WIN)
                .advise(new Seat(List.of(game2, game2), 0, new SessionStanding(new int[] {266, 306}, 2, 2)), ann,
                        Dice.of(5, 6, 6, 6, 6), 1);
        for (int i = 0; i < expected.choices().size(); i++) {
            assertEquals(expected.choices().get(i).goalValue(), session.json().get("options").get(i).get("pGoal").asDouble(),
                    5e-6);
        }
        // Without games, the record's last game is the session's last: the same standing.
        ApiClient.Answer implied = client.post("/api/v1/advise", dice + JSON.valueToTree(sessionRecord(true)) + "}");
        assertEquals(session.json(), implied.json());
    }

    /** The session's bounds: games 1..6, no more games than planned, earlier games finished and of the same players. */
    @Test
    void advise_sessionBounds_gamesAndEarlierGamesChecked() {
        String dice = "{\"dice\":\"56666\",\"rollsLeft\":1,\"record\":";
        ApiClient.Answer seven = client.post("/api/v1/advise", dice + JSON.valueToTree(sessionRecord(true)) + ",\"games\":7}");
        assertEquals("games: a session has 1 to 6 games (the rule sheets' most), was 7", seven.message(), seven.toString());
        ApiClient.Answer one = client.post("/api/v1/advise", dice + JSON.valueToTree(sessionRecord(true)) + ",\"games\":1}");
        assertEquals("games", one.json().get("field").asText(), one.toString());
        assertTrue(one.message().startsWith("record: 2 games for a session of 1 (games)"), one.toString());
        ApiClient.Answer noRecord = client.post("/api/v1/advise", "{\"dice\":\"56666\",\"games\":2}");
        assertEquals("games", noRecord.json().get("field").asText(), noRecord.toString());

        String unfinished = sessionRecord(true).replaceFirst("Bob 13: [^\n]*\n", "");
        ApiClient.Answer early = client.post("/api/v1/advise", dice + JSON.valueToTree(unfinished) + "}");
        assertEquals("record: game 1 is not finished (Bob has 12 of 13 turns): only the last game of a session can be in "
                + "progress", early.message(), early.toString());
        String both = sessionRecord(true);
        int second = both.indexOf("game: 2");
        String others = both.substring(0, second) + both.substring(second).replace("Bob", "Cy");
        ApiClient.Answer cy = client.post("/api/v1/advise", dice + JSON.valueToTree(others) + "}");
        assertEquals("record: game 1 is played by [Ann, Bob], the game in progress by [Ann, Cy]: a session is played by "
                + "the same players", cy.message(), cy.toString());
    }

    private static List<TurnPlay> turns(String record, int player) {
        return GameRecordReader.parse("test", record, null).record().games().get(0).cards().get(player).turns().stream()
                .map(t -> t.toPlay()).toList();
    }
}
