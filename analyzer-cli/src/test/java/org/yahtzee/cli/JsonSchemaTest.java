package org.yahtzee.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The real JSON of every command against its schema in docs/schemas, and the schemas against
 * outputs that are wrong in one way each (a schema that took anything would pass the first
 * half). {@code report distribution} and {@code simulate}, seconds each, are checked where
 * ReportCommandTest runs them, reach tables' info and verify in TablesReachCommandTest; error
 * objects in JsonErrorTest.
 */
final class JsonSchemaTest {
    private static final Path EXAMPLES = Path.of("..", "examples");
    private static final String VERHOEFF_CARD = "ones=3,threes=9,fours=12,sixes=24,full-house=25,small-straight=30";
    private static final ObjectMapper JSON = new ObjectMapper();

    private static CommandRun run(String... args) {
        return CommandRun.run(SharedCache.directory(), args);
    }

    private static JsonNode valid(String schema, int exitCode, String... args) {
        CommandRun run = run(args);
        assertEquals(exitCode, run.exitCode(), run.transcript());
        return JsonSchemas.assertValid(schema, run.out());
    }

    /** Every format the commands print has its schema file, whose format is that very string. */
    @Test
    void everyFormat_hasItsSchema() throws Exception {
        List<String> formats = new ArrayList<>();
        for (Field f : JsonOutput.class.getFields()) {
            if (Modifier.isStatic(f.getModifiers()) && f.getType() == String.class) {
                formats.add((String) f.get(null));
            }
        }
        assertEquals(12, formats.size(), formats.toString());
        for (String format : formats) {
            assertTrue(format.matches("yahtzee-[a-z-]+/1"), format);
            String name = format.substring("yahtzee-".length(), format.indexOf('/'));
            String schema = Files.readString(JsonSchemas.FOLDER.resolve(name + ".schema.json"));
            assertTrue(schema.contains("\"format\": {\"const\": \"" + format + "\"}"), name + " requires its format");
        }
        try (var files = Files.list(JsonSchemas.FOLDER)) {
            assertEquals(formats.size() + 1, files.count(), "one schema per format, and the vocabulary");
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "--rules free-choice --dice 12344 --top all --card " + VERHOEFF_CARD,
            "--dice 12345 --top all",
            "--dice 66666 --rolls-left 1 --card yahtzee=50 --yahtzee-bonuses 0 --top all",
            "--dice 33355 --rolls-left 0 --card chance=20,yahtzee=0 --top all",
            "--dice 11111 --top 1",
            "--dice 12344 --top all --goal reach:250 --card ones=3,twos=6,threes=9,fours=12,fives=15,sixes=24,full-house=25"})
    void advise_conforms(String args) {
        List<String> all = new ArrayList<>(List.of("advise", "--json"));
        all.addAll(List.of(args.strip().split(" ")));
        valid("advice", 0, all.toArray(String[]::new));
    }

    @Test
    void grade_oneRecord_severalRecords_andOneWithProblems_conform(@TempDir Path dir) throws IOException {
        valid("grade", 0, "grade", "--json", EXAMPLES.resolve("several-mistakes.txt").toString());
        JsonNode folder = valid("grade", 0, "grade", "--json", EXAMPLES.toString());
        assertTrue(folder.get("files").size() > 1, folder.toString());
        Path bad = Files.writeString(dir.resolve("bad.txt"), "1: 22351 score chance\n2: 22351 score chance\n");
        JsonNode failed = valid("grade", 3, "grade", "--json", bad.toString());
        assertFalse(failed.get("ok").asBoolean());
        valid("grade", 3, "grade", "--json", bad.toString(), EXAMPLES.resolve("clean-solitaire.txt").toString());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "--card " + VERHOEFF_CARD + " --at 0,1575",
            "--card ones=3,twos=6,threes=9,fours=12,fives=15,sixes=18,three-of-a-kind=21,four-of-a-kind=0,"
                    + "full-house=25,small-straight=30,large-straight=0,chance=23",
            "--card ones=3,twos=6,threes=9,fours=12,fives=15,sixes=18,three-of-a-kind=21,four-of-a-kind=0,"
                    + "full-house=25,small-straight=30,large-straight=0,chance=23,yahtzee=50",
            "--goal reach:250 --card ones=3,twos=6,threes=9,fours=12,fives=15,sixes=24,full-house=25,small-straight=30"})
    void value_midGameLastTurnAndFullCard_conform(String args) {
        List<String> all = new ArrayList<>(List.of("value", "--json"));
        all.addAll(List.of(args.strip().split(" ")));
        valid("value", 0, all.toArray(String[]::new));
    }

    @Test
    void opening_conforms() {
        valid("opening", 0, "report", "opening", "--json");
    }

    @Test
    void solve_conforms(@TempDir Path dir) {
        valid("solve", 0, "solve", "--rules", "no-bonus", "--json", "--out", dir.resolve("t.ytable").toString());
    }

    @Test
    void tables_verifyAndInfo_conform() {
        String table = OfficialTable.file().toString();
        valid("table-verify", 0, "tables", "verify", "--json", table);
        valid("table-info", 0, "tables", "info", "--json", table);
    }

    /** Against a fake reach table (a real one takes 35 s): the shape is the same. Free-choice: its distribution is kept. */
    @Test
    void goals_conforms(@TempDir Path dir) throws IOException {
        ReachTables.writeFake(org.yahtzee.rules.Rules.FREE_CHOICE, dir);
        CommandRun run = CommandRun.run(dir, "report", "goals", "--rules", "free-choice", "--json");
        assertEquals(0, run.exitCode(), run.transcript());
        JsonSchemas.assertValid("goals", run.out());
    }

    /** A valid advice in the shape advise prints, to break one way at a time. */
    private static final String GOOD_ADVICE = "{\"format\":\"yahtzee-advice/1\",\"rules\":\"official\",\"turn\":1,"
            + "\"rollsLeft\":2,\"dice\":\"12344\",\"cardTotal\":0,\"optionCount\":24,\"options\":["
            + "{\"action\":\"keep\",\"keep\":\"44\",\"expectedTotal\":252.24,\"loss\":0.0,\"sd\":59.9},"
            + "{\"action\":\"keep\",\"keep\":\"234\",\"expectedTotal\":250.51,\"loss\":1.73,\"sd\":59.5},"
            + "{\"action\":\"keep\",\"keep\":\"12344\",\"box\":\"chance\",\"points\":14,\"expectedTotal\":240.0,\"loss\":12.24,\"sd\":58.1}]}";

    /** One thing wrong in each: the schemas must refuse it. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "dice as numbers      | \"dice\":\"12344\"                 | \"dice\":[1,2,3,4,4]",
            "dice not ascending   | \"dice\":\"12344\"                 | \"dice\":\"44321\"",
            "a die of 7           | \"keep\":\"234\"                   | \"keep\":\"237\"",
            "none as a word       | \"keep\":\"44\"                    | \"keep\":\"none\"",
            "the old field name   | \"box\":\"chance\"                 | \"category\":\"chance\"",
            "a box and no points  | \"box\":\"chance\",\"points\":14   | \"box\":\"chance\"",
            "a box on four dice   | \"keep\":\"12344\",\"box\"         | \"keep\":\"1234\",\"box\"",
            "a score with a keep  | \"action\":\"keep\",\"keep\":\"44\" | \"action\":\"score\",\"keep\":\"44\"",
            "an unknown field     | \"rollsLeft\":2                    | \"rollsLeft\":2,\"hint\":1",
            "no loss              | ,\"loss\":0.0                      | ''",
            "no sd                | ,\"sd\":59.5                       | ''",
            "a negative sd        | \"sd\":59.5                        | \"sd\":-1",
            "another format       | yahtzee-advice/1                   | yahtzee-advice/2"})
    void schema_refusesAWrongAdvice(String what, String right, String wrong) {
        JsonSchemas.assertValid("advice", GOOD_ADVICE);
        assertTrue(GOOD_ADVICE.contains(right.strip()), what);

        JsonNode bad = readTree(GOOD_ADVICE.replace(right.strip(), wrong.strip()));
        assertFalse(JsonSchemas.errors("advice", bad).isEmpty(), what + ": " + bad);
    }

    private static JsonNode readTree(String json) {
        try {
            return JSON.readTree(json);
        } catch (IOException e) {
            throw new AssertionError(json, e);
        }
    }
}
