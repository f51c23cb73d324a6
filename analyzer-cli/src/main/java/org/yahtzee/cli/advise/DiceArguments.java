package org.yahtzee.cli.advise;

import java.util.ArrayList;
import java.util.List;
import java.util.Stack;
import picocli.CommandLine.IParameterConsumer;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.OverwrittenOptionException;

/**
 * Takes the words of {@code --dice} for picocli: one to five ({@link AdviseOptions#DICE}), up to
 * the next word that starts with '-', as {@code QuickParser} takes a list option's words. The
 * dice may be typed apart ({@code --dice 1 2 3 4 4}), so picocli's own reading of a 1..5 arity
 * took any word, an option it does not know included: {@code --dice 12344 --rule x} read
 * "--rule x" as dice. A die never starts with '-', so such a word is left for picocli, which
 * then says "unknown option '--rule'" and suggests --rules. A consumer of its own also skips
 * picocli's check of an option given twice, so that is made here, in picocli's words: without
 * it {@code --dice 12344 --dice 66666} answered for 66666.
 */
final class DiceArguments implements IParameterConsumer {

    @Override
    public void consumeParameters(Stack<String> args, ArgSpec argSpec, CommandSpec commandSpec) {
        if (argSpec.getValue() != null) { // picocli resets every option to its initial null before a parse
            throw new OverwrittenOptionException(commandSpec.commandLine(), argSpec,
                    "option '--dice' (DICE) should be specified only once");
        }
        int most = AdviseOptions.DICE.maxWords();
        List<String> words = new ArrayList<>(most);
        while (!args.isEmpty() && words.size() < most && !args.peek().startsWith("-")) {
            words.add(args.pop());
        }
        if (words.isEmpty()) {
            throw new MissingParameterException(commandSpec.commandLine(), argSpec,
                    "--dice needs the dice showing, e.g. --dice 12344");
        }
        argSpec.setValue(words.toArray(new String[0]));
    }
}
