package org.yahtzee.cli.grade;

import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.yahtzee.files.TempFiles;

/**
 * The rows of {@link GradeSummary} as bytes, 68 a row: the file's and the player's names as
 * numbers into tables kept once each, the rest of the row as its text. The last rows are kept
 * in memory, at most a given number; the rows before them in a temporary file of their own
 * ({@code yahtzee-summary-PID-RANDOM.rows}, made when first needed and removed when closed or
 * when a signal ends the process).
 */
final class SummaryRows implements Closeable {
    /*
     * Implementation notes. Rows as objects (a row and its text, about 130 bytes) lived until
     * they went to the file, long enough to be promoted: 100,000 rows left some 13 MB of dead
     * objects in the old generation. In one buffer, reused after each trip to the file, they
     * are promoted once.
     */

    /** Receives a row read back. {@code player} is null for a record not graded. */
    @FunctionalInterface
    interface RowSink {
        /** {@code rest}: the rest of the row, a byte a character, its {@code restLength} bytes from {@code from} (reused for the next row). */
        void row(String file, String player, byte[] rest, int from, int restLength) throws IOException;
    }

    /** The names "of the row before" the first, an instance of its own: a name may be null (play has no file). */
    private static final String NO_ROW = new String("no row");

    private final int memoryRows;
    private final ByteArrayOutputStream memory = new ByteArrayOutputStream(1 << 12);
    private int rowsInMemory;
    private Path path;
    private OutputStream file;
    private final Map<String, Integer> index = new HashMap<>();
    private final List<String> strings = new ArrayList<>();
    /** A row as bytes, written (from {@link #REST}) or read (one array reused). */
    private byte[] rowBytes = new byte[256];
    /** The names of the row before and their numbers: most rows have the same file and player. */
    private String lastFile = NO_ROW;
    private String lastPlayer = NO_ROW;
    private int lastFileNumber;
    private int lastPlayerNumber = -1;

    /** Rows kept in {@code memoryRows} rows of memory, those before them in the file. */
    SummaryRows(int memoryRows) {
        this.memoryRows = memoryRows;
    }

    /** A row: its names, and the rest of it as printed, in characters up to U+00FF (digits, signs and words). */
    void write(String file, String player, TextBlock rest) throws IOException {
        if (rowsInMemory == memoryRows) {
            toFile();
        }
        if (file != lastFile) {
            lastFileNumber = number(file);
            lastFile = file;
        }
        if (player != lastPlayer) {
            lastPlayerNumber = player == null ? -1 : number(player);
            lastPlayer = player;
        }
        int n = rest.length();
        bytes(REST + n);
        putInt(0, lastFileNumber);
        putInt(4, lastPlayerNumber);
        rowBytes[8] = (byte) (n >>> 8);
        rowBytes[9] = (byte) n;
        rest.latin1(rowBytes, REST); // a byte a character
        memory.write(rowBytes, 0, REST + n);
        rowsInMemory++;
    }

    /** A row's head: the file's number, the player's (-1: none), both big-endian ints, and the rest's length (2 bytes). */
    private static final int REST = 10;

    private void putInt(int at, int value) {
        for (int b = 0; b < 4; b++) {
            rowBytes[at + b] = (byte) (value >>> (24 - 8 * b));
        }
    }

    private void bytes(int length) {
        if (rowBytes.length < length) {
            rowBytes = new byte[Math.max(length, 2 * rowBytes.length)];
        }
    }

    private void toFile() throws IOException {
        if (file == null) {
            path = TempFiles.create(Path.of(System.getProperty("java.io.tmpdir")), "yahtzee-summary-", ".rows");
            file = new BufferedOutputStream(Files.newOutputStream(path), 1 << 16);
        }
        memory.writeTo(file);
        memory.reset();
        rowsInMemory = 0;
    }

    private int number(String text) {
        return index.computeIfAbsent(text, t -> {
            strings.add(t);
            return strings.size() - 1;
        });
    }

    /** Reads the rows back, in the order written. */
    void read(RowSink sink) throws IOException {
        if (file != null) {
            file.flush();
            try (InputStream in = Files.newInputStream(path)) {
                read(in, sink);
            }
        }
        read(new ByteArrayInputStream(memory.toByteArray()), sink);
    }

    /**
     * The rows of {@code rows}, read a block at a time and taken apart in the block: read through
     * a DataInputStream, a field at a time, they were most of the summary's CPU samples at the
     * command's end (JFR, 100,000 rows), with nothing else to run.
     */
    private void read(InputStream rows, RowSink sink) throws IOException {
        byte[] block = new byte[1 << 16];
        int at = 0;
        int end = 0;
        while (true) {
            int next = row(block, at, end, sink);
            if (next >= 0) {
                at = next;
                continue;
            }
            // The next row is not whole here: keep its start, read on.
            int need = end - at >= REST ? rowLength(block, at) : REST;
            System.arraycopy(block, at, block, 0, end - at);
            end -= at;
            at = 0;
            if (block.length < 2 * need) {
                block = java.util.Arrays.copyOf(block, 2 * need);
            }
            int n = rows.readNBytes(block, end, block.length - end);
            if (n == 0) {
                if (end == 0) {
                    return;
                }
                throw new EOFException("the summary's rows end inside a row");
            }
            end += n;
        }
    }

    /**
     * Hands the row at {@code at} of {@code block} to {@code sink} if it is whole before
     * {@code end}; returns where the next row starts, or -1 (nothing handed) if it is not whole.
     * A method of its own, called once a row, so that the JIT compiles it after a few hundred
     * rows: the loop of {@link #read(InputStream, RowSink)} runs twice a command, and its body,
     * inline there, ran in the interpreter until on-stack replacement at 60,000 turns (120,000
     * under grade's launcher), most of a 100,000-row table (its 100,000 rows printed in 39 ms
     * against 46, medians of 4 alternated runs; most of JFR's interpreted samples of the command).
     */
    private int row(byte[] block, int at, int end, RowSink sink) throws IOException {
        if (end - at < REST) {
            return -1;
        }
        int length = rowLength(block, at);
        if (end - at < length) {
            return -1;
        }
        int fileNumber = getInt(block, at);
        int player = getInt(block, at + 4);
        sink.row(strings.get(fileNumber), player < 0 ? null : strings.get(player), block, at + REST, length - REST);
        return at + length;
    }

    /** The bytes of the row at {@code at}, its head included (the head is whole there). */
    private static int rowLength(byte[] block, int at) {
        return REST + ((block[at + 8] & 0xFF) << 8 | block[at + 9] & 0xFF);
    }

    private static int getInt(byte[] bytes, int at) {
        return (bytes[at] & 0xFF) << 24 | (bytes[at + 1] & 0xFF) << 16 | (bytes[at + 2] & 0xFF) << 8 | bytes[at + 3] & 0xFF;
    }

    @Override
    public void close() throws IOException {
        if (file != null) {
            try {
                file.close();
            } finally {
                TempFiles.delete(path);
            }
        }
    }
}
