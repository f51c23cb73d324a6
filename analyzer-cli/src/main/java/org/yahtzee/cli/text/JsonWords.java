package org.yahtzee.cli.text;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.engine.Move;

/**
 * The one representation of dice, keeps, boxes and moves in every JSON output (docs/json.md,
 * docs/schemas/vocabulary.schema.json): dice and keeps are strings of digits ascending,
 * {@code "12344"}, with {@code ""} for no dice; a box is its canonical name; a move is
 * {@code {"action": "keep", "keep": "44"}}, {@code {"action": "keep", "keep": "12345", "box":
 * "large-straight", "points": 40}} (a stand pat) or {@code {"action": "score", "box": "sixes",
 * "points": 18}}. The text forms are {@link Words}'.
 */
public final class JsonWords {
    /*
     * Implementation notes. Dice are strings, not arrays of numbers: game records (a format people
     * and other programs write) already have them so, --dice takes them so, "" says "no dice"
     * without a second word for it, and ascending digits make equal dice equal strings that a
     * consumer compares with ==. A stand pat is a keep that also names the box and points, so a
     * consumer that only reads "keep" still holds the right dice.
     */

    private JsonWords() {
    }

    /** Dice as ascending digits, {@code "12344"}; {@code ""} for none. */
    public static String dice(int keepId) {
        return KeepLattice.digits(keepId);
    }

    /** Writes the move's fields into the object being written: {@code action}, then {@code keep} and/or {@code box} and {@code points}. */
    public static void writeMove(JsonGenerator json, Move move) throws IOException {
        json.writeStringField("action", move.isKeep() ? "keep" : "score");
        if (move.isKeep()) {
            json.writeStringField("keep", dice(move.keepId()));
        }
        if (move.box() != null) {
            json.writeStringField("box", move.box().canonicalName());
            json.writeNumberField("points", move.points());
        }
    }
}
