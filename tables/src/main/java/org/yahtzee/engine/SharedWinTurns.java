package org.yahtzee.engine;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * A {@link WinTurnMemory} for the win plays of one engine on several threads ({@link
 * Engine#quickGoal(Goal, WinTurnMemory)}, a server's requests): the first play to ask for a turn
 * solves it, one asking while that solve is under way waits for it, later ones find it made. It
 * holds the last 64 turns asked for (or as many as it is told), and is safe for concurrent use.
 */
public final class SharedWinTurns implements WinTurnMemory {
    /*
     * Implementation notes. One turn of yahtzee serve's play page is asked for five times (both
     * per-roll requests of the first two rolls, at the same moment, and the third roll's), and the
     * grade at the game's end asks for every turn again: before, each play lent to one of those solved
     * the turn itself (an exact solve late in the game, 0.05 to 3 s; the joint endgame's first
     * turn about 0.25 s). A turn is decided by its WinTurnKey (the session, the own card with its
     * rules, the others' cards) and the engine's tables, the same for all of a rule set's plays.
     * Each is a FutureTask run by the first asker on its own thread, in an access-ordered map of
     * at most MEMORY (or as told), under its lock only to find or add the task, never during a solve. A solve
     * that fails (a reach table not in the cache) is forgotten, so the next request tries again;
     * its askers get its exception. A memory in front of another (behind) asks that one instead
     * of solving: the tests' runs, each with its own memory whose solves they count, share one
     * memory behind for the whole test JVM, since their caches hold equal tables.
     */

    /**
     * Turns kept unless told otherwise: those of a game of four players (13 each) and some. A turn
     * of the reach table or an exact one holds about 40 KB (an exact one its box values, not its
     * solve's 1-61 MB of lanes), one of the joint endgame a few KB: at most about 3 MB.
     */
    static final int MEMORY = 64;

    /** By key, the solve of its turn (its result a GoalTurn of the engine's, an Object here). */
    private final Map<WinTurnKey, FutureTask<Object>> turns;
    /** Solves started, for the tests: one per turn however many ask for it. */
    private final AtomicInteger solves = new AtomicInteger();
    /** Asked for the turns not held here, instead of solving them; null: none. */
    private final WinTurnMemory behind;

    /** An empty memory that solves the turns it does not hold. */
    public SharedWinTurns() {
        this(MEMORY, null);
    }

    /**
     * An empty memory that holds the last {@code turns} turns asked for (1 or more), not 64: for
     * plays that go back to many turns (a test JVM's grades of records that share turns).
     *
     * @throws IllegalArgumentException if {@code turns} is below 1
     */
    public SharedWinTurns(int turns) {
        this(turns, null);
        if (turns < 1) {
            throw new IllegalArgumentException("turns kept: " + turns + ", expected 1 or more");
        }
    }

    /**
     * An empty memory that asks {@code behind} (if not null) for the turns it does not hold,
     * rather than solving them: a memory kept longer, shared with plays of other engines over
     * equal tables (a test JVM's). Each turn asked of {@code behind} counts as a solve here.
     */
    public SharedWinTurns(WinTurnMemory behind) {
        this(MEMORY, behind);
    }

    private SharedWinTurns(int kept, WinTurnMemory behind) {
        this.behind = behind;
        this.turns = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<WinTurnKey, FutureTask<Object>> eldest) {
                return size() > kept; // an asker still waiting on it holds the task
            }
        };
    }

    @Override
    public <T> T turn(WinTurnKey key, Supplier<T> solve) {
        FutureTask<Object> task;
        boolean first = false;
        synchronized (turns) {
            task = turns.get(key);
            if (task == null) {
                task = new FutureTask<>(behind == null ? solve::get : () -> behind.turn(key, solve));
                turns.put(key, task);
                first = true;
            }
        }
        if (first) {
            solves.incrementAndGet();
            task.run();
        }
        try {
            @SuppressWarnings("unchecked") // every solve of a key returns one type (WinTurnMemory)
            T turn = (T) awaitUninterruptibly(task);
            return turn;
        } catch (ExecutionException e) {
            synchronized (turns) {
                turns.remove(key, task);
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        }
    }

    /**
     * Solves started so far (turns asked of the memory behind included): one per turn however
     * many plays ask for it, and one more each time a turn failed or was forgotten.
     */
    public int solves() {
        return solves.get();
    }

    /**
     * The task's result. A wait is not cut short by an interrupt (the server stopping): the solve
     * it waits for does not stop either, and takes 3 s at most; the interrupt is kept for later.
     */
    private static Object awaitUninterruptibly(FutureTask<Object> task) throws ExecutionException {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return task.get();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
