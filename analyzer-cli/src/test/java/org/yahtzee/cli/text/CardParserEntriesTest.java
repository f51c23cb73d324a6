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

    /**
     * The same entries as a reference that searches each entry for '=' at every character (the
     * parser's former way, quadratic in an entry's length), on 50,000 random texts of the
     * characters that matter.
     */
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

    private static List<String> reference(String body) {
        List<String> entries = new ArrayList<>();
        StringBuilder entry = new StringBuilder();
        boolean inPoints = false;
        for (int i = 0; i <= body.length(); i++) {
            char c = i < body.length() ? body.charAt(i) : ',';
            boolean blank = Character.isWhitespace(c);
            if (c == ',' || c == ';' || blank && inPoints) {
                if (!entry.toString().isBlank()) {
                    entries.add(entry.toString().strip());
                }
                entry.setLength(0);
                inPoints = false;
                continue;
            }
            inPoints |= !blank && entry.indexOf("=") >= 0;
            entry.append(c);
        }
        return entries;
    }
}
