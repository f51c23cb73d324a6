package org.yahtzee.cli.solve;

import java.io.IOException;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.yahtzee.cli.CommandModel;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.ExitCode;
import org.yahtzee.cli.JsonOutput;
import org.yahtzee.cli.OutputPath;
import org.yahtzee.cli.options.JsonOption;
import org.yahtzee.cli.options.RulesOption;
import org.yahtzee.cli.options.ThreadsOption;
import org.yahtzee.cli.text.Hex;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.engine.SolvedTable;
import org.yahtzee.engine.TableException;
import org.yahtzee.engine.TableFile;
import org.yahtzee.engine.Yahtzee;
import org.yahtzee.rules.Rules;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * {@code yahtzee solve}: solves one rule set from scratch (never reads a cached table), writes
 * its table, reads it back with every check, and reports the expected score of a new game under
 * optimal solitaire play (the solver's double, which the table stores bit for bit).
 */
public final class SolveCommand implements Callable<Integer> {

    public final CommandSpec spec = CommandModel.withCacheFooter(CommandModel.command(this, "solve",
            "Solve a rule set and write its table.",
            "Computes the optimal expected score of every state from scratch and writes the",
            "table into the cache (replacing the one there) or to --out, which must be a new",
            "file or a table file (any other file only with --force)."));
    private final RulesOption rulesOption = new RulesOption(spec);
    private final JsonOption jsonOption = new JsonOption(spec);
    private final CommandModel.Value<Path> out = CommandModel.option(spec, OptionSpec.builder("--out")
            .paramLabel("FILE").type(Path.class).description("Write the table here instead of into the cache."));
    private final CommandModel.Value<Boolean> force = CommandModel.flag(spec, "--force",
            "Let --out replace a regular file that is not a table (never a folder, FIFO or device).");
    private final ThreadsOption threadsOption = new ThreadsOption(spec);

    private final Environment environment;

    public SolveCommand(Environment environment) {
        this.environment = environment;
    }

    @Override
    public Integer call() throws IOException {
        int threads = threadsOption.threads();
        Rules rules = rulesOption.rules();
        Yahtzee yahtzee = environment.yahtzee(spec.commandLine().getErr(), threads);
        Path file = out.get() != null ? out.get() : yahtzee.tableFile(rules);
        // Into the cache without --out, through the cache's own lock: the cache's folder is then no refusal.
        OutputPath output = new OutputPath(out.get() != null ? "--out" : "the table cache", file, "table",
                out.get() != null ? yahtzee.cacheFolder() : null);
        output.check();
        if (out.get() != null && !force.get()) {
            refuseNonTable(file);
        }

        SolvedTable solved = yahtzee.solve(rules);
        try {
            if (out.get() == null) {
                // Under the cache's lock: a first use elsewhere waits for this table rather
                // than solving too and sweeping away this write's temp file.
                solved.writeToCache();
            } else {
                solved.writeTo(file);
            }
        } catch (IOException e) {
            throw output.cannotWrite(e);
        }
        // Read back with every check (a few ms): what is reported written is a valid table.
        TableFile written = solved.check(file);

        Report report = new Report(rules, solved.expectedScore(), solved.seconds(), threads,
                file.toAbsolutePath().normalize(), written.bytes(), written.crc32c());
        PrintWriter stdout = spec.commandLine().getOut();
        if (jsonOption.enabled()) {
            report.printJson(stdout);
        } else {
            report.printText(stdout);
        }
        return ExitCode.OK.code;
    }

    /** What solve prints. {@code expectedScore} is the solver's double, as stored. */
    private record Report(Rules rules, double expectedScore, double seconds, int threads, Path file,
                          long bytes, int crc32c) {

        void printText(PrintWriter out) {
            // No printf: java.util.Formatter's first use costs ~10 ms, over 1% of a solve process.
            out.println("rules           " + RulesOption.describe(rules));
            out.println("expected score  " + decimals(expectedScore, 6) + " (optimal play, from the empty card)");
            out.println("states solved   " + Yahtzee.STATES);
            out.println("seconds         " + decimals(seconds, 2) + " (" + threads + " threads)");
            out.println("table written   " + UserText.printable(file) + " (" + bytes + " bytes, CRC32C "
                    + Hex.of32(crc32c) + ")");
            out.flush();
        }

        /** As {@code %.Nf} prints it: the shortest decimal form of x, rounded half up. */
        private static String decimals(double x, int places) {
            return BigDecimal.valueOf(x).setScale(places, RoundingMode.HALF_UP).toPlainString();
        }

        void printJson(PrintWriter out) throws IOException {
            JsonOutput.printObject(out, JsonOutput.SOLVE, json -> {
                json.writeStringField("rules", rules.canonicalName());
                json.writeStringField("rulesPieces", rules.piecewiseName());
                json.writeStringField("rulesFingerprint", Hex.of64(rules.fingerprint()));
                json.writeNumberField("expectedScore", expectedScore);
                json.writeNumberField("states", Yahtzee.STATES);
                json.writeNumberField("seconds", Math.round(seconds * 1000) / 1000.0);
                json.writeNumberField("threads", threads);
                json.writeStringField("file", file.toString());
                json.writeNumberField("bytes", bytes);
                json.writeStringField("crc32c", Hex.of32(crc32c));
            });
        }
    }

    /**
     * Fails unless {@code file} is missing, empty or a table (it starts with the table magic, even
     * if it is damaged or of another version): {@code solve --out game.txt} must not replace a
     * game record, nor any other file that is not a table, without --force.
     */
    private static void refuseNonTable(Path file) throws IOException {
        if (!Files.isRegularFile(file) || Files.size(file) == 0) {
            return;
        }
        TableException e = Yahtzee.tableHeaderProblem(file);
        if (e != null && e.problem() == TableException.Problem.BAD_MAGIC) {
            throw new IOException("--out " + file + " is not a table file (it does not start with the table "
                    + "magic): not replaced; give --force to replace it anyway", e);
        } else if (e != null && e.problem() == TableException.Problem.UNREADABLE) {
            throw new IOException("--out " + file + " cannot be read, so it may not be a table: not replaced; "
                    + "give --force to replace it anyway", e);
        }
    }
}
