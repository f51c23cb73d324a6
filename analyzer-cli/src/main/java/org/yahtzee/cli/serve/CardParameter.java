package org.yahtzee.cli.serve;

import org.yahtzee.cli.text.CardParser;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Rules;

/**
 * The {@code card} and {@code yahtzeeBonuses} fields of a request: the text of {@code --card},
 * or an object of boxes and their points, read by the command line's CardParser (advise, value).
 */
final class CardParameter {
    private CardParameter() {
    }

    /**
     * The card of the request; {@code allowFull}: a card with all 13 boxes filled is a finished
     * game (value), not an error (advise).
     */
    static Scorecard read(RequestObject request, Rules rules, boolean allowFull) throws ApiError {
        int bonuses = request.integer("yahtzeeBonuses", "the extra-Yahtzee bonuses earned", 0);
        String text;
        if (request.isString("card") || !request.has("card")) {
            text = request.string("card", "");
        } else {
            RequestObject boxes = request.object("card", "the filled boxes (a string such as \"ones=3,full-house=25\")");
            StringBuilder entries = new StringBuilder();
            for (String box : boxes.names()) {
                int points = boxes.integer(box, "the points in the box", 0);
                entries.append(entries.length() == 0 ? "" : ",").append(box).append('=').append(points);
            }
            text = entries.toString();
        }
        try {
            return allowFull ? CardParser.parseAllowingFull(text, rules, bonuses) : CardParser.parse(text, rules, bonuses);
        } catch (IllegalArgumentException e) {
            throw ApiError.badValue(e.getMessage().startsWith("--yahtzee-bonuses") ? "yahtzeeBonuses" : "card",
                    e.getMessage());
        }
    }
}
