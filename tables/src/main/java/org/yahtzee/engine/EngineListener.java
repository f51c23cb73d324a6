package org.yahtzee.engine;

import java.nio.file.Path;
import java.time.Duration;

/**
 * Told what the engine does besides answering: the long work it starts (a table solved on
 * first use, an exact distribution, a solve from a card) with its progress, and what the table
 * cache did (a damaged file rebuilt, a wait for another process, a table kept in memory only).
 * The engine never prints: a front end shows these as it likes, or not at all
 * ({@link #SILENT}). Every method has an empty default.
 *
 * <p>Called on the thread that asked the engine for the answer; an engine shared by several
 * threads may call one listener from several at once, so a listener given to such an engine
 * must be thread-safe.
 */
public interface EngineListener {

    /** Ignores every event. */
    EngineListener SILENT = new EngineListener() {
    };

    /**
     * Progress of {@code work}: fractions 0..1, non-decreasing, from its start (some work
     * reports 0 first) to its end (table builds report a last exactly 1.0).
     */
    default void progress(Work work, double fraction) {
    }

    /**
     * The engine is through with {@code work}: it was done, found done already (a file in the
     * cache) or failed. Called once for each piece of work the engine took up, after the other
     * events of it; a listener that draws progress erases it here.
     */
    default void finished(Work work) {
    }

    /**
     * A file of the cache exists but cannot be used ({@code why}), so {@code work} builds it
     * again and replaces it.
     */
    default void rebuilding(Work work, Path file, TableException why) {
    }

    /**
     * Another thread or process is building the file {@code work} needs: the engine waits for it
     * (at most {@code timeout}, then builds it itself) and reads what it wrote. Called once,
     * before the wait.
     */
    default void waiting(Work work, Path file, Duration timeout) {
    }

    /**
     * What {@code work} built is not kept at {@code file}: the answer comes from memory, the same
     * as from a kept file, and the next use builds it again. {@code reason} reads after the file's
     * name: for tables e.g. "is a folder, not a table file; it is left as it is" or "cannot be
     * written: /srv/tables: Permission denied"; for the exact distribution the operating system's
     * words, e.g. "Permission denied".
     */
    default void notCached(Work work, Path file, String reason) {
    }
}
