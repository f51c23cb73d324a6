package org.yahtzee.grade;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedValues;

/** The player's quick choices against ranking every choice's options: the same games, draw for draw. */
final class RandomPlayerTest {

    /** Every rule set, optimal play and mistakes in 1 and 3 choices of 10: the same rolls, keeps and boxes. */
    @Test
    void game_sameAsRankingEveryChoice() {
        int turns = 0;
        for (Rules rules : Rules.NAMED) {
            SolvedValues values = GameGraderTest.solved(rules);
            for (double rate : new double[] {0, 0.1, 0.3}) {
                for (long seed = 0; seed < 4; seed++) {
                    List<TurnPlay> quick = new RandomPlayer(values, seed, rate).game();
                    List<TurnPlay> ranked = new RandomPlayer(values, seed, rate, true).game();
                    assertEquals(text(ranked), text(quick), rules + " rate " + rate + " seed " + seed);
                    turns += quick.size();
                }
            }
        }
        assertEquals(4 * 3 * 4 * 13, turns);
    }

    private static String text(List<TurnPlay> game) {
        StringBuilder s = new StringBuilder();
        for (TurnPlay p : game) {
            s.append(Arrays.toString(p.rollIds())).append(Arrays.toString(p.keepIds()))
                    .append(p.box()).append('\n');
        }
        return s.toString();
    }
}
