package org.yahtzee.tables;

/**
 * What a table file holds, recorded in its header (u16 at offset 52), so that a file of one kind
 * is never read as another: a copy of {@code official.ymoments} renamed to {@code official.ytable}
 * is refused by name ({@code OTHER_KIND}) and solved again, not taken for values.
 */
public enum TableKind {
    /**
     * The expected points still to come of every state (StateValues), float64 as solved,
     * 0..1575; the header's headline is the expected score of a new game.
     */
    VALUES(1, Double.BYTES, ".ytable", "values", TableFormat.MAX_VALUE),
    /**
     * E[R^2] of the points still to come of every state under the advisor's policy
     * (SecondMoments), float64, 0..1575^2; the header's headline is that of a new game.
     */
    SECOND_MOMENTS(2, Double.BYTES, ".ymoments", "second moments", (double) TableFormat.MAX_VALUE * TableFormat.MAX_VALUE),
    /**
     * The optimal player's decisions for every roll of every state (PolicyTable): 252 u16
     * entries a state; the headline is the expected score of the values table they were built
     * from, which the cache compares with that table's before using them.
     */
    POLICY(3, org.yahtzee.policy.PolicyTable.ROW * Short.BYTES, ".ypolicy", "policy decisions", TableFormat.MAX_VALUE);

    /** The u16 stored in the header. */
    final int code;
    /** Payload bytes per state. */
    final int bytesPerState;
    /** File-name extension in a {@link TableCache}. */
    final String extension;
    /** For messages: "the file holds second moments". */
    final String words;
    /** The largest value the payload and the headline may hold. */
    final double maxValue;

    TableKind(int code, int bytesPerState, String extension, String words, double maxValue) {
        this.code = code;
        this.bytesPerState = bytesPerState;
        this.extension = extension;
        this.words = words;
        this.maxValue = maxValue;
    }

    /** The kind stored as {@code code}, or null if this program knows none. */
    static TableKind ofCode(int code) {
        for (TableKind kind : values()) {
            if (kind.code == code) {
                return kind;
            }
        }
        return null;
    }

    /**
     * Size of a complete file of this kind: 4,291,664 bytes for values and for moments,
     * 270,369,872 for policy decisions.
     */
    public long fileLength() {
        return TableFormat.HEADER_LENGTH + (long) org.yahtzee.state.StateIndex.STATES * bytesPerState;
    }

    /** For messages: "values", "second moments". */
    public String words() {
        return words;
    }
}
