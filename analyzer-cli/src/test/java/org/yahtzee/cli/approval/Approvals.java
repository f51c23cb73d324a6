package org.yahtzee.cli.approval;

import static org.junit.jupiter.api.Assertions.fail;

import com.github.difflib.DiffUtils;
import com.github.difflib.UnifiedDiffUtils;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Approval (golden-output) checks: an output is compared with its approved copy under
 * src/test/resources/approved (see the README there). A difference fails with the first lines
 * of a unified diff and the path of the received output, kept under target/approvals; run with
 * {@code -Dyahtzee.approve=true} to make the received outputs the approved ones.
 */
public final class Approvals {
    /*
     * Implementation notes. Paths are relative to the module, the working directory of the
     * tests (surefire's default). Outputs are compared as text with \n line ends, so that a
     * Windows run (%n is \r\n) compares the same. A diff line is cut at 160 characters: a
     * chart's SVG is one line of several KB.
     */

    static final Path APPROVED = Path.of("src", "test", "resources", "approved");
    static final Path RECEIVED = Path.of("target", "approvals");
    /** The system property that turns checking into approving. */
    static final String APPROVE = "yahtzee.approve";
    private static final int DIFF_LINES = 40;
    private static final int DIFF_LINE_LENGTH = 160;

    private Approvals() {
    }

    /**
     * Checks {@code received} against the approved output {@code name} (a path under the
     * approved folder, like {@code grade/clean-solitaire.txt}), or approves it.
     */
    public static void verify(String name, String received) {
        String text = received.replace("\r\n", "\n");
        Path approved = APPROVED.resolve(name);
        Path kept = RECEIVED.resolve(name);
        try {
            if (Boolean.getBoolean(APPROVE)) {
                write(approved, text);
                Files.deleteIfExists(kept);
                return;
            }
            if (!Files.exists(approved)) {
                write(kept, text);
                fail("no approved output " + approved + "; received " + kept.toAbsolutePath()
                        + " (approve it with -D" + APPROVE + "=true)");
            }
            String expected = Files.readString(approved, StandardCharsets.UTF_8);
            if (expected.equals(text)) {
                Files.deleteIfExists(kept);
                return;
            }
            write(kept, text);
            fail(name + " differs from its approved output (received " + kept.toAbsolutePath() + "; -D" + APPROVE
                    + "=true approves it):\n" + diff(name, expected, text));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The first lines of a unified diff from the approved text to the received one. */
    static String diff(String name, String approved, String received) {
        List<String> from = approved.lines().toList();
        List<String> to = received.lines().toList();
        List<String> unified = UnifiedDiffUtils.generateUnifiedDiff("approved/" + name, "received/" + name, from,
                DiffUtils.diff(from, to), 2);
        StringBuilder shown = new StringBuilder();
        for (int i = 0; i < Math.min(DIFF_LINES, unified.size()); i++) {
            String line = unified.get(i);
            shown.append(line.length() > DIFF_LINE_LENGTH ? line.substring(0, DIFF_LINE_LENGTH) + "..." : line)
                    .append('\n');
        }
        if (unified.size() > DIFF_LINES) {
            shown.append("(").append(unified.size() - DIFF_LINES).append(" more diff lines)\n");
        }
        if (unified.isEmpty()) { // only the line ends or the final newline differ
            shown.append("(same lines; the text differs at the end: approved ").append(approved.length())
                    .append(" characters, received ").append(received.length()).append(")\n");
        }
        return shown.toString();
    }

    /**
     * {@code text} with every match of {@code pattern} replaced by {@code replacement}
     * (group references allowed); a mask that no longer matches fails, so that none stays
     * in place hiding nothing.
     */
    public static String mask(String text, String pattern, String replacement) {
        Matcher matcher = Pattern.compile(pattern).matcher(text);
        if (!matcher.find()) {
            fail("the mask /" + pattern + "/ matches nothing in:\n" + text.substring(0, Math.min(text.length(), 2000)));
        }
        return matcher.replaceAll(replacement);
    }

    private static void write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }
}
