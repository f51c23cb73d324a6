package org.yahtzee.cli;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.yahtzee.cli.options.OptionDeclaration;

import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * Builds each command's picocli model by calls rather than from annotations. picocli reads
 * annotations by reflection, for which the JDK generates a proxy class per annotation type and
 * parses every annotation's attributes, interpreted, at every start: 0.05 CPU-seconds of each
 * run (a solve process took 0.70 CPU-s with annotations, 0.65 without). The model, and so the
 * help, the parsing and the errors, are the same either way.
 */
public final class CommandModel {

    private CommandModel() {
    }

    /**
     * The model of a command: its name, the description {@code --help} prints, and the
     * {@code --help} and {@code --version} options every command has. picocli calls
     * {@code command}'s {@code call()} when the command is run.
     */
    public static CommandSpec command(Object command, String name, String... description) {
        CommandSpec spec = CommandSpec.wrapWithoutInspection(command).name(name);
        spec.versionProvider(new VersionProvider());
        spec.usageMessage().description(asParagraphs(description));
        // The texts of picocli's own mixinStandardHelpOptions, which reads annotations.
        spec.addOption(OptionSpec.builder("-h", "--help").usageHelp(true)
                .description("Show this help message and exit.").build());
        spec.addOption(OptionSpec.builder("-V", "--version").versionHelp(true)
                .description("Print version information and exit.").build());
        return spec;
    }

    /** The widest line picocli prints as given: its usage width (80) less one. */
    static final int HELP_LINE = 79;

    /**
     * The summary line (the one the command list shows; it must fit on a line) and the rest as
     * one paragraph, broken at spaces to fit. The sources break the text where it suits the
     * code; picocli starts a new line at each element and wraps what is wider with the JDK's
     * line breaker, which also breaks after a dot: the help printed ragged, with "docs/web." and
     * "md)" on two lines.
     */
    static String[] asParagraphs(String... description) {
        if (description.length < 2) {
            return description;
        }
        List<String> lines = new ArrayList<>();
        lines.add(description[0]);
        lines.addAll(wrap(String.join(" ", Arrays.asList(description).subList(1, description.length)), HELP_LINE));
        return lines.toArray(new String[0]);
    }

    /** {@code text}'s words in lines of at most {@code width} characters (a longer word alone). */
    static List<String> wrap(String text, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.strip().split(" +")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(word);
        }
        if (line.length() > 0) {
            lines.add(line.toString());
        }
        return lines;
    }

    /** Adds the help footer that names the table cache's environment variable. */
    public static CommandSpec withCacheFooter(CommandSpec spec) {
        spec.usageMessage().footerHeading("%nEnvironment:%n").footer(
                "  YAHTZEE_TABLES   directory of the table cache",
                "                   (default: $XDG_CACHE_HOME/yahtzee or $HOME/.cache/yahtzee)");
        return spec;
    }

    /** Adds an option; its parsed value (or default) is read through the returned handle. */
    public static <T> Value<T> option(CommandSpec spec, OptionSpec.Builder option) {
        OptionSpec built = option.build();
        spec.addOption(built);
        return new Value<>(built);
    }

    /** Adds an option without a parameter: false unless given. */
    public static Value<Boolean> flag(CommandSpec spec, String name, String description) {
        return option(spec, builder(OptionDeclaration.flag(name, description)));
    }

    /** Adds a declared option; its value is read through the returned handle. */
    public static <T> Value<T> option(CommandSpec spec, OptionDeclaration option) {
        return option(spec, builder(option));
    }

    /**
     * picocli's model of a declared option, to add with {@link #option(CommandSpec, OptionDeclaration)}
     * or, given more (a parameter consumer), with {@link #option(CommandSpec, OptionSpec.Builder)}:
     * a flag is a boolean of arity 0, false unless given; a list option a {@code String[]} of 1 to
     * its most words; any other option one value of its conversion's type.
     */
    public static OptionSpec.Builder builder(OptionDeclaration option) {
        OptionSpec.Builder builder = OptionSpec.builder(option.name()).description(option.description());
        if (option.conversion() == OptionDeclaration.Conversion.FLAG) {
            return builder.type(boolean.class).arity("0").initialValue(false).hasInitialValue(true);
        }
        builder.paramLabel(option.paramLabel()).defaultValue(option.defaultValue());
        return option.takesList()
                ? builder.type(String[].class).arity("1.." + option.maxWords())
                : builder.type(option.conversion().type);
    }

    /** Adds a positional parameter. */
    public static <T> Value<T> parameter(CommandSpec spec, PositionalParamSpec.Builder parameter) {
        PositionalParamSpec built = parameter.build();
        spec.addPositional(built);
        return new Value<>(built);
    }

    /** Adds a declared positional parameter: a {@code String[]} of up to its most words, none by default. */
    public static Value<String[]> parameter(CommandSpec spec, OptionDeclaration parameter) {
        String most = parameter.maxWords() == OptionDeclaration.UNBOUNDED ? "*" : Integer.toString(parameter.maxWords());
        return parameter(spec, PositionalParamSpec.builder().paramLabel(parameter.paramLabel()).type(String[].class)
                .arity("0.." + most).description(parameter.description()));
    }

    /** The value of one option or parameter once the command line is parsed, typed. */
    public static final class Value<T> {
        private final ArgSpec arg;

        private Value(ArgSpec arg) {
            this.arg = arg;
        }

        public T get() {
            return arg.getValue();
        }
    }
}
