package org.yahtzee.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.engine.TableException.Problem;
import org.yahtzee.engine.TableException;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedValues;
import org.yahtzee.solver.Solver;

/** Forgeries with recomputed CRCs and a consistent header: loading takes them, the proof does not. */
final class TableProofTest {

    @TempDir
    Path directory;

    private static SolvedValues solved;

    @BeforeAll
    static void solve() {
        solved = TableFixtures.official();
    }

    private Path official() throws IOException {
        Path file = directory.resolve("official.ytable");
        TableWriter.write(solved, file);
        return file;
    }

    @Test
    void check_writtenOfficial_passes() throws IOException {
        TableProof.check(TableReader.open(official(), Rules.OFFICIAL), solved);
    }

    @Test
    void check_solvedAgainOnOneThread_passes() throws IOException {
        // verify --deep solves on this machine's cores, the table may come from another's.
        TableProof.check(TableReader.open(official(), Rules.OFFICIAL), Solver.solve(Rules.OFFICIAL, 1, fraction -> { }));
    }

    @Test
    void check_onePlausibleValueChanged_failsNamingIt() throws IOException {
        Path file = official();
        int state = 400_000;
        double forged = solved.value(state) + Math.ulp(solved.value(state));
        TableFixtures.forgeValue(file, state, forged);
        MappedTable table = TableReader.open(file, Rules.OFFICIAL); // every load-time check passes

        TableException e = assertThrows(TableException.class, () -> TableProof.check(table, solved));
        assertEquals(Problem.WRONG_VALUES, e.problem());
        assertEquals(file, e.file());
        assertEquals("values: 1 of 536448 states differ from a new solve of official; the first, state 400000, holds "
                + forged + " where solving gives " + solved.value(state)
                + " (the table was changed, or solved by a different program)", e.detail());
    }

    @Test
    void check_startValueAndHeaderForgedTogether_loadsButFails() throws IOException {
        // The headline figure moved consistently in both places: the load-time checks agree.
        Path file = official();
        TableFixtures.forgeValue(file, TableFormat.START_STATE, 300f);
        TableFixtures.forgeExpectedScore(file, 300.0);
        MappedTable table = TableReader.open(file, Rules.OFFICIAL);
        assertEquals(300.0, table.expectedScore());

        TableException e = assertThrows(TableException.class, () -> TableProof.check(table, solved));
        assertEquals(Problem.WRONG_VALUES, e.problem());
    }

    @Test
    void check_valuesOfOtherRules_refused() throws IOException {
        MappedTable table = TableReader.open(official());
        assertThrows(IllegalArgumentException.class, () -> TableProof.check(table, TableFixtures.fake(Rules.FREE_CHOICE)));
    }
}
