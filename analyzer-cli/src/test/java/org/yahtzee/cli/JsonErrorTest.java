package org.yahtzee.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * With {@code --json} a failing command prints the error object (docs/schemas/error.schema.json)
 * on stdout, beside its {@code error:} line on stderr, with the same message and exit code.
 */
final class JsonErrorTest {

    private static CommandRun run(String... args) {
        return CommandRun.run(SharedCache.directory(), args);
    }

    /** The error object of the run, checked against the schema, its exit code and its stderr line. */
    private static JsonNode errorObject(CommandRun run, int exitCode, String kind) {
        assertEquals(exitCode, run.exitCode(), run.transcript());
        JsonNode json = JsonSchemas.assertValid("error", run.out());
        assertEquals(exitCode, json.get("exitCode").asInt());
        assertEquals(kind, json.get("kind").asText(), run.transcript());
        assertEquals("error: " + json.get("message").asText(), run.errLines().get(0), "the same message on stderr");
        return json;
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "unknown-option      | solve --json --frobnicate",
            "unknown-option      | advise --frobnicate --dice 12344 --json",
            "unknown-command     | report frobnicate --json",
            "unexpected-argument | tables info --json a.ytable b.ytable",
            "missing-argument    | advise --json",
            "missing-argument    | advise --json --dice",
            "unknown-rules       | advise --json --dice 12344 --rules offical",
            "unknown-rules       | solve --rules joker=free,joker=none --json",
            "bad-value           | advise --json --dice 1234",
            "bad-value           | advise --json --dice 12344 --top 0",
            "bad-value           | advise --json --dice 12344 --rolls-left x",
            "bad-value           | simulate --json --games 1",
            "bad-value           | report opening --json --csv"})
    void usageError_withJson_errorObjectOnStdout_exit2(String kind, String args) {
        CommandRun run = run(args.strip().split(" "));

        errorObject(run, 2, kind.strip());
        assertTrue(run.err().contains("\ntry 'yahtzee "), run.transcript());
    }

    @Test
    void usageError_withoutJson_nothingOnStdout() {
        CommandRun run = run("advise", "--dice", "1234");

        assertEquals(2, run.exitCode(), run.transcript());
        assertEquals("", run.out());
    }

    /** After "--" a word is a parameter, not an option: --json there asks for nothing. */
    @Test
    void jsonAfterDoubleDash_notAnOption() {
        CommandRun run = run("grade", "--frobnicate", "--", "--json");

        assertEquals(2, run.exitCode(), run.transcript());
        assertEquals("", run.out());
    }

    @Test
    void missingRecord_withJson_fileError_exit3() {
        JsonNode json = errorObject(run("grade", "--json", "/no/such/record.txt"), 3, "file");

        assertEquals("no such file or directory: /no/such/record.txt", json.get("message").asText());
    }

    @Test
    void missingTable_withJson_tableError_namesFileAndProblem(@TempDir Path dir) {
        Path missing = dir.resolve("none.ytable");

        for (String command : new String[] {"verify", "info"}) {
            JsonNode json = errorObject(run("tables", command, "--json", missing.toString()), 3, "table");
            assertEquals(missing.toString(), json.get("file").asText());
            assertEquals("NOT_FOUND", json.get("problem").asText());
        }
    }

    /** picocli's quoted words are cut in the message as on stderr: the object stays small. */
    @Test
    void hugeWord_cutInTheObjectToo() {
        String huge = "7".repeat(100_000);

        JsonNode json = errorObject(run("simulate", "--json", "--games", huge), 2, "bad-value");

        assertTrue(json.get("message").asText().length() < 300, json.toString());
    }
}
