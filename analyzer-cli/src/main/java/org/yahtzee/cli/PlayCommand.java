package org.yahtzee.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Callable;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.TurnAnalyzer;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;

/**
 * {@code yahtzee play}: a companion at the table. The players type the dice they rolled (or let
 * the tool roll), see the advice, and say what they kept and where they scored; the tool keeps
 * the cards, the totals, the bonuses and the joker rules, and saves the game as a game record.
 * Reads commands from standard input, so a script can drive it.
 */
final class PlayCommand implements Callable<Integer> {

    final CommandSpec spec = CommandModel.command(this, "play",
            "Play a game with advice after every roll.",
            "Reads one command a line from standard input (type help in the session).");
    private final RulesOption rulesOption = new RulesOption(spec);
    private final CommandModel.Value<List<String>> players = CommandModel.option(spec, OptionSpec.builder("--players")
            .paramLabel("NAMES").type(List.class).auxiliaryTypes(String.class).splitRegex(",")
            .description("Players in turn order, e.g. Ann,Bob (default: one player)."));
    private final CommandModel.Value<Long> seed = CommandModel.option(spec, OptionSpec.builder("--seed")
            .paramLabel("N").type(Long.class)
            .description("Seed of the virtual dice of the roll command, for repeatable games."));
    private final CommandModel.Value<Integer> top = CommandModel.option(spec, OptionSpec.builder("--top")
            .paramLabel("K").type(int.class).defaultValue("3")
            .description("Options of advice shown after each roll (default ${DEFAULT-VALUE}; 0: none)."));
    private final CommandModel.Value<Path> resume = CommandModel.option(spec, OptionSpec.builder("--resume")
            .paramLabel("FILE").type(Path.class)
            .description("Continue the game saved in FILE (its rules and players are used)."));

    private final Environment environment;
    private Reader input;

    PlayCommand(Environment environment) {
        this.environment = environment;
        spec.usageMessage().footerHeading("%nSession commands:%n").footer(
                "  12344 (your dice), roll, keep 234, score BOX, advice, card, undo, save FILE,",
                "  help, quit");
    }

    /** Tests give the session's input here; otherwise it is standard input. */
    void input(Reader reader) {
        this.input = reader;
    }

    @Override
    public Integer call() throws IOException {
        int top = this.top.get();
        if (top < 0) {
            throw new ParameterException(spec.commandLine(), "--top must be 0 or more, was " + top);
        }
        PlayState start = resume.get() != null ? resumed(resume.get()) : PlayState.start(rulesOption.rules(), playerNames());
        TurnAnalyzer analyzer = new TurnAnalyzer(TableLoading.load(environment, start.rules,
                spec.commandLine().getErr()));
        Random dice = seed.get() != null ? new Random(seed.get()) : new Random();
        Reader reader = input != null ? input : new InputStreamReader(System.in, StandardCharsets.UTF_8);
        PlaySession session = new PlaySession(start, analyzer, dice, top, !environment.terminal(),
                spec.commandLine().getOut(), spec.commandLine().getErr());
        session.run(new BufferedReader(reader));
        return ExitCode.OK.code;
    }

    private List<String> playerNames() {
        List<String> players = this.players.get();
        if (players == null || players.isEmpty()) {
            return List.of(PlayRecord.SOLO);
        }
        List<String> names = new ArrayList<>();
        for (String name : players) {
            String n = name.strip();
            if (n.isEmpty() || n.contains(":") || n.contains("#") || n.matches("\\d+") || names.contains(n)
                    || !UserText.printable(n).equals(n)) {
                throw new ParameterException(spec.commandLine(), "--players: bad or repeated name " + UserText.quote(name)
                        + " (names are unique, not numbers, without ':', '#' or control characters)");
            }
            names.add(n);
        }
        return names;
    }

    private PlayState resumed(Path file) throws IOException {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IOException("cannot read the game " + file + ": " + ErrorReporter.describe(e), e);
        }
        try {
            return PlayRecord.read(text, rulesOption.rules());
        } catch (IllegalArgumentException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        }
    }
}
