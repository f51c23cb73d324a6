package org.yahtzee.rules;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The 13 boxes of a score card, in card order. {@link #bit()} is the box's bit in a 13-bit
 * {@code usedMask}; {@link #id()} (0..12) is its position on the card.
 */
public enum Category {
    ONES("ones", "aces", "1s"),
    TWOS("twos", "2s"),
    THREES("threes", "3s"),
    FOURS("fours", "4s"),
    FIVES("fives", "5s"),
    SIXES("sixes", "6s"),
    THREE_OF_A_KIND("three-of-a-kind", "3k", "3oak", "toak"),
    FOUR_OF_A_KIND("four-of-a-kind", "4k", "4oak", "foak"),
    FULL_HOUSE("full-house", "fh"),
    SMALL_STRAIGHT("small-straight", "ss", "sm-straight", "low-straight"),
    LARGE_STRAIGHT("large-straight", "ls", "lg-straight", "high-straight"),
    YAHTZEE("yahtzee", "y", "5k"),
    CHANCE("chance", "c");

    /** Number of boxes on a card. */
    public static final int COUNT = 13;
    /** {@code usedMask} with every box filled: the game is over. */
    public static final int ALL_USED = (1 << COUNT) - 1;
    /** {@code usedMask} bits of the six upper boxes (Ones..Sixes are bits 0..5). */
    public static final int UPPER_BITS = (1 << 6) - 1;
    /** {@code usedMask} bits of the seven lower boxes. */
    public static final int LOWER_BITS = ALL_USED & ~UPPER_BITS;

    private static final Category[] BY_ID = values();
    private static final Map<String, Category> BY_NAME = new HashMap<>();

    static {
        for (Category c : BY_ID) {
            BY_NAME.put(c.name, c);
            for (String alias : c.aliases) {
                BY_NAME.put(alias, c);
            }
        }
    }

    private final String name;
    private final List<String> aliases;

    Category(String name, String... aliases) {
        this.name = name;
        this.aliases = List.of(aliases);
    }

    /** Position on the card, 0 (Ones) .. 12 (Chance). */
    public int id() {
        return ordinal();
    }

    /** This box's bit in a {@code usedMask}. */
    public int bit() {
        return 1 << ordinal();
    }

    /** The name used in files, flags and JSON, e.g. {@code full-house}. */
    public String canonicalName() {
        return name;
    }

    /** Other spellings accepted on input (RULES.md), e.g. {@code fh}. */
    public List<String> aliases() {
        return aliases;
    }

    /** True for Ones..Sixes. */
    public boolean isUpper() {
        return ordinal() < 6;
    }

    /** The face counted by an upper box (1..6); 0 for the lower boxes. */
    public int face() {
        return isUpper() ? ordinal() + 1 : 0;
    }

    /** The upper box counting {@code face} (1..6). */
    public static Category upperFor(int face) {
        if (face < 1 || face > 6) {
            throw new IllegalArgumentException("face must be 1..6, was " + face);
        }
        return BY_ID[face - 1];
    }

    public static Category byId(int id) {
        return BY_ID[id];
    }

    /**
     * The box called {@code text} by its canonical name or an alias, ignoring case and
     * surrounding blanks ({@code "Full House"} and {@code full_house} are accepted too).
     *
     * @throws IllegalArgumentException naming the text and the accepted names
     */
    public static Category parse(String text) {
        String key = text.strip().toLowerCase(Locale.ROOT).replace('_', '-').replace(' ', '-');
        Category c = BY_NAME.get(key);
        if (c == null) {
            throw new IllegalArgumentException("unknown box '" + text + "': expected one of "
                    + String.join(", ", canonicalNames()));
        }
        return c;
    }

    /** The 13 canonical names in card order. */
    public static List<String> canonicalNames() {
        String[] names = new String[COUNT];
        for (Category c : BY_ID) {
            names[c.ordinal()] = c.name;
        }
        return List.of(names);
    }

    @Override
    public String toString() {
        return name;
    }
}
