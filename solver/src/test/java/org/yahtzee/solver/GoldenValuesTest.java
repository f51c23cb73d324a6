package org.yahtzee.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.yahtzee.rules.Rules;

final class GoldenValuesTest {

    @Test
    void print() {
        for (Rules r : Rules.NAMED) {
            long t = System.nanoTime();
            SolvedValues v = Solver.solve(r);
            System.out.printf("%s %.6f %d ms%n", r, v.expectedScore(), (System.nanoTime() - t) / 1_000_000);
        }
        System.out.println(StateIndex.STATES);
    }
}
