package org.yahtzee.cli.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link PackedTurnLine} against the reference it stands in for: a line it packs is one
 * {@link PlainTurnLine} reads (so TurnLineReader too, PlainTurnLineTest), to the turn
 * {@link PackedCard} packs of it; every other line is left to the general way. Alike whether
 * the line's end is known or found where the turn ends (the reader's buffer).
 */
final class PackedTurnLineTest {

    /**
     * The turn number PackedTurnLine packs {@code line} with, read in place amid other
     * characters, or -1; if it packs, the reference's turn packed alike, and alike where the
     * line's end is not known beforehand (ended by {@code \n} or {@code \r}).
     */
    private static int compare(String line) {
        long[] packed = {-1, -1};
        int to = 3 + line.length();
        boolean packs = false;
        for (String lineEnd : List.of("\n", "\r")) {
            char[] text = ("x:\n" + line + lineEnd + "9: 12345 score chance").toCharArray(); // in place, not at 0
            long[] unbounded = {-1, -1};
            boolean lineOnly = new PackedTurnLine().pack(text, 3, to, packed) == to;
            boolean found = new PackedTurnLine().pack(text, 3, text.length, unbounded) == to;
            assertEquals(lineOnly, found, line);
            packs = lineOnly;
            if (found) {
                assertEquals(packed[0], unbounded[0], line);
                assertEquals(packed[1], unbounded[1], line);
            }
        }
        if (!packs) {
            return -1;
        }
        int number = PackedCard.number(packed[0]);
        int colon = line.indexOf(':');
        assertEquals(RecordTokens.number(line.substring(0, colon)), number, line);
        GameRecord.Turn turn = PlainTurnLine.read(line, 7, colon + 1, number, SourcePosition.NONE);
        assertNotNull(turn, line);
        long[] expected = new long[2];
        assertTrue(PackedCard.pack(turn, expected, 0), line);
        assertEquals(expected[0], packed[0], line);
        assertEquals(expected[1], packed[1], line);
        return number;
    }

    /** The lines simulate and play write: packed. */
    @ParameterizedTest
    @ValueSource(strings = {
        "3: 13555 keep 555 -> 55556 keep 5555 -> 55556 score fives 20",
        "1: 22345 keep 2345 -> 23456 score large-straight 40",
        "9: 43265 score large-straight",
        "10: 66666 score yahtzee 50",
        "13: 12345 keep 1 -> 12346 score chance",
        "12: 13555 keep none -> 12345 score chance 17",
        "11: 13556 keep none -> 12345 keep none -> 12346 score chance",
        "4: 11223 keep 11223 -> 11223 keep 11 -> 11456 score three-of-a-kind 0",
        "5: 12345 score four-of-a-kind 012",
        "6: 12345 score chance 65534",
    })
    void writersLine_packed(String line) {
        assertTrue(compare(line) > 0, line);
    }

    /**
     * Other spellings, other starts and lines with problems: left to the general way (some of
     * them PlainTurnLine reads, to the same card).
     */
    @ParameterizedTest
    @ValueSource(strings = {
        "3: 43265 score ls 40", "3:    11311   keep 1111 ->   11511 score   ones 4", "3:12345 score chance",
        "3: 12345 score chance ", "3:  12345 score chance", "3: 12345 score Chance", "3: 12345  score chance",
        "Ann 3: 42433 keep 44 -> 44452 score fours 12", "03: 12345 score chance", "0: 12345 score chance",
        "14: 12345 score chance", "20: 12345 score chance", "3 : 12345 score chance", "3: 12345 score chance # 17",
        "3: 12345 score chance 65535", "3: 12345 score chance 1234567890", "3: 12345 score chance +15",
        "3: 13555 keep 555->55556 score fives", "3: 13555 keep None -> 12345 score chance",
        "3: 13555 keep  -> 12345 score chance", "3: 13555 keep 555555 -> 55556 score fives",
        "3: 12345 keep 1 -> 12346 keep 1 -> 12346 keep 1 -> 12345 score chance", "3: 13575 score chance",
        "3: 135551 score chance", "3: 1355 score chance", "3: 13555", "3: 13555 score", "3: 13555 score ",
        "3: 13555\tscore chance", "3: 13555 keep 5 ->", "3: 13555 keep 5 -> 1355 score chance", "3:", "",
        "3: 12345 score chance 15 16", "3: 12345 score nines", "3: 12345 score 15",
    })
    void otherLine_left(String line) {
        assertEquals(-1, compare(line), line);
    }

    /**
     * 20,000 lines one to three characters away from the writers' (anywhere, the turn number
     * too): each is packed as the reference reads it, or left.
     */
    @Test
    void mutatedLines_packedAlikeOrLeft() {
        List<String> written = List.of("3: 13555 keep 555 -> 55556 keep 5555 -> 55556 score fives 20",
                "12: 43265 score large-straight", "1: 11311 keep 1111 -> 11511 score ones 4",
                "13: 12345 keep none -> 12346 score chance");
        SplittableRandom random = new SplittableRandom(15);
        int packed = 0;
        for (int n = 0; n < 20_000; n++) {
            packed += compare(PlainTurnLineTest.mutated(written.get(random.nextInt(written.size())), random, true)) > 0
                    ? 1 : 0;
        }
        assertTrue(packed > 400, "mutations packed: " + packed);
    }

    /** One packer reads line after line (the reader keeps one): each line as a new packer reads it. */
    @Test
    void pack_onePackerLineAfterLine_asANewPackerEachLine() {
        List<String> lines = List.of(
            "3: 13555 keep 555 -> 55556 keep 5555 -> 55556 score fives 20",
            "4: 22345 score chance",
            "5: 11111 keep 11 -> 11234 keep 11 -> 11566 keep 11 -> 11111 score yahtzee 50", // a fourth roll
            "6: 12345 keep none -> 23456 score large-straight 40",
            "7: 12345 keep 9 -> 23456 score large-straight 40",
            "8: 66666 score yahtzee 50",
            "10: 22336 keep 22 -> 22245 keep 222 -> 22224 score twos 8");
        PackedTurnLine reused = new PackedTurnLine();
        for (int round = 0; round < 2; round++) {
            for (String line : lines) {
                char[] text = line.toCharArray();
                long[] once = {-1, -1};
                long[] again = {-1, -1};
                int end = new PackedTurnLine().pack(text, 0, text.length, once);
                assertEquals(end, reused.pack(text, 0, text.length, again), line);
                assertEquals(once[0], again[0], line);
                assertEquals(once[1], again[1], line);
            }
        }
    }
}
