package org.yahtzee.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.files.ChildProcesses;
import org.yahtzee.rules.Rules;

/** Processes, not threads, racing on one empty cache: the OS file lock makes one of them solve. */
final class TableCacheProcessTest {

    private static final int PROCESSES = 4;

    @TempDir
    Path work;

    @Test
    @Timeout(90)
    void load_fourProcessesOnAnEmptyCache_exactlyOneSolves() throws Exception {
        Path cache = work.resolve("cache");
        Path solves = Files.createDirectory(work.resolve("solves"));
        Path ready = Files.createDirectory(work.resolve("ready"));
        String java = ProcessHandle.current().info().command().orElse("java");
        List<Process> processes = new ArrayList<>();
        for (int i = 0; i < PROCESSES; i++) {
            List<String> command = new ArrayList<>(List.of(java));
            command.addAll(ChildProcesses.LIGHT);
            command.addAll(List.of("-cp", System.getProperty("java.class.path"), CacheRaceMain.class.getName(),
                    cache.toString(), solves.toString(), ready.toString(), Integer.toString(PROCESSES)));
            processes.add(new ProcessBuilder(command).redirectErrorStream(true).start());
        }
        String expected = Double.toString(TableFixtures.fake(Rules.OFFICIAL).value(999));
        for (Process process : processes) {
            assertTrue(process.waitFor(300, TimeUnit.SECONDS), "a process did not finish");
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertEquals(0, process.exitValue(), output);
            assertEquals(expected, output.strip());
        }
        try (Stream<Path> solved = Files.list(solves)) {
            assertEquals(1, solved.count(), "solves recorded (one file per solving process)");
        }
        try (Stream<Path> left = Files.list(cache)) {
            assertEquals(List.of(".official.ytable.lock", "official.ytable"),
                    left.map(p -> p.getFileName().toString()).sorted().toList());
        }
    }
}
