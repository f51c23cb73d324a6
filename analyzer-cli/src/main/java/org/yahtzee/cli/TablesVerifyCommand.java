package org.yahtzee.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.yahtzee.rules.Rules;
import org.yahtzee.tables.MappedTable;
import org.yahtzee.tables.TableException;
import org.yahtzee.tables.TableHeader;
import org.yahtzee.tables.TableReader;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * {@code yahtzee tables verify FILE}: the full check of a table file (magic, format version,
 * header, rules fingerprint, length, CRC32C of the payload), as the advisor does before use.
 */
final class TablesVerifyCommand implements Callable<Integer> {

    final CommandSpec spec = CommandModel.command(this, "verify",
            "Check a table file completely.",
            "Checks the header, the length and the CRC32C of the payload; prints one line",
            "'ok: ...' or the error (exit 3).");
    private final JsonOption jsonOption = new JsonOption(spec);
    private final CommandModel.Value<Rules> expected = CommandModel.option(spec, OptionSpec.builder("--rules")
            .paramLabel("RULES").type(Rules.class).description("Also require the table to be solved for these rules."));
    private final CommandModel.Value<Path> file = CommandModel.parameter(spec, PositionalParamSpec.builder()
            .required(true).paramLabel("FILE").type(Path.class).description("The table file."));

    @Override
    public Integer call() throws IOException {
        Path file = this.file.get();
        Rules expected = this.expected.get();
        PrintWriter out = spec.commandLine().getOut();
        MappedTable table;
        try {
            table = expected != null ? TableReader.open(file, expected) : TableReader.open(file);
        } catch (TableException e) {
            if (jsonOption.enabled()) {
                JsonOutput.printObject(out, json -> {
                    json.writeStringField("file", file.toString());
                    json.writeBooleanField("ok", false);
                    json.writeStringField("problem", e.problem().name());
                    json.writeStringField("error", e.getMessage());
                });
            }
            throw e; // ErrorReporter: "error: ..." on stderr, exit 3
        }
        TableHeader header = table.header();
        if (jsonOption.enabled()) {
            JsonOutput.printObject(out, json -> {
                json.writeStringField("file", file.toString());
                json.writeBooleanField("ok", true);
                json.writeStringField("rules", header.rulesName());
                json.writeNumberField("states", header.stateCount());
                json.writeStringField("crc32c", Hex.of32(header.payloadCrc32c()));
            });
        } else {
            out.printf(Locale.ROOT, "ok: %s: rules %s, %d states, CRC32C %s%n", file,
                    header.rulesName(), header.stateCount(), Hex.of32(header.payloadCrc32c()));
            out.flush();
        }
        return ExitCode.OK.code;
    }
}
