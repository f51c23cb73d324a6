package org.yahtzee.engine;

import java.nio.file.Path;
import java.time.Duration;
import java.util.function.DoubleConsumer;
import org.yahtzee.rules.Rules;
import org.yahtzee.tables.TableCache;

/**
 * The table cache's events of one file, and the progress of one computation, passed on to the
 * engine's listener as events of one {@link Work}; closing it tells the listener the work is
 * finished, however it ended.
 */
final class CacheEvents implements TableCache.Listener, DoubleConsumer, AutoCloseable {
    /*
     * Implementation notes. A named class rather than a lambda: advise loads its table through
     * here, and a lambda's class is spun at run time where a named class comes from the
     * class-data archive (docs/startup.md).
     */

    private final EngineListener listener;
    private final Work work;

    CacheEvents(EngineListener listener, Work work) {
        this.listener = listener;
        this.work = work;
    }

    @Override
    public void solving(Rules rules, double fraction) {
        listener.progress(work, fraction);
    }

    @Override
    public void accept(double fraction) {
        listener.progress(work, fraction);
    }

    @Override
    public void rebuilding(Path file, TableException why) {
        listener.rebuilding(work, file, why);
    }

    @Override
    public void waiting(Path file, Duration timeout) {
        listener.waiting(work, file, timeout);
    }

    @Override
    public void notCached(Path file, String reason) {
        listener.notCached(work, file, reason);
    }

    /** The engine is through with the work. */
    @Override
    public void close() {
        listener.finished(work);
    }
}
