package org.yahtzee.cli.grade;

import java.io.IOException;
import java.io.InputStream;
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
import org.yahtzee.cli.CheckedOutput;
import org.yahtzee.cli.CommandModel;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.ExitCode;
import org.yahtzee.cli.JsonOutput;
import org.yahtzee.cli.ProgressLine;
import org.yahtzee.cli.goal.GoalArgument;
import org.yahtzee.cli.options.JsonOption;
import org.yahtzee.cli.options.ThreadsOption;
import org.yahtzee.cli.record.RecordSource;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.engine.Engine;
import org.yahtzee.engine.Goal;
import org.yahtzee.engine.GoalPlay;
import org.yahtzee.engine.Yahtzee;
import org.yahtzee.rules.Rules;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.ParameterException;

/**
 * {@code yahtzee grade}: reads game records (docs/game-record.md), replays every card and
 * grades each decision against optimal solitaire play, with the luck of the dice. Records that
 * cannot be read are reported problem by problem ({@code FILE:LINE:COLUMN: ...}) and give exit 3;
 * the others are still graded. One record is read once, graded as it is checked, and its report
 * held back (in memory, then a temporary file) until it is known valid ({@link OnePassGrading});
 * a record with problems, and several records, are read twice, checked then graded a game at a
 * time, the report printed as the games are graded: the memory does not grow with the records.
 */
public final class GradeCommand implements Callable<Integer> {

    public final CommandSpec spec = CommandModel.withCacheFooter(CommandModel.command(this, "grade",
            "Grade played games: the points each decision lost, and the luck.",
            "FILE is a game record (text or JSON, see docs/game-record.md) or a folder of them",
            "(every *.txt and *.json file in it and below); - reads a record from standard input."));
    private final JsonOption jsonOption = new JsonOption(spec);
    private final GradingOptions grading = new GradingOptions(spec, "the records' rules: lines");
    private final CommandModel.Value<List<Path>> paths = CommandModel.parameter(spec, PositionalParamSpec.builder()
            .required(true).paramLabel("FILE").arity("1..*").type(List.class).auxiliaryTypes(Path.class)
            .description("Game records, or folders of them; - for standard input."));

    private final ThreadsOption threadsOption = new ThreadsOption(spec);
    private final GoalArgument goalArgument = new GoalArgument(spec, true);
    private final CommandModel.Value<Double> goalThreshold = CommandModel.option(spec, OptionSpec.builder("--goal-threshold")
            .paramLabel("PP").type(double.class).defaultValue("0.1")
            .description("With --goal: flag decisions losing more than this many percentage points of the goal's "
                    + "probability (default ${DEFAULT-VALUE})."));

    private final Environment environment;
    private final Map<Rules, GoalPlay> goalPlays = new HashMap<>();
    private Goal goal;
    private int threads;
    private InputStream input;
    /**
     * A record file this large or larger is read once ({@link OnePassGrading}); a smaller one, whose
     * checking pass costs next to nothing, in two passes, so that one with a problem (the fuzz
     * test's records, mostly) is not graded first only to be read twice after all: RecordFuzzTest
     * took 19.5 s instead of 12.4 with every record read once. Tests set 0 (always once) or
     * Long.MAX_VALUE (never: the reference the single reading must match).
     */
    private long onePassFrom = SplitCheck.LEAST_BYTES;
    /** True if the last record was graded in one reading (tests). */
    private boolean gradedInOnePass;

    public GradeCommand(Environment environment) {
        this.environment = environment;
    }

    /** Tests give standard input here; otherwise it is {@link System#in}. */
    void input(InputStream in) {
        this.input = in;
    }

    /** Tests: grade in two passes always, as before {@link OnePassGrading}. */
    void twoPasses() {
        this.onePassFrom = Long.MAX_VALUE;
    }

    /** Tests: grade a single record file in one reading whatever its size. */
    void onePassAtAnySize() {
        this.onePassFrom = 0;
    }

    /** Tests: true if the record was graded in one reading, its report held back until it was known valid. */
    boolean gradedInOnePass() {
        return gradedInOnePass;
    }

    @Override
    public Integer call() throws IOException {
        double threshold = grading.threshold();
        goal = goalArgument.goal();
        double pp = goalThreshold.get();
        if (!(pp >= 0) || pp > 100) {
            throw new ParameterException(spec.commandLine(), "--goal-threshold must be 0..100 percentage points, was " + pp);
        }
        threads = threadsOption.threads();
        List<Path> files = expand(paths.get());
        PrintWriter out = spec.commandLine().getOut();
        if (files.size() == 1 && !isStandardInput(files.get(0)) && goal.kind() == Goal.Kind.EV
                && largeEnough(files.get(0)) && gradeOnePass(files.get(0), out, threshold, pp / 100)) {
            return ExitCode.OK.code;
        }
        int unreadable = report(out, threshold, pp / 100, files.size() > 1, report -> gradeAll(files, report));
        CheckedOutput.check(out);
        if (unreadable > 0) {
            PrintWriter err = spec.commandLine().getErr();
            String first = isStandardInput(files.get(0)) ? RecordSource.STANDARD_INPUT : files.get(0).toString();
            String what = files.size() == 1 ? UserText.printable(first) + " could not be read"
                    : unreadable + " of " + files.size() + " records could not be read";
            err.println("error: " + what + " (problems above)");
            err.flush();
            return ExitCode.BAD_FILE.code;
        }
        return ExitCode.OK.code;
    }

    /** A grading into a report: returns how many records could not be read. */
    @FunctionalInterface
    private interface Grading {
        int into(GradeReport report) throws IOException;
    }

    /** Writes the report, text or JSON, of {@code grading} to {@code out}; returns what the grading returns. */
    private int report(PrintWriter out, double threshold, double goalThreshold, boolean severalFiles, Grading grading)
            throws IOException {
        if (jsonOption.enabled()) {
            int[] failed = new int[1];
            JsonOutput.printObject(out, JsonOutput.GRADE, json -> {
                try (GradeReport report = new GradeJson(json, out, threshold, severalFiles, goal, goalThreshold)) {
                    failed[0] = grading.into(report);
                }
            });
            return failed[0];
        }
        try (GradeReport report = new GradeText(out, threshold, goal, goalThreshold)) {
            return grading.into(report);
        }
    }

    /** Whether {@code file} is a regular file of {@link #onePassFrom} bytes or more (anything else: two passes). */
    private boolean largeEnough(Path file) throws IOException {
        return Files.isRegularFile(file) && Files.size(file) >= onePassFrom;
    }

    /**
     * One record read once ({@link OnePassGrading}), its report held back and printed if the
     * record was valid; false (nothing printed) if it must be graded in two passes.
     */
    private boolean gradeOnePass(Path file, PrintWriter out, double threshold, double goalThreshold)
            throws IOException {
        PrintWriter err = spec.commandLine().getErr();
        try (HeldOutput held = new HeldOutput(); RecordSource source = RecordSource.of(file)) {
            PrintWriter heldOut = new PrintWriter(held);
            try {
                report(heldOut, threshold, goalThreshold, false, report -> {
                    long nanos;
                    try (ProgressLine progress = new ProgressLine(err, "grading " + UserText.printable(source.name()),
                            environment)) {
                        nanos = OnePassGrading.grade(source, grading.rulesOverride(), threads,
                                environment.yahtzee(err), report, jsonOption.enabled(), progress);
                    }
                    if (nanos < 0) {
                        throw new TwoPassesNeeded(); // leaves the report unfinished: it is dropped
                    }
                    report.finish(nanos / 1e9);
                    return 0;
                });
            } catch (TwoPassesNeeded e) {
                return false;
            }
            CheckedOutput.check(heldOut);
            held.copyTo(out);
            CheckedOutput.check(out);
            gradedInOnePass = true;
            return true;
        }
    }

    /** Ends a report of one reading that is dropped (the record has a problem, or needs two passes). */
    private static final class TwoPassesNeeded extends IOException {
        TwoPassesNeeded() {
            super("the record is graded in two passes");
        }

        @Override
        public synchronized Throwable fillInStackTrace() {
            return this; // not a fault: a way out of the report's writing
        }
    }

    /** Grades every record into the report; returns how many could not be read. */
    private int gradeAll(List<Path> files, GradeReport report) throws IOException {
        PrintWriter err = spec.commandLine().getErr();
        Yahtzee yahtzee = environment.yahtzee(err);
        int unreadable = 0;
        long nanos = 0;
        for (Path file : files) {
            try (RecordSource source = isStandardInput(file)
                    ? RecordSource.standardInput(input != null ? input : System.in) : RecordSource.of(file)) {
                RecordGrading.Check check = RecordGrading.check(source, grading.rulesOverride(), threads);
                if (!check.isValid()) {
                    check.printProblems(err);
                    unreadable++;
                    report.failed(source.name(), check.problems());
                    continue;
                }
                Engine engine = yahtzee.engine(check.rules());
                engine.load(); // before the grading is timed; a first use solves it
                if (goal.kind() != Goal.Kind.EV && !goalPlays.containsKey(check.rules())) {
                    goalPlays.put(check.rules(), engine.goal(goal, environment.winTurns()));
                }
                report.startFile(source.name(), check);
                try (ProgressLine progress = new ProgressLine(err, "grading " + check.cards() + " games of "
                        + UserText.printable(source.name()), environment)) {
                    nanos += RecordGrading.grade(source, check, grading.rulesOverride(), engine,
                            goalPlays.get(check.rules()), new RecordGrading.Workers(threads, progress), report);
                }
                report.endFile();
            }
        }
        report.finish(nanos / 1e9);
        return unreadable;
    }

    /** {@code -}: the record on standard input ({@code ./-} is a file of that name). */
    private static boolean isStandardInput(Path path) {
        return path.toString().equals("-");
    }

    /** The files named, with folders replaced by their *.txt and *.json files, sorted. */
    private List<Path> expand(List<Path> paths) throws IOException {
        List<Path> files = new ArrayList<>();
        boolean standardInput = false;
        for (Path path : paths) {
            if (isStandardInput(path)) {
                if (standardInput) {
                    throw new ParameterException(spec.commandLine(),
                            "- (standard input) given twice: it can be read once");
                }
                standardInput = true;
                files.add(path);
            } else if (Files.isDirectory(path)) {
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
