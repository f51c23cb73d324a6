package org.yahtzee.tables;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.yahtzee.engine.TableException.Problem;
import org.yahtzee.engine.TableException;
import org.yahtzee.risk.SecondMoments;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.StateValues;

/** The second moments the table cache keeps beside a table: cached, rebuilt when damaged, answered from memory. */
final class TableCacheMomentsTest {

    @TempDir
    Path directory;

    /** Second moments: any damage, and a file of the other kind in their place, is rebuilt too. */
    @ParameterizedTest
    @EnumSource(value = Problem.class, names = {"TRUNCATED", "BAD_HEADER", "CHECKSUM", "BAD_VALUE", "OTHER_KIND",
        "OTHER_RULES", "BAD_MAGIC"})
    void loadMoments_damagedOrWrongKind_rebuilds(Problem damage) throws IOException {
        FakeMoments moments = new FakeMoments();
        TableCache cache = new TableCache(directory, new FakeSolver(), moments, TableCache.LOCK_TIMEOUT);
        StateValues values = TableFixtures.fake(Rules.OFFICIAL);
        Path file = cache.momentsPathFor(Rules.OFFICIAL);
        assertEquals("official.ymoments", file.getFileName().toString());
        cache.loadMoments(values, new CacheRecorder());
        switch (damage) {
            case TRUNCATED -> TableFixtures.truncate(file, TableKind.SECOND_MOMENTS.fileLength() - 8);
            case BAD_HEADER -> TableFixtures.flipByte(file, 30);
            case CHECKSUM -> TableFixtures.flipByte(file, TableFormat.HEADER_LENGTH + 8 * 1000 + 3);
            case BAD_VALUE -> TableFixtures.forgeMoment(file, 77, -1.0);
            case OTHER_KIND -> TableFixtures.writeFake(Rules.OFFICIAL, file); // a values table
            case OTHER_RULES -> TableWriter.writeMoments(moments.apply(TableFixtures.fake(Rules.NO_BONUS), f -> { }), file);
            case BAD_MAGIC -> Files.writeString(file, "not a table");
            default -> throw new IllegalArgumentException(damage.name());
        }
        CacheRecorder events = new CacheRecorder();
        SecondMoments loaded = cache.loadMoments(values, events);
        assertEquals(damage, events.rebuilds.get(0).problem());
        assertEquals(List.of(file), events.written);
        assertEquals(2 + (damage == Problem.OTHER_RULES ? 1 : 0), moments.calls.get());
        assertEquals(77 * 0.5, loaded.secondMoment(77));
        TableReader.openMoments(file, Rules.OFFICIAL);
    }

    @Test
    void loadMoments_cached_notComputedAgain_valuesTableUntouched() throws IOException {
        FakeMoments moments = new FakeMoments();
        TableCache cache = new TableCache(directory, new FakeSolver(), moments, TableCache.LOCK_TIMEOUT);
        StateValues values = cache.load(Rules.OFFICIAL, new CacheRecorder());
        byte[] table = Files.readAllBytes(cache.pathFor(Rules.OFFICIAL));
        CacheRecorder first = new CacheRecorder();
        cache.loadMoments(values, first);
        assertEquals(1.0, first.fractions.get(first.fractions.size() - 1));
        CacheRecorder second = new CacheRecorder();
        SecondMoments again = cache.loadMoments(values, second);
        assertEquals(1, moments.calls.get());
        assertEquals(List.of(), second.fractions);
        assertEquals(3 * 0.5, again.secondMoment(3));
        assertArrayEquals(table, Files.readAllBytes(cache.pathFor(Rules.OFFICIAL)));
        // and the values reader refuses the moments file by its kind, by name
        TableException e = assertThrows(TableException.class, () -> TableReader.open(cache.momentsPathFor(Rules.OFFICIAL)));
        assertEquals(Problem.OTHER_KIND, e.problem());
        assertEquals("kind: the table holds second moments, expected values", e.detail());
    }

    @Test
    void loadMoments_folderInTheirPlace_answeredFromMemory_folderLeft() throws IOException {
        TableCache cache = new TableCache(directory, new FakeSolver(), new FakeMoments(), TableCache.LOCK_TIMEOUT);
        Files.createDirectories(cache.momentsPathFor(Rules.OFFICIAL));
        CacheRecorder events = new CacheRecorder();
        SecondMoments m = cache.loadMoments(TableFixtures.fake(Rules.OFFICIAL), events);
        assertEquals(5 * 0.5, m.secondMoment(5));
        assertEquals(1, events.notCached.size());
        assertTrue(Files.isDirectory(cache.momentsPathFor(Rules.OFFICIAL)));
    }
}
