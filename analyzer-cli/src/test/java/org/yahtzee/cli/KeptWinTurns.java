package org.yahtzee.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.yahtzee.engine.WinTurnKey;
import org.yahtzee.engine.WinTurnMemory;

/**
 * The win goal's turns kept between the grades of one test class ({@link CommandRun#runKeepingTurns}),
 * whose records share most of their turns: each turn is solved by the first run that grades it.
 * One class's only: its runs' tables are equal (one cache), another class's may not be.
 */
public final class KeptWinTurns implements WinTurnMemory {
    /** Turns kept: a few games' worth; an exact one holds about 9 MB. */
    private static final int MEMORY = 96;

    private final Map<WinTurnKey, Object> turns = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<WinTurnKey, Object> eldest) {
            return size() > MEMORY;
        }
    };
    private final AtomicInteger solves = new AtomicInteger();

    @Override
    public <T> T turn(WinTurnKey key, Supplier<T> solve) {
        Object kept;
        synchronized (turns) {
            kept = turns.get(key);
        }
        if (kept == null) { // solved outside the lock; two runs at once would both solve, equally
            solves.incrementAndGet();
            kept = solve.get();
            synchronized (turns) {
                turns.put(key, kept);
            }
        }
        @SuppressWarnings("unchecked") // every solve of a key returns one type (WinTurnMemory)
        T turn = (T) kept;
        return turn;
    }

    /** Turns solved so far. */
    public int solves() {
        return solves.get();
    }

    /** Lets the turns go (a class's end). */
    public void clear() {
        synchronized (turns) {
            turns.clear();
        }
    }
}
