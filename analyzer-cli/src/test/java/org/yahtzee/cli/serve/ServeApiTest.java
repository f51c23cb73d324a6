package org.yahtzee.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.http.HttpRequest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.yahtzee.cli.CommandRun;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.SharedCache;
import org.yahtzee.rules.Rules;

/**
 * The API of {@code yahtzee serve} on a server in this JVM (port 0), through a real HTTP client:
 * every endpoint's answer against the command's own {@code --json} for the same input, and every
 * kind of bad request. {@link ApiClient} checks the headers of every answer and its body against
 * docs/openapi.yaml.
 */
final class ServeApiTest {
    private static final Path EXAMPLES = Path.of("..", "examples");
    private static final String VERHOEFF_CARD = "ones=3,threes=9,fours=12,sixes=24,full-house=25,small-straight=30";
    private static final ObjectMapper JSON = new ObjectMapper();

    private static ApiServer server;
    private static ApiClient client;
    private static final StringWriter LOG = new StringWriter();

    @BeforeAll
    static void start() throws IOException {
        server = start(ServeLimits.defaults());
        client = new ApiClient(server.port());
    }

    @AfterAll
    static void stop() throws InterruptedException {
        server.stop();
    }

    /**
     * A server of the shared test cache, its log in {@link #LOG}. A page's request to build a reach
     * table fails at once: the shared cache keeps none, and no test spends the minute of a real one
     * (ServeReachTest builds a fake).
     */
    static ApiServer start(ServeLimits limits) throws IOException {
        Environment environment = new Environment(SharedCache.directory(), false, false, CommandRun.keptFigures());
        return ApiServer.start(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), environment, Rules.OFFICIAL,
                limits, new PrintWriter(LOG, true), (rules, progress) -> {
                    throw new IllegalStateException("the tests' shared cache builds no reach table");
                });
    }

    private static CommandRun cli(String... args) {
        CommandRun run = CommandRun.run(SharedCache.directory(), args);
        assertEquals(0, run.exitCode(), run.transcript());
        return run;
    }

    /** The file lists exactly the server's endpoints (the tests' own aside), and each answers 200 as it says. */
    @Test
    void openApi_listsEveryEndpoint_eachAnswersAsDescribed() {
        java.util.List<String> served = new java.util.ArrayList<>(server.operations());
        served.removeIf(operation -> operation.endsWith("/boom"));
        java.util.List<String> listed = new java.util.ArrayList<>(OpenApi.operations());
        java.util.Collections.sort(listed, java.util.Comparator.comparing(operation -> operation.substring(operation.indexOf(' '))));
        assertEquals(served, listed);
        for (String operation : listed) {
            String path = operation.substring(operation.indexOf(' ') + 1);
            ApiClient.Answer answer = operation.startsWith("GET") ? client.get(path)
                    : client.post(path, path.endsWith("grade") ? "1: 22351 score chance\n"
                            : path.endsWith("value") ? "{\"card\":\"ones=3,twos=6,threes=9\"}"
                            : path.endsWith("build") ? "{}" : "{\"dice\":\"12344\"}");
            assertEquals(200, answer.status(), operation + ": " + answer);
        }
    }

    @Test
    void advise_proficiencyTestPosition_theCommandsVeryJson() {
        ApiClient.Answer answer = client.post("/api/v1/advise", "{\"rules\":\"free-choice\",\"card\":\"" + VERHOEFF_CARD
                + "\",\"dice\":\"12344\",\"rollsLeft\":2,\"top\":4}");
        assertEquals(200, answer.status(), answer.toString());
        assertEquals(cli("advise", "--json", "--rules", "free-choice", "--card", VERHOEFF_CARD, "--dice", "12344",
                "--top", "4").out(), answer.body());
        JsonNode options = answer.json().get("options");
        assertEquals("234", options.get(0).get("keep").asText());
        assertEquals(243.41, options.get(0).get("expectedTotal").asDouble(), 0.005);
        assertEquals("1234", options.get(3).get("keep").asText());
        assertEquals(243.10, options.get(3).get("expectedTotal").asDouble(), 0.005);
        assertEquals("no-store", answer.header("Cache-Control"));
    }

    @Test
    void advise_cardAsAnObject_defaultsAsTheCommand() {
        ApiClient.Answer answer = client.post("/api/v1/advise", "{\"dice\":\"1 2 3 4 4\",\"card\":{\"ones\":3,\"full-house\":25},"
                + "\"yahtzeeBonuses\":0,\"top\":\"all\"}");
        assertEquals(200, answer.status(), answer.toString());
        assertEquals(cli("advise", "--json", "--card", "ones=3,full-house=25", "--dice", "12344", "--top", "all").out(),
                answer.body());
        ApiClient.Answer defaults = client.post("/api/v1/advise", "{\"dice\":\"66666\"}");
        assertEquals(cli("advise", "--json", "--dice", "66666").out(), defaults.body());
    }

    @Test
    void advise_reachGoal_theCommandsJson_winRefused() {
        String card = "ones=3,twos=6,threes=9,fours=12,fives=15,sixes=24,full-house=25";
        ApiClient.Answer answer = client.post("/api/v1/advise", "{\"dice\":\"12344\",\"card\":\"" + card
                + "\",\"goal\":\"reach:250\",\"top\":\"all\"}");
        assertEquals(200, answer.status(), answer.body());
        assertEquals(cli("advise", "--json", "--dice", "12344", "--card", card, "--goal", "reach:250", "--top", "all")
                .out().strip(), answer.body().strip());

        ApiClient.Answer win = client.post("/api/v1/advise", "{\"dice\":\"12344\",\"goal\":\"win\"}");
        assertEquals(400, win.status(), win.body());
        assertTrue(win.body().contains("goal win needs other players to beat"), win.body());
        ApiClient.Answer bad = client.post("/api/v1/advise", "{\"dice\":\"12344\",\"goal\":\"reach:abc\"}");
        assertEquals(400, bad.status(), bad.body());
        assertTrue(bad.body().contains("the target must be a whole number of points"), bad.body());
        // An early card needs the reach table, which the shared test cache never holds (see start).
        ApiClient.Answer early = client.post("/api/v1/advise", "{\"dice\":\"12344\",\"goal\":\"reach:250\"}");
        assertEquals(400, early.status(), early.body());
        assertTrue(early.body().contains("reach table is not built yet"), early.body());
    }

    @Test
    void value_theCommandsJson_andTooManyOpenBoxesRefused() throws Exception {
        String card = "ones=3,threes=9,fours=12,sixes=24,full-house=25,small-straight=30";
        ApiClient.Answer answer = client.post("/api/v1/value", "{\"card\":\"" + card + "\"}");
        assertEquals(200, answer.status(), answer.body());
        com.fasterxml.jackson.databind.node.ObjectNode served = (com.fasterxml.jackson.databind.node.ObjectNode)
                new com.fasterxml.jackson.databind.ObjectMapper().readTree(answer.body());
        com.fasterxml.jackson.databind.node.ObjectNode command = (com.fasterxml.jackson.databind.node.ObjectNode)
                new com.fasterxml.jackson.databind.ObjectMapper().readTree(cli("value", "--json", "--card", card).out());
        for (com.fasterxml.jackson.databind.node.ObjectNode o : java.util.List.of(served, command)) {
            o.remove("seconds"); // timings, and the server's one thread against the command's
            o.remove("threads");
        }
        assertEquals(command, served);

        ApiClient.Answer early = client.post("/api/v1/value", "{\"card\":\"ones=3,twos=6\"}");
        assertEquals(400, early.status(), early.body());
        assertTrue(early.body().contains("\"field\":\"card\"") && early.body().contains("11 open boxes"), early.body());
    }

    @Test
    void grade_textAndJsonRecords_theCommandsJson() throws IOException {
        for (String example : new String[] {"several-mistakes.txt", "two-player-session.txt"}) {
            Path record = EXAMPLES.resolve(example);
            ApiClient.Answer answer = client.send(client.post("/api/v1/grade", Files.readAllBytes(record)));
            assertEquals(200, answer.status(), answer.toString());
            ObjectNode expected = (ObjectNode) JSON.readTree(cli("grade", "--json", record.toString()).out());
            expected.put("file", GradeEndpoint.NAME);
            assertEquals(expected, answer.json());
        }
        // A JSON record (docs/game-record.md's), its rules and threshold given in the query.
        Path json = Files.createTempFile("record", ".json");
        try {
            Files.writeString(json, "{\"format\": \"yahtzee-game-record/1\", \"rules\": \"official\", \"games\": [{\"game\": 1, "
                    + "\"players\": [{\"name\": \"Ann\", \"turns\": [{\"turn\": 1, \"rolls\": [\"22351\", \"22664\", \"66631\"], "
                    + "\"kept\": [\"22\", \"66\"], \"box\": \"sixes\", \"points\": 18}, {\"turn\": 2, \"rolls\": [\"12345\"], "
                    + "\"kept\": [], \"box\": \"large-straight\", \"points\": 40}]}]}]}");
            ApiClient.Answer answer = client.send(client.post("/api/v1/grade?rules=free-choice&threshold=0.5",
                    Files.readAllBytes(json)));
            assertEquals(200, answer.status(), answer.toString());
            ObjectNode expected = (ObjectNode) JSON.readTree(cli("grade", "--json", "--rules", "free-choice", "--threshold",
                    "0.5", json.toString()).out());
            expected.put("file", GradeEndpoint.NAME);
            assertEquals(expected, answer.json());
            assertEquals("free-choice", answer.json().get("rules").asText());
        } finally {
            Files.delete(json);
        }
    }

    /**
     * A record of one player graded to win: graded for points, its card saying there is no one to
     * beat, as {@code grade --goal win} grades it; never the reach table's demand (the shared cache
     * has none), which the goal would need only for a game of two or more.
     */
    @Test
    void grade_winForOnePlayer_theCommandsJsonNotTheReachTable() throws IOException {
        Path record = EXAMPLES.resolve("several-mistakes.txt");
        ApiClient.Answer answer = client.send(client.post("/api/v1/grade?goal=win", Files.readAllBytes(record)));
        assertEquals(200, answer.status(), answer.toString());
        ObjectNode expected = (ObjectNode) JSON.readTree(cli("grade", "--json", "--goal", "win", record.toString()).out());
        expected.put("file", GradeEndpoint.NAME);
        assertEquals(expected, answer.json());
    }

    @Test
    void grade_recordWithProblems_400WithEveryProblemAtItsPlace() {
        String record = "1: 22351 score chance\n2: 22351 score chance\n";
        ApiClient.Answer answer = client.post("/api/v1/grade", record);
        assertEquals(400, answer.status(), answer.toString());
        assertEquals("record", answer.kind());
        JsonNode problem = answer.json().get("problems").get(0);
        assertEquals(2, problem.get("line").asInt());
        assertTrue(problem.get("column").asInt() > 1, answer.toString());
        assertTrue(answer.message().contains("line 2, column " + problem.get("column").asInt()), answer.toString());
    }

    @Test
    void reports_theCommandsJson_keptAfterTheFirst() throws IOException {
        ApiClient.Answer opening = client.get("/api/v1/opening?rules=official");
        assertEquals(200, opening.status(), opening.toString());
        assertEquals(cli("report", "opening", "--json").out(), opening.body());
        assertEquals("public, max-age=3600", opening.header("Cache-Control"));

        ApiClient.Answer distribution = client.get("/api/v1/distribution");
        assertEquals(200, distribution.status(), distribution.toString());
        ObjectNode expected = (ObjectNode) JSON.readTree(cli("report", "distribution", "--json").out());
        ObjectNode served = (ObjectNode) distribution.json().deepCopy();
        expected.remove("seconds");
        served.remove("seconds");
        assertEquals(expected, served);
        assertEquals(distribution.body(), client.get("/api/v1/distribution?rules=official").body(), "kept, not made again");
    }

    @Test
    void health_namesTheLoadedRules() {
        ApiClient.Answer answer = client.get("/api/v1/health");
        assertEquals(200, answer.status(), answer.toString());
        assertTrue(answer.json().get("ok").asBoolean());
        assertEquals("official", answer.json().get("defaultRules").asText());
        assertTrue(answer.json().get("loadedRules").toString().contains("official"), answer.toString());
    }

    /** Each bad request: its status, its kind, the field named, and words of its message. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
            "malformed JSON    | {\"dice\":\"12344\",                        | 400 | malformed-json   |          | line 1, column",
            "not an object     | [\"12344\"]                                 | 400 | malformed-json   |          | expected a JSON object",
            "empty body        | ``                                          | 400 | malformed-json   |          | empty",
            "trailing object   | {\"dice\":\"12344\"} {}                     | 400 | malformed-json   |          | after the object's closing",
            "trailing word     | {\"dice\":\"12344\"} x                      | 400 | malformed-json   |          | line 1, column 19",
            "unknown field     | {\"dice\":\"12344\",\"dices\":1}            | 400 | unknown-field    | dices    | unknown field 'dices'",
            "unknown card box  | {\"dice\":\"12344\",\"card\":{\"onez\":3}}  | 400 | bad-value        | card     | onez",
            "wrong type        | {\"dice\":12344}                            | 400 | bad-value        | dice     | expected the dice as a string, found the number '12344'",
            "wrong type, int   | {\"dice\":\"12344\",\"rollsLeft\":\"2\"}    | 400 | bad-value        | rollsLeft| found the string '2'",
            "a fraction        | {\"dice\":\"12344\",\"top\":1.5}            | 400 | bad-value        | top      | whole number",
            "duplicate field   | {\"dice\":\"12344\",\"dice\":\"11111\"}     | 400 | bad-value        | dice     | given twice",
            "missing dice      | {\"rules\":\"official\"}                    | 400 | missing-argument | dice     | field 'dice' is missing",
            "bad dice          | {\"dice\":\"12347\"}                        | 400 | bad-value        | dice     | '12347' is not a roll",
            "rolls left 3      | {\"dice\":\"12344\",\"rollsLeft\":3}        | 400 | bad-value        | rollsLeft| 0, 1 or 2, was 3",
            "top 0             | {\"dice\":\"12344\",\"top\":0}              | 400 | bad-value        | top      | was 0",
            "unknown rules     | {\"dice\":\"12344\",\"rules\":\"offical\"}  | 400 | unknown-rules    | rules    | unknown rules 'offical': expected official",
            "full card         | {\"dice\":\"12344\",\"card\":\"ones=1,twos=2,threes=3,fours=4,fives=5,sixes=6,three-of-a-kind=0,four-of-a-kind=0,full-house=0,small-straight=0,large-straight=0,yahtzee=0,chance=5\"} | 400 | bad-value | card | all 13 boxes are filled"})
    void advise_badRequest_clearJsonError(String what, String body, int status, String kind, String field, String words) {
        ApiClient.Answer answer = client.post("/api/v1/advise", body == null ? "" : body);
        assertEquals(status, answer.status(), what + ": " + answer);
        assertEquals(kind, answer.kind(), what + ": " + answer);
        assertEquals(field == null ? "" : field, answer.json().path("field").asText(), what + ": " + answer);
        assertTrue(answer.message().contains(words), what + ": " + answer);
    }

    /** A bad value gets the message the command line gives it. */
    @Test
    void advise_badValue_sameMessageAsTheCommandLine() {
        for (String[] pair : new String[][] {{"dice", "1234"}, {"card", "full-house=20"}, {"rules", "joker=free,joker=none"}}) {
            boolean dice = pair[0].equals("dice");
            CommandRun run = dice ? CommandRun.run(SharedCache.directory(), "advise", "--dice", pair[1])
                    : CommandRun.run(SharedCache.directory(), "advise", "--dice", "12344", "--" + pair[0], pair[1]);
            ApiClient.Answer answer = client.post("/api/v1/advise", "{" + (dice ? "" : "\"dice\":\"12344\",") + "\""
                    + pair[0] + "\":\"" + pair[1] + "\"}");
            assertEquals("error: " + answer.message(), run.errLines().get(0), answer.toString());
        }
    }

    @Test
    void sizes_methodsAndPaths_413_405_404() {
        ApiClient.Answer large = client.post("/api/v1/advise", "{\"dice\":\"" + " ".repeat(20_000) + "12344\"}");
        assertEquals(413, large.status(), large.toString());
        assertEquals("too-large", large.kind());
        byte[] record = new byte[1024 * 1024 + 1];
        java.util.Arrays.fill(record, (byte) '\n');
        assertEquals(413, client.send(client.post("/api/v1/grade", record)).status());

        ApiClient.Answer get = client.get("/api/v1/advise");
        assertEquals(405, get.status(), get.toString());
        assertEquals("POST", get.header("Allow"));
        assertEquals("method-not-allowed", get.kind());
        assertEquals(405, client.post("/api/v1/health", "{}").status());

        for (String path : new String[] {"/api/", "/api/v1/", "/api/v1/advise/x", "/api/v2/advise", "/api/v1/ADVISE"}) {
            ApiClient.Answer missing = client.get(path);
            assertEquals(404, missing.status(), path + ": " + missing);
            assertEquals("not-found", missing.kind());
        }
        ApiClient.Answer query = client.get("/api/v1/opening?rule=official");
        assertEquals("unknown-field", query.kind(), query.toString());
        assertEquals("rule", query.json().get("field").asText());
        ApiClient.Answer twice = client.get("/api/v1/opening?rules=official&rules=official");
        assertEquals("bad-value", twice.kind(), twice.toString());
        assertEquals("unknown-rules", client.get("/api/v1/distribution?rules=offical").kind());
    }

    /** Every worker busy and no room to wait: 429 at once, with Retry-After; the busy one still answers. */
    @Test
    void fullPool_429WithRetryAfter() throws Exception {
        ApiServer small = start(ServeLimits.defaults().withWorkers(1, 0));
        try {
            Blocking block = new Blocking();
            small.route("block", "GET", block);
            ApiClient smallClient = new ApiClient(small.port());
            CompletableFuture<ApiClient.Answer> blocked = smallClient.sendAsync(
                    HttpRequest.newBuilder(smallClient.uri("/api/v1/block")).GET().build());
            block.entered.await();

            ApiClient.Answer busy = smallClient.post("/api/v1/advise", "{\"dice\":\"12344\"}");
            assertEquals(429, busy.status(), busy.toString());
            assertEquals("busy", busy.kind());
            assertEquals("1", busy.header("Retry-After"));

            block.release.countDown();
            assertEquals(200, blocked.get().status());
            // The worker is handed back just after its answer is sent, so the client may see the
            // answer first: a request at once can still find the pool full (it did at load 16).
            ApiClient.Answer again = smallClient.post("/api/v1/advise", "{\"dice\":\"12344\"}");
            for (long end = System.nanoTime() + 10_000_000_000L; again.status() == 429 && System.nanoTime() < end; ) {
                Thread.sleep(20);
                again = smallClient.post("/api/v1/advise", "{\"dice\":\"12344\"}");
            }
            assertEquals(200, again.status(), "free again: " + again);
        } finally {
            small.stop();
        }
    }

    /** A bug answers 500 with no stack trace and no class name; the log has the trace. */
    @Test
    void bug_500WithoutStackTrace() {
        server.route("boom", "GET", exchange -> {
            throw new IllegalStateException("secret detail");
        });
        ApiClient.Answer answer = client.get("/api/v1/boom");
        assertEquals(500, answer.status(), answer.toString());
        assertEquals("internal", answer.kind());
        assertFalse(answer.body().contains("secret") || answer.body().contains("Exception") || answer.body().contains("at org."),
                answer.toString());
        assertTrue(LOG.toString().contains("java.lang.IllegalStateException: secret detail"), LOG.toString());
    }

    /** An endpoint that holds its worker until released. */
    static final class Blocking implements Endpoint {
        final CountDownLatch entered = new CountDownLatch(1);
        final CountDownLatch release = new CountDownLatch(1);

        @Override
        public void handle(ApiExchange exchange) throws IOException, InterruptedException {
            entered.countDown();
            release.await();
            exchange.send(200, "{\"format\":\"test\"}\n".getBytes(java.nio.charset.StandardCharsets.UTF_8), false);
        }
    }
}
