package org.yahtzee.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code yahtzee tables}: groups the commands that inspect table files. */
@Command(name = "tables", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "Inspect table files (verify, info).")
final class TablesCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        throw Main.missingSubcommand(spec);
    }
}
