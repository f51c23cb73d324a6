package org.yahtzee.cli.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link PlainTurnLine} against {@link TurnLineReader}, the reader it stands in for: every line
 * it reads gives the same turn, word positions included, and TurnLineReader finds nothing wrong
 * with it; every other line is left to TurnLineReader.
 */
final class PlainTurnLineTest {

    private static final SourcePosition NUMBER_AT = new SourcePosition(7, 1);

    /** PlainTurnLine's turn for {@code line}, asserted equal to TurnLineReader's if not null. */
    private static GameRecord.Turn compare(String line) {
        int colon = line.indexOf(':');
        GameRecord.Turn plain = PlainTurnLine.read(line, 7, colon + 1, 3, NUMBER_AT);
        TurnLineReader reader = new TurnLineReader(line, 7, colon + 1, 3, NUMBER_AT);
        GameRecord.Turn general = reader.read();
        if (plain != null) {
            assertNull(reader.problemMessage, line);
            assertEquals(general, plain, line);
        }
        return plain;
    }

    /** The lines simulate and play write, and their spacing kin: read here, as TurnLineReader reads them. */
    @ParameterizedTest
    @ValueSource(strings = {
        "3: 13555 keep 555 -> 55556 keep 5555 -> 55556 score fives 20",
        "3: 22345 keep 2345 -> 23456 score large-straight 40",
        "3: 43265 score large-straight",
        "3: 43265 score ls 40   ",
        "3:    11311   keep 1111 ->   11511 score   ones 4",
        "Ann 3: 42433 keep 44 -> 44452 keep 444 -> 44452 score fours 12",
        "Zoë 😀 3: 42433 keep 44 -> 44452 score Fours 0012",
        "3: 66666 score yahtzee 50",
        "3: 12345 keep 1 -> 12346 score chance",
        "3: 13555 keep none -> 12345 score chance 17",
        "3: 13556 keep none -> 12345 keep none -> 12346 score chance",
    })
    void plainLine_readAsTurnLineReaderReadsIt(String line) {
        assertNotNull(compare(line), line);
    }

    /** Other spellings, and lines with problems: left to TurnLineReader. */
    @ParameterizedTest
    @ValueSource(strings = {
        "3: 13555 Keep 555 -> 55556 score fives", "3: 13555 hold 555 -> 55556 score fives",
        "3: 1 3 5 5 5 score chance", "3: 1,3,5,5,5 score chance", "3: 13555\tscore chance",
        "3: 13555 keep None -> 12345 score chance", "3: 13555 keep 555->55556 score fives",
        "3: 13555 score full house", "3: 13555 score chance +15", "3: 13555 score chance 15 16",
        "3: 13555 score", "3: 13555", "3: 13575 score chance", "3: 135551 score chance",
        "3: 13555 keep 555555 -> 55556 score fives", "3: 13555 keep 5 -> 1 -> 12345 score fives",
        "3: 12345 keep 1 -> 12346 keep 1 -> 12346 keep 1 -> 12345 score chance",
        "3: 12345 score nines", "3: 12345 score 15", "3: 12345 SCORE chance", "3: 12345 score chancé",
        "3: 12345 score chance 1234567890", "3: 12345 keep 12 12346 score chance",
    })
    void otherLine_leftToTurnLineReader(String line) {
        assertNull(compare(line), line);
    }

    /**
     * 10,000 lines one to three characters away from plain ones (inserted, dropped or replaced
     * by the characters that matter to either reader): each is either read alike or left alone.
     */
    @Test
    void mutatedLines_readAlikeOrLeftAlone() {
        List<String> plain = List.of("3: 13555 keep 555 -> 55556 keep 5555 -> 55556 score fives 20",
                "Bob 3: 43265 score large-straight", "3: 11311 keep 1111 -> 11511 score ones 4");
        SplittableRandom random = new SplittableRandom(25);
        int read = 0;
        for (int n = 0; n < 10_000; n++) {
            read += compare(mutated(plain.get(random.nextInt(plain.size())), random, false)) != null ? 1 : 0;
        }
        assertTrue(read > 300, "mutations that stay plain and are read here: " + read);
    }

    /**
     * {@code line} one to three characters away (inserted, dropped or replaced by the characters
     * that matter to the readers), after its ':' or, {@code wholeLine}, anywhere.
     */
    static String mutated(String line, SplittableRandom random, boolean wholeLine) {
        String alphabet = " \t,->0123456789keepscorehold+none:é😀";
        StringBuilder out = new StringBuilder(line);
        for (int edits = 1 + random.nextInt(3); edits > 0; edits--) {
            int from = wholeLine ? 0 : out.indexOf(":") + 1;
            int at = from + random.nextInt(out.length() - from + 1);
            int kind = random.nextInt(3);
            if (kind != 1 && at < out.length()) {
                out.deleteCharAt(at);
            }
            if (kind != 0) {
                int c = alphabet.codePointAt(alphabet.offsetByCodePoints(0,
                        random.nextInt(alphabet.codePointCount(0, alphabet.length()))));
                out.insert(Math.min(at, out.length()), Character.toChars(c));
            }
        }
        return out.toString();
    }
}
