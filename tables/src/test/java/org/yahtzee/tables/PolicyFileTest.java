package org.yahtzee.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.engine.TableException.Problem;
import org.yahtzee.engine.TableException;
import org.yahtzee.policy.PolicyBuilder;
import org.yahtzee.policy.PolicyTable;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.StateValues;
import org.yahtzee.solver.TurnAnalyzer;
import org.yahtzee.state.StateIndex;

/** The policy file: built once into a cache for the class (seconds), then damaged in copies. */
@Order(1) // two policy builds one after the other, 23 s of the module's run: started first
final class PolicyFileTest {
    @TempDir
    static Path directory;
    private static StateValues values;
    private static Path file;
    private static final List<Double> progress = new ArrayList<>();

    @BeforeAll
    static void buildOnce() throws IOException {
        TableCache cache = new TableCache(directory);
        // The values from the JVM's one official solve, cached as a table: this class tests the
        // policy file, and solving the official rules again for it was a second of CPU.
        TableWriter.write(TableFixtures.official(), cache.pathFor(Rules.OFFICIAL));
        values = cache.load(Rules.OFFICIAL, nothingBuilt());
        cache.loadPolicy(values, 2, new TableCache.Listener() {
            @Override
            public void solving(Rules rules, double fraction) {
                progress.add(fraction);
            }

            @Override
            public void rebuilding(Path path, TableException why) {
                throw new AssertionError("nothing to rebuild", why);
            }
        });
        file = cache.policyPathFor(Rules.OFFICIAL);
        BuildFixtures.put(cache.pathFor(Rules.OFFICIAL), file); // for analyzer-cli's SharedCache
    }

    @Test
    void build_reportsProgress_writesTheWholeFile() throws IOException {
        assertEquals(directory.resolve("official.ypolicy"), file);
        assertEquals(TableKind.POLICY.fileLength(), Files.size(file));
        assertEquals(270_369_872L, TableKind.POLICY.fileLength());
        assertTrue(progress.size() > 10, "progress " + progress);
        assertEquals(1.0, progress.get(progress.size() - 1));
        for (int i = 1; i < progress.size(); i++) {
            assertTrue(progress.get(i) >= progress.get(i - 1), "progress " + progress);
        }
    }

    /** The mapped rows of 500 random states are those of the states' own analyses, in the cached values. */
    @Test
    void loadAgain_mapsWithoutBuilding_rowsAreTheStatesDecisions() {
        TableCache cache = new TableCache(directory);
        MappedPolicy policy = cache.loadPolicy(values, 2, nothingBuilt());
        assertEquals(TableKind.POLICY, policy.header().kind());
        assertEquals(values.value(TableFormat.START_STATE), policy.header().expectedScore());
        TurnAnalyzer analyzer = new TurnAnalyzer(values);
        SplittableRandom random = new SplittableRandom(3);
        short[] row = new short[PolicyTable.ROW];
        for (int i = 0; i < 500; i++) {
            int state = random.nextInt(StateIndex.STATES);
            int mask = maskOf(state);
            int rank = state - StateIndex.offset(mask);
            long uppers = StateIndex.reachableUpperTotals(mask);
            boolean y50 = rank >= Long.bitCount(uppers);
            int upper = nthBit(uppers, y50 ? rank - Long.bitCount(uppers) : rank);
            if (mask == Category.ALL_USED) {
                continue;
            }
            PolicyBuilder.fillRow(analyzer.analyze(mask, upper, y50), row);
            for (int roll = 0; roll < PolicyTable.ROW; roll++) {
                assertEquals(row[roll] & 0xFFFF, policy.table().entry(state, roll), "state " + state + " roll " + roll);
            }
        }
    }

    @Test
    void damagedPayload_isRefusedByItsChecksum() throws IOException {
        Path copy = Files.copy(file, directory.resolve("damaged.ypolicy"));
        TableFixtures.flipByte(copy, TableFormat.HEADER_LENGTH + 1_000_000);
        TableException e = assertThrows(TableException.class, () -> TableReader.openPolicy(copy, Rules.OFFICIAL));
        assertEquals(Problem.CHECKSUM, e.problem());
    }

    @Test
    void impossibleEntry_isNamedByTheCheck() throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        ByteBuffer payload = EncodedTable.payload(bytes).order(TableFormat.BYTE_ORDER);
        int state = StateIndex.index(Category.ONES.bit(), 3, false);
        int roll = 17;
        int at = (state * PolicyTable.ROW + roll) * Short.BYTES;
        short good = payload.getShort(at);
        PolicyCheck.check(file, payload);
        payload.putShort(at, (short) PolicyTable.encode(PolicyTable.keepIndex(good, 2), PolicyTable.keepIndex(good, 1),
                Category.ONES.id())); // a filled box
        TableException e = assertThrows(TableException.class, () -> PolicyCheck.check(file, payload));
        assertEquals(Problem.BAD_VALUE, e.problem());
        assertEquals("decision: state " + state + " roll 17: box 0 is not an open box (0..12) (the table was built wrong)",
                e.detail());
        payload.putShort(at, (short) (good | 1 << 14));
        assertEquals(Problem.BAD_VALUE, assertThrows(TableException.class, () -> PolicyCheck.check(file, payload)).problem());
        int over = PolicyTable.encode(31, 0, 12); // only rolls of five distinct faces have 32 keeps
        payload.putShort(at, (short) over);
        assertEquals(Problem.BAD_VALUE, assertThrows(TableException.class, () -> PolicyCheck.check(file, payload)).problem());
        int gameOver = StateIndex.index(Category.ALL_USED, 63, true) * PolicyTable.ROW * Short.BYTES;
        payload.putShort(at, good);
        payload.putShort(gameOver, (short) 1);
        assertEquals(Problem.BAD_VALUE, assertThrows(TableException.class, () -> PolicyCheck.check(file, payload)).problem());
    }

    /**
     * A forgery: one entry changed to another possible decision and the CRC32C computed again
     * passes every load check; the proof against a new build from a new solve finds exactly it
     * (so every other entry matched).
     */
    @Test
    void forgedDecision_passesTheLoadChecks_butNotTheProof() throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        ByteBuffer payload = EncodedTable.payload(bytes).order(TableFormat.BYTE_ORDER);
        int state = StateIndex.index(0, 0, false);
        int roll = KeepLattice.rollOfDice(1, 1, 1, 1, 1); // on a new card: the Yahtzee box, forged to chance
        int at = (state * PolicyTable.ROW + roll) * Short.BYTES;
        assertEquals(Category.YAHTZEE.id(), PolicyTable.boxId(payload.getShort(at)));
        payload.putShort(at, (short) (payload.getShort(at) & ~(15 << 10) | Category.CHANCE.id() << 10));
        java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
        crc.update(payload.duplicate());
        TableHeader h = TableReader.readHeader(file);
        TableHeader forged = new TableHeader(h.formatVersion(), h.kind(), h.rulesFingerprint(), h.rulesName(),
                h.stateCount(), h.payloadLength(), h.expectedScore(), (int) crc.getValue());
        System.arraycopy(HeaderCodec.encode(forged), 0, bytes, 0, TableFormat.HEADER_LENGTH);
        Path copy = Files.write(directory.resolve("forged.ypolicy"), bytes);
        MappedPolicy policy = TableReader.openPolicy(copy, Rules.OFFICIAL);
        TableException e = assertThrows(TableException.class,
                () -> PolicyProof.check(copy, policy, TableFixtures.official(), 2, f -> { }));
        assertEquals(Problem.WRONG_VALUES, e.problem());
        assertEquals("decisions: 1 of 135184896 entries differ from a new build; the first is state " + state
                + " roll " + roll + " (the file was changed, or built by a different program)", e.detail());
    }

    /** Decisions built from other values (another start value) are refused by the cache, which builds again. */
    @Test
    void otherValues_areNotTheseDecisions() {
        StateValues other = TableFixtures.values(Rules.OFFICIAL, s -> values.value(s) + 1);
        TableException e = assertThrows(TableException.class,
                () -> new CachedFile.Policy(other, file, 2).open());
        assertEquals(Problem.BAD_HEADER, e.problem());
        assertTrue(e.detail().startsWith("expected score: the decisions were built from values"), e.detail());
    }

    /** The cache's file if it passes the checks, else null, never built (the win goal's opponents ask so). */
    @Test
    void ifValid_theCachedFileOrNull_neverBuilt(@TempDir Path empty) {
        assertEquals(values.value(TableFormat.START_STATE), new TableCache(directory).policyIfValid(values).header()
                .expectedScore());
        StateValues other = TableFixtures.values(Rules.OFFICIAL, s -> values.value(s) + 1);
        assertNull(new TableCache(directory).policyIfValid(other), "decisions of other values");
        TableCache none = new TableCache(empty);
        assertNull(none.policyIfValid(values), "no file");
        assertFalse(Files.exists(none.policyPathFor(Rules.OFFICIAL)), "nothing built");
    }

    @Test
    void otherRules_otherKind_refused() {
        assertEquals(Problem.OTHER_RULES, assertThrows(TableException.class,
                () -> TableReader.openPolicy(file, Rules.FREE_CHOICE)).problem());
        assertEquals(Problem.OTHER_KIND, assertThrows(TableException.class, () -> TableReader.open(file)).problem());
    }

    /** A listener that fails the test if the cache builds or rebuilds anything: it must read. */
    private static TableCache.Listener nothingBuilt() {
        return new TableCache.Listener() {
            @Override
            public void solving(Rules rules, double fraction) {
                throw new AssertionError("built again");
            }

            @Override
            public void rebuilding(Path path, TableException why) {
                throw new AssertionError("rebuilt", why);
            }
        };
    }

    private static int maskOf(int state) {
        int mask = 0;
        while (StateIndex.offset(mask + 1) <= state) {
            mask++;
        }
        return mask;
    }

    private static int nthBit(long bits, int n) {
        long b = bits;
        for (int i = 0; i < n; i++) {
            b &= b - 1;
        }
        return Long.numberOfTrailingZeros(b);
    }
}
