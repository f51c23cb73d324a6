package org.yahtzee.cli;

import java.util.concurrent.Callable;
import org.yahtzee.rules.Rules;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/**
 * The {@code yahtzee} command: its subcommands, the {@code --verbose} option they all share, and
 * {@link #commandLine}, which wires them together with the error handling (tests use it too).
 * Nothing here is initialised statically: every command starts from this class.
 */
@Command(name = "yahtzee", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "Optimal solitaire strategy for Yahtzee: advice for any roll and card, grades for played games, exact reports.",
        footerHeading = "%nEnvironment:%n",
        footer = {"  YAHTZEE_TABLES   directory of the table cache",
                "                   (default: $XDG_CACHE_HOME/yahtzee or ~/.cache/yahtzee)"})
public final class Main implements Callable<Integer> {

    private static final String PICOCLI_CONVERTER_EXCLUDES = "picocli.converters.excludes";

    @Spec
    private CommandSpec spec;

    /** Declared here for every command; ErrorReporter reads it from the parse result. */
    @Option(names = ErrorReporter.VERBOSE, scope = ScopeType.INHERIT,
            description = "Print the stack trace of an error.")
    private boolean verbose;

    public static void main(String[] args) {
        // picocli registers converters for java.sql and java.time types by reflection, loading
        // java.sql.DriverManager among ~130 classes (about 10 ms of every start); no option here
        // has such a type.
        if (System.getProperty(PICOCLI_CONVERTER_EXCLUDES) == null) {
            System.setProperty(PICOCLI_CONVERTER_EXCLUDES, "java\\.sql\\..*,java\\.time\\..*");
        }
        System.exit(commandLine(Environment.system(), args).execute(args));
    }

    /** The top-level commands, in the order help lists them. */
    private static final String[] COMMANDS = {"solve", "advise", "play", "grade", "report", "simulate", "tables"};

    /** The whole command tree, ready to {@code execute}; set its out and err to capture output. */
    static CommandLine commandLine(Environment environment) {
        return build(environment, COMMANDS, true);
    }

    /**
     * The tree for these arguments: only the command they name, when they name one. picocli
     * reads every registered command's annotations by reflection at start-up, so building one
     * command instead of all of them takes that share off each run; help, no command or an
     * unknown word get the whole tree (for the list and the suggestions), and only they need
     * the {@code help} command.
     */
    static CommandLine commandLine(Environment environment, String[] args) {
        for (String arg : args) {
            if (!arg.startsWith("-")) {
                for (String name : COMMANDS) {
                    if (name.equals(arg)) {
                        return build(environment, new String[] {name}, false);
                    }
                }
                break;
            }
        }
        return build(environment, COMMANDS, true);
    }

    /** The tree with these commands, and the {@code help} command when asked (4 ms at start-up). */
    private static CommandLine build(Environment environment, String[] names, boolean withHelp) {
        CommandLine main = new CommandLine(new Main());
        for (String name : names) {
            main.addSubcommand(command(name, environment));
        }
        if (withHelp) {
            main.addSubcommand(new HelpCommand());
        }
        // After the subcommands: these calls reach the whole tree as it is when they are made.
        main.registerConverter(Rules.class, new RulesConverter());
        ExitCode.describeIn(main);
        ErrorReporter.installOn(main);
        return main;
    }

    /** One top-level command with its own subcommands (a switch, not lambdas: start-up). */
    private static CommandLine command(String name, Environment environment) {
        switch (name) {
            case "solve":
                return new CommandLine(new SolveCommand(environment));
            case "advise":
                return new CommandLine(new AdviseCommand(environment));
            case "play":
                return new CommandLine(new PlayCommand(environment));
            case "grade":
                return new CommandLine(new GradeCommand(environment));
            case "report":
                return new CommandLine(new ReportCommand())
                        .addSubcommand(new ReportDistributionCommand(environment))
                        .addSubcommand(new ReportOpeningCommand(environment))
                        .addSubcommand(new ReportGameCommand(environment));
            case "simulate":
                return new CommandLine(new SimulateCommand(environment));
            case "tables":
                return new CommandLine(new TablesCommand())
                        .addSubcommand(new TablesVerifyCommand())
                        .addSubcommand(new TablesInfoCommand());
            default:
                throw new IllegalArgumentException("no command " + name);
        }
    }

    @Override
    public Integer call() {
        throw missingSubcommand(spec);
    }

    /** For a command that only groups subcommands and was given none. */
    static ParameterException missingSubcommand(CommandSpec spec) {
        return new ParameterException(spec.commandLine(), "missing command: expected one of "
                + String.join(", ", spec.subcommands().keySet()));
    }
}
