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
    /** Ones: 1 a die showing one. */
    ONES("ones", "aces", "1s"),
    /** Twos: 2 a die showing two. */
    TWOS("twos", "2s"),
    /** Threes: 3 a die showing three. */
    THREES("threes", "3s"),
    /** Fours: 4 a die showing four. */
    FOURS("fours", "4s"),
    /** Fives: 5 a die showing five. */
    FIVES("fives", "5s"),
    /** Sixes: 6 a die showing six. */
    SIXES("sixes", "6s"),
    /** Three of a kind: the sum of the dice if three show one face. */
    THREE_OF_A_KIND("three-of-a-kind", "3k", "3oak", "toak"),
    /** Four of a kind: the sum of the dice if four show one face. */
    FOUR_OF_A_KIND("four-of-a-kind", "4k", "4oak", "foak"),
    /** Full house: 25 for three of one face and two of another. */
    FULL_HOUSE("full-house", "fh"),
    /** Small straight: 30 for four faces in a row. */
    SMALL_STRAIGHT("small-straight", "ss", "sm-straight", "low-straight"),
    /** Large straight: 40 for five faces in a row. */
    LARGE_STRAIGHT("large-straight", "ls", "lg-straight", "high-straight"),
    /** Yahtzee: 50 for five of a kind. */
    YAHTZEE("yahtzee", "y", "5k"),
    /** Chance: the sum of the dice. */
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

    /** Other spellings accepted on input (docs/rules.md), e.g. {@code fh}. */
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

    /** The box at position {@code id} on the card (0..12, {@link #id()}). */
    public static Category byId(int id) {
        return BY_ID[id];
    }

    /**
     * The box called {@code text} by its canonical name or an alias, ignoring case and
     * surrounding blanks ({@code "Full House"} and {@code full_house} are accepted too).
     *
     * @throws IllegalArgumentException naming the text and, if a name is close to it, that box
     *                                  and its aliases ({@code did you mean full-house (aliases
     *                                  fh)?}), else the canonical names
     */
    public static Category parse(String text) {
        String key = key(text);
        Category c = BY_NAME.get(key);
        if (c == null) {
            throw new IllegalArgumentException(unknown(text, key));
        }
        return c;
    }

    private static String key(String text) {
        return text.strip().toLowerCase(Locale.ROOT).replace('_', '-').replace(' ', '-');
    }

    /**
     * The message for an unknown box: the nearest name if one is close, else every name. Close:
     * at most one edit (insert, delete, change, or swap of two neighbours) for a name of up to
     * six letters, two for a longer one, hyphens left out ("fullhouse", "yahtze", "tree-of-a-kind");
     * names under four letters ("c", "fh", "3k") are never suggested: one edit from them is too
     * often some other word ("x" is not chance).
     */
    private static String unknown(String text, String key) {
        String typed = key.replace("-", "");
        Category nearest = null;
        int nearestDistance = Integer.MAX_VALUE;
        for (Map.Entry<String, Category> entry : BY_NAME.entrySet()) {
            String name = entry.getKey().replace("-", "");
            if (name.length() < 4) {
                continue;
            }
            int d = editDistance(typed, name);
            boolean better = d < nearestDistance
                    || d == nearestDistance && entry.getValue().ordinal() < nearest.ordinal();
            if (d <= (name.length() <= 6 ? 1 : 2) && better) {
                nearest = entry.getValue();
                nearestDistance = d;
            }
        }
        String start = "unknown box '" + text + "': ";
        if (nearest == null) {
            return start + "expected one of " + String.join(", ", canonicalNames())
                    + " or an alias (docs/rules.md lists them)";
        }
        return start + "did you mean " + nearest.name
                + (nearest.aliases.isEmpty() ? "" : " (aliases " + String.join(", ", nearest.aliases) + ")") + "?";
    }

    /** Edits from {@code a} to {@code b}: inserts, deletes, changes and swaps of neighbours. */
    static int editDistance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            for (int j = 0; j <= b.length(); j++) {
                if (i == 0 || j == 0) {
                    d[i][j] = i + j;
                    continue;
                }
                int change = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + change);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
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
