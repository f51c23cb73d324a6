package org.yahtzee.cli.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.StringWriter;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.engine.Move;
import org.yahtzee.grade.LossClass;
import org.yahtzee.rules.Category;

/** Every move there is, in words and in JSON: 462 keeps, 13 boxes, stand pats on every roll. */
final class WordsTest {

    @Test
    void everyKeep_saidOneWay_distinct() {
        Set<String> said = new HashSet<>();
        for (int k = 0; k < KeepLattice.KEEPS; k++) {
            String words = Words.move(Move.keep(k));
            int n = KeepLattice.size(k);
            String expected = n == 0 ? "reroll all five" : n == 5 ? "keep all five" : "keep " + KeepLattice.spaced(k);
            assertEquals(expected, words);
            said.add(words);
        }
        assertEquals(KeepLattice.KEEPS - KeepLattice.ROLLS + 1, said.size(), "the 252 holds of all five read alike");
    }

    @Test
    void scoresAndStandPats_sameScorePhrase_longestIsLongestMove() {
        int longest = 0;
        for (Category box : Category.values()) {
            String score = Words.move(Move.score(box, 30));
            assertEquals("score " + box.canonicalName() + " (30)", score);
            for (int r = 0; r < KeepLattice.ROLLS; r++) {
                String stand = Words.move(Move.standPat(KeepLattice.keepOfRoll(r), box, 30));
                assertEquals("keep all five and " + score, stand);
                longest = Math.max(longest, stand.length());
            }
        }
        assertEquals(Words.LONGEST_MOVE, longest);
    }

    @Test
    void lossClasses_oneWordName_thenTheRange() {
        Set<String> names = new HashSet<>();
        for (LossClass c : LossClass.values()) {
            String name = Words.lossClassName(c);
            assertTrue(name.matches("[a-z]+"), name);
            assertTrue(Words.lossClass(c).startsWith(name + " ("), Words.lossClass(c));
            names.add(name);
        }
        assertEquals(Set.of("small", "medium", "large"), names);
        assertEquals("medium (1 to 5)", Words.lossClass(LossClass.of(3)));
    }

    @Test
    void json_keepStandPatScore() throws IOException {
        int straight = KeepLattice.ofDice(1, 2, 3, 4, 5);
        assertEquals("{\"action\":\"keep\",\"keep\":\"\"}", json(Move.keep(KeepLattice.EMPTY_KEEP)));
        assertEquals("{\"action\":\"keep\",\"keep\":\"44\"}", json(Move.keep(KeepLattice.ofDice(4, 4))));
        assertEquals("{\"action\":\"keep\",\"keep\":\"12345\"}", json(Move.keep(straight)));
        assertEquals("{\"action\":\"keep\",\"keep\":\"12345\",\"box\":\"large-straight\",\"points\":40}",
                json(Move.standPat(straight, Category.LARGE_STRAIGHT, 40)));
        assertEquals("{\"action\":\"score\",\"box\":\"sixes\",\"points\":18}", json(Move.score(Category.SIXES, 18)));
    }

    private static String json(Move move) throws IOException {
        StringWriter out = new StringWriter();
        try (JsonGenerator json = new JsonFactory().createGenerator(out)) {
            json.writeStartObject();
            JsonWords.writeMove(json, move);
            json.writeEndObject();
        }
        return out.toString();
    }
}
