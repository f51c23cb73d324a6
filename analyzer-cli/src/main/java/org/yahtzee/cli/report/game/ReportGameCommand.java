package org.yahtzee.cli.report.game;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.yahtzee.cli.CommandModel;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.ExitCode;
import org.yahtzee.cli.OutputPath;
import org.yahtzee.cli.grade.GradingOptions;
import org.yahtzee.cli.grade.RecordGrading;
import org.yahtzee.cli.options.ThreadsOption;
import org.yahtzee.cli.record.RecordSource;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.engine.Engine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.ParameterException;

/**
 * {@code yahtzee report game}: a game record graded as {@code grade} grades it, written as one
 * self-contained HTML page (the card, the decisions, two charts, luck against skill). A record
 * with problems is reported as {@code grade} reports it ({@code FILE:LINE:COLUMN: ...}, exit 3)
 * and no page is written; nor is one when the page would replace the record, or hold more than
 * {@link #PAGE_GAMES} games.
 */
public final class ReportGameCommand implements Callable<Integer> {

    /**
     * Most games (sections: one per player and game) on a page. A section is about 26 KB (its
     * 40 decision rows, and two charts of 5 to 7 KB), so 100 make a page of under 3 MB that a
     * browser opens briskly and a person can still scroll through; {@code grade} takes any number.
     */
    static final int PAGE_GAMES = 100;

    public final CommandSpec spec = CommandModel.withCacheFooter(CommandModel.command(this, "game",
            "A graded game as one self-contained web page.",
            "The card, every decision against the best, the loss per turn and the",
            "expected score along the game as charts, and the score split into",
            "expected - loss + luck; a section per player and game (at most " + PAGE_GAMES + ").",
            "FILE is a game record (text or JSON, see docs/game-record.md). The page",
            "loads nothing from elsewhere (inline CSS and SVG, no script)."));
    private final CommandModel.Value<Path> file = CommandModel.parameter(spec, PositionalParamSpec.builder()
            .required(true).paramLabel("FILE").type(Path.class).description("The game record."));
    private final CommandModel.Value<Path> html = CommandModel.option(spec, OptionSpec.builder("--html")
            .paramLabel("OUT.html").type(Path.class).required(true)
            .description("Write the page there (missing directories are created)."));
    private final GradingOptions grading = new GradingOptions(spec, "the record's rules: line");
    private final ThreadsOption threadsOption = new ThreadsOption(spec);

    private final Environment environment;

    public ReportGameCommand(Environment environment) {
        this.environment = environment;
    }

    @Override
    public Integer call() throws IOException {
        double threshold = grading.threshold();
        int threads = threadsOption.threads();
        Path file = this.file.get();
        Path html = this.html.get();
        checkPaths(file, html); // before any work
        OutputPath page = new OutputPath("--html", html, "page", environment);
        page.check();
        PrintWriter err = spec.commandLine().getErr();
        List<RecordGrading.GradedCard> graded = new ArrayList<>();
        RecordGrading.Check check;
        try (RecordSource source = RecordSource.of(file)) {
            check = RecordGrading.check(source, grading.rulesOverride(), threads);
            if (!check.isValid()) {
                check.printProblems(err);
                err.println("error: " + UserText.printable(source.name()) + " could not be read (problems above); "
                        + "no page written");
                err.flush();
                return ExitCode.BAD_FILE.code;
            }
            if (check.cards() > PAGE_GAMES) {
                throw new IOException(file + " holds " + check.cards() + " games (one per player and game): a page "
                        + "holds at most " + PAGE_GAMES + "; 'yahtzee grade " + file + "' grades any number");
            }
            Engine engine = environment.yahtzee(err).engine(check.rules());
            engine.load();
            RecordGrading.grade(source, check, grading.rulesOverride(), engine, null,
                    new RecordGrading.Workers(threads, fraction -> { }), card -> {
                if (graded.size() == PAGE_GAMES) { // grown since it was checked: the page stays bounded
                    throw new IOException(file + " changed while it was graded: more games than it held");
                }
                graded.add(card);
            });
        }
        writePage(page, out -> GameReportPage.write(out, file.toString(), check.rules(), graded, threshold));
        PrintWriter out = spec.commandLine().getOut();
        out.printf(Locale.ROOT, "page written   %s (%d %s, %d bytes)%n",
                UserText.printable(html.toAbsolutePath().normalize()),
                graded.size(), graded.size() == 1 ? "game" : "games", Files.size(html));
        out.flush();
        return ExitCode.OK.code;
    }

    /**
     * Refuses, as a usage error, a page that would replace the record it is made from
     * ({@code ./r.txt} and links included). Empty paths never get here (PathConverter).
     */
    private void checkPaths(Path file, Path html) throws IOException {
        if (Files.exists(html) && Files.exists(file) && Files.isSameFile(file, html)) {
            throw new ParameterException(spec.commandLine(), "--html " + html + " is the game record " + file
                    + " itself: expected another file for the page (the record is left as it is)");
        }
    }

    /** What writes the page's text. */
    @FunctionalInterface
    interface Page {
        void write(Writer out) throws IOException;
    }

    /**
     * Writes the page to {@code html} through a temporary file and a rename: a write that fails
     * (a full disk) leaves the page that was there before as it was.
     */
    static void writePage(OutputPath html, Page page) throws IOException {
        html.write(stream -> {
            Writer out = new BufferedWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8), 1 << 16);
            page.write(out);
            out.flush();
        });
    }
}
