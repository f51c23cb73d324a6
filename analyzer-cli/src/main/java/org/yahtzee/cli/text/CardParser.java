package org.yahtzee.cli.text;

import java.util.ArrayList;
import java.util.List;
import org.yahtzee.cli.options.StrictNumbers;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * Reads a score card as typed on the command line: the filled boxes with their points,
 * {@code BOX=POINTS} separated by commas or blanks, boxes by their names or aliases of
 * docs/rules.md ({@code ones=3,threes=9,fh=25} or {@code ones=3 threes=9 fh=25}). An empty
 * text is a new game's card.
 *
 * <p>Two optional entries state what a paper card shows besides the boxes, and must agree
 * with the upper boxes given: {@code upper=N}, the upper subtotal written on the card (the sum
 * of Ones..Sixes), and {@code upper-bonus=35} or {@code upper-bonus=0}, whether the bonus was
 * earned (35 needs a subtotal of 63 or more; 0 needs less than 63).
 */
public final class CardParser {

    private CardParser() {
    }

    /**
     * The card {@code text} describes under {@code rules}, with {@code yahtzeeBonuses} extra-
     * Yahtzee bonuses earned.
     *
     * @throws IllegalArgumentException naming the entry at fault and what was expected: an
     *                                  unknown box, a box given twice, points the box cannot
     *                                  hold, totals that disagree with the boxes, bonuses the
     *                                  card cannot have, all 13 boxes filled (nothing to advise)
     */
    public static Scorecard parse(String text, Rules rules, int yahtzeeBonuses) {
        return parse(text, rules, yahtzeeBonuses, false);
    }

    /**
     * As {@link #parse(String, Rules, int)}, and a card with all 13 boxes filled is taken too
     * (a finished game, whose value is its total): for {@code value}.
     */
    public static Scorecard parseAllowingFull(String text, Rules rules, int yahtzeeBonuses) {
        return parse(text, rules, yahtzeeBonuses, true);
    }

    private static Scorecard parse(String text, Rules rules, int yahtzeeBonuses, boolean fullAllowed) {
        Scorecard card = Scorecard.empty(rules);
        int upperStated = -1;
        int bonusStated = -1;
        String body = text == null ? "" : text.strip();
        for (String trimmed : entries(body)) {
            int eq = trimmed.indexOf('=');
            if (eq < 0) {
                throw new IllegalArgumentException("card entry " + UserText.quote(trimmed)
                        + ": expected BOX=POINTS, e.g. threes=9");
            }
            String name = trimmed.substring(0, eq).strip();
            int points = points(trimmed, trimmed.substring(eq + 1).strip());
            switch (name.toLowerCase(java.util.Locale.ROOT)) {
                case "upper", "upper-subtotal" -> upperStated = once(upperStated, points, trimmed);
                case "upper-bonus", "bonus" -> {
                    if (points != 0 && points != Rules.UPPER_BONUS) {
                        throw new IllegalArgumentException("card entry " + UserText.quote(trimmed)
                                + ": the upper bonus is 0 or " + Rules.UPPER_BONUS);
                    }
                    bonusStated = once(bonusStated, points, trimmed);
                }
                default -> card = withBox(card, Category.parse(name), points);
            }
        }
        checkUpper(card, upperStated, bonusStated);
        if (card.isComplete() && !fullAllowed) {
            throw new IllegalArgumentException("card: all 13 boxes are filled, the game is over");
        }
        try {
            return card.withYahtzeeBonuses(yahtzeeBonuses);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--yahtzee-bonuses " + yahtzeeBonuses + ": " + e.getMessage(), e);
        }
    }

    /**
     * The entries of a card, stripped, none empty: separated by commas or semicolons, or by
     * blanks after an entry's points ({@code ones=3 twos=6}, as people type them). A box name
     * may hold a blank ({@code full house=25}), so a blank ends an entry only once its points
     * have begun; an entry without {@code =} runs to the next comma.
     */
    static List<String> entries(String body) {
        List<String> entries = new ArrayList<>();
        StringBuilder entry = new StringBuilder();
        boolean equals = false; // the entry so far holds '=' (kept, not searched for: a long entry was quadratic)
        boolean inPoints = false; // a character other than a blank seen after the entry's '='
        for (int i = 0; i <= body.length(); i++) {
            char c = i < body.length() ? body.charAt(i) : ',';
            boolean blank = Character.isWhitespace(c);
            if (c == ',' || c == ';' || blank && inPoints) {
                if (!entry.toString().isBlank()) {
                    entries.add(entry.toString().strip());
                }
                entry.setLength(0);
                equals = false;
                inPoints = false;
                continue;
            }
            inPoints |= !blank && equals;
            equals |= c == '=';
            entry.append(c);
        }
        return entries;
    }

    private static Scorecard withBox(Scorecard card, Category box, int points) {
        try {
            return card.withBox(box, points);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("card: " + e.getMessage(), e);
        }
    }

    private static int points(String entry, String text) {
        try {
            return StrictNumbers.parseInt(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("card entry " + UserText.quote(entry) + ": " + UserText.quote(text)
                    + " is not a whole number of points (digits 0-9)", e);
        }
    }

    private static int once(int previous, int points, String entry) {
        if (previous >= 0) {
            throw new IllegalArgumentException("card entry " + UserText.quote(entry) + " is given twice");
        }
        return points;
    }

    private static void checkUpper(Scorecard card, int upperStated, int bonusStated) {
        int subtotal = card.upperSubtotal();
        if (upperStated >= 0 && upperStated != subtotal) {
            throw new IllegalArgumentException("card: upper=" + upperStated
                    + " but the upper boxes given add up to " + subtotal);
        }
        if (bonusStated == Rules.UPPER_BONUS && subtotal < Rules.UPPER_BONUS_THRESHOLD) {
            throw new IllegalArgumentException("card: upper-bonus=" + Rules.UPPER_BONUS
                    + " but the upper boxes given add up to " + subtotal + ", short of "
                    + Rules.UPPER_BONUS_THRESHOLD);
        }
        if (bonusStated == 0 && subtotal >= Rules.UPPER_BONUS_THRESHOLD) {
            throw new IllegalArgumentException("card: upper-bonus=0 but the upper boxes given add up to "
                    + subtotal + ", which earns it");
        }
    }
}
