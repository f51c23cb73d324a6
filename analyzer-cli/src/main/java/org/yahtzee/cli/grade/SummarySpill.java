package org.yahtzee.cli.grade;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.Closeable;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.yahtzee.files.TempFiles;

/**
 * The rows of {@link GradeSummary} past those it keeps in memory, in a temporary file of its own
 * ({@code yahtzee-summary-PID-RANDOM.rows}, removed when closed or when a signal ends the process):
 * the file's and the player's names as numbers into tables kept once each, the rest of the row
 * as its text, 68 bytes a row.
 */
final class SummarySpill implements Closeable {

    /** Receives a row read back. {@code player} is null for a record not graded. */
    @FunctionalInterface
    interface RowSink {
        void row(String file, String player, String rest);
    }

    private final Path path;
    private final DataOutputStream out;
    private final Map<String, Integer> index = new HashMap<>();
    private final List<String> strings = new ArrayList<>();

    SummarySpill() throws IOException {
        Path folder = Path.of(System.getProperty("java.io.tmpdir"));
        path = TempFiles.create(folder, "yahtzee-summary-", ".rows");
        out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(path), 1 << 16));
    }

    /** A row: its names, and the rest of it as printed, in characters up to U+00FF (digits, signs and words). */
    void write(String file, String player, String rest) throws IOException {
        out.writeInt(number(file));
        out.writeInt(player == null ? -1 : number(player));
        out.writeShort(rest.length());
        out.writeBytes(rest); // a byte a character
    }

    private int number(String text) {
        return index.computeIfAbsent(text, t -> {
            strings.add(t);
            return strings.size() - 1;
        });
    }

    /** Reads the rows back, in the order written. */
    void read(RowSink sink) throws IOException {
        out.flush();
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(path), 1 << 16))) {
            while (true) {
                int file;
                try {
                    file = in.readInt();
                } catch (EOFException end) {
                    return;
                }
                int player = in.readInt();
                byte[] rest = new byte[in.readUnsignedShort()];
                in.readFully(rest);
                sink.row(strings.get(file), player < 0 ? null : strings.get(player),
                        new String(rest, StandardCharsets.ISO_8859_1));
            }
        }
    }

    @Override
    public void close() throws IOException {
        try (out) {
            TempFiles.delete(path);
        }
    }
}
