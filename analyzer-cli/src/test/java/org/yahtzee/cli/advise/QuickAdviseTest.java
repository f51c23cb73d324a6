package org.yahtzee.cli.advise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.yahtzee.cli.Commands;
import org.yahtzee.cli.Environment;
import org.yahtzee.rules.Rules;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/**
 * {@link QuickAdvise#read} against picocli's reading of the same advise command line, over a
 * corpus of them: every option in both forms ({@code --rules x}, {@code --rules=x}), good and bad
 * values, repeats, unknown options, help, {@code --}, argument files. Wherever the quick reader
 * takes a command line, picocli reads it without error, finds no help asked, and gives the same
 * settings; the common command lines it must take.
 */
final class QuickAdviseTest {

    /**
     * Pieces of advise command lines, each a few words. Every sequence of up to two pieces is a
     * command line of the corpus; of up to three, over the first {@link #TRIPLES} pieces.
     */
    private static final List<List<String>> PIECES = pieces(
            "--dice 12344", "12344", "--json", "--rules free-choice", "--dice=1 2 3 4 4", "--top all",
            "--rolls-left 1", "--card ones=3,threes=9", "1 2 3 4 4", "--goal reach:250", "--dice", "--help",
            "--rules=joker=free,bonus=off", "--top=3", "--dice 1 2 3 4 4 5",
            // the rest in pairs only
            "--dice=12344", "--dice 1,2,3,4,4", "--dice=", "--dice ''", "''", "--dice -1", "--dice=-1", "44321", "x", "--rules original",
            "--rules nope", "--rules", "--rules=", "--rules --json", "--json=true", "--json=false", "--rolls-left 0",
            "--rolls-left=2", "--rolls-left 3", "--rolls-left x", "--rolls-left -1", "--rolls-left ٣",
            "--rolls-left 99999999999", "--rolls-left +1", "--rolls-left=", "--card=ones=3", "--card=", "--card ''", "--card bogus",
            "--card -x", "--yahtzee-bonuses 1", "--yahtzee-bonuses=0", "--yahtzee-bonuses x", "--top 0", "--top -1",
            "--top x", "--top", "--goal=ev", "--verbose", "-h", "-V", "--version", "--unknown", "--rule x", "-x",
            "--", "-", "@arguments.txt", "--dic 12344", "--DICE 12344", "--json --json", "--card \"ones=3\"", "\"12344\"",
            "--rules 'original'", "--top=${DEFAULT-VALUE}");
    private static final int TRIPLES = 15;

    /** Command lines the quick reader must take: advise as people and programs call it. */
    @ParameterizedTest
    @ValueSource(strings = {"advise 12344", "advise --dice 12344", "advise 1 2 3 4 4 --json",
        "advise --dice=1,2,3,4,4 --rolls-left 0 --top all", "advise --rules free-choice --dice 12344 --card ones=3,threes=9",
        "advise --dice 55552 --rolls-left=1 --card full-house=25 --yahtzee-bonuses 1 --json --top 3",
        "advise --json --rules=no-bonus 66666"})
    void read_commonCommandLine_taken(String commandLine) {
        assertNotNull(QuickAdvise.read(commandLine.split(" ")), commandLine);
    }

    /** The declarations give picocli the same defaults: the quick reader's settings of a bare line are picocli's. */
    @Test
    void read_nothingGiven_picocliDefaults() {
        AdviseSettings quick = QuickAdvise.read(new String[] {"advise"});

        assertEquals(new AdviseSettings(Rules.OFFICIAL, false, null, List.of(), 2, "", 0, "10"), quick);
        assertEquals(quick, picocli().read(new String[] {"advise"}));
    }

    @Test
    void read_anotherCommand_notTaken() {
        assertNull(QuickAdvise.read(new String[] {"solve"}));
        assertNull(QuickAdvise.read(new String[] {"--verbose", "advise", "12344"}));
        assertNull(QuickAdvise.read(new String[0]));
    }

    @Test
    void read_corpus_takenOnlyWherePicocliReadsTheSame() {
        Picocli picocli = picocli();
        int taken = 0;
        int lines = 0;
        for (List<String> line : corpus()) {
            String[] args = line.toArray(new String[0]);
            AdviseSettings quick = QuickAdvise.read(args);
            AdviseSettings slow = picocli.read(args);
            lines++;
            if (quick != null) {
                taken++;
                assertEquals(slow, quick, String.join(" ", line) + " (" + picocli.problem + ")");
            }
        }
        // Not vacuous: a good share of the corpus is common, and much of it is not.
        assertTrue(taken > lines / 10 && taken < lines / 2, taken + " of " + lines + " taken");
    }

    /** Every sequence of up to two pieces, and of three over the first {@link #TRIPLES}, after "advise". */
    private static List<List<String>> corpus() {
        List<List<String>> lines = new ArrayList<>();
        lines.add(List.of("advise"));
        for (int a = 0; a < PIECES.size(); a++) {
            lines.add(line(PIECES.get(a)));
            for (int b = 0; b < PIECES.size(); b++) {
                lines.add(line(PIECES.get(a), PIECES.get(b)));
                for (int c = 0; c < TRIPLES && a < TRIPLES && b < TRIPLES; c++) {
                    lines.add(line(PIECES.get(a), PIECES.get(b), PIECES.get(c)));
                }
            }
        }
        return lines;
    }

    @SafeVarargs
    private static List<String> line(List<String>... pieces) {
        List<String> words = new ArrayList<>(List.of("advise"));
        for (List<String> piece : pieces) {
            words.addAll(piece);
        }
        return words;
    }

    /** Each piece split at spaces, {@code ''} standing for an empty word. */
    private static List<List<String>> pieces(String... pieces) {
        List<List<String>> split = new ArrayList<>();
        for (String piece : pieces) {
            List<String> words = new ArrayList<>();
            for (String word : piece.split(" ")) {
                words.add(word.equals("''") ? "" : word);
            }
            split.add(words);
        }
        return split;
    }

    private static Picocli picocli() {
        return new Picocli(Commands.commandLine(new Environment(null, false), new String[] {"advise"}));
    }

    /** picocli's reading of advise command lines, by the tool's own tree, reused from line to line. */
    private static final class Picocli {
        private final CommandLine root;
        private final AdviseCommand advise;
        /** Why the last line read gave null, for messages. */
        String problem;

        Picocli(CommandLine root) {
            this.root = root;
            this.advise = (AdviseCommand) root.getSubcommands().get("advise").getCommandSpec().userObject();
        }

        /**
         * The settings picocli parses from {@code args}, or null when it fails, is asked for help
         * or a version, or reads an option the quick reader leaves to it (--goal, --verbose).
         */
        AdviseSettings read(String[] args) {
            ParseResult parsed;
            try {
                parsed = root.parseArgs(args);
            } catch (ParameterException e) {
                problem = e.getMessage();
                return null;
            }
            ParseResult command = parsed.subcommand();
            if (command == null || parsed.isUsageHelpRequested() || parsed.isVersionHelpRequested()
                    || command.isUsageHelpRequested() || command.isVersionHelpRequested()
                    || command.hasMatchedOption("--goal") || command.hasMatchedOption("--verbose")
                    || parsed.hasMatchedOption("--verbose")) {
                problem = "help, a version, --goal or --verbose";
                return null;
            }
            problem = "parsed";
            return advise.settings();
        }
    }
}
