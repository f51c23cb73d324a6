package org.yahtzee.grade;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.yahtzee.advice.Advisor;
import org.yahtzee.advice.Option;
import org.yahtzee.advice.TurnPolicy;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Category;
import org.yahtzee.solver.StateValues;
import org.yahtzee.solver.TurnAnalyzer;
import org.yahtzee.solver.TurnValues;

/**
 * Plays whole games with seeded dice: the optimal move, except that with probability
 * {@code mistakeRate} it picks a legal option at random. For tests and the example records.
 */
public final class RandomPlayer {
    private final TurnAnalyzer analyzer;
    private final StateValues values;
    private final SplittableRandom random;
    private final double mistakeRate;
    /** The reference (RandomPlayerTest): every choice taken from the ranked options, as before. */
    private final boolean rankEveryChoice;

    public RandomPlayer(StateValues values, long seed, double mistakeRate) {
        this(values, seed, mistakeRate, false);
    }

    RandomPlayer(StateValues values, long seed, double mistakeRate, boolean rankEveryChoice) {
        this.values = values;
        this.analyzer = new TurnAnalyzer(values);
        this.random = new SplittableRandom(seed);
        this.mistakeRate = mistakeRate;
        this.rankEveryChoice = rankEveryChoice;
    }

    /** A whole game of 13 turns. */
    public List<TurnPlay> game() {
        return game(13);
    }

    /** The first {@code turns} turns of a game. */
    public List<TurnPlay> game(int turns) {
        Scorecard card = Scorecard.empty(values.rules());
        List<TurnPlay> plays = new ArrayList<>();
        for (int t = 0; t < turns; t++) {
            TurnPlay play = turn(card);
            card = card.score(play.finalRollId(), play.box());
            plays.add(play);
        }
        return plays;
    }

    /** One turn from the card. */
    public TurnPlay turn(Scorecard card) {
        TurnValues turn = analyzer.analyze(card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50());
        List<Integer> rolls = new ArrayList<>();
        List<Integer> keeps = new ArrayList<>();
        int roll = throwDice(KeepLattice.EMPTY_KEEP);
        rolls.add(roll);
        for (int left = 2; left >= 1; left--) {
            int keepId = keep(turn, roll, left);
            if (KeepLattice.size(keepId) == 5) {
                break; // scores now
            }
            keeps.add(keepId);
            roll = throwDice(keepId);
            rolls.add(roll);
        }
        return new TurnPlay(rolls.stream().mapToInt(Integer::intValue).toArray(),
                keeps.stream().mapToInt(Integer::intValue).toArray(), box(turn, roll));
    }

    /*
     * The optimal choice is the head of the advisor's ranked options, found without ranking them
     * (TurnPolicy's and Advisor.bestBox's scan): the options are listed for a mistake alone, which
     * picks one of them by its place in the ranking. The random draws are those of ranking every
     * choice, so the games are the same (RandomPlayerTest).
     */

    private int keep(TurnValues turn, int rollId, int rollsLeft) {
        if (mistake()) {
            return anyOf(Advisor.options(turn, rollId, rollsLeft)).keepId();
        }
        return rankEveryChoice ? Advisor.options(turn, rollId, rollsLeft).get(0).keepId()
                : TurnPolicy.bestKeep(turn, rollId, rollsLeft);
    }

    private Category box(TurnValues turn, int rollId) {
        if (mistake()) {
            return anyOf(Advisor.options(turn, rollId, 0)).category();
        }
        return rankEveryChoice ? Advisor.options(turn, rollId, 0).get(0).category() : Advisor.bestBox(turn, rollId);
    }

    private boolean mistake() {
        return random.nextDouble() < mistakeRate;
    }

    private Option anyOf(List<Option> options) {
        return options.get(random.nextInt(options.size()));
    }

    /** The roll after keeping {@code keepId} and throwing the other dice. */
    private int throwDice(int keepId) {
        int k = keepId;
        while (KeepLattice.size(k) < 5) {
            k = KeepLattice.add(k, 1 + random.nextInt(6));
        }
        return k - KeepLattice.ROLL_BASE;
    }
}
