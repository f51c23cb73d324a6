package org.yahtzee.tables;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import org.yahtzee.files.FileKind;

/**
 * The lock a cache holds while it solves and writes one table, so that the other threads and
 * processes that miss the same table wait and then read it instead of each solving it. Waiting
 * is bounded: a lock that cannot be had in time (a hung holder, a file system without locks, a
 * folder where no lock file can be made) is gone without, and {@link #held()} says so.
 */
final class TableLock implements AutoCloseable {
    /*
     * Implementation notes. Two locks, taken in this order: a ReentrantLock per lock file for
     * the threads of this JVM, then FileChannel.tryLock on the lock file for other processes.
     * The JVM holds OS locks per process, so without the first, a second thread would get
     * OverlappingFileLockException rather than wait. The OS lock goes away when its process
     * dies, so a killed solver never leaves a stale lock; the lock file itself stays (0 bytes):
     * deleting it would let a process lock a file that a waiter no longer sees. tryLock is
     * polled every 25 ms rather than lock() called, so the wait can end at the deadline; 20
     * processes polling cost nothing next to one solve. The file is opened for reading and
     * writing, which on Linux does not block even if a FIFO is there (its kind is checked first).
     */

    private static final ConcurrentHashMap<Path, ReentrantLock> THREAD_LOCKS = new ConcurrentHashMap<>();
    private static final long POLL_MILLIS = 25;

    /** Told once if the lock is not free at the first try. */
    interface Waiting {
        void waiting();
    }

    private final ReentrantLock threadLock;
    private final FileChannel channel;
    private final FileLock fileLock;

    private TableLock(ReentrantLock threadLock, FileChannel channel, FileLock fileLock) {
        this.threadLock = threadLock;
        this.channel = channel;
        this.fileLock = fileLock;
    }

    /** ".official.ytable.lock" beside official.ytable: hidden, and not a temp file name. */
    static Path lockFileOf(Path table) {
        return table.resolveSibling("." + table.getFileName() + ".lock");
    }

    /**
     * Takes the lock of {@code table}, waiting at most {@code timeout} in all; creates the
     * folder and the lock file if missing. Never throws for a lock it cannot have: it returns
     * one that is not {@link #held()}. An interrupt ends the wait the same way, and stays set.
     */
    static TableLock acquire(Path table, Duration timeout, Waiting waiting) {
        long deadline = System.nanoTime() + timeout.toNanos();
        Path lockFile = lockFileOf(table.toAbsolutePath().normalize());
        ReentrantLock threadLock = THREAD_LOCKS.computeIfAbsent(lockFile, path -> new ReentrantLock());
        TellOnce tellOnce = new TellOnce(waiting);
        try {
            if (!threadLock.tryLock()) {
                tellOnce.waiting();
                if (!threadLock.tryLock(remaining(deadline), TimeUnit.NANOSECONDS)) {
                    return new TableLock(null, null, null);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new TableLock(null, null, null);
        }
        FileChannel channel = openLockFile(lockFile);
        FileLock fileLock = channel == null ? null : pollFileLock(channel, deadline, tellOnce);
        if (fileLock == null && channel != null) {
            closeQuietly(channel);
        }
        return new TableLock(threadLock, fileLock != null ? channel : null, fileLock);
    }

    /** True if no other writer of the table can be running: both locks are held. */
    boolean held() {
        return fileLock != null;
    }

    @Override
    public void close() {
        if (fileLock != null) {
            closeQuietly(channel); // releases the OS lock
        }
        if (threadLock != null) {
            threadLock.unlock();
        }
    }

    private static long remaining(long deadline) {
        return deadline - System.nanoTime();
    }

    /** The lock file, created if missing; null where there can be none (read-only, a FIFO there). */
    private static FileChannel openLockFile(Path lockFile) {
        try {
            Files.createDirectories(lockFile.getParent());
            FileKind kind = FileKind.of(lockFile);
            if (kind != FileKind.MISSING && kind != FileKind.REGULAR) {
                return null;
            }
            return FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
        } catch (IOException e) {
            return null;
        }
    }

    /**
     * The OS lock, polled until the deadline; null if it cannot be had by then, if the file
     * system cannot lock at all (IOException: no point waiting), or on an interrupt. Held by
     * code of this JVM outside this class shows as OverlappingFileLockException: busy too.
     */
    private static FileLock pollFileLock(FileChannel channel, long deadline, TellOnce tellOnce) {
        while (true) {
            try {
                FileLock fileLock = channel.tryLock();
                if (fileLock != null) {
                    return fileLock;
                }
            } catch (OverlappingFileLockException heldInThisJvm) {
                // wait as for another process
            } catch (IOException noLocksHere) {
                return null;
            }
            long left = remaining(deadline);
            if (left <= 0) {
                return null;
            }
            tellOnce.waiting();
            try {
                Thread.sleep(Math.min(POLL_MILLIS, TimeUnit.NANOSECONDS.toMillis(left) + 1));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return null;
            }
        }
    }

    /** Passes on the first call only: a wait for the thread lock and then the file lock is one wait. */
    private static final class TellOnce implements Waiting {
        private final Waiting waiting;
        private boolean told;

        TellOnce(Waiting waiting) {
            this.waiting = waiting;
        }

        @Override
        public void waiting() {
            if (!told) {
                told = true;
                waiting.waiting();
            }
        }
    }

    private static void closeQuietly(FileChannel channel) {
        try {
            channel.close();
        } catch (IOException ignored) {
            // a lock channel: nothing was written through it
        }
    }
}
