package org.yahtzee.cli;

import java.io.IOException;
import picocli.CommandLine.IExecutionStrategy;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.RunLast;
import picocli.CommandLine;

/**
 * How every command is run: as picocli runs it (the last subcommand named), then two checks
 * picocli does not make. Standard output must have been written in full ({@link CheckedOutput}):
 * a command whose output was lost exits 3, never 0. And an error of the virtual machine (out of
 * memory, no more threads) becomes one {@code error:} line rather than a stack trace from
 * {@code main}, since picocli hands only exceptions to {@link ErrorReporter}.
 */
final class CommandExecution implements IExecutionStrategy {

    @Override
    public int execute(ParseResult parseResult) {
        CommandLine root = parseResult.commandSpec().commandLine();
        int exitCode;
        try {
            exitCode = new RunLast().execute(parseResult);
        } catch (VirtualMachineError e) {
            return ErrorReporter.reportFailure(e, root, parseResult);
        }
        try {
            CheckedOutput.check(root.getOut());
        } catch (IOException e) {
            return ErrorReporter.reportFailure(e, root, parseResult);
        }
        return exitCode;
    }
}
