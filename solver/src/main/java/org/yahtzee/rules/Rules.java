package org.yahtzee.rules;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One rule set: the joker mode and whether an extra Yahtzee earns the 100-point bonus. The four
 * named sets of docs/rules.md are constants; any other combination can be built piece by piece and
 * is named {@code joker=MODE,bonus=on|off}. Everything else (box scores, the 35-point upper bonus
 * at 63) is common to all rule sets.
 */
public record Rules(JokerRule joker, boolean yahtzeeBonus) {

    /** Hasbro's rules: forced joker, Yahtzee bonus. The default. */
    public static final Rules OFFICIAL = new Rules(JokerRule.FORCED, true);
    /** Free-choice joker with Yahtzee bonus: the rules of the published 254.5896. */
    public static final Rules FREE_CHOICE = new Rules(JokerRule.FREE, true);
    /** The 1956-60 lower-section joker, with bonus. */
    public static final Rules ORIGINAL = new Rules(JokerRule.LOWER, true);
    /** No joker, no bonus: the rules of the published 245.8708. */
    public static final Rules NO_BONUS = new Rules(JokerRule.NONE, false);

    /** The named rule sets, default first. */
    public static final List<Rules> NAMED = List.of(OFFICIAL, FREE_CHOICE, ORIGINAL, NO_BONUS);

    /** Points of the upper bonus. */
    public static final int UPPER_BONUS = 35;
    /** The upper subtotal that earns the upper bonus. */
    public static final int UPPER_BONUS_THRESHOLD = 63;
    /** Points for each extra Yahtzee when the Yahtzee box holds 50 (and the rules pay it). */
    public static final int YAHTZEE_BONUS = 100;

    /**
     * Checks the pieces.
     *
     * @throws IllegalArgumentException for a null joker rule
     */
    public Rules {
        if (joker == null) {
            throw new IllegalArgumentException("joker rule must not be null");
        }
    }

    /**
     * {@code official}, {@code free-choice}, {@code original}, {@code no-bonus} for the named
     * sets, otherwise {@code joker=MODE,bonus=on|off}. Parsing it gives this rule set back.
     */
    public String canonicalName() {
        if (equals(OFFICIAL)) {
            return "official";
        } else if (equals(FREE_CHOICE)) {
            return "free-choice";
        } else if (equals(ORIGINAL)) {
            return "original";
        } else if (equals(NO_BONUS)) {
            return "no-bonus";
        }
        return piecewiseName();
    }

    /** The pieces spelled out, e.g. {@code joker=forced,bonus=on}, whatever the set's name. */
    public String piecewiseName() {
        return "joker=" + joker.code() + ",bonus=" + (yahtzeeBonus ? "on" : "off");
    }

    /**
     * A stable 64-bit identity of everything that changes the optimal values: FNV-1a of a
     * descriptor that spells out the joker mode and every bonus amount. Table files record it
     * and a table never answers for rules with another fingerprint.
     */
    public long fingerprint() {
        String descriptor = "yahtzee-rules/1;joker=" + joker.code()
                + ";yahtzee-bonus=" + (yahtzeeBonus ? YAHTZEE_BONUS : 0)
                + ";upper-bonus=" + UPPER_BONUS + "@" + UPPER_BONUS_THRESHOLD;
        long hash = 0xcbf29ce484222325L;
        for (byte b : descriptor.getBytes(StandardCharsets.UTF_8)) {
            hash ^= b & 0xff;
            hash *= 0x100000001b3L;
        }
        return hash;
    }

    /**
     * Reads a rule set: a name ({@code official}, {@code free-choice}, {@code original},
     * {@code no-bonus}) or pieces {@code joker=forced|free|lower|none} and
     * {@code bonus=on|off} separated by commas (an absent piece keeps the official value).
     *
     * @throws IllegalArgumentException naming the text and what was expected
     */
    public static Rules parse(String text) {
        String key = text.strip().toLowerCase(Locale.ROOT);
        for (Rules named : NAMED) {
            if (named.canonicalName().equals(key)) {
                return named;
            }
        }
        if (!key.contains("=")) {
            throw new IllegalArgumentException("unknown rules '" + text + "': expected official, "
                    + "free-choice, original, no-bonus, or pieces like joker=free,bonus=off");
        }
        JokerRule joker = OFFICIAL.joker;
        boolean bonus = OFFICIAL.yahtzeeBonus;
        List<String> seen = new ArrayList<>(2);
        for (String piece : key.split(",")) {
            String[] kv = piece.split("=", 2);
            String value = kv.length == 2 ? kv[1].strip() : "";
            String name = kv[0].strip();
            if (seen.contains(name)) {
                // joker=free,joker=none: which one was meant? Never guess.
                throw new IllegalArgumentException("rules piece '" + name + "' given twice in '" + text
                        + "': expected each of joker= and bonus= at most once");
            }
            seen.add(name);
            switch (name) {
                case "joker" -> joker = JokerRule.parse(value);
                case "bonus" -> bonus = switch (value) {
                    case "on", "true", "yes", "100" -> true;
                    case "off", "false", "no", "0" -> false;
                    default -> throw new IllegalArgumentException("bad bonus '" + value
                            + "' in rules '" + text + "': expected on or off");
                };
                default -> throw new IllegalArgumentException("unknown rules piece '" + piece
                        + "' in '" + text + "': expected joker=forced|free|lower|none or bonus=on|off");
            }
        }
        return new Rules(joker, bonus);
    }

    // equals and hashCode by hand: a record's generated ones are bootstrapped through
    // invokedynamic at their first call, which cost ~45 ms of a command's start-up.
    @Override
    public boolean equals(Object other) {
        return other instanceof Rules rules && rules.joker == joker && rules.yahtzeeBonus == yahtzeeBonus;
    }

    @Override
    public int hashCode() {
        return joker.ordinal() * 2 + (yahtzeeBonus ? 1 : 0);
    }

    @Override
    public String toString() {
        return canonicalName();
    }
}
