package org.yahtzee.cli.grade;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.yahtzee.cli.CommandRun;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.Commands;
import org.yahtzee.cli.SharedCache;
import picocli.CommandLine;

/** {@code grade -}: a record on standard input, read once and spooled for the second reading. */
final class GradeStandardInputTest {
    private static final Path EXAMPLE = Path.of("..", "examples", "several-mistakes.txt");

    /** Runs {@code grade ARGS} with {@code stdin} as standard input. */
    private static CommandRun grade(InputStream stdin, String... args) {
        CommandLine commandLine = Commands.commandLine(new Environment(SharedCache.directory(), false));
        ((GradeCommand) commandLine.getSubcommands().get("grade").getCommand()).input(stdin);
        return CommandRun.run(commandLine, CommandRun.prefixed(args, "grade"));
    }

    /** Bytes that may be read to their end once: a second reading would find nothing, as on a pipe. */
    private static final class Once extends ByteArrayInputStream {
        private boolean ended;

        Once(byte[] bytes) {
            super(bytes);
        }

        @Override
        public synchronized int read(byte[] b, int off, int len) {
            int n = super.read(b, off, len);
            if (n < 0 && ended) {
                throw new AssertionError("standard input read again after its end");
            }
            ended |= n < 0;
            return n;
        }
    }

    @Test
    void aRecordOnStandardInput_gradesAsTheFile() throws IOException {
        CommandRun fromFile = grade(InputStream.nullInputStream(), EXAMPLE.toString());
        CommandRun fromStdin = grade(new Once(Files.readAllBytes(EXAMPLE)), "-");

        assertEquals(0, fromStdin.exitCode(), fromStdin.transcript());
        assertEquals(fromFile.out().replace(EXAMPLE.toString(), "standard input"), fromStdin.out());
    }

    @Test
    void problemsOnStandardInput_areNamedSo() {
        byte[] record = "1: 22351 score chance\n2: 2 2 3 5 1 score chance\n".getBytes(StandardCharsets.UTF_8);
        CommandRun run = grade(new Once(record), "-");

        assertEquals(3, run.exitCode(), run.transcript());
        assertTrue(run.err().startsWith("standard input:2:20: chance is already filled (13)"), run.transcript());
        assertTrue(run.err().endsWith("error: standard input could not be read (problems above)\n"), run.transcript());
    }

    @Test
    void standardInputTwice_isAUsageError() {
        CommandRun run = grade(new Once(new byte[0]), "-", "-");

        assertEquals(2, run.exitCode(), run.transcript());
        assertTrue(run.err().startsWith("error: - (standard input) given twice: it can be read once\n"), run.transcript());
    }
}
