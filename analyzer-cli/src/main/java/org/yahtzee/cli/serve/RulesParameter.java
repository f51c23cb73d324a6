package org.yahtzee.cli.serve;

import org.yahtzee.cli.text.UserText;
import org.yahtzee.rules.Rules;

/** A {@code rules} field or query parameter, read as {@code --rules} is. */
final class RulesParameter {

    private RulesParameter() {
    }

    /**
     * The rules a query names, its one parameter {@code rules}, or {@code absent} if none is.
     *
     * @throws ApiError as {@link ApiExchange#query} and {@link #read} throw
     */
    static Rules ofQuery(ApiExchange exchange, Rules absent) throws ApiError {
        return read(exchange.query("rules").get("rules"), absent);
    }

    /**
     * The rules named, or {@code absent} if none is.
     *
     * @throws ApiError unknown-rules with {@link Rules#parse}'s message, the command line's
     */
    static Rules read(String text, Rules absent) throws ApiError {
        if (text == null) {
            return absent;
        }
        try {
            return Rules.parse(text);
        } catch (IllegalArgumentException e) {
            // Rules.parse quotes the text whole: cut it as every echo is (80 characters, then its length).
            String message = e.getMessage().replace("'" + text + "'", UserText.quote(text));
            throw new ApiError(ApiError.Kind.UNKNOWN_RULES, "rules", UserText.printable(message));
        }
    }
}
