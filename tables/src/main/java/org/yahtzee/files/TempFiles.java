package org.yahtzee.files;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileAttribute;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The temporary files of this process: named {@code PREFIX PID-RANDOM SUFFIX}, so that the
 * process that made one is known from its name; removed when the process ends by a signal
 * (SIGTERM, SIGINT, SIGHUP: a shutdown hook); and, when a process was killed beyond that
 * ({@code kill -9}, a power cut), removed by the next process that makes one of the same kind in
 * the same folder, once the process named is gone.
 */
public final class TempFiles {
    /*
     * Implementation notes. A process is gone when no process has its pid, or the one that has it
     * started after the temp file was last written (the pid was reused: pids wrap at 2^22 on
     * Linux). The start time is the kernel's, in clock ticks since boot; a margin of a second
     * keeps a writer that started and wrote in the same tick alive. Where the start time is
     * unknown the process counts as alive. A pid names a process of this machine and this pid
     * namespace only: a folder written at once by containers of other pid namespaces would see
     * their live writers as gone. The table cache is safe there (it removes temps only under the
     * table's OS lock, which every namespace of one kernel shares); other outputs are one user's.
     *
     * The hook runs on every exit of the JVM, normal ones too, where nothing is left to remove:
     * each file is forgotten when it is renamed or deleted. It is registered on the first temp
     * file, not at start, so commands that write nothing pay nothing.
     */

    /** A temp file this old was left by a killed writer, whatever its pid says: writing takes seconds. */
    public static final Duration STALE_AGE = Duration.ofHours(1);
    /** Start time later than the file's last write by more than this: the pid was reused. */
    private static final Duration PID_REUSE_MARGIN = Duration.ofSeconds(1);

    private static final Set<Path> LIVE = ConcurrentHashMap.newKeySet();
    private static boolean hooked;
    /** Set once the removal has begun (under LIVE's lock): no temp file is made after it. */
    private static boolean ending;

    private TempFiles() {
    }

    /**
     * Creates {@code folder/PREFIX PID-RANDOM SUFFIX}, empty, and registers it for removal when the
     * process ends by a signal.
     *
     * @throws IOException as {@link Files#createFile} (the folder is missing or not writable)
     */
    public static Path create(Path folder, String prefix, String suffix, FileAttribute<?>... attributes)
            throws IOException {
        hookOnce();
        String pid = Long.toString(ProcessHandle.current().pid());
        while (true) {
            String random = Long.toHexString(ThreadLocalRandom.current().nextLong() >>> 1);
            Path temp = folder.resolve(prefix + pid + "-" + random + suffix);
            // Made and registered under the hook's lock: a signal between the two left the file
            // (the other threads run on while the hooks run; SpoolSignalTest signals as soon as
            // the file appears), and none is made once the removal has begun.
            synchronized (LIVE) {
                if (ending) {
                    throw new IOException("not made, the process is ending: " + temp);
                }
                try {
                    Path created = Files.createFile(temp, attributes);
                    LIVE.add(created);
                    return created;
                } catch (FileAlreadyExistsException taken) {
                    // 2^-63 odds per try; draw another name
                }
            }
        }
    }

    /** Forgets a temp file that is no longer one (renamed to its target): the hook leaves it alone. */
    public static void forget(Path temp) {
        LIVE.remove(temp);
    }

    /** Deletes a temp file of this process, if it is still there, and forgets it. */
    public static void delete(Path temp) throws IOException {
        try {
            Files.deleteIfExists(temp);
        } finally {
            LIVE.remove(temp);
        }
    }

    /**
     * The pid in {@code name} if it is a temp name made with {@code prefix} and {@code suffix}
     * (PREFIX, decimal pid, '-', hex, SUFFIX), else -1. Exact, because a prefix alone would also
     * take the temps of a longer name: ".page.html." begins ".page.html.bak.123-9f.tmp".
     */
    static long pidOf(String name, String prefix, String suffix) {
        if (!name.startsWith(prefix) || !name.endsWith(suffix) || name.length() < prefix.length() + suffix.length()) {
            return -1; // ".official.ytable.tmp": prefix and suffix overlap
        }
        String middle = name.substring(prefix.length(), name.length() - suffix.length());
        if (!middle.matches("[0-9]{1,18}-[0-9a-f]+")) {
            return -1;
        }
        return Long.parseLong(middle.substring(0, middle.indexOf('-')));
    }

    /**
     * Removes from {@code folder} the temp files of {@code prefix} and {@code suffix} that were
     * left behind: last written before {@code cutoff}, or made by a process that is gone; best
     * effort (another process may be removing them too, or they may not be ours to delete).
     */
    public static void removeStale(Path folder, String prefix, String suffix, Instant cutoff) {
        // A filter, not a glob: the target's name may hold glob characters ("page[1].html").
        DirectoryStream.Filter<Path> temps = entry -> pidOf(entry.getFileName().toString(), prefix, suffix) >= 0;
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder, temps)) {
            for (Path entry : entries) {
                try {
                    Instant written = Files.getLastModifiedTime(entry).toInstant();
                    long pid = pidOf(entry.getFileName().toString(), prefix, suffix);
                    if (written.isBefore(cutoff) || isGone(pid, written)) {
                        Files.deleteIfExists(entry);
                    }
                } catch (IOException ignored) {
                    // gone already, or not ours to delete: it does not stop this write
                }
            }
        } catch (IOException ignored) {
            // an unlistable folder fails the write itself with a clearer error
        }
    }

    /**
     * True if the process {@code pid} that last wrote a temp file at {@code written} is gone: no
     * process has the pid, or the one that has it started later. This process is never gone.
     */
    static boolean isGone(long pid, Instant written) {
        if (pid == ProcessHandle.current().pid()) {
            return false;
        }
        Optional<ProcessHandle> process = ProcessHandle.of(pid);
        if (process.isEmpty()) {
            return true;
        }
        Optional<Instant> started = process.get().info().startInstant();
        return started.isPresent() && started.get().isAfter(written.plus(PID_REUSE_MARGIN));
    }

    private static synchronized void hookOnce() {
        if (!hooked) {
            Runtime.getRuntime().addShutdownHook(new Thread(new RemoveLive(), "yahtzee-temp-files"));
            hooked = true;
        }
    }

    /**
     * Removes the temp files this process has not renamed or deleted yet: what the shutdown hook
     * does, for a hook of the caller's that ends the JVM with {@code Runtime.halt} (hooks run
     * concurrently, and a halt would cut this one short).
     */
    public static void removeLive() {
        synchronized (LIVE) {
            ending = true;
        }
        for (Path temp : LIVE) {
            try {
                Files.deleteIfExists(temp);
            } catch (IOException ignored) {
                // the JVM is ending: nothing else can be done, and the next writer sweeps it
            }
        }
    }

    /** The shutdown hook: {@link #removeLive}. */
    private static final class RemoveLive implements Runnable {
        @Override
        public void run() {
            removeLive();
        }
    }
}
