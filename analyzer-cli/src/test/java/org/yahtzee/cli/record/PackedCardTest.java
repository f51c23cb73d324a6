package org.yahtzee.cli.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.yahtzee.grade.TurnPlay;
import org.yahtzee.rules.Category;

/**
 * {@link PackedCard} against the card it packs: every field of every turn comes back, the
 * positions dropped and the words shared, and the grader's turns are those the card's turns
 * make; what does not fit is not packed.
 */
final class PackedCardTest {

    @Test
    void word_everyIndex_roundTrips() {
        for (int index = 0; index < DiceWords.COUNT; index++) {
            String word = DiceWords.word(index);
            assertEquals(index, DiceWords.index(word), word);
            assertEquals(index, DiceWords.index("3: " + word + " keep", 3, 3 + word.length()), word); // in place
            assertEquals(-1, DiceWords.index(word + "7", 0, word.length() + 1), word); // a 7, or six digits
            assertSame(DiceWords.of(new String(word.toCharArray())), word, word);
        }
    }

    @Test
    void pack_randomCards_giveBackEveryField() {
        SplittableRandom random = new SplittableRandom(25);
        for (int c = 0; c < 2_000; c++) {
            List<GameRecord.Turn> turns = new ArrayList<>();
            for (int t = 1; t <= 1 + random.nextInt(13); t++) {
                turns.add(random.nextInt(20) == 0 ? GameRecord.Turn.broken(t, new SourcePosition(t, 1)) : turn(random, t));
            }
            GameRecord.Card card = new GameRecord.Card(random.nextBoolean() ? "" : "Ann " + c,
                    new SourcePosition(c + 1, 1), turns);
            PackedCard packed = PackedCard.pack(card);
            assertNotNull(packed);
            assertEquals(card.name(), packed.name());
            GameRecord.Card back = packed.card();
            assertEquals(card.name(), back.name());
            assertEquals(card.position(), back.position());
            assertEquals(turns.size(), back.turns().size());
            boolean broken = turns.stream().anyMatch(GameRecord.Turn::broken); // a checked card has none
            List<TurnPlay> plays = broken ? null : packed.plays();
            for (int t = 0; t < turns.size(); t++) {
                GameRecord.Turn was = turns.get(t);
                GameRecord.Turn is = back.turns().get(t);
                assertEquals(new GameRecord.Turn(was.number(), was.rolls(), was.kept(), was.box(), was.points(),
                        was.broken(), List.of()), is);
                for (String word : is.rolls()) {
                    assertSame(DiceWords.of(word), word);
                }
                if (!broken) {
                    assertEquals(was.toPlay(), plays.get(t));
                }
            }
        }
    }

    @Test
    void pack_whatDoesNotFit_isNotPacked() {
        assertNull(pack(GameRecord.Turn.of(256, List.of("12345"), List.of(), Category.CHANCE, 15)));
        assertNull(pack(GameRecord.Turn.of(1, List.of("1 2 3 4 5"), List.of(), Category.CHANCE, 15)));
        assertNull(pack(GameRecord.Turn.of(1, List.of("11111", "11111", "11111", "11111"),
                List.of("1", "1", "1"), Category.ONES, 5)));
        assertNull(pack(GameRecord.Turn.of(1, List.of("12345"), List.of(), Category.CHANCE, 70_000)));
        assertNotNull(pack(GameRecord.Turn.of(255, List.of("12345"), List.of(), Category.CHANCE, 65_534)));
    }

    private static PackedCard pack(GameRecord.Turn turn) {
        return PackedCard.pack(new GameRecord.Card("", SourcePosition.NONE, List.of(turn)));
    }

    /** A turn of 1 to 3 random rolls, random kept dice ("" for none) and a box, points or none. */
    private static GameRecord.Turn turn(SplittableRandom random, int number) {
        int rolls = 1 + random.nextInt(3);
        List<String> rollWords = new ArrayList<>();
        List<String> kept = new ArrayList<>();
        for (int r = 0; r < rolls; r++) {
            rollWords.add(digits(random, 5));
            if (r < rolls - 1) {
                kept.add(digits(random, random.nextInt(6)));
            }
        }
        Category box = Category.byId(random.nextInt(Category.COUNT));
        int points = random.nextInt(4) == 0 ? GameRecord.Turn.NO_POINTS : random.nextInt(51);
        return GameRecord.Turn.of(number, rollWords, kept, box, points);
    }

    private static String digits(SplittableRandom random, int n) {
        StringBuilder word = new StringBuilder();
        for (int i = 0; i < n; i++) {
            word.append((char) ('1' + random.nextInt(6)));
        }
        return word.toString();
    }
}
