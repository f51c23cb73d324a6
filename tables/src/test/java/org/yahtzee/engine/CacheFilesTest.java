package org.yahtzee.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedTables;
import org.yahtzee.tables.GoalTableWriter;
import org.yahtzee.tables.ReachFixtures;

/** The files of a cache as the engine inspects and verifies them, kind by kind. */
final class CacheFilesTest {

    @TempDir
    Path folder;

    private final Yahtzee yahtzee = Yahtzee.builder().build();

    @Test
    void valueTable_inspectedAndVerified_deepToo() throws IOException {
        Path file = folder.resolve("official.ytable");
        // The JVM's one official solve, through the engine's memory: this test is about the
        // file, and a solve of its own was a second of CPU; the deep verify below solves afresh.
        FigureMemory memory = new FigureMemory();
        memory.keep(SolvedTables.of(Rules.OFFICIAL));
        SolvedTable solved = Yahtzee.builder().cacheFolder(folder).memory(memory).build().solve(Rules.OFFICIAL);
        solved.writeTo(file);

        TableFile info = yahtzee.inspect(file);
        assertEquals(TableFile.Kind.VALUES, info.kind());
        assertEquals("official", info.rulesName());
        assertEquals(Rules.OFFICIAL.fingerprint(), info.rulesFingerprint());
        assertEquals(Yahtzee.STATES, info.states());
        assertEquals(Files.size(file), info.bytes());
        assertEquals(solved.expectedScore(), info.headline(), 0);
        assertNull(info.problem());
        assertEquals(info.crc32c(), solved.check(file).crc32c());

        EngineFixtures.Recorder recorder = new EngineFixtures.Recorder();
        TableFile deep = Yahtzee.builder().listener(recorder).build().verify(file, Rules.OFFICIAL, true);
        assertEquals(info.crc32c(), deep.crc32c());
        assertEquals("progress SOLVE 0.0", recorder.events.get(0), "a new solve, reported from its start");
    }

    @Test
    void damagedTable_inspectNamesTheProblem_verifyThrowsIt() throws IOException {
        Path file = folder.resolve("official.ytable");
        org.yahtzee.tables.TableWriter.write(SolvedTables.of(Rules.OFFICIAL), file);
        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length - 1] ^= 1;
        Files.write(file, bytes);

        assertEquals(TableException.Problem.CHECKSUM, yahtzee.inspect(file).problem().problem());
        TableException e = assertThrows(TableException.class, () -> yahtzee.verify(file, null, false));
        assertEquals(TableException.Problem.CHECKSUM, e.problem());
        assertEquals(file, e.file());
    }

    @Test
    void reachTable_toldByItsFirstBytes() throws IOException {
        Path file = folder.resolve("whatever.bin");
        GoalTableWriter.write(ReachFixtures.fake(Rules.FREE_CHOICE), file);

        TableFile info = yahtzee.verify(file, Rules.FREE_CHOICE, false);

        assertEquals(TableFile.Kind.REACH, info.kind());
        assertEquals(Yahtzee.REACH_TARGET_MAX, info.span());
        assertTrue(info.fromEmptyCard());
        assertEquals(1, info.lanes());
        assertTrue(Double.isNaN(info.largestDifference()));
        TableException e = assertThrows(TableException.class, () -> yahtzee.verify(file, Rules.OFFICIAL, false));
        assertEquals(TableException.Problem.OTHER_RULES, e.problem());
    }

    @Test
    void notATable_headerProblemSaysSo() throws IOException {
        Path text = Files.writeString(folder.resolve("game.txt"), "1: 12345 score chance 15\n");
        assertEquals(TableException.Problem.BAD_MAGIC, Yahtzee.tableHeaderProblem(text).problem());
        TableException e = assertThrows(TableException.class, () -> yahtzee.inspect(text));
        assertEquals(TableException.Problem.BAD_MAGIC, e.problem());
        org.yahtzee.tables.TableWriter.write(SolvedTables.of(Rules.NO_BONUS), folder.resolve("t.ytable"));
        assertNull(Yahtzee.tableHeaderProblem(folder.resolve("t.ytable")));
    }
}
