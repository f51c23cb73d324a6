package org.yahtzee.solver;

import java.lang.invoke.MethodHandles;
import org.yahtzee.state.StateIndex;

/**
 * The static tables every turn computation reads (the keep lattice, the printed points of each
 * roll in each box, the numbering of the states): about 15 ms to build, interpreted, at each
 * start. {@link #buildInBackground} builds them on another thread, so a command line can parse
 * its arguments meanwhile on the first.
 */
public final class StaticTables {

    private StaticTables() {
    }

    /**
     * Starts building the tables on a daemon thread. Harmless if nothing uses them: the JVM does
     * not wait for the thread; a thread that needs a table first waits for it (class
     * initialisation is done once, under the JVM's lock), never builds it twice.
     */
    public static void buildInBackground() {
        Thread thread = new Thread(new Builder(), "yahtzee-tables");
        thread.setDaemon(true);
        thread.start();
    }

    /**
     * {@link #build} as a named class, not a method reference: this runs at every start, and a
     * lambda's class is spun there at run time (docs/startup.md).
     */
    private static final class Builder implements Runnable {
        @Override
        public void run() {
            build();
        }
    }

    /**
     * Runs the static initialisers of the tables' classes, and of the classes they use, in the
     * order a cached advise's main thread first needs them: it opens the value table, whose format
     * names {@link StateIndex}, and only then reads the lattice and the points (docs/startup.md).
     */
    static void build() {
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        try {
            lookup.ensureInitialized(StateIndex.class);
            lookup.ensureInitialized(OrdinaryScores.class); // KeepLattice, Scoring, Category
            lookup.ensureInitialized(BankedValues.class);
        } catch (IllegalAccessException e) {
            throw new AssertionError("the classes are public or in this package", e);
        }
    }
}
