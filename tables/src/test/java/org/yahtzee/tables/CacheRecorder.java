package org.yahtzee.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.yahtzee.engine.TableException;
import org.yahtzee.rules.Rules;

/** A table cache listener for the tests: every event, in order. */
final class CacheRecorder implements TableCache.Listener {
    final List<Double> fractions = new ArrayList<>();
    final List<TableException> rebuilds = new ArrayList<>();
    final List<Path> written = new ArrayList<>();
    final List<Path> waited = new ArrayList<>();
    final List<String> notCached = new ArrayList<>();

    @Override
    public void solving(Rules rules, double fraction) {
        fractions.add(fraction);
    }

    @Override
    public void rebuilding(Path file, TableException why) {
        assertEquals(file, why.file());
        rebuilds.add(why);
    }

    @Override
    public void written(Path file, double seconds) {
        assertTrue(seconds >= 0);
        written.add(file);
    }

    @Override
    public void waiting(Path file, Duration timeout) {
        waited.add(file);
    }

    @Override
    public void notCached(Path file, String reason) {
        notCached.add(file + " " + reason);
    }
}
