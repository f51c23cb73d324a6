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
import org.yahtzee.engine.Seat;
import org.yahtzee.engine.Yahtzee;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Rules;

/**
 * {@code POST /api/v1/advise}: the inputs of {@code advise} as a JSON object, the answer
 * {@code advise --json}'s object, written by the same class. Fields: {@code dice} (required,
 * as {@code --dice}), {@code rules}, {@code card} (as {@code --card}, or an object of boxes and
 * points), {@code rollsLeft}, {@code yahtzeeBonuses}, {@code top} (a number or {@code "all"}),
 * {@code goal} ({@code ev}, {@code reach:T} or {@code win}, as {@code --goal}), {@code record}
 * (the game in progress, in place of {@code card}: the win goal's other players, {@link RecordSeat},
 * after the session's finished games) and {@code games} (the games planned in the session, as
 * {@code play --games}).
 * Every value is read by the command line's own parsers, so a bad one gets the same message.
 */
final class AdviseEndpoint implements Endpoint {

    private static final List<String> FIELDS = List.of("rules", "card", "dice", "rollsLeft", "yahtzeeBonuses", "top", "goal",
            RecordSeat.FIELD, RecordSeat.GAMES);
    /** The words of the error for a reach table not in the cache, after the rules' name. */
    static final String NOT_BUILT = "reach table is not built yet";
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
        Rules named = RulesParameter.read(request.string("rules", "a rule set"), null);
        String recordText = request.string(RecordSeat.FIELD, "the game in progress as a game record");
        int games = games(request, recordText != null);
        RecordSeat seat = recordText == null ? null : RecordSeat.read(recordText, named, games);
        Rules rules = seat != null ? seat.rules() : named != null ? named : defaultRules;
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
        Goal goal = goal(request, seat);
        Scorecard card;
        if (seat == null) {
            card = CardParameter.read(request, rules, false);
        } else if (request.has("card") || request.has("yahtzeeBonuses")) {
            throw ApiError.badValue(request.has("card") ? "card" : "yahtzeeBonuses", "the card comes from the record: "
                    + "give card and yahtzeeBonuses, or record, not both");
        } else {
            card = seat.card();
        }

        Advice advice;
        try {
            advice = engine.advise(rules, card, Dice.ofId(rollId), rollsLeft, goal,
                    seat == null ? Seat.alone() : seat.seat());
        } catch (GoalUnavailableException e) {
            throw unavailable(e, card, goal);
        }
        exchange.sendJson(200, JsonOutput.ADVICE, new AdviceJson(advice, shown), false);
    }

    /**
     * {@code goal}: {@code ev} (the default), {@code reach:T} or {@code win}, as {@code --goal}
     * reads them; win only with a record of two or more players to beat.
     */
    private static Goal goal(RequestObject request, RecordSeat seat) throws ApiError {
        String text = request.string("goal", "the goal, ev, reach:T or win");
        Goal goal;
        try {
            goal = text == null ? Goal.EV : GoalWords.parse(text);
        } catch (IllegalArgumentException e) {
            throw ApiError.badValue("goal", "goal " + e.getMessage());
        }
        if (goal.kind() == Goal.Kind.WIN && (seat == null || seat.seat().playerCount() < 2)) {
            throw ApiError.badValue("goal", "goal win needs other players to beat: give the game in progress as "
                    + "record, with two or more players; alone, try reach:T");
        }
        return goal;
    }

    /**
     * Why a goal is not answered here: a reach goal on a card with more than 6 open boxes, or the
     * win goal on one with more than 7, reads the reach table, which must be cached (solving it
     * takes about half a minute), and a target it covers from the card (a solve of the card's own
     * would take seconds).
     */
    private static ApiError unavailable(GoalUnavailableException e, Scorecard card, Goal goal) {
        if (e.reason() == GoalUnavailableException.Reason.NOT_BUILT) {
            return notBuilt(card.rules(), goal.kind() == Goal.Kind.WIN ? "cards with 7 or fewer open boxes need none"
                    : "cards with 6 or fewer open boxes need none");
        }
        return ApiError.badValue("goal", "reach:" + goal.target() + " is beyond the reach table from this card "
                + "(targets up to 500 from a new game); cards with 6 or fewer open boxes take any target");
    }

    /**
     * The goal needs the rules' reach table, not in the cache: the bad-value error on the field
     * {@code goal} that the pages recognise by {@link #NOT_BUILT} and offer to build it.
     */
    static ApiError notBuilt(Rules rules, String whatNeedsNone) {
        String name = rules.canonicalName();
        return ApiError.badValue("goal", "the " + name + " " + NOT_BUILT + ": it takes about half a minute, once "
                + "(POST /api/v1/reach-table/build, or yahtzee report goals --rules " + name + "); " + whatNeedsNone);
    }

    /**
     * {@code games}: the games planned in the session the record's last game belongs to, 1..6
     * as {@code play --games} takes them; 0 (absent) for as many as the record has. Only with a
     * record: the session's totals come from its finished games.
     */
    private static int games(RequestObject request, boolean hasRecord) throws ApiError {
        if (!request.has(RecordSeat.GAMES)) {
            return 0;
        }
        if (!hasRecord) {
            throw ApiError.badValue(RecordSeat.GAMES, "games (the games of the session) needs the session's games so far "
                    + "as record");
        }
        int games = request.integer(RecordSeat.GAMES, "the games of the session, 1 to " + Yahtzee.SESSION_MAX_GAMES, 0);
        if (games < 1 || games > Yahtzee.SESSION_MAX_GAMES) {
            throw ApiError.badValue(RecordSeat.GAMES, "games: a session has 1 to " + Yahtzee.SESSION_MAX_GAMES
                    + " games (the rule sheets' most), was " + games);
        }
        return games;
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
