package org.yahtzee.cli.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.yahtzee.cli.ChildJvm;
import org.yahtzee.dice.KeepLattice;

/** The rolls numbered without the lattice's tables: as the lattice numbers them (all 7,776 ordered throws), and no table built. */
final class DiceParserTest {

    /**
     * Reading a roll builds no static table: a child JVM that reads one on its main thread
     * initialises no {@code KeepLattice} ({@code -Xlog:class+init}). With it, a cached advise's main
     * thread waited there for the tables' thread to build the lattice (docs/startup.md).
     */
    @Test
    void roll_initialisesNoLattice() throws IOException, InterruptedException {
        List<String> command = List.of(ChildJvm.java(), "-Xlog:class+init=info", "-cp",
                System.getProperty("java.class.path"), Probe.class.getName());
        Process child = new ProcessBuilder(command).redirectErrorStream(true).start();
        String log = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(child.waitFor(ChildJvm.PATIENCE_SECONDS, TimeUnit.SECONDS), "the probe did not end");
        assertEquals(0, child.exitValue(), log);
        assertTrue(log.contains("Initializing 'org/yahtzee/cli/text/DiceParser'"), log);
        assertFalse(log.contains("Initializing 'org/yahtzee/dice/KeepLattice'"), "reading a roll initialised KeepLattice");
    }

    /** The child JVM's main: reads a roll, and does nothing else. */
    static final class Probe {
        public static void main(String[] args) {
            System.out.println(DiceParser.roll("1 2 3 4 4") + DiceParser.rollWord("66666"));
        }
    }

    @Test
    void rollId_everyThrowInEveryOrder_asTheLatticeNumbersIt() {
        Set<Integer> seen = new HashSet<>();
        for (int code = 0; code < 6 * 6 * 6 * 6 * 6; code++) {
            int[] dice = new int[5];
            StringBuilder word = new StringBuilder();
            for (int i = 0, rest = code; i < dice.length; i++, rest /= 6) {
                dice[i] = rest % 6 + 1;
                word.append(dice[i]);
            }
            int expected = KeepLattice.rollOfDice(dice);
            assertEquals(expected, DiceParser.rollId(dice), word::toString);
            assertEquals(expected, DiceParser.roll(word.toString()), word::toString);
            assertEquals(expected, DiceParser.rollWord(word.toString()), word::toString);
            seen.add(expected);
        }
        assertEquals(KeepLattice.ROLLS, seen.size());
    }
}
