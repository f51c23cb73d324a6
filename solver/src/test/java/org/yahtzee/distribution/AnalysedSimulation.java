package org.yahtzee.distribution;

import java.util.SplittableRandom;
import org.yahtzee.advice.TurnPolicy;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.game.Scorecard;
import org.yahtzee.policy.GamePlay;
import org.yahtzee.rules.Category;
import org.yahtzee.solver.StateValues;
import org.yahtzee.solver.TurnAnalyzer;
import org.yahtzee.solver.TurnValues;

/**
 * The simulator as it was before policy tables, kept as the reference: one thread, every turn
 * analysed afresh (TurnAnalyzer), the card an immutable Scorecard; the same seeding (batch c's
 * generator the c-th split of the seed's, game i its i-th split) and the same dice
 * (GamePlay.throwDice: the dice are the input both players are given).
 */
final class AnalysedSimulation {

    private AnalysedSimulation() {
    }

    static SimulatedGames play(StateValues values, long games, long seed) {
        TurnAnalyzer analyzer = new TurnAnalyzer(values);
        SimulatedGames result = new SimulatedGames(values.rules());
        SplittableRandom root = new SplittableRandom(seed);
        SplittableRandom batch = null;
        for (long g = 0; g < games; g++) {
            if (g % Simulator.BATCH == 0) {
                batch = root.split();
            }
            SplittableRandom random = batch.split();
            Scorecard card = Scorecard.empty(values.rules());
            while (!card.isComplete()) {
                TurnValues turn = analyzer.analyze(card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50());
                int roll = throwDice(KeepLattice.EMPTY_KEEP, random);
                for (int rollsLeft = 2; rollsLeft >= 1; rollsLeft--) {
                    roll = throwDice(TurnPolicy.bestKeep(turn, roll, rollsLeft), random);
                }
                card = card.score(roll, TurnPolicy.bestBox(turn, roll));
            }
            add(result, card);
        }
        return result;
    }

    private static void add(SimulatedGames sums, Scorecard card) {
        sums.scoreCounts[card.total()]++;
        sums.games++;
        for (Category box : Category.values()) {
            int points = card.points(box);
            sums.boxSum[box.id()] += points;
            sums.boxSquares[box.id()] += (long) points * points;
            sums.boxZeros[box.id()] += points == 0 ? 1 : 0;
        }
        sums.upperBonuses += card.upperBonusEarned() ? 1 : 0;
        int bonus = card.yahtzeeBonuses() * org.yahtzee.rules.Rules.YAHTZEE_BONUS;
        sums.yahtzeeBonusPoints += bonus;
        sums.yahtzeeBonusSquares += (long) bonus * bonus;
    }

    private static int throwDice(int keepId, SplittableRandom random) {
        return GamePlay.throwDice(keepId, random);
    }
}
