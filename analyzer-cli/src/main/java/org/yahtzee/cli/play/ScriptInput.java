package org.yahtzee.cli.play;

import java.io.IOException;
import java.io.PrintWriter;
import org.yahtzee.cli.record.LineInput;
import org.yahtzee.cli.record.RecordLimits;
import org.yahtzee.cli.text.UserText;

/**
 * Commands from a script or a pipe: each line is echoed after {@code > } so the output reads as
 * a transcript; lines are at most {@link RecordLimits#LINE_CHARACTERS} long (a longer one ends
 * the session with an error). Nobody answers questions here.
 */
final class ScriptInput implements CommandInput {
    private final LineInput lines;
    private final PrintWriter out;

    ScriptInput(LineInput lines, PrintWriter out) {
        this.lines = lines;
        this.out = out;
    }

    @Override
    public String next() throws IOException {
        String line = lines.next();
        if (line != null) {
            out.println("> " + UserText.printable(line.strip())); // a script may hold escape sequences
            out.flush(); // before any error line on stderr, for a transcript of both in order
        }
        return line;
    }

    @Override
    public boolean interactive() {
        return false;
    }

    @Override
    public Boolean ask(String question) {
        throw new IllegalStateException("a script is not asked questions: " + question);
    }

    @Override
    public void finish() throws IOException {
        if (lines.isOverlong()) {
            throw new IOException("line " + lines.lineNumber() + " of the input is longer than "
                    + RecordLimits.LINE_CHARACTERS + " characters: the session ends there");
        }
    }
}
