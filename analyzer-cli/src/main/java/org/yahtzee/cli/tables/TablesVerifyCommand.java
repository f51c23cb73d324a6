package org.yahtzee.cli.tables;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.yahtzee.cli.CommandModel;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.ExitCode;
import org.yahtzee.cli.JsonOutput;
import org.yahtzee.cli.options.JsonOption;
import org.yahtzee.cli.text.Hex;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.engine.TableFile;
import org.yahtzee.engine.Yahtzee;
import org.yahtzee.rules.Rules;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * {@code yahtzee tables verify FILE}: every check the advisor makes before it uses a table
 * (header, rules, length, CRC32C, the range of every value, the start value against the
 * header's expected score), and with {@code --deep} also a fresh solve of the table's rules
 * compared with every value bit for bit, which proves the values right rather than undamaged.
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
    /** What verify checks of a distribution, in the order its reader reads; --deep adds SOLVE_CHECK. */
    private static final List<String> DISTRIBUTION_CHECKS = List.of("header", "length", "crc32c", "figures");
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
            "solves and builds it again (seconds) and compares every decision. Second",
            "moments (.ymoments) get the table checks (every value in 0..1575^2); --deep computes",
            "them again (seconds). An exact distribution (.ydist) gets its header, length, CRC32C",
            "and every figure checked; --deep computes it again (about 10 s).");
    private final JsonOption jsonOption = new JsonOption(spec);
    private final CommandModel.Value<Rules> expected = CommandModel.option(spec, OptionSpec.builder("--rules")
            .paramLabel("RULES").type(Rules.class).description("Also require the table to be solved for these rules."));
    private final CommandModel.Value<Boolean> deep = CommandModel.flag(spec, "--deep",
            "Also solve the table's rules again and compare every value, bit for bit: catches values "
                    + "changed to other plausible ones, which the checksums do not (they can be recomputed).");
    private final CommandModel.Value<Path> file = CommandModel.parameter(spec, PositionalParamSpec.builder()
            .required(true).paramLabel("FILE").type(Path.class).description("The table file."));

    private final Environment environment;

    public TablesVerifyCommand(Environment environment) {
        this.environment = environment;
    }

    @Override
    public Integer call() throws IOException {
        Path file = this.file.get();
        PrintWriter out = spec.commandLine().getOut();
        // The progress of --deep on stderr as the environment says a person would see it (the
        // real one: whether stderr is a terminal); a test's also gives the values its JVM keeps.
        Yahtzee yahtzee = environment.yahtzee(spec.commandLine().getErr());
        // A check that fails throws TableException: ErrorReporter prints "error: ..." on stderr
        // (and with --json the error object, naming the file and the problem), exit 3.
        TableFile table = yahtzee.verify(file, expected.get(), deep.get());
        switch (table.kind()) {
            case REACH -> printReach(out, table);
            case DISTRIBUTION -> printDistribution(out, table);
            case POLICY -> printTable(out, table, POLICY_CHECKS, "policy decisions, rules " + table.rulesName() + ", "
                    + table.states() + " states x 252 rolls, CRC32C " + Hex.of32(table.crc32c()) + "; checked header, "
                    + "length, CRC32C, every decision possible" + (deep.get() ? ", every decision against a new build"
                    : " (--deep also solves and builds again)"));
            case MOMENTS -> printTable(out, table, CHECKS, "second moments, rules " + table.rulesName() + ", "
                    + table.states() + " states, CRC32C " + Hex.of32(table.crc32c()) + ", E[score^2] of a new game "
                    + table.headline() + "; checked header, length, CRC32C, every value in 0.."
                    + (long) Yahtzee.MAX_SCORE * Yahtzee.MAX_SCORE + ", start value"
                    + (deep.get() ? ", every value against a new computation" : " (--deep also computes them again)"));
            case VALUES -> {
                // No printf: its Formatter costs ~10 ms on first use; %.6f is HALF_UP as here.
                String score = BigDecimal.valueOf(table.headline()).setScale(6, RoundingMode.HALF_UP).toPlainString();
                printTable(out, table, CHECKS, "rules " + table.rulesName() + ", " + table.states() + " states, CRC32C "
                        + Hex.of32(table.crc32c()) + ", expected score " + score + "; checked header, length, "
                        + "CRC32C, every value in 0..1575, start value" + (deep.get() ? ", every value against a new solve"
                        : " (--deep also solves again)"));
            }
        }
        return ExitCode.OK.code;
    }

    /** A table with a header of values, second moments or policy decisions: the JSON object, or the line. */
    private void printTable(PrintWriter out, TableFile table, List<String> checks, String line) throws IOException {
        if (jsonOption.enabled()) {
            printJson(out, table, checks);
        } else {
            printOk(out, table.file(), line);
        }
    }

    /**
     * A reach table: every check of opening it, every lane decoded (2.5 s for an official table),
     * and with --deep its goal solved again from its root (about 35 s on 2 cores for a whole
     * table) and every value compared within the documented error bound.
     */
    private void printReach(PrintWriter out, TableFile table) throws IOException {
        if (jsonOption.enabled()) {
            JsonOutput.printObject(out, JsonOutput.TABLE_VERIFY, json -> {
                json.writeStringField("file", table.file().toString());
                json.writeStringField("kind", word(table.kind()));
                json.writeBooleanField("ok", true);
                json.writeStringField("rules", table.rulesName());
                json.writeNumberField("states", table.states());
                json.writeStringField("crc32c", Hex.of32(table.crc32c()));
                json.writeNumberField("span", table.span());
                json.writeNumberField("lanes", table.lanes());
                json.writeBooleanField("deep", deep.get());
                if (deep.get()) {
                    json.writeNumberField("largestDifference", table.largestDifference());
                }
                writeChecks(json, REACH_CHECKS, deep.get());
            });
        } else {
            printOk(out, table.file(), "reach table, rules " + table.rulesName() + ", targets 0.." + table.span()
                    + ", " + table.lanes() + " lanes, CRC32C " + Hex.of32(table.crc32c())
                    + "; checked header, length, CRC32C, lane index, every lane decoded" + (deep.get()
                    ? ", every value within " + Yahtzee.REACH_ERROR_BOUND + " of a new solve (largest difference "
                    + (float) table.largestDifference() + ")" : " (--deep also solves again)"));
        }
    }

    /**
     * An exact distribution ({@code .ydist}): every check of reading it, and with --deep the rules
     * solved again and the distribution computed again from them (about 10 s on 2 cores),
     * compared figure by figure to the bit. Its own format names its rules by fingerprint only
     * and has no states.
     */
    private void printDistribution(PrintWriter out, TableFile table) throws IOException {
        if (jsonOption.enabled()) {
            JsonOutput.printObject(out, JsonOutput.TABLE_VERIFY, fields -> {
                fields.writeStringField("file", table.file().toString());
                fields.writeStringField("kind", word(table.kind()));
                fields.writeBooleanField("ok", true);
                fields.writeStringField("rules", table.rulesName());
                fields.writeStringField("crc32c", Hex.of32(table.crc32c()));
                fields.writeNumberField("scores", table.scores());
                fields.writeNumberField("mean", table.headline());
                fields.writeBooleanField("deep", deep.get());
                writeChecks(fields, DISTRIBUTION_CHECKS, deep.get());
            });
        } else {
            printOk(out, table.file(), "exact distribution, rules " + table.rulesName()
                    + ", final scores 0.." + (table.scores() - 1) + ", CRC32C " + Hex.of32(table.crc32c())
                    + ", mean " + String.format(Locale.ROOT, "%.6f", table.headline()) + "; checked header, length, "
                    + "CRC32C, every figure in range" + (deep.get() ? ", every figure against a new computation"
                    : " (--deep also computes it again)"));
        }
    }

    /** The JSON {@code kind} of a file (docs/json.md): the kind's name in lower case, {@code values}, {@code reach}. */
    static String word(TableFile.Kind kind) {
        return kind.name().toLowerCase(Locale.ROOT);
    }

    /** The one line of a file that checks out: {@code ok: FILE: WHAT}, the user's path escaped. */
    static void printOk(PrintWriter out, Path file, String what) {
        out.println("ok: " + UserText.printable(file) + ": " + what);
        out.flush();
    }

    /** The verify object of a table with a header of its own: values, second moments or policy decisions. */
    private void printJson(PrintWriter out, TableFile table, List<String> checks) throws IOException {
        JsonOutput.printObject(out, JsonOutput.TABLE_VERIFY, json -> {
            json.writeStringField("file", table.file().toString());
            json.writeStringField("kind", word(table.kind()));
            json.writeBooleanField("ok", true);
            json.writeStringField("rules", table.rulesName());
            json.writeNumberField("states", table.states());
            json.writeStringField("crc32c", Hex.of32(table.crc32c()));
            json.writeNumberField(table.kind() == TableFile.Kind.MOMENTS ? "secondMoment" : "expectedScore",
                    table.headline());
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
