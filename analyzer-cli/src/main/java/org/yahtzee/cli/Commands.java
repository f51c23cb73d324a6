package org.yahtzee.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import org.yahtzee.cli.advise.AdviseCommand;
import org.yahtzee.cli.grade.GradeCommand;
import org.yahtzee.cli.options.NumberConverters;
import org.yahtzee.cli.options.PathConverter;
import org.yahtzee.cli.options.RulesConverter;
import org.yahtzee.cli.play.PlayCommand;
import org.yahtzee.cli.report.ReportDistributionCommand;
import org.yahtzee.cli.report.ReportGoalsCommand;
import org.yahtzee.cli.report.ReportOpeningCommand;
import org.yahtzee.cli.report.game.ReportGameCommand;
import org.yahtzee.cli.serve.ServeCommand;
import org.yahtzee.cli.simulate.SimulateCommand;
import org.yahtzee.cli.solve.SolveCommand;
import org.yahtzee.cli.tables.TablesInfoCommand;
import org.yahtzee.cli.tables.TablesVerifyCommand;
import org.yahtzee.cli.value.ValueCommand;
import org.yahtzee.rules.Rules;
import picocli.CommandLine;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ScopeType;

/**
 * The {@code yahtzee} command tree as picocli runs it: the subcommands, the {@code --verbose}
 * option they all share, and {@link #commandLine}, which wires them together with the error
 * handling (tests use it too). Apart from {@link Main} so that {@code advise}'s common command
 * lines, which {@link org.yahtzee.cli.advise.QuickAdvise} answers, load no picocli class: the JVM
 * resolves the types that {@code Main}'s public methods name when it looks up {@code main}.
 */
public final class Commands {

    private Commands() {
    }

    /** The top-level commands, in the order help lists them. */
    private static final String[] COMMANDS = {"solve", "advise", "value", "play", "grade", "report", "simulate", "tables", "serve"};

    /** The whole command tree, ready to {@code execute}; set its out and err to capture output. */
    public static CommandLine commandLine(Environment environment) {
        return build(environment, COMMANDS, true);
    }

    /**
     * The tree for these arguments: only the command they name, when they name one. Every
     * model built is start-up time (picocli's {@code help} command, which reads annotations,
     * alone is 4 ms), so a run builds only what it can use; help, no command or an unknown word
     * get the whole tree (for the list and the suggestions), and only they need {@code help}. The
     * version option alone gets the root alone: the version is the same for every command, and
     * with the whole tree {@code --version} took 0.36 CPU-s instead of 0.19 (docs/startup.md).
     */
    public static CommandLine commandLine(Environment environment, String[] args) {
        if (args.length == 1 && (args[0].equals("--version") || args[0].equals("-V"))) {
            return build(environment, new String[0], false);
        }
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

    /** Runs the command line through picocli, printing on {@code out} and {@code err}: the exit code. */
    static int execute(Environment environment, String[] args, PrintWriter out, PrintWriter err) {
        CommandLine commandLine = commandLine(environment, args);
        commandLine.setOut(out);
        commandLine.setErr(err);
        return commandLine.execute(args);
    }

    /** The tree with these commands, and the {@code help} command when asked (4 ms at start-up). */
    private static CommandLine build(Environment environment, String[] names, boolean withHelp) {
        CommandSpec root = CommandModel.withCacheFooter(new CommandGroup("yahtzee",
                "Optimal solitaire strategy for Yahtzee.",
                "Advice for any roll and card, grades for played games, exact reports.").spec);
        // Declared here for every command (inherited); ErrorReporter reads it from the parse result.
        root.addOption(OptionSpec.builder(ErrorReporter.VERBOSE).scopeType(ScopeType.INHERIT)
                .description("Print the stack trace of an error.").build());
        CommandLine main = new CommandLine(root);
        for (String name : names) {
            main.addSubcommand(command(name, environment));
        }
        if (withHelp) {
            main.addSubcommand(new HelpCommand());
        }
        // After the subcommands: these calls reach the whole tree as it is when they are made.
        main.registerConverter(Rules.class, new RulesConverter());
        main.registerConverter(Path.class, new PathConverter());
        NumberConverters.registerOn(main);
        main.setExecutionStrategy(new CommandExecution());
        ExitCode.describeIn(main);
        ErrorReporter.installOn(main);
        return main;
    }

    /** One top-level command with its own subcommands (a switch, not lambdas: start-up). */
    private static CommandLine command(String name, Environment environment) {
        switch (name) {
            case "solve":
                return new CommandLine(new SolveCommand(environment).spec);
            case "advise":
                return new CommandLine(new AdviseCommand(environment).spec);
            case "value":
                return new CommandLine(new ValueCommand(environment).spec);
            case "play":
                return new CommandLine(new PlayCommand(environment).spec);
            case "grade":
                return new CommandLine(new GradeCommand(environment).spec);
            case "report":
                return new CommandLine(new CommandGroup("report",
                        "Reports: the score distribution, the opening table, targets, a graded game.",
                        "The exact distribution of the final score, what to keep on each first roll, playing for a",
                        "target against playing for the average, and a graded game as a web page.").spec)
                        .addSubcommand(new CommandLine(new ReportDistributionCommand(environment).spec))
                        .addSubcommand(new CommandLine(new ReportOpeningCommand(environment).spec))
                        .addSubcommand(new CommandLine(new ReportGoalsCommand(environment).spec))
                        .addSubcommand(new CommandLine(new ReportGameCommand(environment).spec));
            case "simulate":
                return new CommandLine(new SimulateCommand(environment).spec);
            case "serve":
                return new CommandLine(new ServeCommand(environment).spec);
            case "tables":
                return new CommandLine(new CommandGroup("tables", "Inspect table files (verify, info).").spec)
                        .addSubcommand(new CommandLine(new TablesVerifyCommand(environment).spec))
                        .addSubcommand(new CommandLine(new TablesInfoCommand().spec));
            default:
                throw new IllegalArgumentException("no command " + name);
        }
    }
}
