package org.yahtzee.cli.advise;

import java.util.ArrayList;
import java.util.List;
import java.util.Stack;
import picocli.CommandLine.IParameterConsumer;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.MissingParameterException;

/**
 * Takes the words of {@code --dice}: one to five, up to the next word that starts with '-'. The
 * dice may be typed apart ({@code --dice 1 2 3 4 4}), so picocli's own reading of a 1..5 arity
 * took any word, an option it does not know included: {@code --dice 12344 --rule x} read
 * "--rule x" as dice. A die never starts with '-', so such a word is left for picocli, which
 * then says "unknown option '--rule'" and suggests --rules.
 */
final class DiceArguments implements IParameterConsumer {

    @Override
    public void consumeParameters(Stack<String> args, ArgSpec argSpec, CommandSpec commandSpec) {
        List<String> words = new ArrayList<>(5);
        while (!args.isEmpty() && words.size() < 5 && !args.peek().startsWith("-")) {
            words.add(args.pop());
        }
        if (words.isEmpty()) {
            throw new MissingParameterException(commandSpec.commandLine(), argSpec,
                    "--dice needs the dice showing, e.g. --dice 12344");
        }
        argSpec.setValue(words.toArray(new String[0]));
    }
}
