package org.yahtzee.cli.serve;

import java.io.IOException;
import java.util.List;
import org.yahtzee.cli.JsonOutput;
import org.yahtzee.cli.value.PositionValue;
import org.yahtzee.cli.value.ValueJson;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Rules;

/**
 * {@code POST /api/v1/value}: the inputs of {@code value} as a JSON object ({@code rules},
 * {@code card}, {@code yahtzeeBonuses}), the answer {@code value --json}'s object, written by the
 * same class. The exact distribution from a card with many open boxes takes seconds (9 s from a
 * new game), more than a request may hold a worker: cards with more than {@link #MOST_OPEN}
 * open boxes are refused with a 400 that says so.
 */
final class ValueEndpoint implements Endpoint {
    /** About a second on one thread; 11 open boxes take 2-3 s, 13 about 9 s on two. */
    static final int MOST_OPEN = 10;
    private static final List<String> FIELDS = List.of("rules", "card", "yahtzeeBonuses");

    private final Engine engine;
    private final Rules defaultRules;

    ValueEndpoint(Engine engine, Rules defaultRules) {
        this.engine = engine;
        this.defaultRules = defaultRules;
    }

    @Override
    public void handle(ApiExchange exchange) throws IOException, ApiError {
        exchange.query(); // every input is in the body: any query parameter is unknown
        RequestObject request = RequestObject.parse(exchange.body());
        request.only(FIELDS);
        Rules rules = RulesParameter.read(request.string("rules", "a rule set"), defaultRules);
        Scorecard card = CardParameter.read(request, rules, true);
        int open = card.openCount();
        if (open > MOST_OPEN) {
            throw ApiError.badValue("card", "the card has " + open + " open boxes: the server values cards with at most "
                    + MOST_OPEN + " (more take seconds; yahtzee value computes any card)");
        }
        PositionValue value = PositionValue.of(engine.value(rules, card), PositionValue.THRESHOLDS);
        exchange.sendJson(200, JsonOutput.VALUE, new ValueJson(value), false);
    }
}
