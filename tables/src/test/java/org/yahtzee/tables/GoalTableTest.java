package org.yahtzee.tables;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.engine.TableException;
import org.yahtzee.goal.FinalUtility;
import org.yahtzee.goal.GoalAdvisor;
import org.yahtzee.goal.GoalSolver;
import org.yahtzee.goal.GoalTurn;
import org.yahtzee.goal.GoalValues;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.state.StateIndex;

final class GoalTableTest {
    private static final double HALF_STEP = 0x1p-22;
    /** Four boxes open, bonuses live: a few thousand states, solved in well under a second. */
    private static final int MASK = Category.ALL_USED & ~Category.TWOS.bit() & ~Category.FULL_HOUSE.bit()
            & ~Category.YAHTZEE.bit() & ~Category.CHANCE.bit();
    private static final int SPAN = 300;

    @TempDir
    Path dir;

    /** Solved once for the class (ten tests read it; its lanes are the package's, none writes them). */
    private static GoalValues solved;

    private static synchronized GoalValues solved() {
        if (solved == null) {
            solved = GoalSolver.solveFrom(Rules.OFFICIAL, MASK, 30, false, 120, FinalUtility.reach(SPAN), 2, f -> { });
        }
        return solved;
    }

    private static float[] decode(float[] lane) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        GoalLaneCodec.Span span = GoalLaneCodec.encode(lane, out);
        return GoalLaneCodec.decode(ByteBuffer.wrap(out.toByteArray()), 0, span.first(), span.count());
    }

    @Test
    void codec_randomFallingLanes_decodeToTheQuantisedValues() {
        Random random = new Random(13);
        for (int trial = 0; trial < 2_000; trial++) {
            float[] lane = new float[1 + random.nextInt(600)];
            double v = 1;
            int style = trial % 4; // steep, gentle, flat runs, a cliff to 0
            for (int need = 0; need < lane.length; need++) {
                lane[need] = (float) v;
                double fall = style == 0 ? random.nextDouble() * 0.2 : style == 1 ? random.nextDouble() * 1e-5
                        : random.nextInt(4) == 0 ? random.nextDouble() * 0.05 : 0;
                v = style == 3 && need == lane.length / 2 ? 0 : Math.max(0, v - fall);
            }
            lane[0] = 1f;
            float[] back = decode(lane);
            for (int need = 0; need < lane.length; need++) {
                float expected = Math.round(lane[need] * (double) (1 << 21)) / (float) (1 << 21);
                float actual = need < back.length ? back[need] : 0f;
                assertEquals(expected, actual, 0, where("trial", trial, need));
                assertTrue(Math.abs(actual - lane[need]) <= HALF_STEP, where("trial", trial, need));
            }
        }
    }

    @Test
    void codec_risingLane_refused() {
        assertThrows(IllegalArgumentException.class, () -> decode(new float[] {1f, 0.5f, 0.6f}));
    }

    @Test
    void writeAndOpen_everyValueWithinHalfAStep_unsolvedStatesAbsent() throws IOException {
        GoalValues values = solved();
        Path file = dir.resolve("official" + GoalTableFormat.FILE_EXTENSION);
        GoalTableWriter.write(values, file);
        GoalValues read = GoalTableReader.open(file, Rules.OFFICIAL);
        assertEquals(values.rootNeed(), read.rootNeed());
        assertEquals(values.rootState(), read.rootState());
        int solvedStates = 0;
        for (int s = 0; s < StateIndex.STATES; s++) {
            float[] lane = values.lane(s);
            if (lane == null) {
                assertNull(read.lane(s), where("state", s));
                continue;
            }
            solvedStates++;
            float[] back = read.lane(s);
            for (int need = 0; need < lane.length; need++) {
                float actual = need < back.length ? back[need] : 0f;
                assertTrue(Math.abs(actual - lane[need]) <= HALF_STEP, where("state", s, need));
            }
        }
        assertTrue(solvedStates > 50, solvedStates + " states");
        assertEquals(values.probability(MASK, 30, false, 250, 120), read.probability(MASK, 30, false, 250, 120), 3e-7);
        // A turn analysed from the file, every lane decoded on request, agrees with memory.
        int roll = org.yahtzee.dice.KeepLattice.rollOfDice(2, 2, 5, 5, 6);
        GoalTurn fromFile = GoalTurn.analyze(read, MASK, 30, false, 250 - 120);
        GoalTurn fromMemory = GoalTurn.analyze(values, MASK, 30, false, 250 - 120);
        assertEquals(fromMemory.start(), fromFile.start(), 5e-7);
        assertEquals(GoalAdvisor.options(fromMemory, roll, 2).get(0).keepId(),
                GoalAdvisor.options(fromFile, roll, 2).get(0).keepId());
    }

    /** Encoded as the solver finishes each mask, on two threads: the bytes of encoding the whole values. */
    @Test
    void encodedMaskByMask_asTheSolverFinishes_sameBytesAsTheWholeValues() {
        byte[] whole = GoalTableWriter.encode(solved()).bytes();
        GoalTableEncoder encoder = new GoalTableEncoder(false);
        GoalSolver.solveFrom(Rules.OFFICIAL, MASK, 30, false, 120, FinalUtility.reach(SPAN), 2, f -> { }, encoder);
        GoalValues root = solved();
        byte[] streamed = encoder.finish(Rules.OFFICIAL, SPAN, root.rootState(), root.rootNeed(), root.rootLeast()).bytes();
        assertArrayEquals(whole, streamed);
        assertTrue(whole.length > 100_000, whole.length + " bytes");
    }

    /** A lane that every state shares (a table made by hand), across masks: stored once. */
    @Test
    void laneSharedAcrossMasks_storedOnce() throws IOException {
        Path file = dir.resolve("shared.yreach");
        GoalTableWriter.write(ReachFixtures.fake(Rules.OFFICIAL), file);
        assertEquals(1, GoalTableReader.readHeader(file).lanes());
        GoalValues read = GoalTableReader.open(file, Rules.OFFICIAL);
        assertEquals(1 - 250 / 600.0, read.probability(Category.ALL_USED & ~Category.SIXES.bit(), 12, false, 300, 50), 3e-7);
    }

    /** A value out of 0..1 or rising is refused naming the state, and nothing is written. */
    @Test
    void risingLane_refusedNamingTheState() {
        float[] rising = {1f, 0.25f, 0.5f};
        GoalValues values = GoalValues.fromTable(Rules.OFFICIAL, FinalUtility.reach(2), s -> s == 7 ? rising : null, 7, 2, 0);
        Path file = dir.resolve("rising.yreach");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> GoalTableWriter.write(values, file));
        assertEquals("state 7: need 2 has value 0.5: expected 0..1, not above need 1's", e.getMessage());
        assertFalse(Files.exists(file));
    }

    @Test
    void generalUtility_refused() {
        GoalValues u = GoalSolver.solveFrom(Rules.OFFICIAL, Category.ALL_USED & ~Category.CHANCE.bit(), 0, false, 10,
                FinalUtility.of(new double[] {0, 0.5, 1}), 1, f -> { });
        assertThrows(IllegalArgumentException.class, () -> GoalTableWriter.write(u, dir.resolve("u.yreach")));
    }

    @Test
    void damagedOrForeignFiles_refusedNamingTheCheck() throws IOException {
        Path file = dir.resolve("t.yreach");
        GoalTableWriter.write(solved(), file);
        byte[] good = Files.readAllBytes(file);

        assertProblem(TableException.Problem.OTHER_RULES, file, Rules.FREE_CHOICE);

        byte[] payloadFlip = good.clone();
        payloadFlip[good.length - 3] ^= 1;
        Files.write(file, payloadFlip);
        assertProblem(TableException.Problem.CHECKSUM, file, Rules.OFFICIAL);

        Files.write(file, java.util.Arrays.copyOf(good, good.length - 1));
        assertProblem(TableException.Problem.TRUNCATED, file, Rules.OFFICIAL);

        Files.write(file, java.util.Arrays.copyOf(good, good.length + 4));
        assertProblem(TableException.Problem.BAD_HEADER, file, Rules.OFFICIAL);

        byte[] headerFlip = good.clone();
        headerFlip[GoalTableFormat.OFFSET_SPAN] ^= 1;
        Files.write(file, headerFlip);
        assertProblem(TableException.Problem.BAD_HEADER, file, Rules.OFFICIAL);

        Files.write(file, "not a table at all, just some text\n".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        assertProblem(TableException.Problem.BAD_MAGIC, file, Rules.OFFICIAL);

        assertProblem(TableException.Problem.NOT_FOUND, dir.resolve("missing.yreach"), Rules.OFFICIAL);
    }

    @Test
    void forgedLaneIndex_checksumsRecomputed_refusedOnOpen() throws IOException {
        Path file = dir.resolve("t.yreach");
        GoalTableWriter.write(solved(), file);
        int state = StateIndex.index(MASK, 30, false);
        ReachFixtures.forge(file, bytes -> bytes.putInt(GoalTableFormat.HEADER_LENGTH + state * Integer.BYTES, 1 << 30));
        TableException e = assertThrows(TableException.class, () -> GoalTableReader.open(file, Rules.OFFICIAL));
        assertEquals(TableException.Problem.BAD_VALUE, e.problem());
        assertTrue(e.getMessage().contains("names lane " + (1 << 30)), e.getMessage());
    }

    @Test
    void forgedLaneDirectory_checksumsRecomputed_refusedOnOpen() throws IOException {
        Path file = dir.resolve("t.yreach");
        GoalTableWriter.write(solved(), file);
        int lanes = GoalTableReader.readHeader(file).lanes();
        int directory = GoalTableFormat.HEADER_LENGTH + StateIndex.STATES * Integer.BYTES;
        // the first lane's blocks start past the payload (its u32 offset)
        ReachFixtures.forge(file, bytes -> bytes.putInt(directory, -1));
        TableException e = assertThrows(TableException.class, () -> GoalTableReader.open(file, Rules.OFFICIAL));
        assertEquals(TableException.Problem.BAD_VALUE, e.problem());
        assertTrue(e.getMessage().contains("lane 0: blocks at 4294967295"), e.getMessage());

        GoalTableWriter.write(solved(), file);
        // the last lane's needs end past the span (its second u16, the count of needs)
        ReachFixtures.forge(file, bytes -> bytes.putShort(directory + (lanes - 1) * GoalTableFormat.LANE_ENTRY + 6,
                (short) 0xFFFF));
        e = assertThrows(TableException.class, () -> GoalTableReader.open(file, Rules.OFFICIAL));
        assertEquals(TableException.Problem.BAD_VALUE, e.problem());
        assertTrue(e.getMessage().contains("lane " + (lanes - 1) + ": blocks at "), e.getMessage());
        assertTrue(e.getMessage().contains("needs within 0.." + SPAN), e.getMessage());
    }

    @Test
    void forgedBlockWidth_checksumsRecomputed_foundByDecodingEveryLane() throws IOException {
        Path file = dir.resolve("t.yreach");
        GoalTableWriter.write(solved(), file);
        GoalValues honest = GoalTableReader.open(file, Rules.OFFICIAL);
        GoalTableProof.decodeEvery(honest);
        int lanes = GoalTableReader.readHeader(file).lanes();
        // the first block of lane 0: its width byte says 23 bits, more than a fall can need
        ReachFixtures.forge(file, bytes -> bytes.put(GoalTableFormat.HEADER_LENGTH + StateIndex.STATES * Integer.BYTES
                + lanes * GoalTableFormat.LANE_ENTRY, (byte) 23));
        GoalValues forged = GoalTableReader.open(file, Rules.OFFICIAL); // the index still checks out
        TableException e = assertThrows(TableException.class, () -> GoalTableProof.decodeEvery(forged));
        assertEquals(TableException.Problem.BAD_VALUE, e.problem());
        assertTrue(e.detail().contains("bit width 23"), e.detail());
    }

    @Test
    void proof_honestTable_withinHalfAStepOfANewSolve_plausibleForgery_wrongValues() throws IOException {
        GoalValues values = solved();
        Path file = dir.resolve("t.yreach");
        GoalTableWriter.write(values, file);
        GoalValues table = GoalTableReader.open(file, Rules.OFFICIAL);
        GoalValues again = GoalTableProof.solveAgain(table, 2, f -> { });
        double largest = GoalTableProof.check(table, again, file);
        assertTrue(largest > 0 && largest <= HALF_STEP, "largest difference " + largest);

        // Every value of the root's lane 1% lower: still falling, in 0..1, checksums right.
        int root = values.rootState();
        GoalValues forgedValues = GoalValues.fromTable(Rules.OFFICIAL, values.utility(), s -> {
            float[] lane = values.lane(s);
            if (s != root) {
                return lane;
            }
            float[] lower = lane.clone();
            for (int need = 1; need < lower.length; need++) {
                lower[need] *= 0.99f;
            }
            return lower;
        }, root, values.rootNeed(), values.rootLeast());
        GoalTableWriter.write(forgedValues, file);
        GoalValues forged = GoalTableReader.open(file, Rules.OFFICIAL);
        TableException e = assertThrows(TableException.class, () -> GoalTableProof.check(forged, again, file));
        assertEquals(TableException.Problem.WRONG_VALUES, e.problem());
        assertTrue(e.detail().startsWith("values: 1 of 536448 states differ from a new solve of official by more than 1.0E-6; "
                + "the first, state " + root + " at need "), e.detail());
    }

    @Test
    void eachReader_refusesTheOtherKind_byName() throws IOException {
        Path reach = dir.resolve("t.yreach");
        GoalTableWriter.write(solved(), reach);
        Path values = TableFixtures.writeFake(Rules.OFFICIAL, dir.resolve("t.ytable"));

        TableException asValues = assertThrows(TableException.class, () -> TableReader.open(reach));
        assertEquals(TableException.Problem.OTHER_KIND, asValues.problem());
        assertEquals("kind: the file is a reach table (magic \"YZGOL\"), expected a table of values or second moments "
                + "(\"YZTBL\")", asValues.detail());
        assertProblem(TableException.Problem.OTHER_KIND, values, Rules.OFFICIAL);
        assertTrue(GoalTableReader.isReachTable(reach));
        assertFalse(GoalTableReader.isReachTable(values));
        assertFalse(GoalTableReader.isReachTable(dir));
    }

    @Test
    void readHeader_fieldsAsWritten_anyRules() throws IOException {
        GoalValues values = solved();
        Path file = dir.resolve("t.yreach");
        GoalTableWriter.write(values, file);
        GoalTableHeader header = GoalTableReader.readHeader(file);
        assertEquals(new GoalTableHeader(1, Rules.OFFICIAL.fingerprint(), "official", SPAN, values.rootState(),
                SPAN - 120, values.rootLeast(), header.lanes(), Files.size(file) - GoalTableFormat.HEADER_LENGTH,
                header.payloadCrc32c()), header);
        assertFalse(header.fromEmptyCard());
        assertEquals(Files.size(file), header.fileLength());
        assertEquals(Rules.OFFICIAL, GoalTableReader.open(file).rules());
    }

    private static void assertProblem(TableException.Problem problem, Path file, Rules rules) {
        TableException e = assertThrows(TableException.class, () -> GoalTableReader.open(file, rules));
        assertEquals(problem, e.problem(), e.getMessage());
    }

    @Test
    void format_headerFieldsFitTheirOffsets() {
        assertArrayEquals(new byte[] {'Y', 'Z', 'G', 'O', 'L', 0x0D, 0x0A, 0x1A}, GoalTableFormat.magic());
        assertEquals(GoalTableFormat.HEADER_LENGTH, GoalTableFormat.OFFSET_HEADER_CRC + 4);
    }

    /*
     * Messages of the checks made once a value (2,000 lanes of up to 600 needs, and every state),
     * built only for a failure: built for each check they were over a million strings.
     */
    private static Supplier<String> where(String what, int index) {
        return () -> what + " " + index;
    }

    private static Supplier<String> where(String what, int index, int need) {
        return () -> what + " " + index + " need " + need;
    }
}
