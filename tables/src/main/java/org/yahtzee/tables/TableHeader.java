package org.yahtzee.tables;

/**
 * The decoded header of a table file (see {@link TableFormat}). A header returned by
 * {@link TableReader} has passed every header check; the record itself does not validate.
 *
 * @param formatVersion   the file's format version (1)
 * @param rulesFingerprint {@code Rules.fingerprint()} of the rules the table was solved for
 * @param rulesName       {@code Rules.canonicalName()} of those rules, at most 32 UTF-8 bytes
 * @param stateCount      number of float32 values in the payload (536,448)
 * @param payloadLength   payload bytes (stateCount x 4)
 * @param payloadCrc32c   CRC32C of the payload, as the 32 bits of the stored u32
 */
public record TableHeader(int formatVersion, long rulesFingerprint, String rulesName, int stateCount,
                          long payloadLength, int payloadCrc32c) {

    /** Size of the whole file this header describes: header plus payload. */
    public long fileLength() {
        return TableFormat.HEADER_LENGTH + payloadLength;
    }
}
