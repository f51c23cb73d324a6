package org.yahtzee.cli.docs;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A command example of the docs: a line {@code $ COMMAND} in a fenced block of a Markdown file,
 * the command's continuation lines (a line ending {@code \}) joined to it, and the lines after
 * it up to the next {@code $} line or the block's end: the output the doc shows. A line
 * {@code ...} in the output stands for any lines left out, and {@code ...} within a line for
 * any text left out of it (a long JSON line); the lines {@code > WORDS} of a {@code play}
 * transcript are what was typed.
 *
 * <p>A block is marked by an HTML comment on the line before its fence, which the rendered page
 * does not show: {@code <!-- slow example: WHY -->} (run only with
 * {@code -Dyahtzee.docs.slow=true}) or {@code <!-- example not run: WHY -->} (never run: a server
 * that runs until stopped, a shell loop).
 *
 * @param file    the Markdown file, as the repository names it ({@code docs/cli.md})
 * @param line    the line of the {@code $}, from 1
 * @param mark    null, or {@code slow} or {@code not run}
 * @param why     the mark's reason, or null
 */
record DocExample(String file, int line, String command, List<String> output, String mark, String why) {

    private static final Pattern MARK = Pattern.compile("<!-- (slow example|example not run): (.+) -->");
    private static final String PROMPT = "$ ";

    /** The example's name in a test report: {@code README.md:41 ./yahtzee advise --dice 12344}. */
    String name() {
        return file + ":" + line + " " + command;
    }

    /** What a play transcript shows typed (its lines {@code > WORDS}), one command a line. */
    String typed() {
        StringBuilder typed = new StringBuilder();
        for (String out : output) {
            if (out.startsWith("> ")) {
                typed.append(out.substring(2)).append('\n');
            }
        }
        return typed.toString();
    }

    /**
     * The command's words as a POSIX shell splits them (blanks between words; quotes '...' and
     * "..." and a backslash keep blanks in a word), or null if the command needs a shell: a
     * pipe, a redirection, a list or a substitution outside quotes.
     */
    List<String> words() {
        List<String> words = new ArrayList<>();
        StringBuilder word = null;
        char quote = 0;
        for (int i = 0; i < command.length(); i++) {
            char c = command.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else if (quote == '"' && c == '\\' && i + 1 < command.length()) {
                    word.append(command.charAt(++i));
                } else {
                    word.append(c);
                }
            } else if (Character.isWhitespace(c)) {
                if (word != null) {
                    words.add(word.toString());
                }
                word = null;
            } else if ("|&;<>()`$".indexOf(c) >= 0) {
                return null;
            } else {
                word = word == null ? new StringBuilder() : word;
                if (c == '\'' || c == '"') {
                    quote = c;
                } else {
                    word.append(c == '\\' && i + 1 < command.length() ? command.charAt(++i) : c);
                }
            }
        }
        if (word != null) {
            words.add(word.toString());
        }
        return words;
    }

    /** Every example of {@code file} (in {@code root}), in the order of the file. */
    static List<DocExample> read(Path root, String file) throws IOException {
        List<String> lines = Files.readAllLines(root.resolve(file), StandardCharsets.UTF_8);
        List<DocExample> examples = new ArrayList<>();
        boolean inBlock = false;
        String mark = null;
        String why = null;
        String previous = "";
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.startsWith("```")) {
                inBlock = !inBlock;
                Matcher m = MARK.matcher(previous.strip());
                mark = inBlock && m.matches() ? (m.group(1).equals("slow example") ? "slow" : "not run") : null;
                why = mark == null ? null : m.group(2);
            } else if (inBlock && line.startsWith(PROMPT)) {
                int start = i;
                StringBuilder command = new StringBuilder(line.substring(PROMPT.length()).strip());
                while (command.toString().endsWith("\\") && i + 1 < lines.size()) {
                    command.setLength(command.length() - 1);
                    command.append(' ').append(lines.get(++i).strip()); // as the shell reads "\" at a line's end
                }
                List<String> output = new ArrayList<>();
                while (i + 1 < lines.size() && !lines.get(i + 1).startsWith(PROMPT) && !lines.get(i + 1).startsWith("```")) {
                    output.add(lines.get(++i));
                }
                while (!output.isEmpty() && output.get(output.size() - 1).isBlank()) {
                    output.remove(output.size() - 1); // the blank line between two examples
                }
                examples.add(new DocExample(file, start + 1, command.toString(), output, mark, why));
            }
            if (!line.isBlank()) {
                previous = line;
            }
        }
        return examples;
    }

    /**
     * Whether {@code actual} is what the doc shows ({@code expected}): line by line, each
     * stripped of trailing blanks, a doc line {@code ...} standing for any number of lines and
     * {@code ...} within a line for any text.
     */
    static boolean shows(List<String> expected, List<String> actual) {
        List<String> got = actual.stream().map(String::stripTrailing).toList();
        expected = expected.stream().map(String::stripTrailing).toList();
        // matches[i][j]: expected from i matches got from j
        boolean[][] matches = new boolean[expected.size() + 1][got.size() + 1];
        matches[expected.size()][got.size()] = true;
        for (int i = expected.size() - 1; i >= 0; i--) {
            boolean any = expected.get(i).strip().equals("...");
            for (int j = got.size(); j >= 0; j--) {
                matches[i][j] = any ? matches[i + 1][j] || j < got.size() && matches[i][j + 1]
                        : j < got.size() && sameLine(expected.get(i), got.get(j)) && matches[i + 1][j + 1];
            }
        }
        return matches[0][0];
    }

    /** A line as the doc shows it, {@code ...} in it standing for any text. */
    private static boolean sameLine(String expected, String actual) {
        if (!expected.contains("...")) {
            return expected.equals(actual);
        }
        StringBuilder regex = new StringBuilder();
        for (String piece : expected.split("\\.\\.\\.", -1)) {
            regex.append(regex.length() == 0 ? "" : ".*").append(Pattern.quote(piece));
        }
        return actual.matches(regex.toString());
    }
}
