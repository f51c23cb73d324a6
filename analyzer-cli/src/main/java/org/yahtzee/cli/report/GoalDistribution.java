package org.yahtzee.cli.report;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.ProgressLine;
import org.yahtzee.cli.simulate.SimulationRows;
import org.yahtzee.cli.simulate.SimulationRows.Row;
import org.yahtzee.engine.Distribution;
import org.yahtzee.engine.Engine;
import org.yahtzee.engine.Goal;
import org.yahtzee.engine.Policy;
import org.yahtzee.engine.SimulatedScores;
import org.yahtzee.engine.Simulation;

/**
 * {@code report distribution --goal reach:T}: the reach player's final score beside expected-score
 * play's exact figures. No exact distribution of a goal player is known (its play depends on the
 * points, not only the state), so its figures are simulated, each with its 95% interval; its
 * chance of the target is also the reach table's exact value, which the simulation checks.
 *
 * @param goal    the reach goal
 * @param games   games simulated
 * @param seed    their seed
 * @param pBest   the reach table's P(final >= T) from the empty card
 * @param rows    the goal's row first, then report distribution's statistics up to the boxes:
 *                each simulated for the goal player, its {@code exact} expected-score play's
 */
record GoalDistribution(Goal goal, int games, long seed, double pBest, Row[] rows) {

    /**
     * Plays {@code games} games for {@code goal} (a reach goal, target 0..500) with {@code engine}
     * and sets them beside {@code average}.
     */
    static GoalDistribution simulate(Engine engine, Goal goal, int games, long seed, int threads, Distribution average,
            Environment environment, PrintWriter err) {
        Simulation player = engine.exactSimulation(List.of(Policy.of(goal)), threads);
        SimulatedScores played;
        try (ProgressLine progress = new ProgressLine(err, "playing " + games + " games for " + goal.name(), environment)) {
            played = player.play(games, seed, threads, progress);
        }
        Row[] rows = SimulationRows.withGoal(SimulationRows.headline(played, average), goal.name(), played, goal.target(),
                average.atLeast(goal.target()));
        return new GoalDistribution(goal, games, seed, engine.bestChance(goal.target()), rows);
    }

    void printText(PrintWriter out) {
        out.printf(Locale.ROOT, "%ngoal            %s: the best chance of %d or more; %d games simulated (seed %d)%n",
                goal.name(), goal.target(), games, seed);
        out.printf(Locale.ROOT, "%-22s %16s %16s  %s%n", "statistic", "for the average", "for " + goal.name(), "95% interval");
        for (Row r : rows) {
            out.printf(Locale.ROOT, "%-22s %16s %16s  [%s, %s]%n", r.name(), r.text(r.exact()), r.text(r.value()),
                    r.text(r.low()), r.text(r.high()));
        }
        out.printf(Locale.ROOT, "%s met: exactly %s at best (the reach table), which the games' interval %s%n", goal.name(),
                rows[0].text(pBest), rows[0].contains(pBest) ? "holds" : "MISSES");
    }

    void writeJson(JsonGenerator json) throws IOException {
        json.writeObjectFieldStart("goal");
        json.writeStringField("name", goal.name());
        json.writeNumberField("games", games);
        json.writeNumberField("seed", seed);
        json.writeNumberField("confidence", SimulationRows.CONFIDENCE);
        json.writeNumberField("pBest", pBest);
        json.writeArrayFieldStart("statistics");
        for (Row r : rows) {
            json.writeStartObject();
            json.writeStringField("name", r.name());
            json.writeNumberField("average", r.exact());
            json.writeNumberField("value", r.value());
            json.writeNumberField("low", r.low());
            json.writeNumberField("high", r.high());
            json.writeEndObject();
        }
        json.writeEndArray();
        json.writeEndObject();
    }
}
