package org.yahtzee.example;

import java.nio.file.Path;
import org.yahtzee.engine.Advice;
import org.yahtzee.engine.Choice;
import org.yahtzee.engine.Dice;
import org.yahtzee.engine.Engine;
import org.yahtzee.engine.Yahtzee;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * The best move for Verhoeff's proficiency-test position, from the engine's library alone:
 * free-choice rules, turn 7, dice 1 2 3 4 4 with two rerolls left. His report's answer is to keep
 * 2 3 4 (docs/rules.md). The only argument, optional, is the table cache's folder; without it
 * the user's cache (as the command line's: $YAHTZEE_TABLES, else ~/.cache/yahtzee).
 */
public final class BestMove {
    private BestMove() {
    }

    public static void main(String[] args) {
        Yahtzee.Builder builder = Yahtzee.builder();
        if (args.length > 0) {
            builder.cacheFolder(Path.of(args[0]));
        }
        // The first use of a rule set solves its table into the cache: about half a second.
        Engine engine = builder.build().engine(Rules.FREE_CHOICE);
        Scorecard card = Scorecard.empty(Rules.FREE_CHOICE)
                .withBox(Category.ONES, 3).withBox(Category.THREES, 9).withBox(Category.FOURS, 12)
                .withBox(Category.SIXES, 24).withBox(Category.FULL_HOUSE, 25).withBox(Category.SMALL_STRAIGHT, 30);
        Dice dice = Dice.of(1, 2, 3, 4, 4);
        // rank: every option by expected final total, without the SD (whose tables take seconds to build).
        Advice advice = engine.rank(card, dice, 2);
        Choice best = advice.best();
        Choice next = advice.choices().get(1);
        System.out.printf("dice %s on a card of %d points, turn %d, two rerolls left (free-choice rules)%n",
                dice, card.total(), card.turn());
        System.out.printf("best move: %s, expected final total %.2f%n", best.move(), best.expectedTotal());
        System.out.printf("next best: %s, %.2f (%.2f less)%n", next.move(), next.expectedTotal(), next.loss());
    }
}
