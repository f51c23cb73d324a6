package org.yahtzee.cli.simulate;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.yahtzee.cli.CommandModel;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.ExitCode;
import org.yahtzee.cli.JsonOutput;
import org.yahtzee.cli.OutputPath;
import org.yahtzee.cli.ProgressLine;
import org.yahtzee.cli.goal.GoalArgument;
import org.yahtzee.cli.options.JsonOption;
import org.yahtzee.cli.options.RulesOption;
import org.yahtzee.cli.options.ThreadsOption;
import org.yahtzee.cli.simulate.SimulationRows.Row;
import org.yahtzee.engine.Contender;
import org.yahtzee.engine.Distribution;
import org.yahtzee.engine.Engine;
import org.yahtzee.engine.Policy;
import org.yahtzee.engine.SimulatedScores;
import org.yahtzee.engine.Simulation;
import org.yahtzee.engine.WinMatchResult;
import org.yahtzee.engine.Yahtzee;
import org.yahtzee.rules.Rules;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;

/**
 * {@code yahtzee simulate}: plays N games with optimal play and seeded dice, every decision a
 * look-up in the rule set's policy table, and prints the statistics of the distribution report
 * with 95% confidence intervals beside the exact figures; with {@code --versus}, two or more
 * policies play head to head.
 */
public final class SimulateCommand implements Callable<Integer> {

    /**
     * The most games one run plays: minutes at the table's speed, and within the int range the
     * interval formulas take. Memory does not grow with the count (scores are tallied).
     */
    static final int MAX_GAMES = 1_000_000_000;

    public final CommandSpec spec = CommandModel.command(this, "simulate",
            "Play N games with optimal play and seeded dice; compare with the exact figures.",
            "Each statistic with its 95%% confidence interval and whether the exact value lies in it.",
            "The same seed gives the same games whatever the thread count. With --versus, two or more",
            "policies play the same number of games, each on dice of its own, and are compared.");
    private final RulesOption rulesOption = new RulesOption(spec);
    private final JsonOption jsonOption = new JsonOption(spec);
    private final CommandModel.Value<Integer> games = CommandModel.option(spec, OptionSpec.builder("--games")
            .paramLabel("N").type(int.class).required(true)
            .description("Games to play, 2 to " + MAX_GAMES + "."));
    private final CommandModel.Value<Long> seed = CommandModel.option(spec, OptionSpec.builder("--seed")
            .paramLabel("S").type(long.class).defaultValue("1").description("Seed of the dice (default ${DEFAULT-VALUE})."));
    private final ThreadsOption threadsOption = new ThreadsOption(spec);
    private final CommandModel.Value<Boolean> noExact = CommandModel.flag(spec, "--no-exact",
            "Do not compare with the exact figures (computed once, about 13 s, then read from the table cache).");
    private final CommandModel.Value<Path> eachGame = CommandModel.option(spec, OptionSpec.builder("--each-game")
            .paramLabel("FILE").type(Path.class)
            .description("Also write one line per game to FILE: the game's number and score."));
    private final CommandModel.Value<Boolean> records = CommandModel.flag(spec, "--records",
            "With --each-game: write the games as a game record (every roll, keep and box) that grade reads.");
    private final CommandModel.Value<String> versus = CommandModel.option(spec, OptionSpec.builder("--versus")
            .paramLabel("POLICY,POLICY[,...]").type(String.class)
            .description("Play these policies head to head: ev (optimal expected score), heuristic "
                    + "(a simple human-like player), reach:T (the best chance of T or more), win (the best chance of "
                    + "beating the other player: --versus win,ev only). Prints win, draw and loss rates, mean scores "
                    + "and margins."));
    private final GoalArgument goalArgument = new GoalArgument(spec, false,
            "simulate plays it against expected-score play with --versus win,ev");

    private final Environment environment;

    public SimulateCommand(Environment environment) {
        this.environment = environment;
    }

    @Override
    public Integer call() throws IOException {
        int games = this.games.get();
        if (games < 2 || games > MAX_GAMES) {
            throw new ParameterException(spec.commandLine(), "--games must be 2 to " + MAX_GAMES + ", was " + games);
        }
        if (records.get() && eachGame.get() == null) {
            throw new ParameterException(spec.commandLine(), "--records needs --each-game FILE: the file to write them to");
        }
        PlayerPolicy single;
        try {
            single = PlayerPolicy.of(goalArgument.goal());
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--goal " + e.getMessage());
        }
        List<PlayerPolicy> policies = null;
        if (versus.get() != null && single != PlayerPolicy.EV) {
            throw new ParameterException(spec.commandLine(), "--goal plays one policy; with --versus name each "
                    + "player's, e.g. --versus ev," + single.word());
        }
        if (versus.get() != null) {
            try {
                policies = PlayerPolicy.parseList(versus.get());
            } catch (IllegalArgumentException e) {
                throw new ParameterException(spec.commandLine(), e.getMessage());
            }
            if (eachGame.get() != null || noExact.get()) {
                throw new ParameterException(spec.commandLine(), "--versus compares policies with each other: "
                        + "--each-game and --no-exact are for a single policy");
            }
            if (policies.contains(PlayerPolicy.WIN) && !PlayerPolicy.isWinMatch(policies)) {
                throw new ParameterException(spec.commandLine(), "--versus: win plays one opponent, ev: "
                        + "--versus win,ev, not " + versus.get());
            }
            if (policies.contains(PlayerPolicy.WIN) && games > Yahtzee.WIN_MATCH_MAX_GAMES) {
                throw new ParameterException(spec.commandLine(), "--games must be 2 to " + Yahtzee.WIN_MATCH_MAX_GAMES
                        + " with win (a few games a second), was " + games);
            }
        }
        OutputPath gamesFile = eachGame.get() == null ? null
                : new OutputPath("--each-game", eachGame.get(), "games", environment);
        if (gamesFile != null) {
            gamesFile.check(); // not after minutes of play
        }
        int threads = threadsOption.threads();
        Rules rules = rulesOption.rules();
        PrintWriter err = spec.commandLine().getErr();
        Engine engine = environment.yahtzee(err, threads).engine(rules);
        List<PlayerPolicy> players = policies != null ? policies : List.of(single);
        List<Policy> playing = new ArrayList<>(players.size());
        for (PlayerPolicy p : players) {
            playing.add(p.policy());
        }
        Simulation simulation = engine.simulation(playing, threads);
        if (policies != null && policies.contains(PlayerPolicy.WIN)) {
            return winMatch(rules, policies, simulation, threads);
        }
        if (policies != null) {
            return versus(rules, policies, simulation, threads);
        }
        Distribution exact = noExact.get() ? null : engine.distribution();
        long start = System.nanoTime();
        SimulatedScores played = play(simulation, rules, threads, gamesFile, err);
        double seconds = (System.nanoTime() - start) / 1e9;
        Row[] rows;
        if (single.kind() == PlayerPolicy.Kind.REACH) {
            // The exact figures are expected-score play's: beside a goal's games only the goal's own
            // probability is exact (the reach table's, from the empty card).
            rows = SimulationRows.withGoal(SimulationRows.of(played, null), single.word(), played, single.target(),
                    engine.bestChance(single.target()));
        } else {
            rows = SimulationRows.of(played, exact);
        }
        PrintWriter out = spec.commandLine().getOut();
        if (jsonOption.enabled()) {
            printJson(out, rules, single, rows, exact, seconds);
        } else {
            printText(out, rules, single, rows, exact, seconds);
        }
        return ExitCode.OK.code;
    }

    private SimulatedScores play(Simulation simulation, Rules rules, int threads, OutputPath gamesFile, PrintWriter err)
            throws IOException {
        int games = this.games.get();
        try (ProgressLine progress = new ProgressLine(err, "playing " + games + " games", environment)) {
            if (gamesFile == null) {
                return simulation.play(games, seed.get(), threads, progress);
            }
            SimulatedScores[] played = new SimulatedScores[1];
            gamesFile.write(stream -> {
                Writer writer = new BufferedWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8), 1 << 16);
                try {
                    played[0] = simulation.play(games, seed.get(), threads, progress,
                            new GameLines(writer, records.get(), rules));
                } catch (UncheckedIOException e) {
                    throw e.getCause();
                }
                writer.flush();
            });
            return played[0];
        }
    }

    private int versus(Rules rules, List<PlayerPolicy> policies, Simulation simulation, int threads) throws IOException {
        int games = this.games.get();
        long start = System.nanoTime();
        List<Contender> results;
        try (ProgressLine progress = new ProgressLine(spec.commandLine().getErr(), "playing " + games + " games of "
                + policies.size() + " players", environment)) {
            results = simulation.versus(games, seed.get(), threads, progress);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        VersusReport report = new VersusReport(rules, policies, results.toArray(new Contender[0]), games, seed.get());
        if (jsonOption.enabled()) {
            report.printJson(spec.commandLine().getOut(), seconds, threads);
        } else {
            report.printText(spec.commandLine().getOut(), seconds, threads);
        }
        return ExitCode.OK.code;
    }

    /** The win player against the expected-score player (WinMatch), reported as a head to head plus its paired estimate. */
    private int winMatch(Rules rules, List<PlayerPolicy> policies, Simulation simulation, int threads)
            throws IOException {
        int games = this.games.get();
        long start = System.nanoTime();
        WinMatchResult match;
        try (ProgressLine progress = new ProgressLine(spec.commandLine().getErr(), "playing " + games + " games of "
                + "win against ev (a few a second)", environment)) {
            match = simulation.winMatch(games, seed.get(), threads, progress);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        List<Contender> results = new ArrayList<>(2);
        for (int i = 0; i < 2; i++) {
            results.add(policies.get(i) == PlayerPolicy.WIN ? match.win() : match.ev());
        }
        VersusReport report = new VersusReport(rules, policies, results.toArray(new Contender[0]), games, seed.get())
                .withWinMatch(match);
        if (jsonOption.enabled()) {
            report.printJson(spec.commandLine().getOut(), seconds, threads);
        } else {
            report.printText(spec.commandLine().getOut(), seconds, threads);
        }
        return ExitCode.OK.code;
    }

    private void printText(PrintWriter out, Rules rules, PlayerPolicy player, Row[] rows, Distribution exact,
            double seconds) {
        int compared = 0;
        int covered = 0;
        for (Row r : rows) {
            compared += r.hasExact() ? 1 : 0;
            covered += r.hasExact() && r.covers() ? 1 : 0;
        }
        out.printf(Locale.ROOT, "rules           %s%n", RulesOption.describe(rules));
        if (player.kind() == PlayerPolicy.Kind.REACH) {
            out.printf(Locale.ROOT, "player          %s: the best chance of %d or more (the reach table)%n", player.word(),
                    player.target());
        }
        out.printf(Locale.ROOT, "games           %d (seed %d), %.1f s on %d threads%n", games.get(), seed.get(), seconds,
                threadsOption.threads());
        out.printf(Locale.ROOT, "%n%-22s %11s  %-25s%s%n", "statistic", "simulated", "95% interval",
                compared > 0 ? String.format(Locale.ROOT, " %11s", "exact") : "");
        for (Row r : rows) {
            out.printf(Locale.ROOT, "%-22s %11s  [%11s, %11s]%s%n", r.name(), r.text(r.value()), r.text(r.low()),
                    r.text(r.high()), r.hasExact() ? " " + String.format(Locale.ROOT, "%11s", r.text(r.exact())) + "  "
                            + (r.covers() ? "ok" : "OUTSIDE") : "");
        }
        if (compared > 0) {
            out.printf(Locale.ROOT, "%n%d of %d intervals contain the exact value (about 95%% should)%n", covered, compared);
        }
        if (player.kind() == PlayerPolicy.Kind.REACH && exact != null) {
            out.printf(Locale.ROOT, "expected-score play, exact: mean %.3f, P(>=%d) %.5f%n", exact.mean(), player.target(),
                    exact.atLeast(player.target()));
        }
        out.flush();
    }

    private void printJson(PrintWriter out, Rules rules, PlayerPolicy player, Row[] rows, Distribution exact,
            double seconds) throws IOException {
        JsonOutput.printObject(out, JsonOutput.SIMULATION, json -> {
            json.writeStringField("rules", rules.canonicalName());
            if (player.kind() == PlayerPolicy.Kind.REACH) {
                json.writeStringField("goal", player.word());
                if (exact != null) {
                    json.writeObjectFieldStart("evExact");
                    json.writeNumberField("mean", exact.mean());
                    json.writeNumberField("pGoal", exact.atLeast(player.target()));
                    json.writeEndObject();
                }
            }
            json.writeNumberField("games", games.get());
            json.writeNumberField("seed", seed.get());
            json.writeNumberField("confidence", SimulationRows.CONFIDENCE);
            json.writeArrayFieldStart("statistics");
            for (Row r : rows) {
                json.writeStartObject();
                json.writeStringField("name", r.name());
                json.writeNumberField("value", r.value());
                json.writeNumberField("low", r.low());
                json.writeNumberField("high", r.high());
                if (r.hasExact()) {
                    json.writeNumberField("exact", r.exact());
                    json.writeBooleanField("covers", r.covers());
                }
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeNumberField("seconds", Math.round(seconds * 1000) / 1000.0);
            json.writeNumberField("threads", threadsOption.threads());
        });
    }
}
