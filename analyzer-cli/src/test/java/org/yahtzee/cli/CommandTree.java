package org.yahtzee.cli;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine;

/**
 * Every command of the real tree ({@link Commands#commandLine}), for tests that must cover each: a
 * command added to Main is covered without a word in them. picocli's own {@code help} command
 * is left out (it has no {@code --version}, and its help is picocli's).
 */
public final class CommandTree {

    private CommandTree() {
    }

    /** The words that name each command: "" for {@code yahtzee} itself, "report distribution", ... */
    public static List<String> paths() {
        List<String> paths = new ArrayList<>();
        add(Commands.commandLine(new Environment(null, false)), "", paths);
        return paths;
    }

    /** The model of the command {@code path} names. */
    public static CommandLine.Model.CommandSpec spec(String path) {
        CommandLine command = Commands.commandLine(new Environment(null, false));
        for (String word : args(path)) {
            command = command.getSubcommands().get(word);
        }
        return command.getCommandSpec();
    }

    /** {@code path} split into arguments, then {@code more}. */
    public static String[] args(String path, String... more) {
        List<String> args = new ArrayList<>();
        for (String word : path.split(" ")) {
            if (!word.isEmpty()) {
                args.add(word);
            }
        }
        args.addAll(List.of(more));
        return args.toArray(new String[0]);
    }

    private static void add(CommandLine command, String path, List<String> paths) {
        paths.add(path);
        Set<CommandLine> seen = Collections.newSetFromMap(new IdentityHashMap<>()); // an alias repeats one
        for (CommandLine sub : command.getSubcommands().values()) {
            if (seen.add(sub) && !(sub.getCommand() instanceof HelpCommand)) {
                add(sub, (path + " " + sub.getCommandName()).strip(), paths);
            }
        }
    }
}
