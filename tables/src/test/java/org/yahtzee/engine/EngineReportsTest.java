package org.yahtzee.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.distribution.ScoreDistribution;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedTables;

/**
 * The figures of the reports: the exact distribution kept in the cache (a memory's copy stands
 * in for the 6-25 s computation), the solver's doubles, the opening rolls.
 */
final class EngineReportsTest {

    @TempDir
    Path cache;

    /** A distribution no computation gives: every game ends on 200 or 300. */
    private static ScoreDistribution fake(Rules rules) {
        double[] p = new double[301];
        p[200] = 0.25;
        p[300] = 0.75;
        return new ScoreDistribution(rules, p, new double[Category.COUNT], new double[Category.COUNT], 0.5, 1.0);
    }

    private Yahtzee withMemory(FigureMemory memory, EngineListener listener) {
        return Yahtzee.builder().cacheFolder(cache).memory(memory).listener(listener).build();
    }

    @Test
    void distribution_keptInTheCache_readByTheNextEngine() {
        FigureMemory memory = new FigureMemory();
        memory.keep(fake(Rules.FREE_CHOICE));
        EngineFixtures.Recorder first = new EngineFixtures.Recorder();

        Distribution d = withMemory(memory, first).engine(Rules.FREE_CHOICE).distribution();

        assertEquals(275.0, d.mean(), 1e-12);
        assertEquals(0.75, d.atLeast(201), 1e-12);
        assertTrue(Files.isRegularFile(cache.resolve("free-choice.ydist")));
        assertEquals(List.of("finished DISTRIBUTION"), first.events, "nothing computed: the memory's");

        EngineFixtures.Recorder second = new EngineFixtures.Recorder();
        Distribution read = withMemory(null, second).engine(Rules.FREE_CHOICE).distribution();
        assertEquals(d.mean(), read.mean(), 0);
        assertEquals(List.of("finished DISTRIBUTION"), second.events, "read from the cache");
    }

    @Test
    void distribution_damagedCopy_listenerTold_memorysAnswer() throws IOException {
        FigureMemory memory = new FigureMemory();
        memory.keep(fake(Rules.FREE_CHOICE));
        Files.writeString(cache.resolve("free-choice.ydist"), "not a distribution");
        EngineFixtures.Recorder recorder = new EngineFixtures.Recorder();

        Distribution d = withMemory(memory, recorder).engine(Rules.FREE_CHOICE).distribution();

        assertEquals(275.0, d.mean(), 1e-12);
        assertTrue(recorder.events.get(0).startsWith("rebuilding DISTRIBUTION free-choice.ydist "), recorder.events.toString());
    }

    @Test
    void distribution_cacheThatCannotKeepIt_listenerTold() throws IOException {
        FigureMemory memory = new FigureMemory();
        memory.keep(fake(Rules.FREE_CHOICE));
        Path file = Files.writeString(cache.resolve("a-file"), "x");
        EngineFixtures.Recorder recorder = new EngineFixtures.Recorder();

        Yahtzee.builder().cacheFolder(file.resolve("tables")).memory(memory).listener(recorder).build()
                .engine(Rules.FREE_CHOICE).distribution();

        assertTrue(recorder.events.get(0).startsWith("notCached DISTRIBUTION free-choice.ydist "), recorder.events.toString());
    }

    @Test
    void solvedExpectedScore_theSolversDouble_fromMemory() {
        FigureMemory memory = new FigureMemory();
        memory.keep(SolvedTables.of(Rules.FREE_CHOICE));
        EngineFixtures.Recorder recorder = new EngineFixtures.Recorder();

        assertEquals(254.589609, withMemory(memory, recorder).engine(Rules.FREE_CHOICE).solvedExpectedScore(), 0.5e-6);
        assertEquals(List.of(), recorder.events);
    }

    @Test
    void opening_all252Rolls_bestFirst_standPatNamesItsBox() {
        FigureMemory memory = new FigureMemory();
        memory.keep(SolvedTables.of(Rules.OFFICIAL));
        List<OpeningRow> rows = withMemory(memory, EngineListener.SILENT).engine(Rules.OFFICIAL).opening();

        assertEquals(252, rows.size());
        double total = 0;
        for (OpeningRow r : rows) {
            total += r.probability();
            assertTrue(r.gap() >= 0, r.toString());
            assertTrue(r.best().isKeep() && r.runnerUp().isKeep(), r.toString());
            assertEquals(r.best().box() != null, r.best().kept().size() == 5, r.toString());
        }
        assertEquals(1.0, total, 1e-12);
        OpeningRow yahtzee = rows.get(Dice.of(1, 1, 1, 1, 1).id());
        assertEquals(Move.standPat(Dice.of(1, 1, 1, 1, 1).all().id(), Category.YAHTZEE, 50), yahtzee.best());
        assertEquals(320.8306, yahtzee.bestTotal(), 0.5e-4);
    }
}
