package org.yahtzee.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The children that solve run with the launcher's JVM flags, as a user's run does. */
final class ChildJvmTest {

    @Test
    void launcherFlags_areTheLaunchersOwn() throws IOException {
        String launcher = Files.readString(Path.of("src", "dist", "bin", "yahtzee"));
        Matcher flags = Pattern.compile("(?m)^flags=\\(([^)]*)\\)").matcher(launcher);
        assertTrue(flags.find(), "the launcher's flags=(...) line");
        // The collector is a variable: its first value is the one for every command but advise
        // without a goal (docs/startup.md), so for the children that solve.
        Matcher collector = Pattern.compile("(?m)^collector=(\\S+)$").matcher(launcher);
        assertTrue(collector.find(), "the launcher's collector=... line");
        List<String> passed = new ArrayList<>();
        for (String flag : flags.group(1).trim().split("\\s+")) {
            passed.add(flag.equals("\"$collector\"") ? collector.group(1) : flag);
        }

        assertTrue(passed.containsAll(ChildJvm.LAUNCHER), "the launcher passes " + passed + ", the tests' children "
                + ChildJvm.LAUNCHER);
    }
}
