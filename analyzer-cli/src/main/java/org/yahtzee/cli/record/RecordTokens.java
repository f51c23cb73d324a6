package org.yahtzee.cli.record;

import org.yahtzee.dice.KeepLattice;

/**
 * The words of a turn that the text and JSON forms share: rolls and kept dice. Each check
 * returns null when the word is good, else the problem and the offset in the word at fault.
 */
final class RecordTokens {

    /** A problem in a word: the message and the offset of the character at fault (0 = the start). */
    record Bad(String message, int offset) {
    }

    private RecordTokens() {
    }

    /** Checks five digits 1..6. */
    static Bad checkRoll(String word) {
        for (int i = 0; i < word.length(); i++) {
            char c = word.charAt(i);
            if (c < '1' || c > '6') {
                return new Bad("'" + word + "' is not a roll: '" + c + "' is not a die, expected five digits 1..6", i);
            }
        }
        if (word.length() != 5) {
            return new Bad("'" + word + "' is not a roll: " + word.length() + " dice, expected five digits 1..6", 0);
        }
        return null;
    }

    /** Checks 1..5 digits 1..6, or none (also {@code ""} in JSON). */
    static Bad checkKept(String word) {
        if (isNone(word)) {
            return null;
        }
        for (int i = 0; i < word.length(); i++) {
            char c = word.charAt(i);
            if (c < '1' || c > '6') {
                return new Bad("bad kept dice '" + word + "': '" + c
                        + "' is not a die, expected up to five digits 1..6 or 'none'", i);
            }
        }
        if (word.length() > 5) {
            return new Bad("bad kept dice '" + word + "': " + word.length() + " dice, expected at most five", 0);
        }
        return null;
    }

    static boolean isNone(String word) {
        return word.isEmpty() || word.equalsIgnoreCase("none");
    }

    /** The rollId of a good roll word. */
    static int rollId(String word) {
        return keepId(word) - KeepLattice.ROLL_BASE;
    }

    /** The keepId of a good kept-dice word ({@code none} is the empty keep). */
    static int keepId(String word) {
        if (isNone(word)) {
            return KeepLattice.EMPTY_KEEP;
        }
        int[] dice = new int[word.length()];
        for (int i = 0; i < dice.length; i++) {
            dice[i] = word.charAt(i) - '0';
        }
        return KeepLattice.ofDice(dice);
    }
}
