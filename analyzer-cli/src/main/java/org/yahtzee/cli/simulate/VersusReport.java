package org.yahtzee.cli.simulate;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import org.yahtzee.cli.JsonOutput;
import org.yahtzee.cli.options.RulesOption;
import org.yahtzee.cli.simulate.SimulationRows.Row;
import org.yahtzee.engine.Contender;
import org.yahtzee.engine.WinMatchResult;
import org.yahtzee.engine.Yahtzee;
import org.yahtzee.rules.Rules;

/**
 * What {@code simulate --versus} prints: per player the mean score, the win, draw and loss
 * rates, each with its 95% interval, and the distribution of the margin against the best other
 * player; for {@code win,ev} also the match's paired estimate ({@link WinMatchResult}); as text or as
 * {@code yahtzee-versus/1} JSON.
 */
final class VersusReport {
    /** Percentiles of the margin printed. */
    private static final int[] MARGIN_PERCENTILES = {5, 25, 50, 75, 95};

    private final Rules rules;
    private final List<PlayerPolicy> policies;
    private final Contender[] players;
    private final int games;
    private final long seed;
    private WinMatchResult winMatch;

    VersusReport(Rules rules, List<PlayerPolicy> policies, Contender[] players, int games, long seed) {
        this.rules = rules;
        this.policies = policies;
        this.players = players;
        this.games = games;
        this.seed = seed;
    }

    /** Adds the paired estimate of a win-against-ev match. */
    VersusReport withWinMatch(WinMatchResult match) {
        this.winMatch = match;
        return this;
    }

    /**
     * The win player's chance by the paired estimate, with its interval: Student t on the
     * differences, as {@link Intervals#mean} takes a mean. Each game adds 1/2 + (its result - the
     * shadow's), -1/2 to 3/2; when every game gave the same (8 games, none departing in outcome)
     * the interval was [0.5, 0.5]. A chance, so cut to 0..1.
     */
    private Row pairedChance() {
        double value = winMatch.pairedChance();
        double variance = games * winMatch.pairedStandardError() * winMatch.pairedStandardError();
        double[] ci = Intervals.mean(games, value, variance, SimulationRows.t(games), -0.5, 1.5, SimulationRows.CONFIDENCE);
        return new Row("paired chance", value, Math.max(0, ci[0]), Math.min(1, ci[1]), Double.NaN, true);
    }

    private Row mean(Contender p) {
        return SimulationRows.meanRow("mean", games, p.scoreSum(), p.scoreSquares(), SimulationRows.t(games),
                Yahtzee.MAX_SCORE, Double.NaN);
    }

    private Row rate(String name, long count) {
        return SimulationRows.proportion(name, games, (int) count, Double.NaN);
    }

    /** The margin (score minus the best other score) at rank ceil(q n) - 1 of the player's games. */
    private int marginPercentile(Contender p, double q) {
        long rank = Math.max(0, (long) Math.ceil(q * games) - 1);
        long below = 0;
        for (int m = -Yahtzee.MAX_SCORE; ; m++) {
            below += p.margin(m);
            if (below > rank) {
                return m;
            }
        }
    }

    void printText(PrintWriter out, double seconds, int threads) {
        out.printf(Locale.ROOT, "rules           %s%n", RulesOption.describe(rules));
        out.printf(Locale.ROOT, "games           %d (seed %d), each player on dice of its own, %.1f s on %d threads%n",
                games, seed, seconds, threads);
        out.printf(Locale.ROOT, "%n%-7s %-10s %8s  %-18s %8s  %-18s %7s %7s%n", "player", "policy", "mean",
                "95% interval", "wins", "95% interval", "draws", "losses");
        for (int i = 0; i < players.length; i++) {
            Contender p = players[i];
            Row mean = mean(p);
            Row wins = rate("wins", p.wins());
            out.printf(Locale.ROOT, "%-7d %-10s %8.2f  [%7.2f, %7.2f]  %7.2f%%  [%6.2f%%, %6.2f%%] %6.2f%% %6.2f%%%n",
                    i + 1, policies.get(i).word(), mean.value(), mean.low(), mean.high(), 100 * wins.value(),
                    100 * wins.low(), 100 * wins.high(), 100.0 * p.draws() / games, 100.0 * p.losses() / games);
        }
        out.printf(Locale.ROOT, "%nmargin: the player's score minus the best other player's, per game%n");
        out.printf(Locale.ROOT, "%-7s %-10s %8s", "player", "policy", "mean");
        for (int q : MARGIN_PERCENTILES) {
            out.printf(Locale.ROOT, " %6s", q + "%");
        }
        out.println();
        for (int i = 0; i < players.length; i++) {
            Contender p = players[i];
            out.printf(Locale.ROOT, "%-7d %-10s %8.2f", i + 1, policies.get(i).word(), marginMean(p));
            for (int q : MARGIN_PERCENTILES) {
                out.printf(Locale.ROOT, " %6d", marginPercentile(p, q / 100.0));
            }
            out.println();
        }
        if (winMatch != null) {
            Row paired = pairedChance();
            out.printf(Locale.ROOT, "%nwin against ev, paired: an ev player also plays the win player's own dice; its chance "
                    + "against ev is exactly 1/2%n");
            out.printf(Locale.ROOT, "win's chance (a tie 1/2)   %6.2f%%  [%6.2f%%, %6.2f%%]  1/2 + mean of (win's result - "
                    + "that player's)%n", 100 * paired.value(), 100 * paired.low(), 100 * paired.high());
            out.printf(Locale.ROOT, "seated first / second      %6.2f%% / %.2f%% (its own results)%n",
                    100 * winMatch.chanceSeated(true), 100 * winMatch.chanceSeated(false));
            out.printf(Locale.ROOT, "games it played a move ev would not  %d (%.1f%%)%n", winMatch.departed(),
                    100.0 * winMatch.departed() / games);
        }
        out.flush();
    }

    private double marginMean(Contender p) {
        double sum = 0;
        for (int m = -Yahtzee.MAX_SCORE; m <= Yahtzee.MAX_SCORE; m++) {
            sum += (double) m * p.margin(m);
        }
        return sum / games;
    }

    void printJson(PrintWriter out, double seconds, int threads) throws IOException {
        JsonOutput.printObject(out, JsonOutput.VERSUS, json -> {
            json.writeStringField("rules", rules.canonicalName());
            json.writeNumberField("games", games);
            json.writeNumberField("seed", seed);
            json.writeNumberField("confidence", SimulationRows.CONFIDENCE);
            json.writeArrayFieldStart("players");
            for (int i = 0; i < players.length; i++) {
                writePlayer(json, i);
            }
            json.writeEndArray();
            if (winMatch != null) {
                json.writeObjectFieldStart("winMatch");
                writeStatistic(json, "pairedChance", pairedChance());
                json.writeNumberField("chanceSeatedFirst", winMatch.chanceSeated(true));
                json.writeNumberField("chanceSeatedSecond", winMatch.chanceSeated(false));
                json.writeNumberField("departedGames", winMatch.departed());
                json.writeEndObject();
            }
            json.writeNumberField("seconds", Math.round(seconds * 1000) / 1000.0);
            json.writeNumberField("threads", threads);
        });
    }

    private void writePlayer(JsonGenerator json, int i) throws IOException {
        Contender p = players[i];
        json.writeStartObject();
        json.writeNumberField("player", i + 1);
        json.writeStringField("policy", policies.get(i).word());
        writeStatistic(json, "meanScore", mean(p));
        json.writeNumberField("wins", p.wins());
        json.writeNumberField("draws", p.draws());
        json.writeNumberField("losses", p.losses());
        writeStatistic(json, "winRate", rate("wins", p.wins()));
        writeStatistic(json, "drawRate", rate("draws", p.draws()));
        writeStatistic(json, "lossRate", rate("losses", p.losses()));
        json.writeNumberField("meanMargin", marginMean(p));
        json.writeArrayFieldStart("margins");
        for (int m = -Yahtzee.MAX_SCORE; m <= Yahtzee.MAX_SCORE; m++) {
            if (p.margin(m) > 0) {
                json.writeStartObject();
                json.writeNumberField("margin", m);
                json.writeNumberField("games", p.margin(m));
                json.writeEndObject();
            }
        }
        json.writeEndArray();
        json.writeEndObject();
    }

    private static void writeStatistic(JsonGenerator json, String name, Row row) throws IOException {
        json.writeObjectFieldStart(name);
        json.writeNumberField("value", row.value());
        json.writeNumberField("low", row.low());
        json.writeNumberField("high", row.high());
        json.writeEndObject();
    }
}
