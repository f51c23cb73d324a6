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
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code yahtzee tables verify FILE}: the full check of a table file (magic, format version,
 * header, rules fingerprint, length, CRC32C of the payload), as the advisor does before use.
 */
@Command(name = "verify", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {"Check a table file completely.",
                "Checks the header, the length and the CRC32C of the payload; prints one line",
                "'ok: ...' or the error (exit 3)."})
final class TablesVerifyCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Mixin
    private JsonOption jsonOption;

    @Option(names = "--rules", paramLabel = "RULES",
            description = "Also require the table to be solved for these rules.")
    private Rules expected;

    @Parameters(paramLabel = "FILE", description = "The table file.")
    private Path file;

    @Override
    public Integer call() throws IOException {
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
