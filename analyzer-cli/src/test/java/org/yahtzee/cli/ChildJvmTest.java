package org.yahtzee.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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
        List<String> passed = List.of(flags.group(1).trim().split("\\s+"));

        assertTrue(passed.containsAll(ChildJvm.LAUNCHER), "the launcher passes " + passed + ", the tests' children "
                + ChildJvm.LAUNCHER);
    }
}
