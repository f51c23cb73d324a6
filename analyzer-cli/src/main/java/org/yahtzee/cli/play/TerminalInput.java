package org.yahtzee.cli.play;

import java.io.IOException;
import org.jline.keymap.KeyMap;
import org.jline.reader.Binding;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.Reference;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;

/**
 * Commands typed by a person at a terminal, read with JLine: the arrow keys move in the line and
 * through the commands typed before (history in memory), Ctrl-R searches them, Ctrl-D at an empty
 * line ends the input, Ctrl-C is {@code quit} (at a question: no answer, as Ctrl-D). The only class of {@code play} that names JLine, and
 * made only when standard input and output are a terminal, so a script, a pipe and every other
 * command never load it.
 */
final class TerminalInput implements CommandInput {
    /*
     * Implementation notes. Terminals send the arrows as ESC O A (application mode, which JLine
     * asks for and binds from the terminal's capabilities) or ESC [ A (normal mode: some
     * terminals and multiplexers ignore the request); the second form is bound here as well, or
     * it would be taken as ESC and "[A" typed into the line. Event expansion (!!, !n) is off: a
     * file name may hold a '!'.
     */
    static final String PROMPT = "> ";
    private static final String[][] CSI_ARROWS = {
        {"\033[A", LineReader.UP_LINE_OR_HISTORY}, {"\033[B", LineReader.DOWN_LINE_OR_HISTORY},
        {"\033[C", LineReader.FORWARD_CHAR}, {"\033[D", LineReader.BACKWARD_CHAR},
    };

    private final Terminal terminal;
    private final LineReader reader;

    TerminalInput(Terminal terminal) {
        this.terminal = terminal;
        this.reader = LineReaderBuilder.builder().terminal(terminal).appName("yahtzee play")
                .option(LineReader.Option.DISABLE_EVENT_EXPANSION, true).build();
        KeyMap<Binding> main = reader.getKeyMaps().get(LineReader.MAIN);
        for (String[] arrow : CSI_ARROWS) {
            main.bind(new Reference(arrow[1]), arrow[0]);
        }
    }

    /** The terminal the JVM runs in. */
    static TerminalInput system() throws IOException {
        return new TerminalInput(TerminalBuilder.builder().system(true).build());
    }

    @Override
    public String next() {
        return read(PROMPT, "quit");
    }

    @Override
    public boolean interactive() {
        return true;
    }

    @Override
    public Boolean ask(String question) {
        String answer = read(question + " [y/N] ", null);
        return answer == null ? null : CommandInput.isYes(answer);
    }

    /** A line; {@code interrupted} for Ctrl-C, null for Ctrl-D (the end of the input). */
    private String read(String prompt, String interrupted) {
        try {
            return reader.readLine(prompt);
        } catch (UserInterruptException e) {
            return interrupted;
        } catch (EndOfFileException e) {
            return null;
        }
    }

    @Override
    public void close() throws IOException {
        terminal.close();
    }
}
