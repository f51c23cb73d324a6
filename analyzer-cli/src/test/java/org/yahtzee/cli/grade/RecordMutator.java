package org.yahtzee.cli.grade;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Mutations of game records for the fuzzer: a few random edits of characters, tokens and lines,
 * from a seeded {@link Random}, so a failure is reproduced by its seed. The edits mix blind ones
 * (any character anywhere) with ones that know the record's words (a die changed, a turn line
 * repeated, a JSON field doubled), which reach deeper than random bytes would.
 */
final class RecordMutator {

    /** Characters a blind edit writes: the record's own, the JSON's, and the troublesome. */
    private static final String[] CHARACTERS = {
        "0", "1", "2", "3", "4", "5", "6", "7", "9", "a", "z", ":", "#", " ", "\t", "\n", "\r", "{", "}", "[",
        "]", "\"", ",", "-", ">", "\\", "\u0000", "\u001b", "\u00e9", "\uD83C\uDFB2", "\uFEFF", "\u202E",
        "\u0663", "+", "."};

    /** Words and pieces of records, written in whole. */
    private static final String[] TOKENS = {
        "keep ", "score ", " -> ", "none", "all", "game: 2\n", "game: 0\n", "game: -1\n", "player: Ann\n",
        "player: Bob\n", "player: 12\n", "rules: original\n", "rules: joker=none,bonus=off\n", "rules: x\n",
        "Ann 1: ", "Cy 2: ", "hold ", "HOLD none -> ", "2 2 3 5 1", "6,6,6", " 1 ", ", ", "game 2: ",
        "13: ", "14: 11111 score chance\n", "score yahtzee", "score fh", "score ss 30", "score chance 0",
        "11111", "66666", "12345", "123456", "1234", "99999999999", "\"game\": ", "\"turns\": []", "\"points\": -3",
        "\"name\": \"\"", "\"name\": \"Ann\"", "\"box\": \"yahtzee\"", "\"kept\": [\"none\"]", "\"rolls\": [\"11111\"]",
        "\"format\": \"x\"", "\"extra\": 1", "null", "true", "1e3", "-0", "[[[[", "]]]]", "{}", "{\"a\":{\"a\":{}}}",
        "\"\\u0000\"", "\"\\ud83c\"", "# comment\n", "\n\n"};

    private final Random random;

    RecordMutator(Random random) {
        this.random = random;
    }

    /** One to four edits of {@code text}; {@code other} is another seed, for splices. */
    String mutate(String text, String other) {
        String result = text;
        int edits = 1 + random.nextInt(4);
        for (int i = 0; i < edits; i++) {
            result = edit(result, other);
        }
        return result;
    }

    /**
     * The text as UTF-8 (a lone surrogate an edit left becomes '?'), now and then with a byte
     * that is not UTF-8 put in: a record must say where such bytes are.
     */
    byte[] bytes(String text) {
        byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
        if (random.nextInt(20) != 0) {
            return utf8;
        }
        int at = random.nextInt(utf8.length + 1);
        byte[] out = new byte[utf8.length + 1];
        System.arraycopy(utf8, 0, out, 0, at);
        out[at] = random.nextBoolean() ? (byte) 0xFF : (byte) 0xC3; // never valid / a lead byte alone
        System.arraycopy(utf8, at, out, at + 1, utf8.length - at);
        return out;
    }

    private String edit(String text, String other) {
        switch (random.nextInt(10)) {
            case 0:
                return replaceAt(text, position(text), 1, pick(CHARACTERS));
            case 1:
                return replaceAt(text, position(text), 1 + random.nextInt(20), "");
            case 2: {
                int at = position(text);
                int end = Math.min(text.length(), at + 1 + random.nextInt(40));
                return text.substring(0, end) + text.substring(at, end) + text.substring(end);
            }
            case 3:
                return replaceAt(text, position(text), 0, pick(TOKENS));
            case 4:
                return changeDie(text);
            case 5:
                return swapLines(text);
            case 6:
                return repeatLine(text);
            case 7: {
                int cut = position(text);
                int from = other.isEmpty() ? 0 : random.nextInt(other.length());
                return text.substring(0, cut) + other.substring(from);
            }
            case 8:
                return replaceAt(text, position(text), random.nextInt(6), pick(TOKENS));
            default:
                return replaceAt(text, position(text), 1 + random.nextInt(3), "");
        }
    }

    /** A die 1..6 of the text made another die 1..6: often a legal record still, often not. */
    private String changeDie(String text) {
        List<Integer> dice = new ArrayList<>();
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) >= '1' && text.charAt(i) <= '6') {
                dice.add(i);
            }
        }
        if (dice.isEmpty()) {
            return text;
        }
        int at = dice.get(random.nextInt(dice.size()));
        return replaceAt(text, at, 1, Integer.toString(1 + random.nextInt(6)));
    }

    private String swapLines(String text) {
        List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
        if (lines.size() < 2) {
            return text;
        }
        int a = random.nextInt(lines.size());
        int b = random.nextInt(lines.size());
        String line = lines.get(a);
        lines.set(a, lines.get(b));
        lines.set(b, line);
        return String.join("\n", lines);
    }

    private String repeatLine(String text) {
        List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
        int at = random.nextInt(lines.size());
        int copies = 1 + random.nextInt(random.nextBoolean() ? 2 : 14);
        for (int i = 0; i < copies; i++) {
            lines.add(at, lines.get(at));
        }
        return String.join("\n", lines);
    }

    /** A char index that never splits a surrogate pair. */
    private int position(String text) {
        if (text.isEmpty()) {
            return 0;
        }
        int at = random.nextInt(text.length() + 1);
        return at < text.length() && Character.isLowSurrogate(text.charAt(at)) ? at - 1 : at;
    }

    private static String replaceAt(String text, int at, int length, String with) {
        int end = Math.min(text.length(), at + length);
        if (end < text.length() && Character.isLowSurrogate(text.charAt(end))) {
            end++;
        }
        return text.substring(0, at) + with + text.substring(end);
    }

    private String pick(String[] choices) {
        return choices[random.nextInt(choices.length)];
    }
}
