package org.yahtzee.tables;

import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import org.yahtzee.distribution.ScoreDistribution;
import org.yahtzee.state.StateIndex;

/**
 * Constants of the table file format, version 4: an 80-byte header, then one value per
 * reachable state in {@link StateIndex} order, a float64 (values, second moments) or a u16 row
 * (policy decisions) as the header's kind says.
 * Everything is little-endian. The full description, with the reasons for each field, is
 * {@code tables/FORMAT.md}.
 *
 * <pre>
 * offset size field
 *   0     8  magic: "YZTBL" 0x0D 0x0A 0x1A
 *   8     2  u16 format version (4)
 *  10     2  u16 header length in bytes (80)
 *  12     4  u32 state count (536,448)
 *  16     8  u64 rules fingerprint, {@code Rules.fingerprint()}
 *  24    28  rules canonical name, UTF-8, NUL-padded
 *  52     2  u16 kind ({@link TableKind}: 1 values, 2 second moments)
 *  54     2  u16 bytes per state (8 for values and for second moments)
 *  56     8  u64 payload length in bytes (state count x bytes per state)
 *  64     8  f64 headline: the start state's value as computed, in double (values: the
 *            expected score of a new game)
 *  72     4  u32 CRC32C of the payload
 *  76     4  u32 CRC32C of header bytes 0..75
 *  80     .  payload: per state a float64 in 0..1575 (values) or in 0..1575^2 (moments)
 * </pre>
 *
 * Version 3 stored values as float32: an option's expected total, computed from rounded
 * successors, was off by up to 1.7e-6 while JSON printed 16 digits. Version 2 had no kind: its
 * name field was 32 bytes, up to offset 56. Version 1 had a 72-byte header without the expected
 * score. This program refuses all three (OLDER_VERSION); a cache solves the table again.
 */
public final class TableFormat {
    /*
     * Implementation notes. The magic ends in CR LF SUB like PNG's (FORMAT.md says why each field
     * is there): a text-mode copy that converts line endings damages the magic itself, and the
     * reader says so instead of giving a vague checksum error. The version sits right after the
     * magic and is read before anything else, so a later version may change everything after
     * offset 10 and this reader still names the problem (NEWER_VERSION). Values are the solver's
     * float64s, bit for bit (4.3 MB; float32 halved that but its rounding, up to 6.1e-5 a value,
     * showed in every figure derived from successors: docs/precision.md).
     */

    /** The format version this program writes and the only one it reads. */
    public static final int VERSION = 4;
    /** Bytes before the payload. */
    public static final int HEADER_LENGTH = 80;
    /** Byte order of every multi-byte field and of the payload. */
    public static final ByteOrder BYTE_ORDER = ByteOrder.LITTLE_ENDIAN;
    /** Bytes of the rules-name field; the name is NUL-padded to this length. */
    public static final int NAME_LENGTH = 28;
    /** Payload bytes per state of a values table: one float64. */
    public static final int BYTES_PER_STATE = Double.BYTES;
    /** File-name extension of tables in a {@link TableCache}. */
    public static final String FILE_EXTENSION = ".ytable";
    /**
     * The largest value a table may hold: 1575 is the highest total any game can reach (every
     * box at its maximum, the 35-point bonus and twelve 100-point Yahtzee bonuses), so no
     * expected remainder exceeds it.
     */
    public static final int MAX_VALUE = ScoreDistribution.MAX_SCORE;
    /** The state of a new game (empty card), whose value is the header's expected score. */
    public static final int START_STATE = StateIndex.index(0, 0, false);

    /** Length of the magic; the smallest file in which a reader can tell a table from another file. */
    static final int MAGIC_LENGTH = 8;
    static final int OFFSET_VERSION = 8;
    static final int OFFSET_HEADER_LENGTH = 10;
    static final int OFFSET_STATE_COUNT = 12;
    static final int OFFSET_FINGERPRINT = 16;
    static final int OFFSET_NAME = 24;
    static final int OFFSET_KIND = 52;
    static final int OFFSET_BYTES_PER_STATE = 54;
    static final int OFFSET_PAYLOAD_LENGTH = 56;
    static final int OFFSET_EXPECTED_SCORE = 64;
    static final int OFFSET_PAYLOAD_CRC = 72;
    /** The header CRC covers bytes 0 up to here (exclusive): everything but itself. */
    static final int OFFSET_HEADER_CRC = 76;

    /**
     * The raw bits of 1575.0. A double is non-negative, finite and at most 1575 exactly when its
     * bits, as a signed long, are in 0..MAX_VALUE_BITS: non-negative doubles order like their
     * bits, the sign bit makes every negative one (and -0.0) a negative long, and infinity and
     * every NaN lie above any finite value's bits.
     */
    static final long MAX_VALUE_BITS = Double.doubleToRawLongBits(MAX_VALUE);

    private static final byte[] MAGIC = {'Y', 'Z', 'T', 'B', 'L', 0x0D, 0x0A, 0x1A};

    private TableFormat() {
    }

    /** The 8 magic bytes (a copy). */
    public static byte[] magic() {
        return MAGIC.clone();
    }

    /** Size of a complete values table for the current state count: 4,291,664 bytes. */
    public static long fileLength() {
        return TableKind.VALUES.fileLength();
    }

    /** True if a table may hold this float64 (its raw bits): 0 to 1575, -0.0 and NaN excluded. */
    static boolean isStorable(long doubleBits) {
        return doubleBits >= 0 && doubleBits <= MAX_VALUE_BITS;
    }

    static byte magicByte(int i) {
        return MAGIC[i];
    }

    /** The magic as text for messages: {@code 59 5a 54 42 4c 0d 0a 1a ("YZTBL" CR LF SUB)}. */
    static String describeMagic() {
        return hex(MAGIC, MAGIC_LENGTH) + " (\"" + new String(MAGIC, 0, 5, StandardCharsets.US_ASCII)
                + "\" CR LF SUB)";
    }

    /** The first {@code length} bytes as lower-case hex pairs separated by spaces. */
    static String hex(byte[] bytes, int length) {
        return HexFormat.ofDelimiter(" ").formatHex(bytes, 0, length);
    }
}
