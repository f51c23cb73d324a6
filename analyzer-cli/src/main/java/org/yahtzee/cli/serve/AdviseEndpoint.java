package org.yahtzee.cli.serve;

import java.io.IOException;
import java.util.List;
import org.yahtzee.cli.JsonOutput;
import org.yahtzee.cli.advise.AdviceJson;
import org.yahtzee.cli.goal.GoalWords;
import org.yahtzee.cli.text.DiceParser;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.engine.Advice;
import org.yahtzee.engine.Dice;
import org.yahtzee.engine.Goal;
import org.yahtzee.engine.GoalUnavailableException;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Rules;

/**
 * {@code POST /api/v1/advise}: the inputs of {@code advise} as a JSON object, the answer
 * {@code advise --json}'s object, written by the same class. Fields: {@code dice} (required,
 * as {@code --dice}), {@code rules}, {@code card} (as {@code --card}, or an object of boxes and
 * points), {@code rollsLeft}, {@code yahtzeeBonuses}, {@code top} (a number or {@code "all"}),
 * {@code goal} ({@code ev} or {@code reach:T}, as {@code --goal}).
 * Every value is read by the command line's own parsers, so a bad one gets the same message.
 */
final class AdviseEndpoint implements Endpoint {

    private static final List<String> FIELDS = List.of("rules", "card", "dice", "rollsLeft", "yahtzeeBonuses", "top", "goal");
    /** As {@code advise --top}'s default. */
    private static final int TOP = 10;

    private final Engine engine;
    private final Rules defaultRules;

    AdviseEndpoint(Engine engine, Rules defaultRules) {
        this.engine = engine;
        this.defaultRules = defaultRules;
    }

    @Override
    public void handle(ApiExchange exchange) throws IOException, ApiError {
        exchange.query(); // every input is in the body: any query parameter is unknown
        RequestObject request = RequestObject.parse(exchange.body());
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
        Goal goal = goal(request);
        Scorecard card = CardParameter.read(request, rules, false);

        Advice advice;
        try {
            advice = engine.advise(rules, card, Dice.ofId(rollId), rollsLeft, goal);
        } catch (GoalUnavailableException e) {
            throw unavailable(e, card, goal);
        }
        exchange.sendJson(200, JsonOutput.ADVICE, new AdviceJson(advice, shown), false);
    }

    /** {@code goal}: {@code ev} (the default) or {@code reach:T}, as {@code --goal} reads them; win has no one to beat here. */
    private static Goal goal(RequestObject request) throws ApiError {
        String text = request.string("goal", "the goal, ev or reach:T");
        Goal goal;
        try {
            goal = text == null ? Goal.EV : GoalWords.parse(text);
        } catch (IllegalArgumentException e) {
            throw ApiError.badValue("goal", "goal " + e.getMessage());
        }
        if (goal.kind() == Goal.Kind.WIN) {
            throw ApiError.badValue("goal", "goal win needs other players to beat: the advisor plays one card; try reach:T");
        }
        return goal;
    }

    /**
     * Why a reach goal is not answered here: a card with more than 6 open boxes reads the reach
     * table, which must be cached (solving it takes about a minute), and a target it covers from
     * the card (a solve of the card's own would take seconds).
     */
    private static ApiError unavailable(GoalUnavailableException e, Scorecard card, Goal goal) {
        String rules = card.rules().canonicalName();
        if (e.reason() == GoalUnavailableException.Reason.NOT_BUILT) {
            return ApiError.badValue("goal", "the " + rules + " reach table is not built yet: "
                    + "yahtzee report goals --rules " + rules + " builds it once (about a minute); "
                    + "cards with 6 or fewer open boxes need none");
        }
        return ApiError.badValue("goal", "reach:" + goal.target() + " is beyond the reach table from this card "
                + "(targets up to 500 from a new game); cards with 6 or fewer open boxes take any target");
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
