package org.yahtzee.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Whether the process's standard error is a terminal. Java 17 can say only whether standard
 * input and output both are ({@code System.console()}), which hid the progress of
 * {@code report distribution > out.txt} from the person watching the terminal.
 */
final class StandardError {
    /*
     * Implementation notes. On Linux /proc/self/fd/2 is a link to what file descriptor 2 is: a
     * terminal is /dev/pts/N, /dev/ttyN or /dev/console; a pipe or a file is something else.
     * Elsewhere (no /proc) the console test stands in, as before. Asked once per process.
     */
    private static final boolean TERMINAL = probe();

    private StandardError() {
    }

    static boolean isTerminal() {
        return TERMINAL;
    }

    private static boolean probe() {
        try {
            String target = Files.readSymbolicLink(Path.of("/proc/self/fd/2")).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty") || target.equals("/dev/console");
        } catch (IOException | UnsupportedOperationException e) {
            return System.console() != null;
        }
    }
}
