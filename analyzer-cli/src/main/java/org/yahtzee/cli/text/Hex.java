package org.yahtzee.cli.text;

import java.util.HexFormat;

/**
 * How fingerprints and checksums are shown, in text and in JSON alike: {@code 0x} and all the
 * hex digits, zero-padded. JSON gets strings, not numbers: JSON numbers lose bits past 2^53.
 */
public final class Hex {

    private Hex() {
    }

    /** A 64-bit rules fingerprint: {@code 0x} and 16 digits. */
    public static String of64(long value) {
        return "0x" + HexFormat.of().toHexDigits(value);
    }

    /** A CRC32C: {@code 0x} and 8 digits. */
    public static String of32(int value) {
        return "0x" + HexFormat.of().toHexDigits(value);
    }
}
