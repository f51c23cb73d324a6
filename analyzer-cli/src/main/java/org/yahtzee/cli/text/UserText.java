package org.yahtzee.cli.text;

import java.nio.file.Path;
import java.util.HexFormat;

/**
 * How text that came from a user (a word of a game record, an option value, a typed command, a
 * player's name) is shown back in messages and reports: control characters escaped, so a name
 * can neither forge an output line nor send escape sequences to the terminal, and echoes of a
 * bad word cut to {@link #ECHO_LIMIT} characters, so a 10 MB roll gives a one-line error.
 */
public final class UserText {
    /*
     * Implementation notes. Characters, here and in the columns of record problems, are Unicode
     * code points, not Java chars: an emoji in a name is one character, as an editor counts it.
     * Escaped are the C0 and C1 controls and DEL (Cc), the line and paragraph separators, and
     * the bidirectional controls, which can reorder what a terminal shows; other format
     * characters stay, because the zero-width joiner is part of many emoji.
     */

    /** Most characters of a user's word echoed in a message. */
    public static final int ECHO_LIMIT = 80;

    private UserText() {
    }

    /**
     * {@code text} with every control character written as an escape: {@code \n}, {@code \r},
     * {@code \t}, else {@code \u001b} style. Text without one is returned as is.
     */
    public static String printable(String text) {
        int i = 0;
        while (i < text.length() && !needsEscape(text.codePointAt(i))) {
            i += Character.charCount(text.codePointAt(i));
        }
        if (i == text.length()) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length() + 8).append(text, 0, i);
        while (i < text.length()) {
            int c = text.codePointAt(i);
            i += Character.charCount(c);
            appendPrintable(out, c);
        }
        return out.toString();
    }

    /** A path as {@link #printable} shows it: outputs, records and tables are named by the user. */
    public static String printable(Path path) {
        return printable(path.toString());
    }

    /**
     * A user's word for a message: {@link #printable} in single quotes, at most
     * {@link #ECHO_LIMIT} characters shown (escapes included, so 80 control characters do not
     * become 480), cut with its length said, e.g. {@code '12345...' (10000000 characters)}.
     */
    public static String quote(String text) {
        StringBuilder shown = new StringBuilder(ECHO_LIMIT + 8);
        int width = 0;
        int cut = -1; // where shown passes ECHO_LIMIT - 3 characters: room for "..."
        for (int i = 0; i < text.length() && width <= ECHO_LIMIT; ) {
            int c = text.codePointAt(i);
            i += Character.charCount(c);
            int before = shown.length();
            appendPrintable(shown, c);
            width += shown.codePointCount(before, shown.length());
            if (cut < 0 && width > ECHO_LIMIT - 3) {
                cut = before;
            }
        }
        if (width <= ECHO_LIMIT) {
            return "'" + shown + "'";
        }
        return "'" + shown.substring(0, cut) + "...' (" + text.codePointCount(0, text.length()) + " characters)";
    }

    /** The character, or its escape if it needs one. */
    private static void appendPrintable(StringBuilder out, int c) {
        if (!needsEscape(c)) {
            out.appendCodePoint(c);
        } else if (c == '\n') {
            out.append("\\n");
        } else if (c == '\r') {
            out.append("\\r");
        } else if (c == '\t') {
            out.append("\\t");
        } else {
            out.append("\\u").append(HexFormat.of().toHexDigits((char) c)); // all of them are in the BMP
        }
    }

    /**
     * The column (from 1, in characters) of the char at {@code charIndex} of {@code line}: a
     * character outside the Basic Multilingual Plane is two chars but one column.
     */
    public static int column(CharSequence line, int charIndex) {
        return Character.codePointCount(line, 0, Math.min(charIndex, line.length())) + 1
                + Math.max(0, charIndex - line.length());
    }

    private static boolean needsEscape(int c) {
        return Character.getType(c) == Character.CONTROL
                || c == 0x2028 || c == 0x2029 // line and paragraph separators
                || c == 0x061C || c == 0x200E || c == 0x200F // bidi marks
                || c >= 0x202A && c <= 0x202E || c >= 0x2066 && c <= 0x2069; // bidi embeddings, isolates
    }
}
