package org.yahtzee.cli.options;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the common command lines of a command from its {@link OptionDeclaration}s, without
 * picocli, and only when it is certain to read them as picocli does: every word a declared
 * option (by its whole name, its value apart or after '=') with a valid value, or a word of the
 * positional parameter. Anything else gives null, and picocli reads the command line: help,
 * a version, an option given twice, a missing or invalid value, an unknown option, {@code --},
 * an argument file ({@code @FILE}), a value that starts with '-'. Loading picocli's classes and
 * building a command's model were about a fifth of a cached {@code advise}'s CPU (docs/startup.md).
 */
public final class QuickParser {
    /*
     * Implementation notes. The refusals keep this reader a subset of picocli's: picocli takes
     * "--top -1" as a value, or not, by whether "-1" looks like an option, and expands "@FILE" by
     * whether the file exists; those lines are rare, so they are left to it. A list option takes
     * its words as DiceArguments takes them for picocli: the attached value first (picocli pushes
     * it back before its consumer reads), then the next words up to its most or up to a word that
     * starts with '-'. QuickAdviseTest holds the two readers equal over a corpus of command lines.
     */

    private QuickParser() {
    }

    /**
     * The value of every declaration after reading {@code args} from index {@code from} on: a
     * given option's converted word (a {@code List<String>} for a list, a Boolean for a flag), else
     * its converted default, else false for a flag and null for the rest; or null if the command
     * line is not one this reader is certain of.
     */
    public static Map<OptionDeclaration, Object> parse(List<OptionDeclaration> declarations, String[] args, int from) {
        OptionDeclaration positional = null;
        for (OptionDeclaration declaration : declarations) {
            if (declaration.positional()) {
                positional = declaration;
            }
        }
        Map<OptionDeclaration, Object> values = new IdentityHashMap<>();
        List<String> words = new ArrayList<>();
        int i = from;
        while (i < args.length) {
            String arg = args[i++];
            if (arg.startsWith("@")) {
                return null;
            }
            if (!arg.startsWith("-")) {
                if (positional == null || words.size() == positional.maxWords()) {
                    return null;
                }
                words.add(arg);
                continue;
            }
            int equals = arg.indexOf('=');
            OptionDeclaration option = option(declarations, equals < 0 ? arg : arg.substring(0, equals));
            if (option == null || values.containsKey(option) || option.conversion() == OptionDeclaration.Conversion.FLAG && equals >= 0) {
                return null;
            }
            if (option.conversion() == OptionDeclaration.Conversion.FLAG) {
                values.put(option, Boolean.TRUE);
                continue;
            }
            List<String> taken = new ArrayList<>(1);
            if (equals >= 0) {
                taken.add(arg.substring(equals + 1));
            }
            while (i < args.length && taken.size() < option.maxWords() && !args[i].startsWith("-")
                    && (option.takesList() || taken.isEmpty())) {
                taken.add(args[i++]);
            }
            Object value = value(option, taken);
            if (value == null) {
                return null;
            }
            values.put(option, value);
        }
        if (positional != null && !words.isEmpty()) {
            Object value = value(positional, words);
            if (value == null) {
                return null;
            }
            values.put(positional, value);
        }
        return withDefaults(declarations, values);
    }

    /** The declared option named {@code name}, or null. */
    private static OptionDeclaration option(List<OptionDeclaration> declarations, String name) {
        for (OptionDeclaration declaration : declarations) {
            if (name.equals(declaration.name())) {
                return declaration;
            }
        }
        return null;
    }

    /** The words' value (one converted word, or the list), or null if they are none or not all valid. */
    private static Object value(OptionDeclaration declaration, List<String> words) {
        if (words.isEmpty()) {
            return null;
        }
        try {
            if (declaration.takesList()) {
                for (String word : words) {
                    if (word.startsWith("-")) {
                        return null;
                    }
                    declaration.convert(word);
                }
                return List.copyOf(words);
            }
            return words.get(0).startsWith("-") ? null : declaration.convert(words.get(0));
        } catch (IllegalArgumentException invalid) {
            return null;
        }
    }

    /** {@code given} with every declaration not given at its default. */
    private static Map<OptionDeclaration, Object> withDefaults(List<OptionDeclaration> declarations,
            Map<OptionDeclaration, Object> given) {
        for (OptionDeclaration declaration : declarations) {
            if (!given.containsKey(declaration)) {
                given.put(declaration, defaultOf(declaration));
            }
        }
        return given;
    }

    private static Object defaultOf(OptionDeclaration declaration) {
        if (declaration.conversion() == OptionDeclaration.Conversion.FLAG) {
            return Boolean.FALSE;
        }
        return declaration.defaultValue() == null ? null : declaration.convert(declaration.defaultValue());
    }
}
