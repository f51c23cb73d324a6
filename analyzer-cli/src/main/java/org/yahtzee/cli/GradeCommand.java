package org.yahtzee.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.cli.record.GameRecordReader;
import org.yahtzee.cli.record.RecordProblem;
import org.yahtzee.grade.GameGrader;
import org.yahtzee.rules.Rules;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * {@code yahtzee grade}: reads game records (docs/game-record.md), replays every card and
 * grades each decision against optimal solitaire play, with the luck of the dice. Records that
 * cannot be read are reported problem by problem ({@code FILE:LINE:COLUMN: ...}) and give exit 3;
 * the others are still graded.
 */
final class GradeCommand implements Callable<Integer> {

    final CommandSpec spec = CommandModel.withCacheFooter(CommandModel.command(this, "grade",
            "Grade played games: the points each decision lost, and the luck.",
            "FILE is a game record (text or JSON, see docs/game-record.md) or a folder of them",
            "(every *.txt and *.json file in it and below)."));
    private final JsonOption jsonOption = new JsonOption(spec);
    private final GradingOptions grading = new GradingOptions(spec, "the records' rules: lines");
    private final CommandModel.Value<List<Path>> paths = CommandModel.parameter(spec, PositionalParamSpec.builder()
            .required(true).paramLabel("FILE").arity("1..*").type(List.class).auxiliaryTypes(Path.class)
            .description("Game records, or folders of them."));

    private final Environment environment;

    GradeCommand(Environment environment) {
        this.environment = environment;
    }

    @Override
    public Integer call() throws IOException {
        double threshold = grading.threshold();
        List<Path> files = expand(paths.get());
        PrintWriter err = spec.commandLine().getErr();
        Map<Rules, GameGrader> graders = new HashMap<>();
        List<GradeReport.FileResult> results = new ArrayList<>();
        int unreadable = 0;
        long nanos = 0;
        for (Path file : files) {
            GameRecordReader.Result parsed = RecordGrading.read(file, grading.rulesOverride());
            if (!parsed.isValid()) {
                for (RecordProblem p : parsed.problems()) {
                    err.println(p);
                }
                unreadable++;
                results.add(new GradeReport.FileResult(file.toString(), parsed.record(), parsed.problems(), List.of()));
                continue;
            }
            GameRecord record = parsed.record();
            GameGrader grader = graders.get(record.rules());
            if (grader == null) {
                grader = new GameGrader(TableLoading.load(environment, record.rules(), err));
                graders.put(record.rules(), grader);
            }
            long start = System.nanoTime();
            List<RecordGrading.GradedCard> graded = RecordGrading.grade(grader, record);
            nanos += System.nanoTime() - start;
            results.add(new GradeReport.FileResult(file.toString(), record, List.of(), graded));
        }
        GradeReport report = new GradeReport(results, threshold, nanos / 1e9);
        PrintWriter out = spec.commandLine().getOut();
        if (jsonOption.enabled()) {
            report.printJson(out);
        } else {
            report.printText(out);
        }
        if (unreadable > 0) {
            err.println("error: " + (files.size() == 1 ? files.get(0) + " could not be read"
                    : unreadable + " of " + files.size() + " records could not be read") + " (problems above)");
            err.flush();
            return ExitCode.BAD_FILE.code;
        }
        return ExitCode.OK.code;
    }

    /** The files named, with folders replaced by their *.txt and *.json files, sorted. */
    private static List<Path> expand(List<Path> paths) throws IOException {
        List<Path> files = new ArrayList<>();
        for (Path path : paths) {
            if (Files.isDirectory(path)) {
                try (Stream<Path> walk = Files.walk(path)) {
                    walk.filter(Files::isRegularFile)
                            .filter(p -> p.getFileName().toString().endsWith(".txt")
                                    || p.getFileName().toString().endsWith(".json"))
                            .sorted()
                            .forEach(files::add);
                }
            } else if (Files.exists(path)) {
                files.add(path);
            } else {
                throw new NoSuchFileException(path.toString());
            }
        }
        if (files.isEmpty()) {
            // Only folders can come out empty: a missing file has already thrown NoSuchFileException.
            throw new IOException("no game records (*.txt, *.json) in " + String.join(", ", paths.stream().map(Path::toString).toList()));
        }
        return files;
    }
}
