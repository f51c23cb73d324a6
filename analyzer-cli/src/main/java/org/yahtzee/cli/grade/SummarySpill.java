package org.yahtzee.cli.grade;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.Closeable;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
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
 * 44 bytes a row, the file's and the player's names as numbers into tables kept once each.
 */
final class SummarySpill implements Closeable {

    /** Receives a row read back. {@code player} is null for a record not graded. */
    @FunctionalInterface
    interface RowSink {
        void row(String file, String player, int game, int score, double expected, double loss, double luck,
                 int decisions);
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

    void write(String file, String player, int game, int score, double expected, double loss, double luck,
               int decisions) throws IOException {
        out.writeInt(number(file));
        out.writeInt(player == null ? -1 : number(player));
        out.writeInt(game);
        out.writeInt(score);
        out.writeDouble(expected);
        out.writeDouble(loss);
        out.writeDouble(luck);
        out.writeInt(decisions);
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
                sink.row(strings.get(file), player < 0 ? null : strings.get(player), in.readInt(), in.readInt(),
                        in.readDouble(), in.readDouble(), in.readDouble(), in.readInt());
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
