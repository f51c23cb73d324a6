package org.yahtzee.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import org.yahtzee.advice.Advisor;
import org.yahtzee.advice.Option;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.game.Scorecard;
import org.yahtzee.solver.TurnValues;

/**
 * The ranked options as a table for people: each move, its expected final total (points on the
 * card plus the expected rest under optimal play) and its loss against the best. Used by
 * {@code advise} and {@code play}.
 */
final class AdviceText {
    /** Losses under this print as {@code <0.01}: "0.00" would read as "just as good". */
    static final double SMALLEST_SHOWN_LOSS = 0.005;

    private AdviceText() {
    }

    /** Prints the header and the first {@code top} options (all if {@code top} is larger). */
    static void print(PrintWriter out, Scorecard card, TurnValues turn, int rollId, List<Option> options, int top) {
        int shown = Math.min(top, options.size());
        out.printf(Locale.ROOT, "      %-42s %14s  %s%n", "move", "expected total", "loss");
        for (int i = 0; i < shown; i++) {
            Option o = options.get(i);
            out.printf(Locale.ROOT, "  %2d  %-42s %14.2f  %s%n", i + 1, move(o, turn, rollId),
                    card.total() + o.value(), i == 0 ? "best" : loss(o.loss()));
        }
    }

    /** A loss to two decimals, {@code <0.01} below 0.005. */
    static String loss(double loss) {
        return loss < SMALLEST_SHOWN_LOSS ? "<0.01" : String.format(Locale.ROOT, "%.2f", loss);
    }

    /**
     * How a player would say the option: {@code keep 2 3 4}, {@code reroll all five},
     * {@code score sixes (18)}; keeping all five names the box they then go in.
     */
    static String move(Option option, TurnValues turn, int rollId) {
        if (option.kind() == Option.Kind.KEEP && KeepLattice.size(option.keepId()) == 5) {
            Option box = Advisor.bestScore(turn, rollId);
            return "keep all five, " + box.describe();
        }
        return option.describe();
    }
}
