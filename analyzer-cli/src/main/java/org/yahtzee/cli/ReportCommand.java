package org.yahtzee.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code yahtzee report}: groups the reports (distribution, opening, a graded game as a page). */
@Command(name = "report", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "Reports: the exact score distribution, the opening table, a graded game as a web page.")
final class ReportCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        throw Main.missingSubcommand(spec);
    }
}
