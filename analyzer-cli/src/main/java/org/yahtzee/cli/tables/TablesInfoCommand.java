package org.yahtzee.cli.tables;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
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
import org.yahtzee.state.StateIndex;
import org.yahtzee.tables.GoalTableFormat;
import org.yahtzee.tables.GoalTableHeader;
import org.yahtzee.tables.GoalTableReader;
import org.yahtzee.tables.TableFormat;
import org.yahtzee.tables.TableHeader;
import org.yahtzee.tables.TableKind;
import org.yahtzee.tables.TableReader;
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
        Path file = this.file.get();
        CacheFileKind kind = CacheFileKind.of(file);
        if (kind == CacheFileKind.REACH) {
            return reachInfo(file);
        } else if (kind == CacheFileKind.DISTRIBUTION) {
            return new DistributionFileCheck(spec.commandLine().getOut(), spec.commandLine().getErr(), false,
                    jsonOption.enabled()).info(file);
        }
        TableHeader header;
        long fileBytes;
        // A TableException, or an IOException if the file went since the header was read:
        // ErrorReporter prints "error: ..." on stderr (and the error object with --json), exit 3.
        header = TableReader.readHeader(file);
        fileBytes = Files.size(file);
        TableException payloadProblem = null;
        try {
            switch (header.kind()) {
                case POLICY -> TableReader.openPolicy(file, null);
                case SECOND_MOMENTS -> TableReader.openMoments(file, null);
                case VALUES -> TableReader.open(file);
            }
        } catch (TableException e) {
            payloadProblem = e;
        }
        if (jsonOption.enabled()) {
            if (payloadProblem != null) {
                throw payloadProblem;
            }
            printJson(header, fileBytes);
        } else {
            printText(header, fileBytes, payloadProblem);
        }
        if (payloadProblem != null) {
            throw payloadProblem;
        }
        return ExitCode.OK.code;
    }

    private void printText(TableHeader header, long fileBytes, TableException payloadProblem) {
        PrintWriter out = spec.commandLine().getOut();
        out.printf(Locale.ROOT, "file            %s (%d bytes)%n", UserText.printable(file.get()), fileBytes);
        out.printf(Locale.ROOT, "format version  %d%n", header.formatVersion());
        out.printf(Locale.ROOT, "rules           %s (fingerprint %s)%n", header.rulesName(),
                Hex.of64(header.rulesFingerprint()));
        out.printf(Locale.ROOT, "states          %d%n", header.stateCount());
        out.printf(Locale.ROOT, "payload         %d bytes, CRC32C %s%n", header.payloadLength(),
                Hex.of32(header.payloadCrc32c()));
        // Every digit the header keeps (shortest repr of the double); a values payload has float32.
        if (header.kind() == TableKind.SECOND_MOMENTS) {
            out.printf(Locale.ROOT, "E[score^2]      %s (of a new game under optimal play)%n", header.expectedScore());
        } else {
            out.printf(Locale.ROOT, "expected score  %s (as solved; optimal play, from the empty card)%n",
                    header.expectedScore());
        }
        if (header.kind() == TableKind.POLICY) {
            out.printf(Locale.ROOT, "decisions       %s%n", payloadProblem == null
                    ? "check out: CRC32C, every keep and box possible for its state and roll (252 a state)"
                    : "do not check out (the error follows)");
        } else if (payloadProblem == null && header.kind() == TableKind.SECOND_MOMENTS) {
            out.printf(Locale.ROOT, "values          check out: CRC32C, all in 0..%d, the start state's as the header's%n",
                    (long) TableFormat.MAX_VALUE * TableFormat.MAX_VALUE);
        } else if (payloadProblem == null) {
            out.printf(Locale.ROOT, "values          check out: CRC32C, all in 0..%d, the start state's %s as float32%n",
                    TableFormat.MAX_VALUE, (float) header.expectedScore());
        } else {
            out.printf(Locale.ROOT, "values          do not check out (the error follows)%n");
        }
        out.flush();
    }

    private void printJson(TableHeader header, long fileBytes) throws IOException {
        JsonOutput.printObject(spec.commandLine().getOut(), JsonOutput.TABLE_INFO, json -> {
            json.writeStringField("file", file.get().toString());
            CacheFileKind kind = CacheFileKind.of(header.kind());
            json.writeStringField("kind", kind.word);
            json.writeNumberField("bytes", fileBytes);
            json.writeNumberField("formatVersion", header.formatVersion());
            json.writeStringField("rules", header.rulesName());
            json.writeStringField("rulesFingerprint", Hex.of64(header.rulesFingerprint()));
            json.writeNumberField("states", header.stateCount());
            json.writeNumberField("payloadBytes", header.payloadLength());
            json.writeStringField("crc32c", Hex.of32(header.payloadCrc32c()));
            json.writeNumberField(kind == CacheFileKind.MOMENTS ? "secondMoment" : "expectedScore",
                    header.expectedScore());
            json.writeBooleanField("ok", true);
        });
    }

    /** A reach table (docs/goals.md): its header, then whether it opens with every check. */
    private int reachInfo(Path file) throws IOException {
        GoalTableHeader header = GoalTableReader.readHeader(file);
        TableException problem = null;
        try {
            GoalTableReader.open(file);
        } catch (TableException e) {
            problem = e;
        }
        if (jsonOption.enabled() && problem == null) {
            JsonOutput.printObject(spec.commandLine().getOut(), JsonOutput.TABLE_INFO, json -> {
                json.writeStringField("file", file.toString());
                json.writeStringField("kind", "reach");
                json.writeNumberField("bytes", header.fileLength());
                json.writeNumberField("formatVersion", header.formatVersion());
                json.writeStringField("rules", header.rulesName());
                json.writeStringField("rulesFingerprint", Hex.of64(header.rulesFingerprint()));
                json.writeNumberField("states", StateIndex.STATES);
                json.writeNumberField("span", header.span());
                json.writeBooleanField("fromEmptyCard", header.fromEmptyCard());
                json.writeNumberField("lanes", header.lanes());
                json.writeNumberField("payloadBytes", header.payloadLength());
                json.writeStringField("crc32c", Hex.of32(header.payloadCrc32c()));
                json.writeBooleanField("ok", true);
            });
        } else if (!jsonOption.enabled()) {
            PrintWriter out = spec.commandLine().getOut();
            out.printf(Locale.ROOT, "file            %s (%d bytes)%n", UserText.printable(file),
                    header.fileLength());
            out.printf(Locale.ROOT, "format version  %d (reach table)%n", header.formatVersion());
            out.printf(Locale.ROOT, "rules           %s (fingerprint %s)%n", header.rulesName(), Hex.of64(header.rulesFingerprint()));
            out.printf(Locale.ROOT, "targets         0..%d, %s; P(final >= T) quantised to 2^-%d%n", header.span(),
                    header.fromEmptyCard() ? "from the empty card" : "from state " + header.rootState()
                            + " at need " + header.rootNeed(), GoalTableFormat.QUANTISATION_BITS);
            out.printf(Locale.ROOT, "states          %d, %d distinct lanes%n", StateIndex.STATES, header.lanes());
            out.printf(Locale.ROOT, "payload         %d bytes, CRC32C %s%n", header.payloadLength(), Hex.of32(header.payloadCrc32c()));
            out.printf(Locale.ROOT, "lanes           %s%n", problem == null
                    ? "check out: CRC32C, lane index (tables verify also decodes every lane)"
                    : "do not check out (the error follows)");
            out.flush();
        }
        if (problem != null) {
            throw problem;
        }
        return ExitCode.OK.code;
    }
}
