package org.yahtzee.cli.grade;

import java.io.IOException;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.yahtzee.cli.record.GameRecordReader;
import org.yahtzee.cli.record.RecordSource;
import org.yahtzee.rules.Rules;

/**
 * The checking pass of a large text record on several threads: the file is cut at
 * {@code game: N} lines into one part a thread, each part is checked on its own, and the parts'
 * counts are joined. It vouches only for a record whose every part reads without a problem and
 * whose parts fit together (the rules the head names, the game numbers rising across each
 * border); for anything else it answers null and the caller reads the record whole, so the
 * problems a record has are always those of one reading from its start, in line order.
 */
final class SplitCheck {
    /*
     * Implementation notes.
     *  1. Why: the checking pass read a 100,000-game record (80 MB) alone on one thread before
     *     any grading started: 30% of a two-thread grade's CPU samples (JFR, 1,115 samples),
     *     all of it on the critical path.
     *  2. What a part cannot know: the player names of the games before it (a turn line naming a
     *     player of an earlier game), the line numbers, the last game number before it, and
     *     the rules. It reads as if the rules were named before it (a rules line in it is a
     *     problem) and game N - 1 had just ended; the join then checks that the part before
     *     ended at a game below N and that the first part's rules are the head's. A part that
     *     lacks what it cannot know reports a problem the whole reading would not, never the
     *     other way round, and any problem sends the record to the whole reading (note 3).
     *  3. A record with problems is read twice, in parts and then whole: such records are the
     *     exception, and the reading they are shown from is the one they always had.
     *  4. Cut points: the first line "game: N" (N digits, then the line's end) at or after each
     *     k/threads of the bytes. Such a line is a game header wherever it stands in a text
     *     record; a JSON record has none (its strings hold no line end), so it is read whole.
     */

    /** Records under 4 MB (about 5,000 games) are read whole: a thread's start costs more than it saves. */
    static final long LEAST_BYTES = 4L << 20;
    /** How far past a cut point a game header is looked for: 64 KB, many games' worth. */
    private static final int SEARCH_BYTES = 64 << 10;
    private static final byte[] HEADER = "\ngame: ".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

    private SplitCheck() {
    }

    /** A part: bytes {@code from} to {@code to}; {@code firstGame} the number on its first line (0: the head). */
    private record Part(long from, long to, int firstGame) {
    }

    /** What a part found. */
    private record Read(GameRecordReader.PartOutcome outcome, CardCount count) {
    }

    /**
     * The check of {@code source} in parts on {@code threads} threads, or null if it cannot
     * vouch for it (a small or non-file record, no cut points, or a problem: read it whole).
     */
    static RecordGrading.Check check(RecordSource source, GameRecordReader.Options options, int threads)
            throws IOException {
        return check(source, options, threads, LEAST_BYTES);
    }

    /** As {@link #check(RecordSource, GameRecordReader.Options, int)}, splitting records of {@code leastBytes} or more (tests: 0). */
    static RecordGrading.Check check(RecordSource source, GameRecordReader.Options options, int threads,
            long leastBytes) throws IOException {
        long size = source.regularFileSize();
        if (threads < 2 || size < leastBytes) {
            return null;
        }
        List<Part> parts = cut(source, size, threads);
        if (parts.size() < 2) {
            return null;
        }
        Rules rules = headRules(source, options);
        if (rules == null) {
            return null;
        }
        GameRecordReader.Options partOptions = options.withDefaultRules(rules);
        List<Read> reads = readAll(source, options, partOptions, parts);
        if (reads == null) {
            return null;
        }
        CardCount count = reads.get(0).count();
        int lastGame = reads.get(0).outcome().lastGame();
        if (!reads.get(0).outcome().outcome().rules().equals(rules)) {
            return null;
        }
        for (int k = 1; k < reads.size(); k++) {
            if (lastGame >= parts.get(k).firstGame()) {
                return null; // "game N after game M": the whole reading words it
            }
            count.append(reads.get(k).count());
            lastGame = reads.get(k).outcome().lastGame();
        }
        return new RecordGrading.Check(reads.get(0).outcome().outcome().rules(), List.of(), count.cards(),
                count.interleaved(), null, count.sessionGames());
    }

    /** Reads the parts, the first on this thread; null if any has a problem. */
    private static List<Read> readAll(RecordSource source, GameRecordReader.Options headOptions,
            GameRecordReader.Options partOptions, List<Part> parts) throws IOException {
        ExecutorService pool = Executors.newFixedThreadPool(parts.size() - 1, runnable -> {
            Thread thread = new Thread(runnable, "yahtzee-record-check");
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<Future<Read>> later = new ArrayList<>();
            for (Part part : parts.subList(1, parts.size())) {
                later.add(pool.submit((Callable<Read>) () -> read(source, partOptions, part)));
            }
            List<Read> reads = new ArrayList<>();
            reads.add(read(source, headOptions, parts.get(0)));
            for (Future<Read> future : later) {
                reads.add(future.get());
            }
            for (Read read : reads) {
                if (!read.outcome().outcome().isValid()) {
                    return null;
                }
            }
            return reads;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new java.io.InterruptedIOException("interrupted while checking " + source.name());
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException) {
                return null; // the file changed or failed under one part: the whole reading says how
            } else if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw (Error) e.getCause();
        } finally {
            pool.shutdownNow();
        }
    }

    private static Read read(RecordSource source, GameRecordReader.Options options, Part part) throws IOException {
        CardCount count = new CardCount();
        try (Reader in = source.open(part.from(), part.to())) {
            return new Read(GameRecordReader.readPart(source.name(), in, options, part.firstGame(), count), count);
        }
    }

    /**
     * The rules the record's head names (the override if given), read from the bytes before its
     * first {@code game: N} line; null if there is none in the first {@link #SEARCH_BYTES}. The
     * first part's reading then confirms them.
     */
    private static Rules headRules(RecordSource source, GameRecordReader.Options options) throws IOException {
        Header first = findHeader(source, 0);
        if (first == null) {
            return null;
        }
        try (Reader in = source.open(0, first.at())) {
            return GameRecordReader.read(source.name(), in, options, game -> { }).rules();
        }
    }

    /** The parts: from the start, and from the first game header at or after each k/threads of the bytes. */
    private static List<Part> cut(RecordSource source, long size, int threads) throws IOException {
        List<Part> parts = new ArrayList<>();
        long from = 0;
        int firstGame = 0;
        for (int k = 1; k < threads; k++) {
            Header header = findHeader(source, Math.max(from + 1, size * k / threads));
            if (header == null) {
                break;
            }
            parts.add(new Part(from, header.at(), firstGame));
            from = header.at();
            firstGame = header.game();
        }
        parts.add(new Part(from, size, firstGame));
        return parts;
    }

    /** A line {@code game: N} starting at byte {@code at}. */
    private record Header(long at, int game) {
    }

    /**
     * The first line {@code game: N} (N 1 to 999,999,999, then {@code \n} or {@code \r\n})
     * that starts after a {@code \n} at or after byte {@code from}, within
     * {@link #SEARCH_BYTES}; null if none.
     */
    private static Header findHeader(RecordSource source, long from) throws IOException {
        ByteBuffer bytes = ByteBuffer.allocate(SEARCH_BYTES + 32);
        try (SeekableByteChannel channel = source.channel()) {
            channel.position(Math.max(0, from - 1));
            while (bytes.hasRemaining() && channel.read(bytes) > 0) {
                // fill
            }
        }
        byte[] b = bytes.array();
        int end = bytes.position();
        long base = Math.max(0, from - 1);
        for (int i = 0; i + HEADER.length < end; i++) {
            if (!matches(b, i)) {
                continue;
            }
            int digits = i + HEADER.length;
            long n = 0;
            int j = digits;
            while (j < end && j - digits < 9 && b[j] >= '0' && b[j] <= '9') {
                n = n * 10 + (b[j++] - '0');
            }
            boolean lineEnds = j < end && (b[j] == '\n' || b[j] == '\r' && j + 1 < end && b[j + 1] == '\n');
            if (j > digits && n >= 1 && lineEnds) {
                return new Header(base + i + 1, (int) n);
            }
        }
        return null;
    }

    private static boolean matches(byte[] b, int i) {
        for (int k = 0; k < HEADER.length; k++) {
            if (b[i + k] != HEADER[k]) {
                return false;
            }
        }
        return true;
    }
}
