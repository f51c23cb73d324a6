package org.yahtzee.cli.advise;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.util.List;
import org.yahtzee.advice.Option;
import org.yahtzee.cli.JsonOutput;
import org.yahtzee.cli.goal.Goal;
import org.yahtzee.cli.text.JsonWords;
import org.yahtzee.cli.text.Move;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Rules;

/**
 * The JSON of {@code advise --json} ({@code yahtzee-advice/1}, docs/json.md): {@code rules},
 * {@code turn}, {@code rollsLeft}, {@code dice}, {@code cardTotal}, {@code optionCount} and
 * {@code options} best first, each a move ({@link JsonWords}) with {@code expectedTotal} and
 * {@code loss} and {@code sd}; under a goal also {@code goal} and, per option, {@code pGoal} and
 * {@code goalLoss}. Public for {@code serve}, whose advice must be this very JSON.
 */
public final class AdviceJson implements JsonOutput.Fields {
    private final Rules rules;
    private final Scorecard card;
    private final int rollId;
    private final int rollsLeft;
    private final RankedOptions ranked;
    private final Goal goal;
    private final int shown;

    /** The advice of {@code ranked} by expected score. */
    public AdviceJson(Rules rules, Scorecard card, int rollId, int rollsLeft, RankedOptions ranked, int shown) {
        this(rules, card, rollId, rollsLeft, ranked, Goal.EV, shown);
    }

    /** The advice of {@code ranked}, ranked for {@code goal} ({@link Goal#EV}: no goal fields). */
    public AdviceJson(Rules rules, Scorecard card, int rollId, int rollsLeft, RankedOptions ranked, Goal goal, int shown) {
        this.rules = rules;
        this.card = card;
        this.rollId = rollId;
        this.rollsLeft = rollsLeft;
        this.ranked = ranked;
        this.goal = goal;
        this.shown = Math.min(shown, ranked.options().size());
    }

    @Override
    public void write(JsonGenerator json) throws IOException {
        json.writeStringField("rules", rules.canonicalName());
        json.writeNumberField("turn", card.turn());
        json.writeNumberField("rollsLeft", rollsLeft);
        json.writeStringField("dice", JsonWords.dice(KeepLattice.keepOfRoll(rollId)));
        json.writeNumberField("cardTotal", card.total());
        if (goal.kind() != Goal.Kind.EV) {
            json.writeStringField("goal", goal.name());
        }
        List<Option> options = ranked.options();
        json.writeNumberField("optionCount", options.size());
        json.writeArrayFieldStart("options");
        for (int i = 0; i < shown; i++) {
            Option o = options.get(i);
            json.writeStartObject();
            JsonWords.writeMove(json, Move.of(o));
            json.writeNumberField("expectedTotal", card.total() + o.value());
            json.writeNumberField("loss", o.loss());
            json.writeNumberField("sd", ranked.sd()[i]);
            if (goal.kind() != Goal.Kind.EV) {
                json.writeNumberField("pGoal", ranked.goalValue()[i]);
                json.writeNumberField("goalLoss", ranked.goalLoss(i));
            }
            json.writeEndObject();
        }
        json.writeEndArray();
    }
}
