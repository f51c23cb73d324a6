package org.yahtzee.cli.report.game;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.cli.CommandRun;
import org.yahtzee.cli.OutputPath;
import org.yahtzee.cli.SharedCache;
import org.yahtzee.cli.grade.LargeRecords;
import org.yahtzee.cli.grade.RecordGrading.GradedCard;
import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.cli.text.Words;
import org.yahtzee.engine.Move;
import org.yahtzee.grade.Decision;
import org.yahtzee.grade.GradedGame;

final class ReportGameCommandTest {
    private static final Path EXAMPLES = Path.of("..", "examples");
    private static final Pattern TERM = Pattern.compile("data-term=\"(\\w+)\" data-value=\"([^\"]+)\"");
    private static final Pattern FLAGGED_ROW = Pattern.compile(
            "<tr class=\"(?:odd|even) flagged \\w+\" data-turn=\"(\\d+)\" data-roll=\"(\\d+)\">(.*?)</tr>");
    private static final Pattern ID = Pattern.compile("\\bid=[\"']([^\"']+)[\"']");
    private static final Pattern SVG_NAMESPACES = Pattern.compile("<svg id='[\\w-]+' xmlns='http://www.w3.org/2000/svg' "
            + "xmlns:xlink='http://www.w3.org/1999/xlink' xmlns:jfreesvg='http://www.jfree.org/jfreesvg/svg'");

    @TempDir
    Path work;

    private static CommandRun report(String... args) {
        return CommandRun.run(SharedCache.directory(), CommandRun.prefixed(args, "report", "game"));
    }

    @Test
    void severalMistakes_everyFlaggedDecision_termsAddUp_twoInlineCharts_nothingExternal() throws IOException {
        Path record = EXAMPLES.resolve("several-mistakes.txt");
        Path html = work.resolve("out").resolve("game.html");

        CommandRun run = report(record.toString(), "--html", html.toString());

        assertEquals(0, run.exitCode(), run.transcript());
        assertTrue(run.out().startsWith("page written   " + html.toAbsolutePath().normalize() + " (1 game, "),
                run.out());
        assertEquals("", run.err());
        String page = Files.readString(html);
        GradedGame expected = GradedExamples.first("several-mistakes.txt", 13); // as the page should show it

        Map<String, String> flaggedRows = new HashMap<>();
        Matcher row = FLAGGED_ROW.matcher(page);
        while (row.find()) {
            flaggedRows.put(row.group(1) + "/" + row.group(2), row.group(3));
        }
        assertEquals(5, expected.flaggedCount(0.01), "the example's own count, as grade prints it");
        assertEquals(expected.flaggedCount(0.01), flaggedRows.size(), flaggedRows.toString());
        for (Decision d : expected.decisions()) {
            if (d.isFlagged(0.01)) {
                String cells = flaggedRows.get(d.turn() + "/" + d.roll());
                assertTrue(cells != null, "no flagged row for " + d);
                assertTrue(cells.contains(Words.move(Move.played(d))) && cells.contains(Words.move(Move.best(d)))
                        && cells.contains(String.format(Locale.ROOT, "%.2f", d.loss())), cells);
            }
        }

        Map<String, Double> terms = new HashMap<>();
        Matcher term = TERM.matcher(page);
        while (term.find()) {
            terms.put(term.group(1), Double.parseDouble(term.group(2)));
        }
        assertEquals(Set.of("expected", "loss", "luck", "score"), terms.keySet());
        // the terms as JSON gives them: 8 decimals (docs/precision.md), half a unit of the last each
        assertEquals(expected.expectedAtStart(), terms.get("expected"), 0.5e-8);
        assertEquals(expected.totalLoss(), terms.get("loss"), 0.5e-8);
        assertEquals(expected.luck(), terms.get("luck"), 0.5e-8);
        assertEquals(235, terms.get("score"), 0);
        assertEquals(terms.get("score"), terms.get("expected") - terms.get("loss") + terms.get("luck"), 1.5e-8 + 1e-9);
        assertTrue(page.contains("235 = 254.59 \u2212 32.17 + 12.58"), "the equation as shown");

        assertEquals(2, count(page, "<svg"), "two charts");
        assertEquals(2, count(page, "</svg>"));
        assertSelfContained(page);
    }

    @Test
    void twoPlayerSession_oneSectionPerPlayerAndGame_idsUnique() throws IOException {
        Path html = work.resolve("session.html");

        CommandRun run = report(EXAMPLES.resolve("two-player-session.txt").toString(), "--html", html.toString());

        assertEquals(0, run.exitCode(), run.transcript());
        String page = Files.readString(html);
        assertEquals(4, count(page, "<section class=\"game\""));
        for (String heading : List.of("Ann, game 1", "Bob, game 1", "Ann, game 2", "Bob, game 2")) {
            assertTrue(page.contains("<h2>" + heading + ": final score "), heading);
        }
        assertEquals(8, count(page, "<svg"));
        Set<String> ids = new HashSet<>();
        Matcher id = ID.matcher(page);
        while (id.find()) {
            assertTrue(ids.add(id.group(1)), "id used twice: " + id.group(1));
        }
        assertSelfContained(page);
    }

    @Test
    void playerName_isEscaped(@TempDir Path dir) throws IOException {
        Path record = dir.resolve("evil.txt");
        Files.writeString(record, "player: <script>&\"'\n1: 22351 keep 22 -> 22664 keep 66 -> 66631 score sixes 18\n");
        Path html = dir.resolve("evil.html");

        CommandRun run = report(record.toString(), "--html", html.toString());

        assertEquals(0, run.exitCode(), run.transcript());
        String page = Files.readString(html);
        // Element text: jte escapes & < > there (quotes end nothing outside a tag).
        assertTrue(page.contains("<h2>&lt;script&gt;&amp;\"', game 1: score so far 18"), page);
        assertFalse(page.contains("<script"), "the name stays text");
        assertTrue(page.contains("data-term=\"stillToCome\""), "a game in progress has the fourth term");
    }

    @Test
    void badRecord_listsProblems_exits3_writesNoPage(@TempDir Path dir) throws IOException {
        Path bad = dir.resolve("bad.txt");
        Files.writeString(bad, "1: 22351 score chance\n2: 22351 score chance\n3: 2235 score ones\n");
        Path html = dir.resolve("bad.html");

        CommandRun run = report(bad.toString(), "--html", html.toString());

        assertEquals(3, run.exitCode(), run.transcript());
        assertTrue(run.err().contains(bad + ":2:16: chance is already filled"), run.err());
        assertTrue(run.err().contains(bad + ":3:4: "), run.err());
        assertTrue(run.err().contains("error: " + bad + " could not be read (problems above); no page written"),
                run.err());
        assertFalse(run.err().contains("\tat "), run.err());
        assertFalse(Files.exists(html));
    }

    /** Issue 21, item 9: a record with no game in it made a page of 0 games, exit 0. */
    @Test
    void recordWithNoGame_writesNoPage_exits3(@TempDir Path dir) throws IOException {
        Path empty = Files.writeString(dir.resolve("empty.txt"), "# to be played\n");
        Path html = dir.resolve("empty.html");

        CommandRun run = report(empty.toString(), "--html", html.toString());

        assertEquals(3, run.exitCode(), run.transcript());
        assertEquals(List.of(empty + ":1:1: no game in the record: expected at least one turn, e.g. '1: 22351 keep 22 "
                + "-> 22664 score twos'", "error: " + empty + " could not be read (problems above); no page written"),
                run.errLines());
        assertFalse(Files.exists(html));
    }

    /** The page would replace the record it is made of: refused before any work, the record left byte for byte. */
    @Test
    void htmlNamingTheRecord_isRefused_theRecordUntouched(@TempDir Path dir) throws IOException {
        Path record = dir.resolve("r.txt");
        Files.copy(EXAMPLES.resolve("several-mistakes.txt"), record);
        byte[] before = Files.readAllBytes(record);
        Path link = Files.createSymbolicLink(dir.resolve("link.html"), record);
        for (Path html : List.of(record, dir.resolve(".").resolve("r.txt"), link)) {
            CommandRun run = report(record.toString(), "--html", html.toString());
            assertEquals(2, run.exitCode(), run.transcript());
            assertEquals("error: --html " + html + " is the game record " + record + " itself: expected another file "
                    + "for the page (the record is left as it is)", run.errLines().get(0));
            assertArrayEquals(before, Files.readAllBytes(record));
        }
        assertTrue(Files.isSymbolicLink(link));
    }

    @Test
    void emptyPaths_areUsageErrors() {
        CommandRun html = report(EXAMPLES.resolve("clean-solitaire.txt").toString(), "--html", "");
        assertEquals(2, html.exitCode(), html.transcript());
        assertEquals("error: invalid value for option '--html': expected a file name, was empty",
                html.errLines().get(0));
        CommandRun file = report("", "--html", work.resolve("x.html").toString());
        assertEquals(2, file.exitCode(), file.transcript());
        assertEquals("error: invalid value for positional parameter at index 0 (FILE): expected a file name, "
                + "was empty", file.errLines().get(0));
    }

    @Test
    void recordIsAFolder_saysWhatWasExpected() {
        CommandRun run = report(EXAMPLES.toString(), "--html", work.resolve("x.html").toString());
        assertEquals(3, run.exitCode(), run.transcript());
        assertEquals(List.of("error: " + EXAMPLES + " is a folder: expected a game record file"), run.errLines());
    }

    @Test
    void moreGamesThanAPageHolds_isRefused_pointingAtGrade(@TempDir Path dir) throws IOException {
        Path record = dir.resolve("many.txt");
        LargeRecords.text(record, ReportGameCommand.PAGE_GAMES + 1, 1);
        Path html = dir.resolve("many.html");

        CommandRun run = report(record.toString(), "--html", html.toString());

        assertEquals(3, run.exitCode(), run.transcript());
        assertEquals(List.of("error: " + record + " holds 101 games (one per player and game): a page holds at most 100; "
                + "'yahtzee grade " + record + "' grades any number"), run.errLines());
        assertFalse(Files.exists(html));
    }

    /**
     * The page reaches the writer as it is rendered, and a writer that fails (a full disk) fails
     * the page with its own IOException, not jte's wrapping of it.
     */
    @Test
    void pageWrite_streamsToTheWriter_itsFailureIsTheWritersOwn() throws IOException {
        Path file = EXAMPLES.resolve("two-player-session.txt");
        GameRecord record = GradedExamples.record("two-player-session.txt");
        List<GradedCard> graded = GradedExamples.cards(record);
        StringWriter whole = new StringWriter();
        GameReportPage.write(whole, file.toString(), record.rules(), graded, 0.01);
        int firstSectionEnds = whole.toString().indexOf("</section>");

        StringBuilder received = new StringBuilder();
        Writer full = new Writer() {
            @Override
            public void write(char[] text, int from, int length) throws IOException {
                if (received.indexOf("</section>") >= 0) {
                    throw new IOException("No space left on device");
                }
                received.append(text, from, length);
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        IOException e = assertThrows(IOException.class,
                () -> GameReportPage.write(full, file.toString(), record.rules(), graded, 0.01));

        assertEquals("No space left on device", e.getMessage());
        assertEquals(whole.toString().substring(0, received.length()), received.toString(),
                "what was written is the page's beginning");
        assertTrue(received.length() < firstSectionEnds + 200, "the first section was written before the second "
                + "was rendered: " + received.length() + " characters of " + whole.toString().length());
    }

    /** A write that fails half way (a full disk) leaves the page that was there, and no temporary file. */
    @Test
    void aFailingPageWrite_leavesTheOldPageIntact(@TempDir Path dir) throws IOException {
        Path html = Files.writeString(dir.resolve("game.html"), "<p>the old page</p>");

        IOException e = assertThrows(IOException.class, () -> ReportGameCommand.writePage(new OutputPath("--html", html, "page", dir.resolve("cache")), out -> {
            out.write("<!DOCTYPE html>" + "x".repeat(1 << 20));
            throw new IOException("No space left on device");
        }));

        assertEquals("--html " + html + ": cannot write the page file: No space left on device", e.getMessage());
        assertEquals("<p>the old page</p>", Files.readString(html));
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(html), files.toList());
        }
    }

    @Test
    void controlCharacters_inANameAndTheFileName_areEscapedInThePage(@TempDir Path dir) throws IOException {
        Path record = dir.resolve("evil\u001b[2J.json");
        Files.writeString(record, "{\"games\": [{\"game\": 1, \"players\": [{\"name\": \"Sam\\u001b[31m\\nX\", \"turns\": "
                + "[{\"turn\": 1, \"rolls\": [\"22351\"], \"kept\": [], \"box\": \"chance\"}]}]}]}");
        Path html = dir.resolve("evil.html");

        CommandRun run = report(record.toString(), "--html", html.toString());

        assertEquals(0, run.exitCode(), run.transcript());
        String page = Files.readString(html);
        assertFalse(page.contains("\u001b"), "no escape character on the page");
        assertTrue(page.contains("<h2>Sam\\u001b[31m\\nX, game 1: score so far 13"), page);
        assertTrue(page.contains("evil\\u001b[2J.json</span></h1>"), "the file's name");
    }

    @Test
    void missingRecord_exits3() {
        CommandRun run = report("/no/such/record.txt", "--html", work.resolve("x.html").toString());
        assertEquals(3, run.exitCode(), run.transcript());
        assertEquals(List.of("error: no such file or directory: /no/such/record.txt"), run.errLines());
    }

    @Test
    void htmlIsAFolder_oneErrorLine_exits3() {
        CommandRun run = report(EXAMPLES.resolve("clean-solitaire.txt").toString(), "--html", work.toString());
        assertEquals(3, run.exitCode(), run.transcript());
        assertEquals(List.of("error: --html " + work + " is a folder: expected the name of the page file to write"),
                run.errLines());
    }

    @Test
    void htmlUnderAFile_oneErrorLine_exits3() throws IOException {
        Path file = Files.writeString(work.resolve("plain.txt"), "x");
        Path html = file.resolve("game.html");
        CommandRun run = report(EXAMPLES.resolve("clean-solitaire.txt").toString(), "--html", html.toString());
        assertEquals(3, run.exitCode(), run.transcript());
        assertEquals(List.of("error: --html " + html + ": " + file.toAbsolutePath() + " is a file, not a folder"),
                run.errLines());
    }

    @Test
    void withoutHtml_isAUsageError() {
        CommandRun run = report(EXAMPLES.resolve("clean-solitaire.txt").toString());
        assertEquals(2, run.exitCode(), run.transcript());
        assertTrue(run.err().startsWith("error: missing required option: '--html=OUT.html'"), run.err());
    }

    /**
     * No address to fetch: no http(s) anywhere but the namespace names JFreeSVG declares on each
     * chart's svg element (names that identify SVG, never fetched), no scripts, no links out, no
     * external style or image.
     */
    private static void assertSelfContained(String page) {
        Matcher svg = SVG_NAMESPACES.matcher(page);
        int charts = 0;
        while (svg.find()) {
            charts++;
        }
        assertEquals(count(page, "<svg"), charts, "an svg element without the usual namespace names");
        String lower = SVG_NAMESPACES.matcher(page).replaceAll("<svg").toLowerCase(Locale.ROOT);
        assertFalse(lower.contains("http://") || lower.contains("https://"), "an http(s) address in the page");
        assertFalse(lower.contains("<script") || lower.contains("<link") || lower.contains("<img")
                || lower.contains("<iframe") || lower.contains("@import") || lower.contains("url(http"),
                "an external resource in the page");
        assertFalse(lower.contains(" src="), "a src attribute");
        Matcher href = Pattern.compile("href=\"([^\"]*)\"").matcher(page);
        while (href.find()) {
            assertTrue(href.group(1).startsWith("#"), "a link out of the page: " + href.group(1));
        }
        assertTrue(page.startsWith("<!DOCTYPE html>") && page.contains("<style>"));
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + part.length())) {
            n++;
        }
        return n;
    }
}
