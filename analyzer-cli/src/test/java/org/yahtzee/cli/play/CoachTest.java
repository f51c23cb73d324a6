package org.yahtzee.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.yahtzee.advice.TurnPolicy;
import org.yahtzee.cli.SharedCache;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.engine.Goal;
import org.yahtzee.engine.Move;
import org.yahtzee.engine.Yahtzee;
import org.yahtzee.game.Scorecard;
import org.yahtzee.grade.Decision;
import org.yahtzee.grade.GameGrader;
import org.yahtzee.grade.RandomPlayer;
import org.yahtzee.grade.TurnPlay;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.StateValues;
import org.yahtzee.tables.TableCache;

/** The coach's decisions are the grader's, exactly: the grader is the reference. */
final class CoachTest {
    private static StateValues values;
    private static GameGrader grader;
    private static Coach coach;

    @BeforeAll
    static void load() {
        values = new TableCache(SharedCache.directory()).load(Rules.OFFICIAL, TableCache.Listener.SILENT);
        grader = new GameGrader(values);
        coach = new Coach(Yahtzee.builder().cacheFolder(SharedCache.directory()).build().engine(Rules.OFFICIAL),
                Coach.DEFAULT_THRESHOLD);
    }

    /** Every roll of a new card, every keep of it after roll 1 (all five: scoring now), every box. */
    @Test
    void newCard_everyRollKeepAndBox_asTheGraderGradesThem() {
        Scorecard empty = Scorecard.empty(Rules.OFFICIAL);
        for (int rollId = 0; rollId < KeepLattice.ROLLS; rollId++) {
            int roll = KeepLattice.keepOfRoll(rollId);
            for (int keepId : TurnPolicy.subKeeps(rollId)) {
                TurnPlay play = KeepLattice.size(keepId) == 5 ? new TurnPlay(new int[] {rollId}, new int[0], Category.CHANCE)
                        : new TurnPlay(new int[] {rollId, rollContaining(keepId)}, new int[] {keepId}, Category.CHANCE);
                assertEquals(grader.grade(List.of(play)).decisions().get(0), coach.hold(empty, 1, rollId, keepId),
                        KeepLattice.digits(roll) + " keep " + KeepLattice.digits(keepId));
            }
            for (Category box : Category.values()) {
                TurnPlay play = new TurnPlay(new int[] {rollId}, new int[0], box);
                assertEquals(grader.grade(List.of(play)).decisions().get(1), coach.box(empty, 1, rollId, box),
                        KeepLattice.digits(roll) + " in " + box);
            }
        }
    }

    /** Whole games with mistakes (three in ten moves at random), move by move as play judges them. */
    @Test
    void randomGamesWithMistakes_decisionByDecision_asTheGrader() {
        for (long seed = 1; seed <= 60; seed++) {
            List<TurnPlay> game = new RandomPlayer(values, seed, 0.3).game();
            List<Decision> judged = new ArrayList<>();
            Scorecard card = Scorecard.empty(Rules.OFFICIAL);
            for (TurnPlay play : game) {
                judged.addAll(judge(card, play));
                card = card.score(play.finalRollId(), play.box());
            }
            assertEquals(grader.grade(game).decisions(), judged, "seed " + seed);
        }
    }

    /** The tally: the scored turns as graded, the keeps of the turn in progress and a stand. */
    @Test
    void tally_scoredTurnsPlusTheTurnInProgress() {
        List<TurnPlay> game = new RandomPlayer(values, 7, 0.5).game(6);
        PlayState state = PlayState.start(Rules.OFFICIAL, List.of(PlayRecord.SOLO));
        for (TurnPlay play : game.subList(0, 5)) {
            state = replay(state, play).scored(play.box());
        }
        TurnPlay sixth = game.get(5);
        int first = sixth.rollIds()[0];
        int keep = TurnPolicy.subKeeps(first)[3]; // the roll itself comes first: this one is smaller
        PlayState kept = state.rolled(first).kept(keep);

        Coach.Tally scored = coach.tally(state, 0, false);
        Coach.Tally keeping = coach.tally(kept, 0, false);
        Coach.Tally standing = coach.tally(state.rolled(first), 0, true);

        List<Decision> graded = grader.grade(game.subList(0, 5)).decisions();
        double loss = graded.stream().mapToDouble(Decision::loss).sum();
        Decision hold = coach.hold(state.card(0), 1, first, keep);
        Decision stand = coach.hold(state.card(0), 1, first, KeepLattice.keepOfRoll(first));
        assertEquals(graded.size(), scored.decisions());
        assertEquals(loss, scored.loss(), 1e-9);
        assertEquals(graded.size() + 1, keeping.decisions());
        assertEquals(loss + hold.loss(), keeping.loss(), 1e-9);
        assertEquals(loss + stand.loss(), standing.loss(), 1e-9);
        assertEquals(graded.stream().filter(CoachTest::flagged).count() + (flagged(hold) ? 1 : 0), keeping.flagged());
    }

    private static boolean flagged(Decision d) {
        return d.isFlagged(Coach.DEFAULT_THRESHOLD);
    }

    /**
     * Scoring with rolls left is one action of two decisions: one line in the words typed, the
     * loss of both, the best hold as best; when holding all five was best, the best box. Every
     * roll of a new card, every box; silent exactly when the two together lose no more than 0.1.
     */
    @Test
    void scoringWithRollsLeft_oneLine_theLossOfBoth() {
        Scorecard empty = Scorecard.empty(Rules.OFFICIAL);
        int spoken = 0;
        for (int rollId = 0; rollId < KeepLattice.ROLLS; rollId++) {
            Decision stand = coach.hold(empty, 1, rollId, KeepLattice.keepOfRoll(rollId));
            for (Category box : Category.values()) {
                Decision scored = coach.box(empty, 1, rollId, box);
                String line = coach.says(List.of(stand, scored));
                double loss = stand.loss() + scored.loss();
                if (loss <= Coach.DEFAULT_THRESHOLD) {
                    assertNull(line, KeepLattice.digits(KeepLattice.keepOfRoll(rollId)) + " in " + box);
                    continue;
                }
                spoken++;
                Decision best = stand.loss() > 0 ? stand : scored;
                assertEquals(PlayWords.coach(Move.played(scored), Move.best(best), loss, Goal.EV), line);
                assertTrue(line.startsWith("coach: score " + box.canonicalName() + " ("), line);
            }
        }
        assertTrue(spoken > 252 * 10, "most boxes of most rolls lose: " + spoken);
    }

    /** The decisions of a turn in the order play judges its moves. */
    private static List<Decision> judge(Scorecard card, TurnPlay play) {
        List<Decision> decisions = new ArrayList<>();
        int[] rolls = play.rollIds();
        for (int i = 0; i < play.keepIds().length; i++) {
            decisions.add(coach.hold(card, i + 1, rolls[i], play.keepIds()[i]));
        }
        int last = play.finalRollId();
        if (rolls.length < 3) {
            decisions.add(coach.hold(card, rolls.length, last, KeepLattice.keepOfRoll(last)));
        }
        decisions.add(coach.box(card, rolls.length, last, play.box()));
        return decisions;
    }

    private static PlayState replay(PlayState state, TurnPlay play) {
        state = state.rolled(play.rollIds()[0]);
        for (int i = 0; i < play.keepIds().length; i++) {
            state = state.kept(play.keepIds()[i]).rolled(play.rollIds()[i + 1]);
        }
        return state;
    }

    /** A roll holding the kept dice, the others ones. */
    private static int rollContaining(int keepId) {
        int[] dice = java.util.Arrays.copyOf(KeepLattice.dice(keepId), 5);
        for (int i = KeepLattice.size(keepId); i < 5; i++) {
            dice[i] = 1;
        }
        return KeepLattice.rollOfDice(dice);
    }
}
