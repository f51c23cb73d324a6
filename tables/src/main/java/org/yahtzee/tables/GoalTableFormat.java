package org.yahtzee.tables;

import java.nio.ByteOrder;

/**
 * Constants of the reach-table file format, version 1: the solved lanes of a reach goal
 * ({@code org.yahtzee.goal}), quantised to 2^-21 and stored as bit-packed falls. Little-endian.
 * The description with the reasons is {@code docs/goals.md} ("Table storage").
 *
 * <pre>
 * offset size field
 *   0     8  magic: "YZGOL" 0x0D 0x0A 0x1A
 *   8     2  u16 format version (1)
 *  10     2  u16 header length in bytes (88)
 *  12     4  u32 state count (536,448)
 *  16     8  u64 rules fingerprint, {@code Rules.fingerprint()}
 *  24    32  rules canonical name, UTF-8, NUL-padded
 *  56     2  u16 span: the highest target the table answers (500)
 *  58     1  u8 goal kind (1: reach)
 *  59     1  u8 quantisation bits (21): a value is q / 2^21
 *  60     4  u32 root state the lanes were solved from (0: the empty card)
 *  64     4  i32 root need: span - the root card's points
 *  68     2  u16 least score a card in the root state shows; 70: u16 0
 *  72     4  u32 lane count
 *  76     4  u32 payload length in bytes
 *  80     4  u32 CRC32C of the payload
 *  84     4  u32 CRC32C of header bytes 0..83
 *  88     .  payload: i32 lane of each state (-1: not solved); per lane u32 offset into the
 *            blocks, u16 first stored need, u16 stored count; then the blocks
 * </pre>
 *
 * A lane is 1 below its first stored need and 0 after its stored ones. Its stored values are
 * falls from 2^21, in blocks of 16 (the last may be shorter): a u8 bit width w, then the
 * block's falls as w-bit unsigned numbers packed from the lowest bit up, in whole bytes.
 */
public final class GoalTableFormat {
    public static final int VERSION = 1;
    public static final int HEADER_LENGTH = 88;
    public static final ByteOrder BYTE_ORDER = ByteOrder.LITTLE_ENDIAN;
    /** Goal kind of a reach table. */
    public static final int KIND_REACH = 1;
    /** A value is q / 2^QUANTISATION_BITS: an error of at most 2^-22 = 2.4e-7. */
    public static final int QUANTISATION_BITS = 21;
    /** File-name extension of reach tables in a cache. */
    public static final String FILE_EXTENSION = ".yreach";

    static final int ONE = 1 << QUANTISATION_BITS;
    static final int BLOCK = 16;
    static final int LANE_ENTRY = 8;
    static final int OFFSET_VERSION = 8;
    static final int OFFSET_HEADER_LENGTH = 10;
    static final int OFFSET_STATE_COUNT = 12;
    static final int OFFSET_FINGERPRINT = 16;
    static final int OFFSET_NAME = 24;
    static final int OFFSET_SPAN = 56;
    static final int OFFSET_KIND = 58;
    static final int OFFSET_BITS = 59;
    static final int OFFSET_ROOT_STATE = 60;
    static final int OFFSET_ROOT_NEED = 64;
    static final int OFFSET_ROOT_LEAST = 68;
    static final int OFFSET_LANE_COUNT = 72;
    static final int OFFSET_PAYLOAD_LENGTH = 76;
    static final int OFFSET_PAYLOAD_CRC = 80;
    static final int OFFSET_HEADER_CRC = 84;

    private static final byte[] MAGIC = {'Y', 'Z', 'G', 'O', 'L', 0x0D, 0x0A, 0x1A};

    private GoalTableFormat() {
    }

    static byte[] magic() {
        return MAGIC.clone();
    }
}
