package org.yahtzee.cli.play;

import java.io.Closeable;
import java.io.IOException;

/**
 * Where {@code play}'s commands come from: a script or pipe ({@link ScriptInput}), or a person
 * at a terminal, with line editing and history ({@link TerminalInput}). Only a person is asked
 * questions (quit without saving? replace a file?); a script is warned or refused instead. The
 * session flushes its output before each read, so a prompt comes after what was printed.
 */
interface CommandInput extends Closeable {

    /** The next command line, or null at the end of the input. */
    String next() throws IOException;

    /** True when a person types, who can be asked a question. */
    boolean interactive();

    /**
     * Asks a yes/no question (interactive input only).
     *
     * @return true for y or yes, false for anything else; null for no answer (the end of the
     *         input, or Ctrl-C)
     */
    Boolean ask(String question) throws IOException;

    /**
     * Called once the session has ended.
     *
     * @throws IOException if the input ended at something that is not a command line (one too long)
     */
    default void finish() throws IOException {
    }

    @Override
    default void close() throws IOException {
    }

    /** y, yes (any case) against anything else. */
    static boolean isYes(String answer) {
        String a = answer.strip();
        return a.equalsIgnoreCase("y") || a.equalsIgnoreCase("yes");
    }
}
