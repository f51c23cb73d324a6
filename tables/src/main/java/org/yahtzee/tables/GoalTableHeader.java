package org.yahtzee.tables;

/**
 * The decoded header of a reach table ({@link GoalTableFormat}). One returned by
 * {@link GoalTableReader} has passed every header check, the file's length included.
 *
 * @param formatVersion    the reach format's version (1)
 * @param rulesFingerprint {@code Rules.fingerprint()} of the rules solved for
 * @param rulesName        {@code Rules.canonicalName()} of those rules
 * @param span             the highest target the table answers (500)
 * @param rootState        the {@code stateIndex} the lanes were solved from (0: the empty card)
 * @param rootNeed         span less the points of the root's card (500 from the empty card)
 * @param rootLeast        the least score a card in the root state shows
 * @param lanes            distinct lanes stored (states that play alike share one)
 * @param payloadLength    payload bytes: state index, lane index, blocks
 * @param payloadCrc32c    CRC32C of the payload, as the 32 bits of the stored u32
 */
public record GoalTableHeader(int formatVersion, long rulesFingerprint, String rulesName, int span, int rootState,
                              int rootNeed, int rootLeast, int lanes, long payloadLength, int payloadCrc32c) {

    /** Size of the whole file: header plus payload. */
    public long fileLength() {
        return GoalTableFormat.HEADER_LENGTH + payloadLength;
    }

    /** Whether the lanes start at the empty card, so that every state and target up to the span is answered. */
    public boolean fromEmptyCard() {
        return rootState == 0 && rootNeed == span && rootLeast == 0;
    }
}
