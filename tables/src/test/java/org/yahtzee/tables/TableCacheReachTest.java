package org.yahtzee.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.yahtzee.engine.TableException.Problem;
import org.yahtzee.goal.FinalUtility;
import org.yahtzee.goal.GoalSolver;
import org.yahtzee.goal.GoalValues;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/** The reach table the cache keeps beside a table: solved once, mapped after, rebuilt when unusable. */
final class TableCacheReachTest {

    @TempDir
    Path directory;

    private TableCache reachCache(ReachFixtures.FakeReachSolver reach) {
        return new TableCache(directory, new FakeSolver(), new FakeMoments(), reach, TableCache.LOCK_TIMEOUT);
    }

    @Test
    void loadReach_missing_solvedWrittenAndMapped_thenMappedWithoutSolving() throws IOException {
        ReachFixtures.FakeReachSolver reach = new ReachFixtures.FakeReachSolver();
        TableCache cache = reachCache(reach);
        Path file = cache.reachPathFor(Rules.OFFICIAL);
        assertEquals("official.yreach", file.getFileName().toString());
        CacheRecorder events = new CacheRecorder();
        GoalValues loaded = cache.loadReach(Rules.OFFICIAL, events);

        assertEquals(List.of(0.5, 1.0), events.fractions);
        assertEquals(List.of(file), events.written);
        // 1 - 300/600 quantised to 2^-21: exactly one half
        assertEquals(0.5, loaded.probability(0, 0, false, 300, 0));
        CacheRecorder again = new CacheRecorder();
        GoalValues mapped = cache.loadReach(Rules.OFFICIAL, again);
        assertEquals(1, reach.calls.get());
        assertTrue(again.fractions.isEmpty() && again.written.isEmpty(), "a valid table is mapped, not solved");
        assertEquals(loaded.probability(0, 0, false, 217, 0), mapped.probability(0, 0, false, 217, 0));
        assertEquals(List.of(".official.yreach.lock", "official.yreach"), TableFixtures.entries(directory));
    }

    /** Any damage, a forgery the checksums pass, other rules, another kind or another goal: rebuilt with a note. */
    @ParameterizedTest
    @ValueSource(strings = {"TRUNCATED", "CHECKSUM", "BAD_VALUE", "OTHER_RULES", "OTHER_KIND", "NEWER_VERSION",
        "version 0", "BAD_MAGIC", "not from the empty card"})
    void loadReach_unusableFile_rebuiltWithANote(String damage) throws IOException {
        ReachFixtures.FakeReachSolver reach = new ReachFixtures.FakeReachSolver();
        TableCache cache = reachCache(reach);
        Path file = cache.reachPathFor(Rules.OFFICIAL);
        cache.loadReach(Rules.OFFICIAL, new CacheRecorder());
        long length = Files.size(file);
        Problem expected = switch (damage) {
            case "TRUNCATED" -> {
                TableFixtures.truncate(file, length - 1);
                yield Problem.TRUNCATED;
            }
            case "CHECKSUM" -> {
                TableFixtures.flipByte(file, length - 2);
                yield Problem.CHECKSUM;
            }
            case "BAD_VALUE" -> { // the state index names a lane there is not, checksums recomputed
                ReachFixtures.forge(file, b -> b.putInt(GoalTableFormat.HEADER_LENGTH + 4 * 1000, 5));
                yield Problem.BAD_VALUE;
            }
            case "OTHER_RULES" -> {
                GoalTableWriter.write(ReachFixtures.fake(Rules.FREE_CHOICE), file);
                yield Problem.OTHER_RULES;
            }
            case "OTHER_KIND" -> {
                TableFixtures.writeFake(Rules.OFFICIAL, file); // a values table under the reach name
                yield Problem.OTHER_KIND;
            }
            case "NEWER_VERSION" -> {
                ReachFixtures.forge(file, b -> b.putShort(GoalTableFormat.OFFSET_VERSION, (short) 2));
                yield Problem.NEWER_VERSION;
            }
            case "version 0" -> { // version 1 is the first: no older one exists to test with
                ReachFixtures.forge(file, b -> b.putShort(GoalTableFormat.OFFSET_VERSION, (short) 0));
                yield Problem.BAD_HEADER;
            }
            case "BAD_MAGIC" -> {
                Files.writeString(file, "not a table");
                yield Problem.BAD_MAGIC;
            }
            case "not from the empty card" -> { // a valid table of a late position, under the name
                GoalTableWriter.write(GoalSolver.solveFrom(Rules.OFFICIAL, Category.ALL_USED & ~Category.CHANCE.bit(), 0,
                        false, 100, FinalUtility.reach(GoalSolver.TARGET_MAX), 1, f -> { }), file);
                yield Problem.BAD_HEADER;
            }
            default -> throw new IllegalArgumentException(damage);
        };
        CacheRecorder events = new CacheRecorder();
        GoalValues loaded = cache.loadReach(Rules.OFFICIAL, events);
        assertEquals(1, events.rebuilds.size(), damage);
        assertEquals(expected, events.rebuilds.get(0).problem(), events.rebuilds.get(0).getMessage());
        assertEquals(List.of(file), events.written);
        assertEquals(2, reach.calls.get());
        assertEquals(0.5, loaded.probability(0, 0, false, 300, 0));
        assertTrue(GoalTableReader.readHeader(file).fromEmptyCard());
    }

    @Test
    void loadReach_folderInItsPlace_answeredFromMemory_folderLeft() throws IOException {
        TableCache cache = reachCache(new ReachFixtures.FakeReachSolver());
        Path folder = Files.createDirectories(cache.reachPathFor(Rules.OFFICIAL));
        CacheRecorder events = new CacheRecorder();
        GoalValues loaded = cache.loadReach(Rules.OFFICIAL, events);
        assertEquals(0.5, loaded.probability(0, 0, false, 300, 0));
        assertEquals(List.of(folder + " is a folder, not a table file; it is left as it is"), events.notCached);
        assertTrue(Files.isDirectory(folder));
    }

    @Test
    void loadReach_cacheFolderIsAFile_answeredFromMemory_sameValuesAsTheFile() throws IOException {
        GoalValues cached = reachCache(new ReachFixtures.FakeReachSolver()).loadReach(Rules.OFFICIAL, new CacheRecorder());
        Path notAFolder = Files.writeString(directory.resolve("tables"), "x");
        TableCache blocked = new TableCache(notAFolder, new FakeSolver(), new FakeMoments(),
                new ReachFixtures.FakeReachSolver(), TableCache.LOCK_TIMEOUT);
        CacheRecorder events = new CacheRecorder();
        GoalValues inMemory = blocked.loadReach(Rules.OFFICIAL, events);
        assertEquals(1, events.notCached.size(), events.notCached.toString());
        for (int target = 0; target <= GoalSolver.TARGET_MAX; target++) {
            assertEquals(cached.probability(0, 0, false, target, 0), inMemory.probability(0, 0, false, target, 0));
        }
    }
}
