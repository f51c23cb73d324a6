package org.yahtzee.cli.tables;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.ExitCode;
import org.yahtzee.cli.JsonOutput;
import org.yahtzee.cli.ProgressLine;
import org.yahtzee.cli.report.ExactFigures;
import org.yahtzee.cli.text.Hex;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.distribution.ExactDistribution;
import org.yahtzee.distribution.ScoreDistribution;
import org.yahtzee.engine.TableException;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedValues;
import org.yahtzee.tables.DistributionFile;
import org.yahtzee.tables.DistributionProof;

/**
 * {@code tables verify} and {@code tables info} of an exact distribution ({@code .ydist}, kept by
 * {@code simulate} and the reports): a file of its own format (DistributionFile), which names
 * its rules by fingerprint only and has no states, so it is shown apart from the tables.
 */
final class DistributionFileCheck {

    /** What verify checks, in the order DistributionFile reads; --deep adds solve. */
    private static final List<String> CHECKS = List.of("header", "length", "crc32c", "figures");

    private final PrintWriter out;
    private final PrintWriter err;
    private final boolean deep;
    private final boolean json;

    DistributionFileCheck(PrintWriter out, PrintWriter err, boolean deep, boolean json) {
        this.out = out;
        this.err = err;
        this.deep = deep;
        this.json = json;
    }

    /**
     * Every check of reading the file (for {@code expected} rules if given), and with --deep the
     * rules solved again and the distribution computed again from them (about 10 s on 2 cores),
     * compared figure by figure to the bit.
     *
     * @throws TableException naming the first check that fails
     */
    int verify(Path file, Rules expected) throws IOException {
        ScoreDistribution stored = expected != null ? DistributionFile.read(file, expected) : DistributionFile.read(file);
        DistributionFile.Header header = DistributionFile.readHeader(file);
        if (deep) {
            int threads = Runtime.getRuntime().availableProcessors();
            SolvedValues solved = ExactFigures.solve(stored.rules(), threads, Environment.system(), err);
            String label = "computing the " + stored.rules().canonicalName() + " distribution again";
            try (ProgressLine progress = new ProgressLine(err, label, Environment.system())) {
                progress.accept(0);
                DistributionProof.check(file, stored, ExactDistribution.compute(solved, threads, progress));
            }
        }
        if (json) {
            JsonOutput.printObject(out, JsonOutput.TABLE_VERIFY, fields -> {
                fields.writeStringField("file", file.toString());
                fields.writeStringField("kind", CacheFileKind.DISTRIBUTION.word);
                fields.writeBooleanField("ok", true);
                fields.writeStringField("rules", header.rules().canonicalName());
                fields.writeStringField("crc32c", Hex.of32(header.payloadCrc32c()));
                fields.writeNumberField("scores", header.scores());
                fields.writeNumberField("mean", stored.mean());
                fields.writeBooleanField("deep", deep);
                TablesVerifyCommand.writeChecks(fields, CHECKS, deep);
            });
        } else {
            TablesVerifyCommand.printOk(out, file, "exact distribution, rules " + header.rules().canonicalName()
                    + ", final scores 0.." + (header.scores() - 1) + ", CRC32C " + Hex.of32(header.payloadCrc32c())
                    + ", mean " + String.format(Locale.ROOT, "%.6f", stored.mean()) + "; checked header, length, "
                    + "CRC32C, every figure in range" + (deep ? ", every figure against a new computation"
                    : " (--deep also computes it again)"));
        }
        return ExitCode.OK.code;
    }

    /**
     * The header and whether the figures check out; a file whose header reads but whose figures
     * do not gets its header, then the error.
     *
     * @throws TableException if the header does not read, or the figures do not check out
     */
    int info(Path file) throws IOException {
        DistributionFile.Header header = DistributionFile.readHeader(file);
        long bytes = Files.size(file);
        ScoreDistribution stored = null;
        TableException problem = null;
        try {
            stored = DistributionFile.read(file, header.rules());
        } catch (TableException e) {
            problem = e;
        }
        if (json && problem == null) {
            double mean = stored.mean();
            JsonOutput.printObject(out, JsonOutput.TABLE_INFO, fields -> {
                fields.writeStringField("file", file.toString());
                fields.writeStringField("kind", CacheFileKind.DISTRIBUTION.word);
                fields.writeNumberField("bytes", bytes);
                fields.writeNumberField("formatVersion", header.formatVersion());
                fields.writeStringField("rules", header.rules().canonicalName());
                fields.writeStringField("rulesFingerprint", Hex.of64(header.rules().fingerprint()));
                fields.writeNumberField("payloadBytes", header.payloadLength());
                fields.writeStringField("crc32c", Hex.of32(header.payloadCrc32c()));
                fields.writeNumberField("scores", header.scores());
                fields.writeNumberField("mean", mean);
                fields.writeBooleanField("ok", true);
            });
        } else if (!json) {
            out.printf(Locale.ROOT, "file            %s (%d bytes)%n", UserText.printable(file), bytes);
            out.printf(Locale.ROOT, "format version  %d (exact distribution)%n", header.formatVersion());
            out.printf(Locale.ROOT, "rules           %s (fingerprint %s)%n", header.rules().canonicalName(),
                    Hex.of64(header.rules().fingerprint()));
            out.printf(Locale.ROOT, "final scores    0..%d%n", header.scores() - 1);
            out.printf(Locale.ROOT, "payload         %d bytes, CRC32C %s%n", header.payloadLength(),
                    Hex.of32(header.payloadCrc32c()));
            out.printf(Locale.ROOT, "figures         %s%n", problem == null
                    ? "check out: CRC32C, every probability and mean in range; mean " + stored.mean()
                    : "do not check out (the error follows)");
            out.flush();
        }
        if (problem != null) {
            throw problem;
        }
        return ExitCode.OK.code;
    }
}
