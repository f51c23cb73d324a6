package org.yahtzee.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

final class StaticTablesTest {

    /** The classes whose static initialisers build a table, as the JVM names them in its log. */
    private static final List<String> TABLE_CLASSES = List.of("org/yahtzee/solver/OrdinaryScores",
            "org/yahtzee/solver/BankedValues", "org/yahtzee/dice/KeepLattice", "org/yahtzee/rules/Scoring",
            "org/yahtzee/rules/Category", "org/yahtzee/state/StateIndex");

    /**
     * {@link StaticTables#build} initialises every table class: a child JVM that calls only it
     * logs the initialisation of each ({@code -Xlog:class+init}). On its daemon thread a failure
     * would only print a stack trace at every start, and a class left out would be built on the
     * main thread after all, where it costs start-up time.
     */
    @Test
    void build_initialisesEveryTableClass() throws IOException, InterruptedException {
        List<String> ours = initialisedByTheProbe();
        for (String table : TABLE_CLASSES) {
            assertTrue(ours.contains(table), table + " was not initialised; ours that were: " + ours);
        }
    }

    /**
     * {@link StaticTables#build} builds {@code StateIndex} first: a cached advise's main thread
     * needs it first (the value table's format names it) while it still reads its command line,
     * and the lattice and the points only once the table is open (docs/startup.md).
     */
    @Test
    void build_initialisesTheStateIndexFirst() throws IOException, InterruptedException {
        List<String> ours = initialisedByTheProbe();
        int stateIndex = ours.indexOf("org/yahtzee/state/StateIndex");
        for (String table : TABLE_CLASSES) {
            if (table.endsWith("/StateIndex")) {
                continue;
            }
            assertTrue(stateIndex < ours.indexOf(table), table + " was initialised before StateIndex: " + ours);
        }
    }

    /** Our classes, in the order a child JVM that calls only {@link StaticTables#build} initialised them. */
    private static List<String> initialisedByTheProbe() throws IOException, InterruptedException {
        Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xlog:class+init=info", "-cp", System.getProperty("java.class.path"), Probe.class.getName())
                .redirectErrorStream(true).start();
        String log = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(child.waitFor(60, TimeUnit.SECONDS), "the probe did not end");
        assertEquals(0, child.exitValue(), log);
        return initialised(log);
    }

    /** Our classes in the order the JVM initialised them (lines {@code N Initializing 'a/b/C'}). */
    private static List<String> initialised(String log) {
        Matcher m = Pattern.compile("Initializing '(org/yahtzee/[^']+)'").matcher(log);
        List<String> classes = new java.util.ArrayList<>();
        while (m.find()) {
            classes.add(m.group(1));
        }
        return classes;
    }

    /** The child JVM's main: builds the tables on its main thread, and does nothing else. */
    static final class Probe {
        public static void main(String[] args) {
            StaticTables.build();
        }
    }
}
