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
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.TurnAnalyzer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code yahtzee play}: a companion at the table. The players type the dice they rolled (or let
 * the tool roll), see the advice, and say what they kept and where they scored; the tool keeps
 * the cards, the totals, the bonuses and the joker rules, and saves the game as a game record.
 * Reads commands from standard input, so a script can drive it.
 */
@Command(name = "play", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {"Play a game with advice after every roll.",
                "Reads one command a line from standard input (type help in the session)."},
        footerHeading = "%nSession commands:%n",
        footer = {"  12344 (your dice), roll, keep 234, score BOX, advice, card, undo, save FILE,",
                "  help, quit"})
final class PlayCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Mixin
    private RulesOption rulesOption;

    @Option(names = "--players", paramLabel = "NAMES", split = ",",
            description = "Players in turn order, e.g. Ann,Bob (default: one player).")
    private List<String> players;

    @Option(names = "--seed", paramLabel = "N",
            description = "Seed of the virtual dice of the roll command, for repeatable games.")
    private Long seed;

    @Option(names = "--top", paramLabel = "K", defaultValue = "3",
            description = "Options of advice shown after each roll (default ${DEFAULT-VALUE}; 0: none).")
    private int top;

    @Option(names = "--resume", paramLabel = "FILE",
            description = "Continue the game saved in FILE (its rules and players are used).")
    private Path resume;

    private final Environment environment;
    private Reader input;

    PlayCommand(Environment environment) {
        this.environment = environment;
    }

    /** Tests give the session's input here; otherwise it is standard input. */
    void input(Reader reader) {
        this.input = reader;
    }

    @Override
    public Integer call() throws IOException {
        if (top < 0) {
            throw new ParameterException(spec.commandLine(), "--top must be 0 or more, was " + top);
        }
        PlayState start = resume != null ? resumed() : PlayState.start(rulesOption.rules(), playerNames());
        TurnAnalyzer analyzer = new TurnAnalyzer(TableLoading.load(environment, start.rules,
                spec.commandLine().getErr()));
        Random dice = seed != null ? new Random(seed) : new Random();
        Reader reader = input != null ? input : new InputStreamReader(System.in, StandardCharsets.UTF_8);
        PlaySession session = new PlaySession(start, analyzer, dice, top, !environment.terminal(),
                spec.commandLine().getOut(), spec.commandLine().getErr());
        session.run(new BufferedReader(reader));
        return ExitCode.OK.code;
    }

    private List<String> playerNames() {
        if (players == null || players.isEmpty()) {
            return List.of(PlayRecord.SOLO);
        }
        List<String> names = new ArrayList<>();
        for (String name : players) {
            String n = name.strip();
            if (n.isEmpty() || n.contains(":") || n.contains("#") || n.matches("\\d+") || names.contains(n)) {
                throw new ParameterException(spec.commandLine(), "--players: bad or repeated name '" + name
                        + "' (names are unique, not numbers, without ':' or '#')");
            }
            names.add(n);
        }
        return names;
    }

    private PlayState resumed() throws IOException {
        String text;
        try {
            text = Files.readString(resume, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IOException("cannot read the game " + resume + ": " + ErrorReporter.describe(e), e);
        }
        try {
            return PlayRecord.read(text, rulesOption.rules());
        } catch (IllegalArgumentException e) {
            throw new IOException(resume + ": " + e.getMessage(), e);
        }
    }
}
