package org.yahtzee.grade;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.yahtzee.advice.Advisor;
import org.yahtzee.advice.Option;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.game.Scorecard;
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

    public RandomPlayer(StateValues values, long seed, double mistakeRate) {
        this.values = values;
        this.analyzer = new TurnAnalyzer(values);
        this.random = new SplittableRandom(seed);
        this.mistakeRate = mistakeRate;
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
            Option choice = choose(Advisor.options(turn, roll, left));
            if (KeepLattice.size(choice.keepId()) == 5) {
                break; // scores now
            }
            keeps.add(choice.keepId());
            roll = throwDice(choice.keepId());
            rolls.add(roll);
        }
        Option box = choose(Advisor.options(turn, roll, 0));
        return new TurnPlay(rolls.stream().mapToInt(Integer::intValue).toArray(),
                keeps.stream().mapToInt(Integer::intValue).toArray(), box.category());
    }

    private Option choose(List<Option> options) {
        return random.nextDouble() < mistakeRate ? options.get(random.nextInt(options.size())) : options.get(0);
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
