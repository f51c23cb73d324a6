package org.yahtzee.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.NoSuchFileException;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/** The mapping of exceptions thrown by a command to exit codes and error lines. */
final class ErrorReporterTest {

    /** A command that throws what it is given, with the --verbose option of the real ones. */
    @Command(name = "fail")
    static final class Failing implements Callable<Integer> {
        @Option(names = "--verbose")
        boolean verbose;

        @Option(names = "--json")
        boolean json;

        private final Exception failure;

        Failing(Exception failure) {
            this.failure = failure;
        }

        @Override
        public Integer call() throws Exception {
            throw failure;
        }
    }

    private static CommandRun fail(Exception failure, String... args) {
        CommandLine commandLine = new CommandLine(new Failing(failure));
        ErrorReporter.installOn(commandLine);
        return CommandRun.run(commandLine, args);
    }

    @Test
    void runtimeException_exit1OneLineWithoutStackTrace() {
        CommandRun run = fail(new IllegalStateException("boom"));

        assertEquals(1, run.exitCode(), run.transcript());
        assertEquals("error: internal error: java.lang.IllegalStateException: boom "
                + "(--verbose prints the stack trace)\n", run.err());
    }

    @Test
    void runtimeException_verbose_printsStackTrace() {
        CommandRun run = fail(new IllegalStateException("boom"), "--verbose");

        assertEquals(1, run.exitCode(), run.transcript());
        assertTrue(run.errLines().get(0).startsWith("error: internal error: "), run.transcript());
        assertTrue(run.err().contains("\tat "), run.transcript());
    }

    @Test
    void missingFile_exit3NamingTheFile() {
        CommandRun run = fail(new UncheckedIOException(new NoSuchFileException("/x/y.table")));

        assertEquals(3, run.exitCode(), run.transcript());
        assertEquals("error: no such file or directory: /x/y.table\n", run.err());
    }

    @Test
    void fileSystemExceptionWithoutReason_exit3SpellingTheReason() {
        CommandRun run = fail(new FileAlreadyExistsException("/x/y"));

        assertEquals(3, run.exitCode(), run.transcript());
        assertEquals("error: /x/y: File exists\n", run.err());
    }

    @Test
    void accessDenied_exit3() {
        CommandRun run = fail(new AccessDeniedException("/root/y.table"));

        assertEquals(3, run.exitCode(), run.transcript());
        assertEquals("error: permission denied: /root/y.table\n", run.err());
        assertFalse(run.err().contains("\tat "));
    }

    @Test
    void runtimeException_json_internalErrorObject() {
        CommandRun run = fail(new IllegalStateException("boom"), "--json");

        assertEquals(1, run.exitCode(), run.transcript());
        com.fasterxml.jackson.databind.JsonNode json = JsonSchemas.assertValid("error", run.out());
        assertEquals("internal", json.get("kind").asText());
        assertEquals(1, json.get("exitCode").asInt());
        assertEquals("error: " + json.get("message").asText() + "\n", run.err());
    }

    /** A stdout that failed once (a full disk, freed since): the error object is not written after the failure. */
    @Test
    void stdoutFailed_json_noObjectWrittenAfterIt() {
        StringBuilder written = new StringBuilder();
        java.io.Writer failingOnce = new java.io.Writer() {
            private boolean failed;

            @Override
            public void write(char[] buffer, int offset, int length) throws java.io.IOException {
                if (!failed) {
                    failed = true;
                    throw new java.io.IOException("No space left on device");
                }
                written.append(buffer, offset, length);
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        CommandLine commandLine = new CommandLine(new Failing(new java.io.IOException("cannot write to standard output")));
        ErrorReporter.installOn(commandLine);
        CheckedOutput out = new CheckedOutput(failingOnce);
        out.print("x");
        out.flush();
        commandLine.setOut(out);
        java.io.StringWriter err = new java.io.StringWriter();
        commandLine.setErr(new java.io.PrintWriter(err, true));

        assertEquals(3, commandLine.execute("--json"));
        assertEquals("error: cannot write to standard output\n", err.toString());
        assertEquals("", written.toString());
    }
}
