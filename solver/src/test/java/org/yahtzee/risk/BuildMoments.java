package org.yahtzee.risk;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.zip.CRC32C;
import org.yahtzee.fixtures.BuildFolder;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.StateValues;
import org.yahtzee.state.StateIndex;

/**
 * The official second moments the solver's test JVM computed, shared with the build's later
 * test JVMs through a {@link BuildFolder} keyed by the solver's classes: tables' EngineFixtures
 * then skips its moment solve (AdviceTest, which waits for it, 16.8 s of wall to 1.9). A taker
 * gets them only whole and only for the value table they were computed from, bit for bit;
 * otherwise it computes its own.
 */
public final class BuildMoments {
    /*
     * File format, little-endian: the magic "YZMOMRAW" (8 bytes); the rules' fingerprint (long);
     * the SHA-256 of the values the moments came from (32 bytes: every state's value as raw
     * float64 bits, little-endian, in StateIndex order); the count of states (int); E[R^2] of
     * every state as raw float64 bits (count * 8 bytes); the CRC32C of every byte before it (int).
     * 4.3 MB. Raw bits, so the taker's moments are the solver's exactly (-0.0 and all); the
     * value hash, so that moments of other values are never taken (the taker hashes the values it
     * reads back from its own table file); the folder's key, so that another solver's code is
     * never trusted; the CRC, so that a file damaged or cut short is refused.
     */

    static final String FILE = "official.moments";
    private static final byte[] MAGIC = "YZMOMRAW".getBytes(StandardCharsets.US_ASCII);
    private static final int HASH_LENGTH = 32;
    private static final int HEADER_LENGTH = MAGIC.length + Long.BYTES + HASH_LENGTH + Integer.BYTES;
    static final int FILE_LENGTH = HEADER_LENGTH + StateIndex.STATES * Double.BYTES + Integer.BYTES;

    private static Optional<BuildFolder> folder;

    private BuildMoments() {
    }

    /** Shares the official moments {@code moments}, computed from {@code values}; nothing for other rules or outside Maven. */
    public static void save(StateValues values, SecondMoments moments) {
        folder().ifPresent(shared -> save(shared, values, moments));
    }

    /** {@link #save(StateValues, SecondMoments)} into the folder {@code shared}. */
    static void save(BuildFolder shared, StateValues values, SecondMoments moments) {
        if (values.rules().equals(Rules.OFFICIAL)) {
            shared.write(FILE, encode(values, moments));
        }
    }

    /** The shared moments of {@code values}, or empty: none shared, other values, or a damaged file. */
    public static Optional<SecondMoments> take(StateValues values) {
        return folder().flatMap(shared -> take(shared, values));
    }

    /** {@link #take(StateValues)} from the folder {@code shared}. */
    static Optional<SecondMoments> take(BuildFolder shared, StateValues values) {
        return shared.read(FILE).flatMap(file -> decode(file, values));
    }

    private static synchronized Optional<BuildFolder> folder() {
        if (folder == null) {
            folder = BuildFolder.of("build-fixtures-solver", List.of(Rules.class));
        }
        return folder;
    }

    /** The file of {@code moments}, computed from {@code values}. */
    static byte[] encode(StateValues values, SecondMoments moments) {
        ByteBuffer file = ByteBuffer.allocate(FILE_LENGTH).order(ByteOrder.LITTLE_ENDIAN);
        file.put(MAGIC).putLong(values.rules().fingerprint()).put(valuesHash(values)).putInt(StateIndex.STATES);
        for (int s = 0; s < StateIndex.STATES; s++) {
            file.putLong(Double.doubleToRawLongBits(moments.secondMoment(s)));
        }
        file.putInt(crc(file.array(), file.position()));
        return file.array();
    }

    /** The moments {@code file} holds if it is whole and of {@code values}; else empty. */
    static Optional<SecondMoments> decode(byte[] file, StateValues values) {
        if (file.length != FILE_LENGTH) {
            return Optional.empty();
        }
        ByteBuffer in = ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN); // every read below is inside FILE_LENGTH
        byte[] magic = new byte[MAGIC.length];
        byte[] hash = new byte[HASH_LENGTH];
        in.get(magic);
        long fingerprint = in.getLong();
        in.get(hash);
        int count = in.getInt();
        boolean whole = in.getInt(FILE_LENGTH - Integer.BYTES) == crc(file, FILE_LENGTH - Integer.BYTES);
        if (!whole || !Arrays.equals(magic, MAGIC) || fingerprint != values.rules().fingerprint()
                || count != StateIndex.STATES || !Arrays.equals(hash, valuesHash(values))) {
            return Optional.empty();
        }
        double[] second = new double[count];
        for (int s = 0; s < count; s++) {
            second[s] = Double.longBitsToDouble(in.getLong());
        }
        return Optional.of(new SolvedMoments(values.rules(), second));
    }

    /** SHA-256 of every state's value, as raw float64 bits, little-endian, in state order. */
    static byte[] valuesHash(StateValues values) {
        ByteBuffer bits = ByteBuffer.allocate(StateIndex.STATES * Double.BYTES).order(ByteOrder.LITTLE_ENDIAN);
        for (int s = 0; s < StateIndex.STATES; s++) {
            bits.putLong(Double.doubleToRawLongBits(values.value(s)));
        }
        try {
            return MessageDigest.getInstance("SHA-256").digest(bits.array());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    private static int crc(byte[] bytes, int length) {
        CRC32C crc = new CRC32C();
        crc.update(bytes, 0, length);
        return (int) crc.getValue();
    }
}
