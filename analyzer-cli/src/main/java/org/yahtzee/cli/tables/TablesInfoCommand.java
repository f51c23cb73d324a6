package org.yahtzee.cli.tables;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.yahtzee.cli.CommandModel;
import org.yahtzee.cli.ExitCode;
import org.yahtzee.cli.JsonOutput;
import org.yahtzee.cli.options.JsonOption;
import org.yahtzee.cli.text.Hex;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.engine.TableException;
import org.yahtzee.engine.TableFile;
import org.yahtzee.engine.Yahtzee;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * {@code yahtzee tables info FILE}: the header fields of a table file, the expected score it
 * records among them, and whether the values check out. A file whose header reads but whose
 * values do not check out gets its header printed, then the error (exit 3); a file whose header
 * does not read gets the error only. With {@code --json} either failure is the error object
 * ({@code ErrorReporter}), as for {@code tables verify --json}: stdout holds one object.
 */
public final class TablesInfoCommand implements Callable<Integer> {

    public final CommandSpec spec = CommandModel.command(this, "info",
            "Show the header of a table file.",
            "Also whether its values check out, as tables verify checks them. Every file the",
            "table cache holds: tables of values (.ytable), second moments (.ymoments) and policy",
            "decisions (.ypolicy), told apart by the header's kind; reach tables (.yreach: every",
            "target 0..500) and exact distributions (.ydist), by their first bytes.");
    private final JsonOption jsonOption = new JsonOption(spec);
    private final CommandModel.Value<Path> file = CommandModel.parameter(spec, PositionalParamSpec.builder()
            .required(true).paramLabel("FILE").type(Path.class).description("The table file."));

    @Override
    public Integer call() throws IOException {
        // A TableException if the header does not read, or an IOException if the file went since:
        // ErrorReporter prints "error: ..." on stderr (and the error object with --json), exit 3.
        TableFile table = Yahtzee.builder().build().inspect(file.get());
        TableException problem = table.problem();
        if (jsonOption.enabled() && problem == null) {
            printJson(table);
        } else if (!jsonOption.enabled()) {
            PrintWriter out = spec.commandLine().getOut();
            switch (table.kind()) {
                case REACH -> printReach(out, table, problem);
                case DISTRIBUTION -> printDistribution(out, table, problem);
                default -> printTable(out, table, problem);
            }
            out.flush();
        }
        if (problem != null) {
            throw problem;
        }
        return ExitCode.OK.code;
    }

    private void printTable(PrintWriter out, TableFile table, TableException payloadProblem) {
        out.printf(Locale.ROOT, "file            %s (%d bytes)%n", UserText.printable(table.file()), table.bytes());
        out.printf(Locale.ROOT, "format version  %d%n", table.formatVersion());
        out.printf(Locale.ROOT, "rules           %s (fingerprint %s)%n", table.rulesName(),
                Hex.of64(table.rulesFingerprint()));
        out.printf(Locale.ROOT, "states          %d%n", table.states());
        out.printf(Locale.ROOT, "payload         %d bytes, CRC32C %s%n", table.payloadBytes(), Hex.of32(table.crc32c()));
        // The header's double to the digits that are right, as JSON gives it (docs/precision.md).
        if (table.kind() == TableFile.Kind.MOMENTS) {
            out.printf(Locale.ROOT, "E[score^2]      %s (of a new game under optimal play)%n", JsonOutput.number(table.headline()));
        } else {
            out.printf(Locale.ROOT, "expected score  %s (as solved; optimal play, from the empty card)%n",
                    JsonOutput.number(table.headline()));
        }
        if (table.kind() == TableFile.Kind.POLICY) {
            out.printf(Locale.ROOT, "decisions       %s%n", payloadProblem == null
                    ? "check out: CRC32C, every keep and box possible for its state and roll (252 a state)"
                    : "do not check out (the error follows)");
        } else if (payloadProblem == null && table.kind() == TableFile.Kind.MOMENTS) {
            out.printf(Locale.ROOT, "values          check out: CRC32C, all in 0..%d, the start state's as the header's%n",
                    (long) Yahtzee.MAX_SCORE * Yahtzee.MAX_SCORE);
        } else if (payloadProblem == null) {
            out.printf(Locale.ROOT, "values          check out: CRC32C, all in 0..%d, the start state's as the header's%n",
                    Yahtzee.MAX_SCORE);
        } else {
            out.printf(Locale.ROOT, "values          do not check out (the error follows)%n");
        }
    }

    /** A reach table (docs/goals.md): its header, then whether it opens with every check. */
    private static void printReach(PrintWriter out, TableFile table, TableException problem) {
        out.printf(Locale.ROOT, "file            %s (%d bytes)%n", UserText.printable(table.file()), table.bytes());
        out.printf(Locale.ROOT, "format version  %d (reach table)%n", table.formatVersion());
        out.printf(Locale.ROOT, "rules           %s (fingerprint %s)%n", table.rulesName(), Hex.of64(table.rulesFingerprint()));
        out.printf(Locale.ROOT, "targets         0..%d, %s; P(final >= T) quantised to 2^-%d%n", table.span(),
                table.fromEmptyCard() ? "from the empty card" : "from state " + table.rootState()
                        + " at need " + table.rootNeed(), Yahtzee.REACH_QUANTISATION_BITS);
        out.printf(Locale.ROOT, "states          %d, %d distinct lanes%n", table.states(), table.lanes());
        out.printf(Locale.ROOT, "payload         %d bytes, CRC32C %s%n", table.payloadBytes(), Hex.of32(table.crc32c()));
        out.printf(Locale.ROOT, "lanes           %s%n", problem == null
                ? "check out: CRC32C, lane index (tables verify also decodes every lane)"
                : "do not check out (the error follows)");
    }

    /** An exact distribution ({@code .ydist}): its header, then whether its figures check out. */
    private static void printDistribution(PrintWriter out, TableFile table, TableException problem) {
        out.printf(Locale.ROOT, "file            %s (%d bytes)%n", UserText.printable(table.file()), table.bytes());
        out.printf(Locale.ROOT, "format version  %d (exact distribution)%n", table.formatVersion());
        out.printf(Locale.ROOT, "rules           %s (fingerprint %s)%n", table.rulesName(),
                Hex.of64(table.rulesFingerprint()));
        out.printf(Locale.ROOT, "final scores    0..%d%n", table.scores() - 1);
        out.printf(Locale.ROOT, "payload         %d bytes, CRC32C %s%n", table.payloadBytes(), Hex.of32(table.crc32c()));
        out.printf(Locale.ROOT, "figures         %s%n", problem == null
                ? "check out: CRC32C, every probability and mean in range; mean " + table.headline()
                : "do not check out (the error follows)");
    }

    /** The info object of a file that checks out: the fields its kind has. */
    private void printJson(TableFile table) throws IOException {
        JsonOutput.printObject(spec.commandLine().getOut(), JsonOutput.TABLE_INFO, json -> {
            json.writeStringField("file", table.file().toString());
            json.writeStringField("kind", TablesVerifyCommand.word(table.kind()));
            json.writeNumberField("bytes", table.bytes());
            json.writeNumberField("formatVersion", table.formatVersion());
            json.writeStringField("rules", table.rulesName());
            json.writeStringField("rulesFingerprint", Hex.of64(table.rulesFingerprint()));
            if (table.kind() == TableFile.Kind.DISTRIBUTION) {
                json.writeNumberField("payloadBytes", table.payloadBytes());
                json.writeStringField("crc32c", Hex.of32(table.crc32c()));
                json.writeNumberField("scores", table.scores());
                json.writeNumberField("mean", table.headline());
            } else if (table.kind() == TableFile.Kind.REACH) {
                json.writeNumberField("states", table.states());
                json.writeNumberField("span", table.span());
                json.writeBooleanField("fromEmptyCard", table.fromEmptyCard());
                json.writeNumberField("lanes", table.lanes());
                json.writeNumberField("payloadBytes", table.payloadBytes());
                json.writeStringField("crc32c", Hex.of32(table.crc32c()));
            } else {
                json.writeNumberField("states", table.states());
                json.writeNumberField("payloadBytes", table.payloadBytes());
                json.writeStringField("crc32c", Hex.of32(table.crc32c()));
                json.writeNumberField(table.kind() == TableFile.Kind.MOMENTS ? "secondMoment" : "expectedScore",
                        table.headline());
            }
            json.writeBooleanField("ok", true);
        });
    }
}
