package org.yahtzee.cli.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.cli.CommandTree;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.Commands;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/** The completion script and the man pages cover the whole command tree, and the script completes. */
final class CommandDocsTest {

    @TempDir
    static Path out;

    @BeforeAll
    static void generate() throws IOException {
        CommandDocs.write(out);
    }

    @Test
    void manPages_onePerCommand_withEveryOption() throws IOException {
        CommandLine tree = Commands.commandLine(new Environment(null, false));
        for (String path : CommandTree.paths()) {
            String name = ("yahtzee " + path).strip().replace(' ', '-');
            Path page = out.resolve(CommandDocs.MAN).resolve(name + ".adoc");
            assertTrue(Files.exists(page), "no man page " + page);
            String text = Files.readString(page, StandardCharsets.UTF_8);
            assertTrue(text.contains("= " + name + "(1)"), page + " has no title");
            CommandLine command = tree;
            for (String word : CommandTree.args(path)) {
                command = command.getSubcommands().get(word);
            }
            for (OptionSpec option : command.getCommandSpec().options()) {
                assertTrue(text.contains("*" + option.longestName() + "*"), page + " lacks " + option.longestName());
            }
        }
    }

    /** bash itself runs the script and completes a subcommand, an option and a rules value. */
    @Test
    void completion_inBash_completesCommandsAndOptions() throws IOException, InterruptedException {
        assumeTrue(Files.isExecutable(Path.of("/bin/bash")), "no /bin/bash here");

        assertEquals(List.of("distribution"), complete("yahtzee report d"));
        assertEquals(List.of("--chart"), complete("yahtzee report distribution --ch"));
        assertEquals(List.of("info", "verify"), complete("yahtzee tables ").stream().sorted().toList());
        assertTrue(complete("yahtzee ").containsAll(List.of("solve", "advise", "play", "grade", "report", "simulate",
                "tables")));
    }

    /** What the completion function offers for the line (the cursor at its end). */
    private static List<String> complete(String line) throws IOException, InterruptedException {
        String script = "source '" + out.resolve(CommandDocs.COMPLETION) + "'\n"
                + "compopt() { :; }\n" // bash allows it only inside a real completion
                + "COMP_LINE='" + line + "'\n"
                + "read -ra COMP_WORDS <<< \"$COMP_LINE\"\n"
                + "[[ \"$COMP_LINE\" == *' ' ]] && COMP_WORDS+=('')\n"
                + "COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))\n"
                + "_complete_yahtzee\n"
                + "printf '%s\\n' \"${COMPREPLY[@]}\"\n";
        Process bash = new ProcessBuilder("/bin/bash", "-c", script).redirectErrorStream(true).start();
        String printed = new String(bash.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(bash.waitFor(30, TimeUnit.SECONDS), "bash did not end");
        assertEquals(0, bash.exitValue(), printed);
        return printed.lines().map(String::strip).filter(s -> !s.isEmpty()).toList();
    }
}
