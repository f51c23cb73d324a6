package org.yahtzee.cli.serve;

import java.io.IOException;
import java.util.List;
import org.yahtzee.cli.JsonOutput;
import org.yahtzee.cli.advise.AdviceJson;
import org.yahtzee.cli.advise.RankedOptions;
import org.yahtzee.cli.text.DiceParser;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.TurnValues;

/**
 * {@code POST /api/v1/advise}: the inputs of {@code advise} as a JSON object, the answer
 * {@code advise --json}'s object, written by the same class. Fields: {@code dice} (required,
 * as {@code --dice}), {@code rules}, {@code card} (as {@code --card}, or an object of boxes and
 * points), {@code rollsLeft}, {@code yahtzeeBonuses}, {@code top} (a number or {@code "all"}).
 * Every value is read by the command line's own parsers, so a bad one gets the same message.
 */
final class AdviseEndpoint implements Endpoint {

    private static final List<String> FIELDS = List.of("rules", "card", "dice", "rollsLeft", "yahtzeeBonuses", "top");
    /** As {@code advise --top}'s default. */
    private static final int TOP = 10;

    private final Engine engine;
    private final Rules defaultRules;
    private final int bodyBytes;

    AdviseEndpoint(Engine engine, Rules defaultRules, int bodyBytes) {
        this.engine = engine;
        this.defaultRules = defaultRules;
        this.bodyBytes = bodyBytes;
    }

    @Override
    public void handle(ApiExchange exchange) throws IOException, ApiError {
        RequestObject request = RequestObject.parse(exchange.body(bodyBytes));
        request.only(FIELDS);
        Rules rules = RulesParameter.read(request.string("rules", "a rule set"), defaultRules);
        String diceText = request.string("dice", "the dice");
        if (diceText == null) {
            throw request.missing("dice", "the five dice showing, e.g. \"12344\"");
        }
        int rollId;
        try {
            rollId = DiceParser.roll(diceText);
        } catch (IllegalArgumentException e) {
            throw ApiError.badValue("dice", e.getMessage());
        }
        int rollsLeft = request.integer("rollsLeft", "the rolls left, 0, 1 or 2", 2);
        if (rollsLeft < 0 || rollsLeft > 2) {
            throw ApiError.badValue("rollsLeft", "rollsLeft must be 0, 1 or 2, was " + rollsLeft);
        }
        int shown = top(request);
        Scorecard card = CardParameter.read(request, rules, false);

        TurnValues turn = engine.analyzer(rules).analyze(card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50());
        RankedOptions ranked = RankedOptions.of(turn, engine.risk(rules), rollId, rollsLeft);
        exchange.sendJson(200, JsonOutput.ADVICE, new AdviceJson(rules, card, rollId, rollsLeft, ranked, shown), false);
    }

    /** {@code top}: a count of 1 or more, or "all". */
    private static int top(RequestObject request) throws ApiError {
        if (request.isString("top")) {
            String all = request.string("top", "");
            if (all.equals("all")) {
                return Integer.MAX_VALUE;
            }
            throw ApiError.badValue("top", "top must be a number of options (1 or more) or \"all\", was "
                    + UserText.quote(all));
        }
        int top = request.integer("top", "how many options (or \"all\")", TOP);
        if (top < 1) {
            throw ApiError.badValue("top", "top must be a number of options (1 or more) or \"all\", was " + top);
        }
        return top;
    }
}
