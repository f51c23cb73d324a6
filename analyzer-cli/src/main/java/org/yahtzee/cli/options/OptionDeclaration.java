package org.yahtzee.cli.options;

import org.yahtzee.rules.Rules;

/**
 * One option or positional parameter of a command, declared once: its name, the label its
 * value has in the help, how many words it takes, how a word becomes its value, its default and
 * its description. {@code CommandModel} makes picocli's model of it (for the help, the errors,
 * the suggestions and every unusual command line) and {@link QuickParser} reads the common
 * command lines with it, without picocli. Both read a word with the same reader: picocli through
 * the converter registered for the value's type ({@link NumberConverters}, {@link RulesConverter}),
 * the quick reader through {@link #convert}, which calls that converter's reader.
 *
 * @param name         the option's one name, e.g. {@code --rules}; null for a positional parameter
 * @param paramLabel   the value's label in the help ({@code RULES}); null for a flag
 * @param conversion   what a word becomes
 * @param maxWords     how many words the option takes after its name: 0 for a flag, 1 for one
 *                     value, more for an option that takes 1 to this many, ending at the first
 *                     word that starts with '-'; for a positional parameter, how many it takes in all
 * @param defaultValue the value's text when the option is not given, converted as a given word
 *                     is; null for none (a flag is false, a list absent)
 * @param description  the help's words for it
 */
public record OptionDeclaration(String name, String paramLabel, Conversion conversion, int maxWords,
        String defaultValue, String description) {

    /** Any number of words: a positional parameter that takes every word left. */
    public static final int UNBOUNDED = Integer.MAX_VALUE;

    /** Checks what the two readers rely on: a flag takes no word, a list has no default. */
    public OptionDeclaration {
        if ((conversion == Conversion.FLAG) != (maxWords == 0) || maxWords > 1 && defaultValue != null) {
            throw new IllegalArgumentException("unsupported declaration of " + name + ": " + conversion + " of "
                    + maxWords + " words, default " + defaultValue);
        }
    }

    /** What a word of the command line becomes. */
    public enum Conversion {
        /** No word: the option's presence, a boolean. */
        FLAG(boolean.class),
        /** The word as it is, a String. */
        TEXT(String.class),
        /** A whole number that fits an int ({@link StrictNumbers#parseInt}), as {@link NumberConverters} reads it. */
        WHOLE(int.class),
        /** A rule set ({@link Rules#parse}), as {@link RulesConverter} reads it. */
        RULES(Rules.class);

        /** The Java type of one value, for picocli's model. */
        public final Class<?> type;

        Conversion(Class<?> type) {
            this.type = type;
        }
    }

    /** A flag: false unless given. */
    public static OptionDeclaration flag(String name, String description) {
        return new OptionDeclaration(name, null, Conversion.FLAG, 0, null, description);
    }

    /** An option that takes one word. */
    public static OptionDeclaration single(String name, String paramLabel, Conversion conversion, String defaultValue,
            String description) {
        return new OptionDeclaration(name, paramLabel, conversion, 1, defaultValue, description);
    }

    /** True for a positional parameter, false for an option. */
    public boolean positional() {
        return name == null;
    }

    /** True if the option or parameter takes a list of words (a {@code String[]}), not one. */
    public boolean takesList() {
        return maxWords > 1;
    }

    /**
     * One word's value, as picocli's converter of {@link Conversion#type} gives it.
     *
     * @throws IllegalArgumentException the converter's own message, for a word it refuses
     */
    public Object convert(String word) {
        switch (conversion) {
            case WHOLE:
                return StrictNumbers.parseInt(word);
            case RULES:
                return Rules.parse(word);
            case FLAG:
                throw new IllegalArgumentException(name + " takes no value");
            default:
                return word;
        }
    }
}
