package org.yahtzee.cli.value;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import org.yahtzee.cli.JsonOutput;
import org.yahtzee.cli.report.ReportDistributionCommand;
import org.yahtzee.engine.Distribution;
import org.yahtzee.engine.Goal;
import org.yahtzee.game.Scorecard;

/**
 * The JSON of {@code value --json} ({@code yahtzee-value/1}, docs/json.md): the card
 * ({@code rules}, {@code turn} unless the game is over, {@code openBoxes}, {@code cardTotal}),
 * the tables' {@code expectedTotal} and {@code sd}, and {@code exact}: the exact distribution's
 * figures with its whole {@code histogram}.
 */
public final class ValueJson implements JsonOutput.Fields {
    private final PositionValue value;

    public ValueJson(PositionValue value) {
        this.value = value;
    }

    @Override
    public void write(JsonGenerator json) throws IOException {
        Scorecard card = value.card();
        json.writeStringField("rules", card.rules().canonicalName());
        if (!card.isComplete()) {
            json.writeNumberField("turn", card.turn());
        }
        json.writeNumberField("openBoxes", value.openBoxes());
        json.writeNumberField("cardTotal", card.total());
        json.writeNumberField("expectedTotal", value.expectedTotal());
        json.writeNumberField("sd", value.sd());
        Distribution d = value.exact();
        json.writeObjectFieldStart("exact");
        json.writeNumberField("mean", d.mean());
        json.writeNumberField("sd", d.standardDeviation());
        json.writeNumberField("lowest", d.lowest());
        json.writeNumberField("highest", d.highest());
        json.writeObjectFieldStart("percentiles");
        for (int q : PositionValue.PERCENTILES) {
            json.writeNumberField(Integer.toString(q), d.percentile(q / 100.0));
        }
        json.writeEndObject();
        json.writeObjectFieldStart("pAtLeast");
        for (int x : value.thresholds()) {
            json.writeNumberField(Integer.toString(x), d.atLeast(x));
        }
        json.writeEndObject();
        ReportDistributionCommand.writeHistogram(json, d);
        json.writeEndObject();
        if (value.goal().kind() == Goal.Kind.REACH) {
            json.writeStringField("goal", value.goal().name());
            json.writeNumberField("pGoal", value.pGoal());
            json.writeNumberField("pGoalEv", d.atLeast(value.goal().target()));
        }
        json.writeNumberField("seconds", Math.round(value.seconds() * 1000) / 1000.0);
        json.writeNumberField("threads", value.threads());
    }
}
