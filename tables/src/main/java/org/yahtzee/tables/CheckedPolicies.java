package org.yahtzee.tables;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The policy files whose every decision passed {@link PolicyCheck} in this process, so that
 * opening one again skips that scan. A file is known by its real path, size, last-modified time,
 * file key (inode) and payload CRC32C; the reader checks the header and the CRC32C at every
 * opening, so a file changed since (rewritten, replaced, damaged) is scanned again or refused.
 * Thread-safe.
 */
final class CheckedPolicies {
    /*
     * Implementation notes. The scan reads 135 million entries: a warm opening took 84 ms of
     * CPU with it, 17 without (the mapping and the CRC32C, which the reader computes anyway;
     * 2-core EPYC, RESULTS.md 2026-11-29), and one process opens the same file many times (a
     * test JVM, the server, grade --goal win, simulate's players). The CRC is what ties a
     * remembered key to bytes: a file rewritten in place within the file system's clock tick
     * keeps its path, size, time and inode, but not its CRC, unless the writer forged the CRC
     * on purpose, which the scan is not there to stop (PolicyProof and tables verify --deep
     * are). The attributes are read by path after the channel opened the file: a file renamed
     * over the path in between gives a key that mixes the two, but its CRC is the mapped
     * bytes', so a later opening matches it only with a payload of that CRC. A key is
     * remembered only after its scan passed; one whose attributes cannot be read is scanned
     * every time. At most CAPACITY keys (a few hundred bytes each), the least recently opened
     * forgotten: one process knows a handful of policy files.
     */

    /** The keys one instance remembers at most. */
    static final int CAPACITY = 64;

    /** The instance of the process, which {@link TableReader#openPolicy} consults. */
    static final CheckedPolicies PROCESS = new CheckedPolicies(CAPACITY);

    /**
     * What identifies a file's bytes; {@code fileKey} is null where the file system gives none.
     * equals and hashCode are written out: a record's own bootstrap method handles on first use,
     * about 15 ms of CPU that a one-shot simulate would pay for one look-up.
     */
    record Key(Path realPath, long size, long lastModifiedNanos, Object fileKey, int payloadCrc32c) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && realPath.equals(k.realPath) && size == k.size
                    && lastModifiedNanos == k.lastModifiedNanos && Objects.equals(fileKey, k.fileKey)
                    && payloadCrc32c == k.payloadCrc32c;
        }

        @Override
        public int hashCode() {
            int h = realPath.hashCode();
            h = 31 * h + Long.hashCode(size);
            h = 31 * h + Long.hashCode(lastModifiedNanos);
            h = 31 * h + Objects.hashCode(fileKey);
            return 31 * h + payloadCrc32c;
        }
    }

    /** Access order: a hit makes a key the newest. Guarded by itself. */
    private final LinkedHashMap<Key, Boolean> passed;
    private final AtomicLong scans = new AtomicLong();

    CheckedPolicies(int capacity) {
        this.passed = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Key, Boolean> eldest) {
                return size() > capacity;
            }
        };
    }

    /**
     * Runs {@code scan} (which throws if a decision is bad) unless the file with this payload
     * CRC32C already passed it; remembers the file when it passes. Two threads opening the same
     * new file at once may both scan it.
     *
     * @param payloadCrc32c the payload's CRC32C, already checked against the header
     */
    void check(Path file, int payloadCrc32c, Runnable scan) {
        check(file, payloadCrc32c, scan, () -> { });
    }

    /**
     * {@link #check(Path, int, Runnable)} for a payload whose CRC32C is checked by {@code scan},
     * or by {@code ifKnown} when the scan is skipped: the reader runs the two together.
     *
     * @param payloadCrc32c the payload's CRC32C as the header gives it
     */
    void check(Path file, int payloadCrc32c, Runnable scan, Runnable ifKnown) {
        Key key = keyOf(file, payloadCrc32c);
        if (key != null && known(key)) {
            ifKnown.run();
            return;
        }
        scans.incrementAndGet();
        scan.run();
        if (key != null) {
            synchronized (passed) {
                passed.put(key, Boolean.TRUE);
            }
        }
    }

    /** How many scans this instance ran (not skipped): for the tests. */
    long scans() {
        return scans.get();
    }

    /** The keys remembered now. */
    int size() {
        synchronized (passed) {
            return passed.size();
        }
    }

    private boolean known(Key key) {
        synchronized (passed) {
            return passed.get(key) != null; // get, not containsKey: a hit makes the key the newest
        }
    }

    /** The file's key, or null when its attributes cannot be read (it is then scanned, never remembered). */
    private static Key keyOf(Path file, int payloadCrc32c) {
        try {
            Path real = file.toRealPath();
            BasicFileAttributes attributes = Files.readAttributes(real, BasicFileAttributes.class);
            return new Key(real, attributes.size(), attributes.lastModifiedTime().to(TimeUnit.NANOSECONDS),
                    attributes.fileKey(), payloadCrc32c);
        } catch (IOException e) {
            return null;
        }
    }
}
