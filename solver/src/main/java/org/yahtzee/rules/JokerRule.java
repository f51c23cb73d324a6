package org.yahtzee.rules;

import java.util.Locale;

/**
 * Where an extra Yahtzee (five of a kind rolled after the Yahtzee box is filled, with 50 or 0)
 * may be scored, and how. docs/rules.md, "Extra Yahtzees: the bonus and the joker".
 */
public enum JokerRule {
    /**
     * Hasbro's forced joker: the matching upper box if open (must); else any open lower box as
     * a joker; else a zero in an open upper box.
     */
    FORCED("forced"),
    /**
     * Matching upper box open: any open box, ordinary scoring. Matching upper box filled: any
     * open box, lower boxes as a joker, upper boxes 0.
     */
    FREE("free"),
    /** The 1956-60 rule: any open box; lower boxes always as a joker, upper boxes ordinary. */
    LOWER("lower"),
    /** No joker: the roll is scored by the ordinary table anywhere. */
    NONE("none");

    private final String code;

    JokerRule(String code) {
        this.code = code;
    }

    /** The word used in rule descriptions and {@code --rules joker=...}. */
    public String code() {
        return code;
    }

    /** The joker rule named {@code text} ({@code forced}, {@code free}, {@code lower}, {@code none}; case ignored). */
    public static JokerRule parse(String text) {
        String key = text.strip().toLowerCase(Locale.ROOT);
        for (JokerRule r : values()) {
            if (r.code.equals(key)) {
                return r;
            }
        }
        throw new IllegalArgumentException("unknown joker mode '" + text
                + "': expected forced, free, lower or none");
    }
}
