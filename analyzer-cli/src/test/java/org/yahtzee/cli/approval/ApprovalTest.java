package org.yahtzee.cli.approval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.yahtzee.cli.approval.Approvals.mask;
import static org.yahtzee.cli.approval.Approvals.verify;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.cli.CommandRun;
import org.yahtzee.cli.SharedCache;

/**
 * The outputs of the commands over examples/ and a few fixed positions, checked against their
 * approved copies (src/test/resources/approved, README there). Masks hide only what changes
 * from run to run or machine to machine; each says why where it is applied.
 */
final class ApprovalTest {
    private static final Path EXAMPLES = Path.of("..", "examples");

    @TempDir
    Path work;

    private static CommandRun run(String... args) {
        CommandRun run = CommandRun.run(SharedCache.directory(), args);
        assertEquals(0, run.exitCode(), run.transcript());
        return run;
    }

    /** The example records, each by the path the tests give it ("../examples/NAME"). */
    private static List<Path> examples() throws IOException {
        try (Stream<Path> files = Files.list(EXAMPLES)) {
            return files.filter(f -> f.toString().endsWith(".txt")).sorted().toList();
        }
    }

    private static String stem(Path example) {
        String name = example.getFileName().toString();
        return name.substring(0, name.lastIndexOf('.'));
    }

    /** grade's text and JSON for every example: a new example needs its approved outputs. */
    @TestFactory
    Stream<DynamicTest> grade_everyExample_textAndJson() throws IOException {
        return examples().stream().map(example -> DynamicTest.dynamicTest(example.getFileName().toString(), () -> {
            String text = run("grade", example.toString()).out();
            if (text.contains("; graded in ")) { // the summary of a record of several games
                // the time taken and the rate
                text = mask(text, "graded in [0-9.]+ ms \\([0-9.]+ games/s\\)", "graded in T ms (R games/s)");
            }
            verify("grade/" + stem(example) + ".txt", text);
            verify("grade/" + stem(example) + ".json", run("grade", "--json", example.toString()).out());
        }));
    }

    /** A solitaire game and the two-player session (four sections, a contents list). */
    @TestFactory
    Stream<DynamicTest> reportGame_page() {
        return Stream.of("several-mistakes.txt", "two-player-session.txt").map(name ->
                DynamicTest.dynamicTest(name, () -> {
                    Path html = work.resolve(name + ".html");
                    run("report", "game", EXAMPLES.resolve(name).toString(), "--html", html.toString());
                    // the version in the header changes with every release
                    String page = mask(Files.readString(html), "&middot; yahtzee [^<]+</p>", "&middot; yahtzee VERSION</p>");
                    verify("report-game/" + stem(Path.of(name)) + ".html", page);
                }));
    }

    @Test
    void reportOpening_official_textMarkdownCsv() {
        verify("report-opening/official.txt", run("report", "opening", "--rules", "official").out());
        verify("report-opening/official.md", run("report", "opening", "--rules", "official", "--markdown").out());
        verify("report-opening/official.csv", run("report", "opening", "--rules", "official", "--csv").out());
    }

    /** Verhoeff's proficiency-test position, a new card, the last roll with every box, a Yahtzee under the joker rule. */
    @Test
    void advise_positions() {
        verify("advise/verhoeff.txt", run("advise", "--rules", "free-choice", "--dice", "12344",
                "--card", "ones=3,threes=9,fours=12,sixes=24,full-house=25,small-straight=30").out());
        verify("advise/new-card.txt", run("advise", "--dice", "12344").out());
        verify("advise/last-roll-every-box.txt", run("advise", "--dice", "55552", "--rolls-left", "0",
                "--top", "all").out());
        verify("advise/extra-yahtzee-joker.txt", run("advise", "--dice", "44444", "--rolls-left", "1",
                "--card", "yahtzee=50,fours=16,full-house=25", "--yahtzee-bonuses", "0", "--top", "5").out());
    }

    @Test
    void reportDistribution_freeChoice_text() {
        CommandRun run = run("report", "distribution", "--rules", "free-choice", "--threads", "2");
        // the time taken
        verify("report-distribution/free-choice.txt",
                mask(run.out(), "(?m)^seconds         [0-9.]+ ", "seconds         S.S "));
    }

    @Test
    void solve_json_freeChoice() {
        Path table = work.resolve("free-choice.ytable");
        String json = run("solve", "--rules", "free-choice", "--threads", "2", "--json", "--out", table.toString()).out();
        assertTrue(json.contains("\"file\":\"" + table.toAbsolutePath().normalize() + "\""), json);
        // the time taken; the temporary folder the table went to
        json = mask(json, "\"seconds\":[0-9.]+", "\"seconds\":0.0");
        verify("solve/free-choice.json", mask(json, "\"file\":\"[^\"]+\"", "\"file\":\"TEMP/free-choice.ytable\""));
    }
}
