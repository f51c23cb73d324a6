package org.yahtzee.risk;

import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.yahtzee.advice.Advisor;
import org.yahtzee.advice.Option;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.TurnAnalyzer;
import org.yahtzee.solver.TurnValues;

/**
 * The naive reference for {@link TurnRisk}: the whole distribution of the points still to come,
 * by enumerating every roll of every turn, the player choosing the head of {@link Advisor}'s
 * ranked list at each decision and {@link Scorecard} doing the scoring. Memoised by card state
 * and, inside a turn, by (roll, rolls left); fast enough for cards with 1..3 open boxes.
 */
public final class BruteForceRisk {
    private final TurnAnalyzer analyzer;
    /** Distribution of R (index = points still to come) by stateIndex. */
    private final Map<Integer, double[]> fromState = new HashMap<>();
    /**
     * The turn {@link #afterOption} was last asked about, with its memo of (roll, rolls left):
     * TurnRiskTest asks about every option of 6 rolls x 3 stages of one card, about 700 options,
     * and a new turn for each enumerated the rest of the turn again (about 250 rolls ranked by
     * Advisor.options each time), 4 of 5 of that class's CPU. Each (roll, rolls left) is the same
     * function of the card either way, so the distributions are the same doubles.
     */
    private Turn lastTurn;

    public BruteForceRisk(TurnAnalyzer analyzer) {
        this.analyzer = analyzer;
    }

    /** The distribution of the points still to come from the card at the start of a turn. */
    public double[] fromCard(Scorecard card) {
        if (card.isComplete()) {
            return new double[] {1.0};
        }
        double[] known = fromState.get(card.stateIndex());
        if (known != null) {
            return known;
        }
        Turn turn = new Turn(card);
        double[] out = new double[0];
        for (int r = 0; r < KeepLattice.ROLLS; r++) {
            out = addScaled(out, turn.roll(r, 2), KeepLattice.rollProbability(r), 0);
        }
        fromState.put(card.stateIndex(), out);
        return out;
    }

    /** The distribution after choosing {@code option} for the dice in the card's turn. */
    double[] afterOption(Scorecard card, Option option, int rollId, int rollsLeft) {
        if (lastTurn == null || lastTurn.card.stateIndex() != card.stateIndex()) {
            lastTurn = new Turn(card);
        }
        return lastTurn.option(option, rollId, rollsLeft);
    }

    private final class Turn {
        final Scorecard card;
        final TurnValues values;
        final double[][] rolls = new double[3 * KeepLattice.ROLLS][];

        Turn(Scorecard card) {
            this.card = card;
            this.values = analyzer.analyze(card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50());
        }

        double[] roll(int rollId, int rollsLeft) {
            int i = rollsLeft * KeepLattice.ROLLS + rollId;
            if (rolls[i] == null) {
                List<Option> options = Advisor.options(values, rollId, rollsLeft);
                rolls[i] = option(options.get(0), rollId, rollsLeft);
            }
            return rolls[i];
        }

        double[] option(Option option, int rollId, int rollsLeft) {
            if (option.kind() == Option.Kind.SCORE || option.standsPat()) {
                Scorecard next = card.score(rollId, option.category());
                return addScaled(new double[0], fromCard(next), 1.0, next.total() - card.total());
            }
            double[] out = new double[0];
            for (int r = 0; r < KeepLattice.ROLLS; r++) {
                double p = KeepLattice.outcomeProbability(option.keepId(), KeepLattice.keepOfRoll(r));
                if (p > 0) {
                    out = addScaled(out, roll(r, rollsLeft - 1), p, 0);
                }
            }
            return out;
        }
    }

    /** {@code sum + p * (dist shifted up by shift)}, grown as needed. */
    private static double[] addScaled(double[] sum, double[] dist, double p, int shift) {
        double[] out = sum.length >= dist.length + shift ? sum : java.util.Arrays.copyOf(sum, dist.length + shift);
        for (int x = 0; x < dist.length; x++) {
            out[x + shift] += p * dist[x];
        }
        return out;
    }

    static double mean(double[] dist) {
        double m = 0;
        for (int x = 0; x < dist.length; x++) {
            m += x * dist[x];
        }
        return m;
    }

    static double standardDeviation(double[] dist) {
        double m = mean(dist);
        double v = 0;
        for (int x = 0; x < dist.length; x++) {
            v += (x - m) * (x - m) * dist[x];
        }
        return Math.sqrt(v);
    }

    /** The card with the boxes not in {@code open} filled with the given points. */
    public static Scorecard cardWith(Rules rules, Map<Category, Integer> filled) {
        Scorecard card = Scorecard.empty(rules);
        for (Map.Entry<Category, Integer> e : filled.entrySet()) {
            card = card.withBox(e.getKey(), e.getValue());
        }
        return card;
    }

    /**
     * A card with every box but {@code open} filled: three of each upper face (63 when all are
     * there), 50 or 0 in the Yahtzee box, ordinary points in the others.
     */
    public static Scorecard cardWithOpen(Rules rules, boolean yahtzee50, Category... open) {
        Map<Category, Integer> filled = new EnumMap<>(Category.class);
        for (Category c : Category.values()) {
            filled.put(c, c.isUpper() ? 3 * (c.id() + 1) : 0);
        }
        filled.put(Category.THREE_OF_A_KIND, 21);
        filled.put(Category.FULL_HOUSE, 25);
        filled.put(Category.SMALL_STRAIGHT, 30);
        filled.put(Category.YAHTZEE, yahtzee50 ? 50 : 0);
        filled.put(Category.CHANCE, 23);
        for (Category c : open) {
            filled.remove(c);
        }
        return cardWith(rules, filled);
    }
}
