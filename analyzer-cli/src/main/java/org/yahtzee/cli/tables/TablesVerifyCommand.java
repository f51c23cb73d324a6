package org.yahtzee.cli.tables;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.yahtzee.cli.CommandModel;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.ExitCode;
import org.yahtzee.cli.JsonOutput;
import org.yahtzee.cli.ProgressLine;
import org.yahtzee.cli.options.JsonOption;
import org.yahtzee.cli.report.ExactFigures;
import org.yahtzee.cli.text.Hex;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.goal.GoalValues;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedValues;
import org.yahtzee.state.StateIndex;
import org.yahtzee.tables.GoalTableHeader;
import org.yahtzee.tables.GoalTableProof;
import org.yahtzee.tables.GoalTableReader;
import org.yahtzee.tables.MappedMoments;
import org.yahtzee.tables.MappedPolicy;
import org.yahtzee.tables.MomentProof;
import org.yahtzee.tables.MappedTable;
import org.yahtzee.tables.PolicyProof;
import org.yahtzee.tables.TableHeader;
import org.yahtzee.tables.TableFormat;
import org.yahtzee.tables.TableProof;
import org.yahtzee.tables.TableReader;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * {@code yahtzee tables verify FILE}: every check the advisor makes before it uses a table
 * (header, rules, length, CRC32C, the range of every value, the start value against the
 * header's expected score), and with {@code --deep} also a fresh solve of the table's rules
 * compared with every value as float32, which proves the values right rather than undamaged.
 */
public final class TablesVerifyCommand implements Callable<Integer> {
    /*
     * Implementation notes. --deep is an option, not the default: the default is the advisor's
     * own check, in milliseconds, so "verify passes" means "advise will use it" and a script may
     * verify many files; the solve takes about half a second on 2 cores (more on a busy machine)
     * and is needed only against a deliberate forgery, whose CRCs were computed again.
     */

    /** What the plain verify checks, in the order of FORMAT.md; --deep adds SOLVE_CHECK. */
    private static final List<String> CHECKS = List.of("header", "length", "crc32c", "valueRange", "startValue");
    /** What verify checks of a reach table; --deep adds SOLVE_CHECK. */
    private static final List<String> REACH_CHECKS = List.of("header", "length", "crc32c", "laneIndex", "lanes");
    /** What verify checks of a policy file; --deep adds SOLVE_CHECK. */
    private static final List<String> POLICY_CHECKS = List.of("header", "length", "crc32c", "decisions");
    static final String SOLVE_CHECK = "solve";

    public final CommandSpec spec = CommandModel.command(this, "verify",
            "Check a table file completely.",
            "Checks what advise checks before it uses a table: the header, the length, the CRC32C",
            "of the payload, that every value is in 0..1575 and that the start state's value is",
            "the header's expected score. --deep also solves the rules again (about half a",
            "second) and compares every value. Prints one line 'ok: ...' or the error (exit 3).",
            "A reach table (.yreach) is told by its first bytes: its header, length, CRC32C and",
            "lane index are checked and every lane decoded (seconds); --deep solves its goal again",
            "(about half a minute for a whole table) and compares every value within 1e-6. A policy",
            "file (.ypolicy) gets the table checks and every decision checked possible; --deep",
            "solves and builds it again (about half a minute) and compares every decision. Second",
            "moments (.ymoments) get the table checks (every value in 0..1575^2); --deep computes",
            "them again (seconds). An exact distribution (.ydist) gets its header, length, CRC32C",
            "and every figure checked; --deep computes it again (about 10 s).");
    private final JsonOption jsonOption = new JsonOption(spec);
    private final CommandModel.Value<Rules> expected = CommandModel.option(spec, OptionSpec.builder("--rules")
            .paramLabel("RULES").type(Rules.class).description("Also require the table to be solved for these rules."));
    private final CommandModel.Value<Boolean> deep = CommandModel.flag(spec, "--deep",
            "Also solve the table's rules again and compare every value, as float32: catches values "
                    + "changed to other plausible ones, which the checksums do not (they can be recomputed).");
    private final CommandModel.Value<Path> file = CommandModel.parameter(spec, PositionalParamSpec.builder()
            .required(true).paramLabel("FILE").type(Path.class).description("The table file."));

    @Override
    public Integer call() throws IOException {
        Path file = this.file.get();
        Rules expected = this.expected.get();
        PrintWriter out = spec.commandLine().getOut();
        // A check that fails throws TableException: ErrorReporter prints "error: ..." on stderr
        // (and with --json the error object, naming the file and the problem), exit 3.
        switch (CacheFileKind.of(file)) {
            case REACH -> {
                return verifyReach(file, expected, out);
            }
            case POLICY -> {
                return verifyPolicy(file, expected, out);
            }
            case MOMENTS -> {
                return verifyMoments(file, expected, out);
            }
            case DISTRIBUTION -> {
                return new DistributionFileCheck(out, spec.commandLine().getErr(), deep.get(), jsonOption.enabled())
                        .verify(file, expected);
            }
            case VALUES -> {
                // below
            }
        }
        MappedTable table = TableReader.open(file, expected);
        if (deep.get()) {
            TableProof.check(table, solveAgain(table.rules()));
        }
        TableHeader header = table.header();
        if (jsonOption.enabled()) {
            printJson(out, file, CacheFileKind.VALUES, header, CHECKS);
        } else {
            // No printf: its Formatter costs ~10 ms on first use; %.6f is HALF_UP as here.
            String score = BigDecimal.valueOf(header.expectedScore()).setScale(6, RoundingMode.HALF_UP).toPlainString();
            printOk(out, file, "rules " + header.rulesName() + ", " + header.stateCount() + " states, CRC32C "
                    + Hex.of32(header.payloadCrc32c()) + ", expected score " + score + "; checked header, length, "
                    + "CRC32C, every value in 0..1575, start value" + (deep.get() ? ", every value against a new solve"
                    : " (--deep also solves again)"));
        }
        return ExitCode.OK.code;
    }

    /**
     * Second moments: every check of opening them (each value in 0..1575^2, the start state's
     * against the header), and with --deep the rules solved again and the moments computed again
     * from their float32 values, as the cache computes them (seconds), compared to the bit.
     */
    private int verifyMoments(Path file, Rules expected, PrintWriter out) throws IOException {
        MappedMoments moments = TableReader.openMoments(file, expected);
        if (deep.get()) {
            SolvedValues solved = solveAgain(moments.rules());
            String label = "computing the " + moments.rules().canonicalName() + " second moments again";
            try (ProgressLine progress = new ProgressLine(spec.commandLine().getErr(), label, Environment.system())) {
                progress.accept(0);
                MomentProof.check(file, moments, solved, Runtime.getRuntime().availableProcessors(), progress);
            }
        }
        TableHeader header = moments.header();
        if (jsonOption.enabled()) {
            printJson(out, file, CacheFileKind.MOMENTS, header, CHECKS);
        } else {
            printOk(out, file, "second moments, rules " + header.rulesName() + ", " + header.stateCount()
                    + " states, CRC32C " + Hex.of32(header.payloadCrc32c()) + ", E[score^2] of a new game "
                    + header.expectedScore() + "; checked header, length, CRC32C, every value in 0.."
                    + (long) TableFormat.MAX_VALUE * TableFormat.MAX_VALUE + ", start value"
                    + (deep.get() ? ", every value against a new computation" : " (--deep also computes them again)"));
        }
        return ExitCode.OK.code;
    }

    /** The rules solved again, with a progress line, for --deep. */
    private SolvedValues solveAgain(Rules rules) {
        return ExactFigures.solve(rules, Runtime.getRuntime().availableProcessors(), Environment.system(),
                spec.commandLine().getErr());
    }

    /**
     * A reach table: every check of opening it, every lane decoded (2.5 s for an official table),
     * and with --deep its goal solved again from its root (about 35 s on 2 cores for a whole
     * table) and every value compared within the documented error bound.
     */
    private int verifyReach(Path file, Rules expected, PrintWriter out) throws IOException {
        GoalValues table = GoalTableReader.open(file, expected);
        GoalTableProof.decodeEvery(table);
        double largest = Double.NaN;
        if (deep.get()) {
            String label = "solving the " + table.rules().canonicalName() + " reach table again";
            try (ProgressLine progress = new ProgressLine(spec.commandLine().getErr(), label, Environment.system())) {
                progress.accept(0);
                largest = GoalTableProof.check(table, GoalTableProof.solveAgain(table,
                        Runtime.getRuntime().availableProcessors(), progress), file);
            }
        }
        GoalTableHeader header = GoalTableReader.readHeader(file);
        if (jsonOption.enabled()) {
            double largestDifference = largest;
            JsonOutput.printObject(out, JsonOutput.TABLE_VERIFY, json -> {
                json.writeStringField("file", file.toString());
                json.writeStringField("kind", "reach");
                json.writeBooleanField("ok", true);
                json.writeStringField("rules", header.rulesName());
                json.writeNumberField("states", StateIndex.STATES);
                json.writeStringField("crc32c", Hex.of32(header.payloadCrc32c()));
                json.writeNumberField("span", header.span());
                json.writeNumberField("lanes", header.lanes());
                json.writeBooleanField("deep", deep.get());
                if (deep.get()) {
                    json.writeNumberField("largestDifference", largestDifference);
                }
                writeChecks(json, REACH_CHECKS, deep.get());
            });
        } else {
            printOk(out, file, "reach table, rules " + header.rulesName() + ", targets 0.." + header.span()
                    + ", " + header.lanes() + " lanes, CRC32C " + Hex.of32(header.payloadCrc32c())
                    + "; checked header, length, CRC32C, lane index, every lane decoded" + (deep.get()
                    ? ", every value within " + GoalTableProof.ERROR_BOUND + " of a new solve (largest difference "
                    + (float) largest + ")" : " (--deep also solves again)"));
        }
        return ExitCode.OK.code;
    }

    /**
     * A policy file: every check of opening it (each entry a possible decision), and with --deep
     * the rules solved again and the decisions built again from them (about half a minute on 2
     * cores) and compared entry by entry.
     */
    private int verifyPolicy(Path file, Rules expected, PrintWriter out) throws IOException {
        MappedPolicy policy = TableReader.openPolicy(file, expected);
        Rules rules = policy.table().rules();
        if (deep.get()) {
            int threads = Runtime.getRuntime().availableProcessors();
            SolvedValues solved = solveAgain(rules);
            String label = "building the " + rules.canonicalName() + " policy table again";
            try (ProgressLine progress = new ProgressLine(spec.commandLine().getErr(), label, Environment.system())) {
                progress.accept(0);
                PolicyProof.check(file, policy, solved, threads, progress);
            }
        }
        TableHeader header = policy.header();
        if (jsonOption.enabled()) {
            printJson(out, file, CacheFileKind.POLICY, header, POLICY_CHECKS);
        } else {
            printOk(out, file, "policy decisions, rules " + header.rulesName() + ", " + header.stateCount()
                    + " states x 252 rolls, CRC32C " + Hex.of32(header.payloadCrc32c()) + "; checked header, length, "
                    + "CRC32C, every decision possible" + (deep.get() ? ", every decision against a new build"
                    : " (--deep also solves and builds again)"));
        }
        return ExitCode.OK.code;
    }

    /** The one line of a file that checks out: {@code ok: FILE: WHAT}, the user's path escaped. */
    static void printOk(PrintWriter out, Path file, String what) {
        out.println("ok: " + UserText.printable(file) + ": " + what);
        out.flush();
    }

    /** The verify object of a table with a {@link TableHeader}: values, second moments or policy decisions. */
    private void printJson(PrintWriter out, Path file, CacheFileKind kind, TableHeader header, List<String> checks)
            throws IOException {
        JsonOutput.printObject(out, JsonOutput.TABLE_VERIFY, json -> {
            json.writeStringField("file", file.toString());
            json.writeStringField("kind", kind.word);
            json.writeBooleanField("ok", true);
            json.writeStringField("rules", header.rulesName());
            json.writeNumberField("states", header.stateCount());
            json.writeStringField("crc32c", Hex.of32(header.payloadCrc32c()));
            json.writeNumberField(kind == CacheFileKind.MOMENTS ? "secondMoment" : "expectedScore", header.expectedScore());
            json.writeBooleanField("deep", deep.get());
            writeChecks(json, checks, deep.get());
        });
    }

    /** The {@code checks} array: those made, in order, then {@code solve} with --deep. */
    static void writeChecks(JsonGenerator json, List<String> checks, boolean deep) throws IOException {
        json.writeArrayFieldStart("checks");
        for (String check : checks) {
            json.writeString(check);
        }
        if (deep) {
            json.writeString(SOLVE_CHECK);
        }
        json.writeEndArray();
    }
}
