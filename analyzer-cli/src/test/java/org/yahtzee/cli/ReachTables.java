package org.yahtzee.cli;

import java.io.IOException;
import java.nio.file.Path;
import org.yahtzee.engine.SharedWinTurns;
import org.yahtzee.goal.FinalUtility;
import org.yahtzee.goal.GoalSolver;
import org.yahtzee.goal.GoalValues;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.tables.GoalTableWriter;
import org.yahtzee.tables.TableCache;

/**
 * Reach tables for the CLI's tests, which cannot spend the 35 s of a real one: a fake that the
 * cache takes for a rule set's table, and a small real one for the proof of tables verify.
 */
public final class ReachTables {
    /** The win goal's turns of the caches {@link #officialWithFake} made (see {@link #winTurns}). */
    private static final SharedWinTurns WIN_TURNS = new SharedWinTurns(256);

    private ReachTables() {
    }

    /**
     * Writes into the cache folder, as the rules' reach table, one that answers every target
     * 0..500 from the empty card: P(final >= T) = 1 - (T/520)^2 from every state with nothing
     * scored (every state shares the lane, so it encodes in milliseconds). Not the game's
     * figures: tests compare what is printed with what the file holds.
     *
     * @return the file written
     */
    public static Path writeFake(Rules rules, Path cacheDirectory) throws IOException {
        float[] lane = new float[GoalSolver.TARGET_MAX + 1];
        for (int need = 0; need < lane.length; need++) {
            double x = need / 520.0;
            lane[need] = (float) (1 - x * x);
        }
        Path file = new TableCache(cacheDirectory).reachPathFor(rules);
        GoalTableWriter.write(GoalValues.fromTable(rules, FinalUtility.reach(GoalSolver.TARGET_MAX), stateIndex -> lane,
                0, GoalSolver.TARGET_MAX, 0), file);
        return file;
    }

    /**
     * Makes {@code cacheDirectory} a cache of the official rules for the goal tests: the table and
     * its moments copied from the shared cache (not solved again), and the {@link #writeFake fake}
     * reach table beside them.
     */
    public static void officialWithFake(Path cacheDirectory) throws IOException {
        SharedCache.copyOfficialInto(cacheDirectory);
        writeFake(Rules.OFFICIAL, cacheDirectory);
    }

    /**
     * The win goal's turns solved on the caches {@link #officialWithFake} made, kept for the test
     * JVM: all of them (the win tests ask for 158, 49 of them exact solves of about 9 MB, so
     * about 0.45 GB; a memory of 64 solved 28 of them twice). Their tables are equal (official's
     * table copied, the fake reach table, and the whole-game distribution of the figures every run
     * here keeps, {@link CommandRun#keptFigures}), so a turn solved on one is the turn on all. A cache given
     * a table of its own (GoalServers' fake distribution) must not use it. A class that counts its
     * solves puts a memory of its own in front of it ({@link SharedWinTurns#SharedWinTurns(
     * org.yahtzee.engine.WinTurnMemory)}).
     */
    public static SharedWinTurns winTurns() {
        return WIN_TURNS;
    }

    /**
     * A real reach table of a late position (four boxes open, 120 points scored, targets up
     * to 300), solved in well under a second: what {@code tables verify --deep} can solve again.
     */
    public static GoalValues small() {
        int mask = Category.ALL_USED & ~Category.TWOS.bit() & ~Category.FULL_HOUSE.bit() & ~Category.YAHTZEE.bit()
                & ~Category.CHANCE.bit();
        return GoalSolver.solveFrom(Rules.OFFICIAL, mask, 30, false, 120, FinalUtility.reach(300), 2, f -> { });
    }
}
