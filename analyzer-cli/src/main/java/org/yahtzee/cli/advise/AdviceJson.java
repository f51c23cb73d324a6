package org.yahtzee.cli.advise;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.util.List;
import org.yahtzee.cli.JsonOutput;
import org.yahtzee.cli.text.JsonWords;
import org.yahtzee.engine.Advice;
import org.yahtzee.engine.Choice;
import org.yahtzee.engine.Goal;
import org.yahtzee.game.Scorecard;

/**
 * The JSON of {@code advise --json} ({@code yahtzee-advice/1}, docs/json.md): {@code rules},
 * {@code turn}, {@code rollsLeft}, {@code dice}, {@code cardTotal}, {@code optionCount} and
 * {@code options} best first, each a move ({@link JsonWords}) with {@code expectedTotal} and
 * {@code loss} and {@code sd}; under a goal also {@code goal} and, per option, {@code pGoal} and
 * {@code goalLoss}. Public for {@code serve}, whose advice must be this very JSON.
 */
public final class AdviceJson implements JsonOutput.Fields {
    private final Advice advice;
    private final int shown;

    /** The first {@code shown} options of {@code advice} (all if it has fewer). */
    public AdviceJson(Advice advice, int shown) {
        this.advice = advice;
        this.shown = Math.min(shown, advice.choices().size());
    }

    @Override
    public void write(JsonGenerator json) throws IOException {
        Scorecard card = advice.card();
        Goal goal = advice.goal();
        json.writeStringField("rules", card.rules().canonicalName());
        json.writeNumberField("turn", card.turn());
        json.writeNumberField("rollsLeft", advice.rollsLeft());
        json.writeStringField("dice", advice.dice().toString());
        json.writeNumberField("cardTotal", card.total());
        if (goal.kind() != Goal.Kind.EV) {
            json.writeStringField("goal", goal.name());
        }
        List<Choice> choices = advice.choices();
        json.writeNumberField("optionCount", choices.size());
        json.writeArrayFieldStart("options");
        for (int i = 0; i < shown; i++) {
            Choice c = choices.get(i);
            json.writeStartObject();
            JsonWords.writeMove(json, c.move());
            json.writeNumberField("expectedTotal", c.expectedTotal());
            json.writeNumberField("loss", c.loss());
            json.writeNumberField("sd", c.sd());
            if (goal.kind() != Goal.Kind.EV) {
                json.writeNumberField("pGoal", c.goalValue());
                json.writeNumberField("goalLoss", c.goalLoss());
            }
            json.writeEndObject();
        }
        json.writeEndArray();
    }
}
