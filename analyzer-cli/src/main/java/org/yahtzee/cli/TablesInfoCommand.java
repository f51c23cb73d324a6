package org.yahtzee.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.yahtzee.tables.TableException;
import org.yahtzee.tables.TableHeader;
import org.yahtzee.tables.TableReader;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * {@code yahtzee tables info FILE}: the header fields of a table file, and the expected score of
 * a new game if the payload checks out. A file whose header reads but whose payload does not
 * check out gets its header printed, then the error (exit 3). The score is shown as stored,
 * a float32 (shortest decimal that reads back to it), not padded to digits it does not have.
 */
final class TablesInfoCommand implements Callable<Integer> {

    final CommandSpec spec = CommandModel.command(this, "info",
            "Show the header of a table file.",
            "Also the expected score of a new game, if the payload checks out.");
    private final JsonOption jsonOption = new JsonOption(spec);
    private final CommandModel.Value<Path> file = CommandModel.parameter(spec, PositionalParamSpec.builder()
            .required(true).paramLabel("FILE").type(Path.class).description("The table file."));

    @Override
    public Integer call() throws IOException {
        Path file = this.file.get();
        TableHeader header = TableReader.readHeader(file);
        long fileBytes = Files.size(file);
        Float expectedScore = null;
        TableException payloadProblem = null;
        try {
            // The table holds float32s; its value() widens them, so this cast loses nothing.
            expectedScore = (float) TableReader.open(file).expectedScore();
        } catch (TableException e) {
            payloadProblem = e;
        }
        if (jsonOption.enabled()) {
            printJson(header, fileBytes, expectedScore, payloadProblem);
        } else {
            printText(header, fileBytes, expectedScore);
        }
        if (payloadProblem != null) {
            throw payloadProblem; // ErrorReporter: "error: ..." on stderr, exit 3
        }
        return ExitCode.OK.code;
    }

    private void printText(TableHeader header, long fileBytes, Float expectedScore) {
        PrintWriter out = spec.commandLine().getOut();
        out.printf(Locale.ROOT, "file            %s (%d bytes)%n", file.get(), fileBytes);
        out.printf(Locale.ROOT, "format version  %d%n", header.formatVersion());
        out.printf(Locale.ROOT, "rules           %s (fingerprint %s)%n", header.rulesName(),
                Hex.of64(header.rulesFingerprint()));
        out.printf(Locale.ROOT, "states          %d%n", header.stateCount());
        out.printf(Locale.ROOT, "payload         %d bytes, CRC32C %s%n", header.payloadLength(),
                Hex.of32(header.payloadCrc32c()));
        if (expectedScore != null) {
            out.printf(Locale.ROOT, "expected score  %s (float32 as stored; optimal play, from the empty "
                    + "card)%n", expectedScore);
        } else {
            out.printf(Locale.ROOT, "expected score  unknown: the payload does not check out%n");
        }
        out.flush();
    }

    private void printJson(TableHeader header, long fileBytes, Float expectedScore,
                           TableException payloadProblem) throws IOException {
        JsonOutput.printObject(spec.commandLine().getOut(), json -> {
            json.writeStringField("file", file.get().toString());
            json.writeNumberField("bytes", fileBytes);
            json.writeNumberField("formatVersion", header.formatVersion());
            json.writeStringField("rules", header.rulesName());
            json.writeStringField("rulesFingerprint", Hex.of64(header.rulesFingerprint()));
            json.writeNumberField("states", header.stateCount());
            json.writeNumberField("payloadBytes", header.payloadLength());
            json.writeStringField("crc32c", Hex.of32(header.payloadCrc32c()));
            json.writeBooleanField("ok", payloadProblem == null);
            if (expectedScore != null) {
                json.writeNumberField("expectedScore", expectedScore.floatValue());
            } else {
                json.writeStringField("problem", payloadProblem.problem().name());
                json.writeStringField("error", payloadProblem.getMessage());
            }
        });
    }
}
