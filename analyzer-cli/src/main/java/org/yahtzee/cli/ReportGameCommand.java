package org.yahtzee.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.cli.record.RecordProblem;
import org.yahtzee.cli.record.RecordSource;
import org.yahtzee.grade.GameGrader;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * {@code yahtzee report game}: a game record graded as {@code grade} grades it, written as one
 * self-contained HTML page (the card, the decisions, two charts, luck against skill). A record
 * with problems is reported as {@code grade} reports it ({@code FILE:LINE:COLUMN: ...}, exit 3)
 * and no page is written.
 */
final class ReportGameCommand implements Callable<Integer> {

    final CommandSpec spec = CommandModel.withCacheFooter(CommandModel.command(this, "game",
            "A graded game as one self-contained web page.",
            "The card, every decision against the best, the loss per turn and the",
            "expected score along the game as charts, and the score split into",
            "expected - loss + luck; a section per player and game. FILE is a game record",
            "(text or JSON, see docs/game-record.md). The page loads nothing from",
            "elsewhere (inline CSS and SVG, no script)."));
    private final CommandModel.Value<Path> file = CommandModel.parameter(spec, PositionalParamSpec.builder()
            .required(true).paramLabel("FILE").type(Path.class).description("The game record."));
    private final CommandModel.Value<Path> html = CommandModel.option(spec, OptionSpec.builder("--html")
            .paramLabel("OUT.html").type(Path.class).required(true)
            .description("Write the page there (missing directories are created)."));
    private final GradingOptions grading = new GradingOptions(spec, "the record's rules: line");

    private final Environment environment;

    ReportGameCommand(Environment environment) {
        this.environment = environment;
    }

    @Override
    public Integer call() throws IOException {
        double threshold = grading.threshold();
        Path file = this.file.get();
        Path html = this.html.get();
        OutputPath.checkWritable("--html", html, ".html"); // before any work
        PrintWriter err = spec.commandLine().getErr();
        List<RecordGrading.GradedCard> graded = new ArrayList<>();
        RecordGrading.Check check;
        try (RecordSource source = RecordSource.of(file)) {
            check = RecordGrading.check(source, grading.rulesOverride());
            if (!check.isValid()) {
                for (RecordProblem p : check.problems()) {
                    err.println(p);
                }
                err.println("error: " + file + " could not be read (problems above); no page written");
                err.flush();
                return ExitCode.BAD_FILE.code;
            }
            GameGrader grader = new GameGrader(TableLoading.load(environment, check.rules(), err));
            RecordGrading.grade(source, grading.rulesOverride(), grader, graded::add);
        }
        String page = GameReportPage.render(file.toString(), new GameRecord(check.rules(), List.of()), graded, threshold);
        write(page, html);
        PrintWriter out = spec.commandLine().getOut();
        out.printf(Locale.ROOT, "page written   %s (%d %s, %d bytes)%n", html.toAbsolutePath().normalize(),
                graded.size(), graded.size() == 1 ? "game" : "games", page.getBytes(StandardCharsets.UTF_8).length);
        out.flush();
        return ExitCode.OK.code;
    }

    private static void write(String page, Path html) throws IOException {
        try {
            Path parent = html.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            Files.writeString(html, page, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IOException("--html " + html + ": cannot write the page: " + ErrorReporter.describe(e), e);
        }
    }
}
