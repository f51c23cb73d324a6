package org.yahtzee.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedTables;
import org.yahtzee.tables.TableWriter;

/**
 * The table cache as part of the engine: a table solved on first use with its progress told,
 * once however many threads ask; what the cache did told to the listener, never printed.
 */
final class EngineCacheTest {

    @TempDir
    Path cache;

    private static final Scorecard NEW_GAME = Scorecard.empty(Rules.NO_BONUS);

    @Test
    void firstUse_solvesTheTable_progressToOne_thenReadFromTheCache() {
        EngineFixtures.Recorder first = new EngineFixtures.Recorder();
        Engine engine = Yahtzee.builder().cacheFolder(cache).listener(first).build().engine(Rules.NO_BONUS);

        Advice advice = engine.rank(NEW_GAME, Dice.of(1, 2, 3, 4, 4), 2);

        assertTrue(Files.isRegularFile(cache.resolve("no-bonus.ytable")));
        assertEquals(1.0, first.lastProgress(Work.Kind.TABLE));
        List<String> table = first.of(Work.Kind.TABLE);
        assertEquals("finished TABLE", table.get(table.size() - 1), table.toString());
        assertEquals(1, first.worked.size(), "one piece of work: " + first.events);

        EngineFixtures.Recorder second = new EngineFixtures.Recorder();
        Engine again = Yahtzee.builder().cacheFolder(cache).listener(second).build().engine(Rules.NO_BONUS);
        assertEquals(advice.best().expectedTotal(), again.rank(NEW_GAME, Dice.of(1, 2, 3, 4, 4), 2).best().expectedTotal());
        assertEquals(List.of("finished TABLE"), second.events, "read from the cache, nothing solved");
    }

    @Test
    void manyThreads_oneEngine_oneSolve_sameAnswers() throws Exception {
        EngineFixtures.Recorder recorder = new EngineFixtures.Recorder();
        Engine engine = Yahtzee.builder().cacheFolder(cache).listener(recorder).build().engine(Rules.NO_BONUS);
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<Double>> answers = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                int faces = i % 6 + 1;
                Callable<Double> ask = () -> engine.rank(NEW_GAME, Dice.of(faces, faces, 2, 3, 4), 2).best().expectedTotal();
                answers.add(pool.submit(ask));
            }
            for (int i = 0; i < 8; i++) {
                int faces = i % 6 + 1;
                assertEquals(engine.rank(NEW_GAME, Dice.of(faces, faces, 2, 3, 4), 2).best().expectedTotal(),
                        answers.get(i).get());
            }
        } finally {
            pool.shutdownNow();
        }
        assertEquals(1, recorder.worked.size(), "the table was solved once: " + recorder.worked);
        assertEquals(1, recorder.of(Work.Kind.TABLE).stream().filter(e -> e.startsWith("finished")).count());
    }

    @Test
    void sameRules_sameEngine() {
        Yahtzee yahtzee = Yahtzee.builder().cacheFolder(cache).build();
        assertTrue(yahtzee.engine(Rules.OFFICIAL) == yahtzee.engine(Rules.parse("joker=forced,bonus=on")));
        assertEquals(cache, yahtzee.cacheFolder());
        assertEquals(cache.resolve("official.ytable"), yahtzee.tableFile(Rules.OFFICIAL));
    }

    @Test
    void folderInPlaceOfTheTable_answerFromMemory_listenerTold() throws Exception {
        Files.createDirectory(cache.resolve("no-bonus.ytable"));
        EngineFixtures.Recorder recorder = new EngineFixtures.Recorder();
        Engine engine = Yahtzee.builder().cacheFolder(cache).listener(recorder).build().engine(Rules.NO_BONUS);

        engine.rank(NEW_GAME, Dice.of(6, 6, 6, 6, 6), 0);

        assertTrue(recorder.events.contains("notCached TABLE no-bonus.ytable is a folder, not a table file; it is left as it is"),
                recorder.events.toString());
        assertTrue(Files.isDirectory(cache.resolve("no-bonus.ytable")));
    }

    @Test
    void damagedTable_rebuilt_listenerToldWhy() throws Exception {
        Path file = cache.resolve("official.ytable");
        TableWriter.write(SolvedTables.of(Rules.OFFICIAL), file);
        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length - 5] ^= 0x40;
        Files.write(file, bytes);
        EngineFixtures.Recorder recorder = new EngineFixtures.Recorder();

        double score = Yahtzee.builder().cacheFolder(cache).listener(recorder).build().engine(Rules.OFFICIAL).expectedScore();

        assertEquals(254.5877, score, 1e-4);
        assertEquals("rebuilding TABLE official.ytable CHECKSUM", recorder.events.get(0), recorder.events.toString());
        assertEquals(1.0, recorder.lastProgress(Work.Kind.TABLE));
    }

    @Test
    void memory_momentsKeptInMemory_notComputedAgain() {
        FigureMemory memory = new FigureMemory();
        memory.keep(EngineFixtures.official().tables().moments());
        Path shared = EngineFixtures.cache();
        EngineFixtures.Recorder recorder = new EngineFixtures.Recorder();

        Engine engine = Yahtzee.builder().cacheFolder(cache).memory(memory).listener(recorder).build().engine(Rules.OFFICIAL);
        engine.loadSpread();

        assertEquals(List.of(), recorder.of(Work.Kind.MOMENTS), "the moments came from memory");
        assertTrue(Files.exists(shared.resolve("official.ymoments")));
        assertTrue(Files.notExists(cache.resolve("official.ymoments")), "and the cache was not asked");
    }

    @Test
    void memory_tableMissingFromTheCache_writtenFromTheKeptValues_theSolvedTableByteForByte() throws Exception {
        FigureMemory memory = new FigureMemory();
        memory.keep(SolvedTables.of(Rules.OFFICIAL));
        EngineFixtures.Recorder recorder = new EngineFixtures.Recorder();
        Engine engine = Yahtzee.builder().cacheFolder(cache).memory(memory).listener(recorder).build().engine(Rules.OFFICIAL);

        engine.rank(Scorecard.empty(Rules.OFFICIAL), Dice.of(1, 2, 3, 4, 4), 2);

        // The shared cache's table was written by TableWriter from the solver's own doubles.
        assertArrayEquals(Files.readAllBytes(EngineFixtures.cache().resolve("official.ytable")),
                Files.readAllBytes(cache.resolve("official.ytable")));
        // Nothing solved: no fraction before the cache's closing 1.0, and no SOLVE work at all.
        assertEquals(List.of("progress TABLE 1.0", "finished TABLE"), recorder.events);
    }

    @Test
    void memory_solve_takesTheKeptValues_noProgress_sameTable() throws Exception {
        FigureMemory memory = new FigureMemory();
        memory.keep(SolvedTables.of(Rules.OFFICIAL));
        EngineFixtures.Recorder recorder = new EngineFixtures.Recorder();
        Yahtzee yahtzee = Yahtzee.builder().cacheFolder(cache).memory(memory).listener(recorder).build();

        SolvedTable solved = yahtzee.solve(Rules.OFFICIAL);
        Path written = cache.resolve("solved.ytable");
        solved.writeTo(written);

        assertEquals(SolvedTables.of(Rules.OFFICIAL).expectedScore(), solved.expectedScore());
        assertArrayEquals(Files.readAllBytes(EngineFixtures.cache().resolve("official.ytable")),
                Files.readAllBytes(written));
        assertEquals(List.of(), recorder.events, "nothing solved, so nothing told");
    }
}
