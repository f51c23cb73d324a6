package org.yahtzee.cli.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** How a card's text splits into entries ({@link CardParser#entries}). */
final class CardParserEntriesTest {

    @Test
    void entries_asPeopleTypeThem() {
        assertEquals(List.of("ones=3", "twos=6"), CardParser.entries("ones=3,twos=6"));
        assertEquals(List.of("ones=3", "twos=6"), CardParser.entries(" ones=3  twos=6 "));
        assertEquals(List.of("full house=25", "chance=20"), CardParser.entries("full house=25 chance=20"));
        assertEquals(List.of("ones = 3", "twos=6"), CardParser.entries("ones = 3 ; twos=6"));
        assertEquals(List.of("x y z", "ones=3"), CardParser.entries("x y z,ones=3"));
        assertEquals(List.of(), CardParser.entries(" , ;"));
    }

    /** The same entries as the rule said another way ({@link #reference}), on 50,000 random texts of the characters that matter. */
    @Test
    void entries_sameAsSearchingForEquals_onRandomTexts() {
        SplittableRandom random = new SplittableRandom(33);
        String alphabet = "o3= ,;\t";
        for (int t = 0; t < 50_000; t++) {
            StringBuilder text = new StringBuilder();
            for (int i = random.nextInt(14); i > 0; i--) {
                text.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            assertEquals(reference(text.toString()), CardParser.entries(text.toString()), "'" + text + "'");
        }
    }

    /** A 200,000-character entry parses at once (it took seconds when each character searched the entry). */
    @Test
    void entries_longEntry_oneEntry() {
        String text = "ones" + " ".repeat(100_000) + "=" + "3".repeat(100_000);
        assertEquals(List.of(text.strip()), CardParser.entries(text));
    }

    /**
     * The rule said another way: the text is cut at every comma and semicolon; within a piece an
     * entry runs to its first '=', then past the blanks and the first word after it, and ends at
     * the next blank; a piece without '=' is one entry.
     */
    private static List<String> reference(String body) {
        List<String> entries = new ArrayList<>();
        for (String piece : body.split("[,;]", -1)) {
            String rest = piece;
            while (!rest.isBlank()) {
                int eq = rest.indexOf('=');
                int end = rest.length();
                if (eq >= 0) {
                    int word = eq + 1;
                    while (word < rest.length() && Character.isWhitespace(rest.charAt(word))) {
                        word++;
                    }
                    end = word;
                    while (end < rest.length() && !Character.isWhitespace(rest.charAt(end))) {
                        end++;
                    }
                }
                entries.add(rest.substring(0, end).strip());
                rest = rest.substring(end);
            }
        }
        return entries;
    }
}
