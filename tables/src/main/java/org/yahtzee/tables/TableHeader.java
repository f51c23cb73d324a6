package org.yahtzee.tables;

/**
 * The decoded header of a table file (see {@link TableFormat}). A header returned by
 * {@link TableReader} has passed every header check; the record itself does not validate.
 *
 * @param formatVersion   the file's format version (3)
 * @param kind            what the payload holds
 * @param rulesFingerprint {@code Rules.fingerprint()} of the rules the table was solved for
 * @param rulesName       {@code Rules.canonicalName()} of those rules, at most 28 UTF-8 bytes
 * @param stateCount      number of values in the payload (536,448)
 * @param payloadLength   payload bytes (stateCount x the kind's bytes per state)
 * @param expectedScore   the start state's value as computed, in double: for values the expected
 *                        final score of a new game under optimal play (0..1575), for second
 *                        moments its E[R^2]; the payload holds it again as the start state's value
 * @param payloadCrc32c   CRC32C of the payload, as the 32 bits of the stored u32
 */
public record TableHeader(int formatVersion, TableKind kind, long rulesFingerprint, String rulesName, int stateCount,
                          long payloadLength, double expectedScore, int payloadCrc32c) {

    /** Size of the whole file this header describes: header plus payload. */
    public long fileLength() {
        return TableFormat.HEADER_LENGTH + payloadLength;
    }
}
