package org.yahtzee.cli.docs;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.Commands;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.codegen.docgen.manpage.ManPageGenerator;

/**
 * Writes the shell completion script and the man pages of the {@code yahtzee} command, from the
 * command tree the tool runs ({@link Commands#commandLine}): {@code OUT/yahtzee-completion.bash}
 * (bash, and zsh through bashcompinit) and {@code OUT/man/yahtzee*.adoc} (AsciiDoc, one page per
 * command, for asciidoctor's manpage back end). The build runs it at {@code package} (the
 * analyzer-cli pom), with OUT = {@code analyzer-cli/target/docs}.
 */
public final class CommandDocs {
    /*
     * Implementation notes. In the test sources, so picocli-codegen (ManPageGenerator) stays out
     * of the jar and its start path; AutoComplete is in picocli itself. Our models are built by
     * calls, not annotations, so picocli's annotation-driven entry points (AutoComplete's and
     * ManPageGenerator's main, which take a class name) would see an empty command: both are
     * handed the built tree instead.
     */

    public static final String COMPLETION = "yahtzee-completion.bash";
    public static final String MAN = "man";

    private CommandDocs() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: CommandDocs OUT_DIRECTORY, was " + args.length + " arguments");
        }
        write(Path.of(args[0]));
    }

    /** Writes both into {@code out}, replacing what an earlier run wrote. */
    public static void write(Path out) throws IOException {
        CommandLine tree = Commands.commandLine(new Environment(null, false));
        Files.createDirectories(out);
        Files.writeString(out.resolve(COMPLETION), AutoComplete.bash("yahtzee", tree), StandardCharsets.UTF_8);
        int exitCode = ManPageGenerator.generateManPage(out.resolve(MAN).toFile(), null, new boolean[0], true,
                tree.getCommandSpec());
        if (exitCode != 0) {
            throw new IOException("the man page generator failed with exit code " + exitCode + " writing into "
                    + out.resolve(MAN));
        }
    }
}
