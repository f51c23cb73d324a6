package org.yahtzee.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.yahtzee.advice.TurnPolicy;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.game.Scorecard;
import org.yahtzee.grade.RandomPlayer;
import org.yahtzee.grade.TurnPlay;
import org.yahtzee.risk.BruteForceRisk;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.rules.Scoring;
import org.yahtzee.solver.ReferenceSolver;
import org.yahtzee.solver.TurnAnalyzer;

/**
 * The engine's advice against the naive references of the solver's tests: every option's
 * expected total against {@link ReferenceSolver} (the turn recomputed by enumeration from the
 * same table), every roll and every number of rolls left on late cards; the SD of scoring now
 * against {@link BruteForceRisk}, which enumerates the rest of the game.
 */
final class AdviceTest {

    /** Cards of {@code open} open boxes reached by a random player's first turns (seeded). */
    private static List<Scorecard> lateCards(Engine engine, int open, int count) {
        List<Scorecard> cards = new ArrayList<>();
        for (long seed = 1; cards.size() < count; seed++) {
            Scorecard card = Scorecard.empty(engine.rules());
            for (TurnPlay play : new RandomPlayer(engine.tables().values(), seed, 0.3).game(Category.COUNT - open)) {
                card = card.score(play.finalRollId(), play.box());
            }
            cards.add(card);
        }
        return cards;
    }

    @Test
    void rank_everyRollAndRollsLeft_onLateCards_matchesTheNaiveTurn() {
        Engine engine = EngineFixtures.official();
        for (Scorecard card : lateCards(engine, 2, 3)) {
            ReferenceSolver reference = new ReferenceSolver(Rules.OFFICIAL, engine.tables().values());
            for (int rollId = 0; rollId < KeepLattice.ROLLS; rollId++) {
                int[] dice = KeepLattice.dice(KeepLattice.keepOfRoll(rollId));
                for (int rollsLeft = 0; rollsLeft <= 2; rollsLeft++) {
                    Advice advice = engine.rank(card, Dice.ofId(rollId), rollsLeft);
                    assertFalse(advice.hasSpread());
                    String at = card + " dice " + Dice.ofId(rollId) + " rolls left " + rollsLeft;
                    double best = advice.best().expectedTotal();
                    Set<Move> seen = new HashSet<>();
                    double previous = Double.POSITIVE_INFINITY;
                    for (Choice c : advice.choices()) {
                        Move m = c.move();
                        assertTrue(seen.add(m), () -> at + ": " + m + " twice");
                        double naive;
                        if (!m.isKeep()) {
                            assertEquals(0, rollsLeft, at);
                            naive = reference.scoreValue(card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50(), dice, m.box());
                            assertEquals(Scoring.points(Rules.OFFICIAL, card.usedMask(), rollId, m.box()), m.points(), at);
                        } else if (m.box() != null) {
                            // standing pat: scoring now, in the best box
                            assertEquals(KeepLattice.keepOfRoll(rollId), m.keepId(), at);
                            naive = reference.rollValue(card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50(), dice, 0);
                        } else {
                            assertTrue(rollsLeft > 0 && KeepLattice.contains(KeepLattice.keepOfRoll(rollId), m.keepId()), at);
                            naive = reference.keepValue(card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50(),
                                    KeepLattice.dice(m.keepId()), rollsLeft);
                        }
                        assertEquals(card.total() + naive, c.expectedTotal(), 1e-9, () -> at + ": " + m);
                        assertEquals(best - c.expectedTotal(), c.loss(), 1e-9, () -> at + ": " + m);
                        assertTrue(c.expectedTotal() <= previous + 1e-9, () -> at + ": best first");
                        assertTrue(Double.isNaN(c.sd()) && Double.isNaN(c.goalValue()), at);
                        previous = c.expectedTotal();
                    }
                    int expected = rollsLeft > 0 ? TurnPolicy.subKeepCount(rollId) : allowedBoxes(card, rollId);
                    assertEquals(expected, advice.choices().size(), at + ": every option once");
                }
            }
        }
    }

    private static int allowedBoxes(Scorecard card, int rollId) {
        int n = 0;
        for (Category c : Category.values()) {
            n += !card.isFilled(c) && Scoring.points(card.rules(), card.usedMask(), rollId, c) != Scoring.NOT_ALLOWED ? 1 : 0;
        }
        return n;
    }

    @Test
    void advise_scoringNow_sdOfTheRestOfTheGame_asEnumerated() {
        Engine engine = EngineFixtures.official();
        BruteForceRisk naive = new BruteForceRisk(new TurnAnalyzer(engine.tables().values()));
        for (Scorecard card : lateCards(engine, 3, 2)) {
            for (int rollId = 0; rollId < KeepLattice.ROLLS; rollId += 7) {
                Advice advice = engine.advise(card, Dice.ofId(rollId), 0);
                assertTrue(advice.hasSpread());
                for (Choice c : advice.choices()) {
                    double[] rest = naive.fromCard(card.score(rollId, c.move().box()));
                    assertEquals(sd(rest), c.sd(), 1e-6, card + " " + Dice.ofId(rollId) + " " + c.move());
                }
            }
        }
    }

    private static double sd(double[] distribution) {
        double mean = 0;
        double square = 0;
        for (int x = 0; x < distribution.length; x++) {
            mean += x * distribution[x];
            square += (double) x * x * distribution[x];
        }
        return Math.sqrt(Math.max(0, square - mean * mean));
    }

    @Test
    void advise_newGame_bestIsKeepFourFour() {
        Advice advice = EngineFixtures.official().advise(Scorecard.empty(Rules.OFFICIAL), Dice.of(1, 2, 3, 4, 4), 2);
        assertEquals(Move.keep(Keep.of(4, 4).id()), advice.best().move());
        assertEquals(252.24, advice.best().expectedTotal(), 0.005);
        assertEquals(58.72, advice.best().sd(), 0.005);
        assertEquals(0.0, advice.best().loss());
    }

    @Test
    void advise_badArguments_refusedByName() {
        Engine engine = EngineFixtures.official();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> engine.rank(Scorecard.empty(Rules.OFFICIAL), Dice.of(1, 1, 1, 1, 1), 3));
        assertEquals("rolls left must be 0, 1 or 2, was 3", e.getMessage());
    }
}
