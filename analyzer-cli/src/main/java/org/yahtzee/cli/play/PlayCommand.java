package org.yahtzee.cli.play;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Callable;
import org.yahtzee.cli.CommandModel;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.ExitCode;
import org.yahtzee.cli.FailureReport;
import org.yahtzee.cli.goal.GoalArgument;
import org.yahtzee.cli.options.RulesOption;
import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.cli.record.LineInput;
import org.yahtzee.cli.record.RecordSource;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.engine.Engine;
import org.yahtzee.engine.Goal;
import org.yahtzee.engine.Yahtzee;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;

/**
 * {@code yahtzee play}: a companion at the table. The players type the dice they rolled (or let
 * the tool roll), see the advice, and say what they kept and where they scored; the tool keeps
 * the cards, the totals, the bonuses and the joker rules, and saves the game as a game record.
 * Reads commands from standard input, so a script can drive it.
 */
public final class PlayCommand implements Callable<Integer> {

    public final CommandSpec spec = CommandModel.command(this, "play",
            "Play a game with advice after every roll.",
            "Reads one command a line from standard input (type help in the session).");
    private final RulesOption rulesOption = new RulesOption(spec);
    private final CommandModel.Value<List<String>> players = CommandModel.option(spec, OptionSpec.builder("--players")
            .paramLabel("NAMES").type(List.class).auxiliaryTypes(String.class).splitRegex(",")
            .description("Players in turn order, e.g. Ann,Bob (default: one player)."));
    private final CommandModel.Value<Long> seed = CommandModel.option(spec, OptionSpec.builder("--seed")
            .paramLabel("N").type(Long.class)
            .description("Seed of the virtual dice of the roll command, for repeatable games."));
    private final CommandModel.Value<String> top = CommandModel.option(spec, OptionSpec.builder("--top")
            .paramLabel("K").type(String.class).defaultValue("3")
            .description("Options of advice shown after each roll (default ${DEFAULT-VALUE}; 0: none; all)."));
    private final CommandModel.Value<Double> coachThreshold = CommandModel.option(spec,
            OptionSpec.builder("--coach-threshold").paramLabel("POINTS").type(double.class)
            .defaultValue(Double.toString(Coach.DEFAULT_THRESHOLD))
            .description("The coach speaks of a decision losing more than this many expected points, or with "
                    + "--goal reach:T percentage points of its probability (default ${DEFAULT-VALUE}; grade's "
                    + "--threshold is 0.01)."));
    private final GoalArgument goalArgument = new GoalArgument(spec, true);
    private final CommandModel.Value<Integer> games = CommandModel.option(spec, OptionSpec.builder("--games")
            .paramLabel("N").type(int.class).defaultValue("1")
            .description("Play a session of N games (1 to " + Yahtzee.SESSION_MAX_GAMES + ", default ${DEFAULT-VALUE}; "
                    + "2 or more need --players): the highest total over all of them wins, and --goal win plays for it."));
    private final CommandModel.Value<Path> resume = CommandModel.option(spec, OptionSpec.builder("--resume")
            .paramLabel("FILE").type(Path.class)
            .description("Continue the game saved in FILE (its rules and players are used)."));

    /** The most characters of a game --resume reads: a saved game is a few KB. */
    private static final int MAX_SAVED_CHARS = 1 << 20;

    private final Environment environment;
    private Reader input;
    private CommandInput commands;

    public PlayCommand(Environment environment) {
        this.environment = environment;
        spec.usageMessage().footerHeading("%nSession commands:%n").footer(
                "  12344 (your dice), roll, keep 234, keep all, score BOX [POINTS], advice [K|all], card,",
                "  undo, save [--force] FILE, help, quit");
    }

    /** Tests give the session's input here, as a script's; otherwise it is standard input. */
    void input(Reader reader) {
        this.input = reader;
    }

    /** Tests give a terminal's input here (JLine on a virtual terminal). */
    void input(CommandInput commands) {
        this.commands = commands;
    }

    @Override
    public Integer call() throws IOException {
        int top;
        try {
            top = PlaySession.count(this.top.get().strip(), 0);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--top: " + e.getMessage());
        }
        double threshold = coachThreshold.get(); // 0 or more and finite: StrictNumbers takes nothing else
        Goal goal = goalArgument.goal();
        ResumedRecord resumed = resume.get() != null ? resumed(resume.get()) : null;
        PlayState start = resumed != null ? resumed.state() : PlayState.start(rulesOption.rules(), playerNames());
        PrintWriter err = spec.commandLine().getErr();
        if (goal.kind() == Goal.Kind.WIN && start.players.size() < 2) {
            throw new ParameterException(spec.commandLine(), "--goal win needs other players to beat: give them with "
                    + "--players, e.g. --players Ann,Bob");
        }
        int games = sessionGames(start);
        Yahtzee yahtzee = environment.yahtzee(err);
        Engine engine = yahtzee.engine(start.rules);
        engine.load();
        Coach coach = new Coach(engine, threshold, goal);
        VirtualDice dice = new VirtualDice(seed.get() != null ? new Random(seed.get()) : new Random());
        PrintWriter out = spec.commandLine().getOut();
        GameSaver saver = new GameSaver(out, GameSaver.systemHome(), resume.get(), resumed, yahtzee.cacheFolder());
        PlaySession session = new PlaySession(start, new SessionGames(games, start.players.size()), coach, dice, saver,
                top, out, spec.commandLine().getErr());
        try (CommandInput commands = open(out)) {
            session.run(commands, resume.get() == null ? null : resume.get().toString());
        }
        return ExitCode.OK.code;
    }

    /**
     * The session's input: a person at a terminal gets line editing and history (JLine, loaded
     * only here); a script or a pipe is read as lines, as a record is.
     */
    CommandInput open(PrintWriter out) throws IOException {
        if (commands != null) {
            return commands;
        }
        if (input == null && environment.terminal()) {
            return TerminalInput.system();
        }
        Reader reader = input != null ? input : new InputStreamReader(System.in, StandardCharsets.UTF_8);
        return new ScriptInput(new LineInput(reader), out);
    }

    /** {@code --games}, checked: 1..6, and a session of several needs players to compare and a new game. */
    private int sessionGames(PlayState start) {
        int n = games.get();
        if (n < 1 || n > Yahtzee.SESSION_MAX_GAMES) {
            throw new ParameterException(spec.commandLine(), "--games: a session has 1 to " + Yahtzee.SESSION_MAX_GAMES
                    + " games (the rule sheets' most), was " + n);
        }
        if (n > 1 && start.players.size() < 2) {
            throw new ParameterException(spec.commandLine(), "--games " + n + ": a session is won by the highest total "
                    + "of several players: give them with --players, e.g. --players Ann,Bob");
        }
        if (n > 1 && resume.get() != null) {
            throw new ParameterException(spec.commandLine(), "--games " + n + " with --resume: play resumes one game, "
                    + "not a session");
        }
        return n;
    }

    private List<String> playerNames() {
        List<String> players = this.players.get();
        if (players == null || players.isEmpty()) {
            return List.of(PlayRecord.SOLO);
        }
        String tooMany = GameRecord.playersProblem(players.size());
        if (tooMany != null) {
            throw new ParameterException(spec.commandLine(), "--players: " + tooMany);
        }
        List<String> names = new ArrayList<>();
        for (String name : players) {
            String n = name.strip();
            String problem = n.isEmpty() ? "an empty name: expected a name" : GameRecord.nameProblem(n);
            if (problem == null && names.contains(n)) {
                problem = "player " + UserText.quote(n) + " given twice: expected unique names";
            } else if (problem == null && !UserText.printable(n).equals(n)) {
                problem = "player name " + UserText.quote(n) + " holds a control character: expected a name without";
            }
            if (problem != null) {
                throw new ParameterException(spec.commandLine(), "--players: " + problem);
            }
            names.add(n);
        }
        return names;
    }

    private ResumedRecord resumed(Path file) throws IOException {
        StringBuilder text = new StringBuilder();
        try (RecordSource source = RecordSource.of(file); Reader in = source.open()) {
            char[] buffer = new char[8192];
            for (int n = in.read(buffer); n > 0 && text.length() <= MAX_SAVED_CHARS; n = in.read(buffer)) {
                text.append(buffer, 0, n);
            }
        } catch (CharacterCodingException e) {
            throw new IOException("cannot read the game " + file + ": not UTF-8 text, expected a game saved by play", e);
        } catch (IOException e) {
            throw new IOException("cannot read the game " + file + ": " + FailureReport.describe(e), e);
        }
        if (text.length() > MAX_SAVED_CHARS) {
            // /dev/zero, or a session of many games: play continues one game of a few KB
            throw new IOException("cannot read the game " + file + ": over " + (MAX_SAVED_CHARS >> 20)
                    + " MB, expected a game saved by play");
        }
        try {
            return new ResumedRecord(text.toString(), PlayRecord.read(text.toString(), rulesOption.rules()));
        } catch (IllegalArgumentException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        }
    }
}
