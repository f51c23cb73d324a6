package org.yahtzee.engine;

import java.nio.file.Path;

/**
 * One file of the table cache as {@link Yahtzee#inspect} and {@link Yahtzee#verify} found it:
 * its kind, told by its first bytes and its header, and its header's fields. Which fields a kind
 * has is said at each; the others are -1, NaN or false. Immutable.
 */
public final class TableFile {

    /** What a file of the cache holds. */
    public enum Kind {
        /** The expected points still to come of every state ({@code .ytable}). */
        VALUES,
        /** Their second moments, the spread of the final score ({@code .ymoments}). */
        MOMENTS,
        /** Every decision of the optimal player ({@code .ypolicy}). */
        POLICY,
        /** P(final total at least T) of every state and target T ({@code .yreach}). */
        REACH,
        /** The exact distribution of a new game's final score ({@code .ydist}). */
        DISTRIBUTION
    }

    private final Path file;
    private final Kind kind;
    private final long bytes;
    private final int formatVersion;
    private final String rulesName;
    private final long rulesFingerprint;
    private final long payloadBytes;
    private final int crc32c;
    private final int states;
    private final double headline;
    private final int span;
    private final int lanes;
    private final int rootState;
    private final int rootNeed;
    private final boolean fromEmptyCard;
    private final int scores;
    private final double largestDifference;
    private final TableException problem;

    private TableFile(Builder b) {
        this.file = b.file;
        this.kind = b.kind;
        this.bytes = b.bytes;
        this.formatVersion = b.formatVersion;
        this.rulesName = b.rulesName;
        this.rulesFingerprint = b.rulesFingerprint;
        this.payloadBytes = b.payloadBytes;
        this.crc32c = b.crc32c;
        this.states = b.states;
        this.headline = b.headline;
        this.span = b.span;
        this.lanes = b.lanes;
        this.rootState = b.rootState;
        this.rootNeed = b.rootNeed;
        this.fromEmptyCard = b.fromEmptyCard;
        this.scores = b.scores;
        this.largestDifference = b.largestDifference;
        this.problem = b.problem;
    }

    /** The file, as the caller named it. */
    public Path file() {
        return file;
    }

    /** What it holds. */
    public Kind kind() {
        return kind;
    }

    /** Its size in bytes (for a reach table, as its header gives it). */
    public long bytes() {
        return bytes;
    }

    /** The format version in its header. */
    public int formatVersion() {
        return formatVersion;
    }

    /** The canonical name of the rules it was computed for ({@link org.yahtzee.rules.Rules#canonicalName}). */
    public String rulesName() {
        return rulesName;
    }

    /** The fingerprint of those rules ({@link org.yahtzee.rules.Rules#fingerprint}). */
    public long rulesFingerprint() {
        return rulesFingerprint;
    }

    /** The payload's length in bytes. */
    public long payloadBytes() {
        return payloadBytes;
    }

    /** The payload's CRC32C, as the 32 bits of the stored u32. */
    public int crc32c() {
        return crc32c;
    }

    /** The states it holds a figure of (536,448); -1 for a distribution. */
    public int states() {
        return states;
    }

    /**
     * The header's headline, as computed, in double: for values and policy decisions the
     * expected final score of a new game, for second moments its E[score^2]; for a distribution
     * its mean (NaN if its figures do not check out); NaN for a reach table.
     */
    public double headline() {
        return headline;
    }

    /** A reach table's highest target (500); else -1. */
    public int span() {
        return span;
    }

    /** A reach table's distinct lanes stored; else -1. */
    public int lanes() {
        return lanes;
    }

    /** The state a reach table was solved from (0: the empty card); else -1. */
    public int rootState() {
        return rootState;
    }

    /** A reach table's need at its root (the span less the root card's points); else -1. */
    public int rootNeed() {
        return rootNeed;
    }

    /** True for a reach table solved from the empty card, which answers every state and target up to its span. */
    public boolean fromEmptyCard() {
        return fromEmptyCard;
    }

    /** A distribution's final scores, 0..scores - 1; else -1. */
    public int scores() {
        return scores;
    }

    /**
     * After a deep {@link Yahtzee#verify} of a reach table: the largest difference between a
     * stored value and the new solve's (within {@link Yahtzee#REACH_ERROR_BOUND}); else NaN.
     */
    public double largestDifference() {
        return largestDifference;
    }

    /**
     * From {@link Yahtzee#inspect}: why the payload does not check out although the header
     * reads, or null if it does. {@link Yahtzee#verify} throws it instead.
     */
    public TableException problem() {
        return problem;
    }

    /** Sets the fields one kind has, then {@link #build}. */
    static final class Builder {
        private final Path file;
        private final Kind kind;
        long bytes = -1;
        int formatVersion = -1;
        String rulesName;
        long rulesFingerprint;
        long payloadBytes = -1;
        int crc32c;
        int states = -1;
        double headline = Double.NaN;
        int span = -1;
        int lanes = -1;
        int rootState = -1;
        int rootNeed = -1;
        boolean fromEmptyCard;
        int scores = -1;
        double largestDifference = Double.NaN;
        TableException problem;

        Builder(Path file, Kind kind) {
            this.file = file;
            this.kind = kind;
        }

        TableFile build() {
            return new TableFile(this);
        }
    }
}
