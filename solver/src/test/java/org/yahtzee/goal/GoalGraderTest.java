package org.yahtzee.goal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.game.Scorecard;
import org.yahtzee.grade.Decision;
import org.yahtzee.grade.GoalGradedGame;
import org.yahtzee.grade.TurnPlay;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.rules.Scoring;
import org.yahtzee.solver.SolvedTables;
import org.yahtzee.solver.StateValues;
import org.yahtzee.solver.TurnAnalyzer;

/** The goal grader on games played on from a card with three boxes open, at random and by the goal. */
final class GoalGraderTest {
    private static final Rules RULES = Rules.OFFICIAL;
    private static final int TARGET = 240;
    private static final StateValues VALUES = SolvedTables.of(RULES);
    /** Three boxes open (threes, four of a kind, chance), the upper bonus 9 points away. */
    private static final Scorecard START = Scorecard.empty(RULES)
            .withBox(Category.ONES, 3).withBox(Category.TWOS, 6).withBox(Category.FOURS, 16).withBox(Category.FIVES, 15)
            .withBox(Category.SIXES, 18).withBox(Category.THREE_OF_A_KIND, 22).withBox(Category.FULL_HOUSE, 25)
            .withBox(Category.SMALL_STRAIGHT, 30).withBox(Category.LARGE_STRAIGHT, 40).withBox(Category.YAHTZEE, 0);
    private static final GoalValues SOLVED = GoalSolver.solveFrom(RULES, START.usedMask(), START.cappedUpper(), false,
            START.total(), FinalUtility.reach(TARGET), 1, f -> { });

    /*
     * Each card's goal turn analysed once for the class: the 4,400 games played and graded here
     * asked for about 26,000 analyses of far fewer cards (the goal's own play and the grader
     * of each game, 91 of the solver JVM's 5,950 JFR samples). A GoalTurn is read only.
     */
    private static final Map<Long, GoalTurn> TURNS = new HashMap<>();

    private static GoalTurn turn(Scorecard card) {
        return TURNS.computeIfAbsent((long) card.stateIndex() << 16 | card.total(), k -> GoalTurn.analyze(SOLVED,
                card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50(), TARGET - card.total()));
    }

    private final GoalGrader grader = new GoalGrader(VALUES, GoalGraderTest::turn);

    /** A whole continuation: random dice; holds and boxes at random, or the goal's best. */
    private static List<TurnPlay> play(Random random, boolean best) {
        List<TurnPlay> plays = new ArrayList<>();
        TurnAnalyzer analyzer = new TurnAnalyzer(VALUES);
        for (Scorecard card = START; !card.isComplete(); ) {
            GoalTurn goal = turn(card);
            var average = analyzer.analyze(card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50());
            List<Integer> rollList = new ArrayList<>();
            List<Integer> keepList = new ArrayList<>();
            int kept = KeepLattice.ofDice();
            for (int i = 0; i < 3; i++) {
                int roll = rollFrom(random, kept);
                rollList.add(roll);
                if (i == 2) {
                    break;
                }
                List<GoalOption> options = GoalAdvisor.options(goal, average, roll, 2 - i);
                GoalOption o = best ? options.get(0) : options.get(random.nextInt(options.size()));
                if (o.standsPat()) { // scores now
                    break;
                }
                keepList.add(o.keepId());
                kept = o.keepId();
            }
            int[] rollIds = rollList.stream().mapToInt(Integer::intValue).toArray();
            int[] keepIds = keepList.stream().mapToInt(Integer::intValue).toArray();
            int rolls = rollIds.length;
            int last = rollIds[rolls - 1];
            Category box = best ? GoalAdvisor.bestBox(goal, average, last) : randomBox(random, card, last);
            plays.add(new TurnPlay(rollIds, keepIds, box));
            card = card.score(last, box);
        }
        return plays;
    }

    private static int rollFrom(Random random, int keptId) {
        int[] dice = new int[5];
        int[] kept = KeepLattice.dice(keptId);
        for (int i = 0; i < 5; i++) {
            dice[i] = i < kept.length ? kept[i] : 1 + random.nextInt(6);
        }
        return KeepLattice.rollOfDice(dice);
    }

    private static Category randomBox(Random random, Scorecard card, int rollId) {
        List<Category> allowed = new ArrayList<>();
        for (Category c : Category.values()) {
            if (!card.isFilled(c) && Scoring.points(RULES, card.usedMask(), rollId, c) != Scoring.NOT_ALLOWED) {
                allowed.add(c);
            }
        }
        return allowed.get(random.nextInt(allowed.size()));
    }

    @Test
    void randomPlay_valueNowIsStartLessLossPlusLuck_andTheGoalMetOrNot() {
        Random random = new Random(240);
        for (int game = 0; game < 300; game++) {
            List<TurnPlay> plays = play(random, false);
            GoalGradedGame g = grader.grade(START, plays);

            assertEquals(g.valueAtStart() - g.totalLoss() + g.luck(), g.valueNow(), 1e-12, "game " + game);
            assertEquals(g.card().total() >= TARGET ? 1.0 : 0.0, g.valueNow(), 0, "game " + game + ": " + g.card().total());
            assertEquals(SOLVED.value(START.usedMask(), START.cappedUpper(), false, TARGET - START.total()), g.valueAtStart(), 1e-6);
        }
    }

    @Test
    void everyDecision_lossAndBestMoveAsTheGoalAdvisorRanksThem() {
        Random random = new Random(7);
        TurnAnalyzer analyzer = new TurnAnalyzer(VALUES);
        for (int game = 0; game < 100; game++) {
            List<TurnPlay> plays = play(random, false);
            GoalGradedGame g = grader.grade(START, plays);
            Scorecard card = START;
            int d = 0;
            for (TurnPlay play : plays) {
                GoalTurn goal = turn(card);
                var average = analyzer.analyze(card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50());
                int[] rolls = play.rollIds();
                // A hold after each roll with rolls left; after the last one recorded, all five (scoring now).
                for (int i = 0; i < Math.min(rolls.length, 2); i++) {
                    List<GoalOption> options = GoalAdvisor.options(goal, average, rolls[i], 2 - i);
                    Decision hold = g.decisions().get(d++);
                    assertEquals(options.get(0).keepId(), hold.bestKeepId());
                    int keep = i < rolls.length - 1 ? play.keepIds()[i] : KeepLattice.keepOfRoll(rolls[i]);
                    assertEquals(keep, hold.playedKeepId());
                    GoalOption played = options.stream().filter(o -> o.keepId() == keep).findFirst().orElseThrow();
                    assertEquals(played.loss(), hold.loss(), 1e-9, "game " + game + ", " + hold);
                }
                Decision box = g.decisions().get(d++);
                List<GoalOption> boxes = GoalAdvisor.options(goal, average, play.finalRollId(), 0);
                assertEquals(boxes.get(0).category(), box.bestBox());
                GoalOption played = boxes.stream().filter(o -> o.category() == play.box()).findFirst().orElseThrow();
                assertEquals(played.loss(), box.loss(), 1e-9, "game " + game + ", " + box);
                card = card.score(play.finalRollId(), play.box());
            }
            assertEquals(d, g.decisions().size());
        }
    }

    @Test
    void theGoalsOwnPlay_losesNothing_andItsMeanOutcomeIsTheProbability() {
        Random random = new Random(3);
        int games = 4000;
        int met = 0;
        double start = Double.NaN;
        for (int game = 0; game < games; game++) {
            GoalGradedGame g = grader.grade(START, play(random, true));
            assertEquals(0, g.totalLoss(), "game " + game);
            assertEquals(0, g.flaggedCount(0));
            met += g.valueNow() == 1 ? 1 : 0;
            start = g.valueAtStart();
        }
        // Bernoulli(start) over 4000 games: 4.5 standard deviations either side.
        double sd = Math.sqrt(start * (1 - start) / games);
        assertTrue(Math.abs(met / (double) games - start) < 4.5 * sd, met + " of " + games + " met, P = " + start);
        assertTrue(start > 0.05 && start < 0.95, "a target worth grading against: P = " + start);
    }

    @Test
    void badInput_namedByTheTurn() {
        TurnPlay stray = new TurnPlay(new int[] {KeepLattice.rollOfDice(1, 2, 3, 4, 5), KeepLattice.rollOfDice(6, 6, 6, 6, 6)},
                new int[] {KeepLattice.ofDice(1, 2)}, Category.CHANCE);
        var e = assertThrows(org.yahtzee.game.IllegalMoveException.class, () -> grader.grade(START, List.of(stray)));
        assertTrue(e.getMessage().startsWith("turn 11: "), e.getMessage());
        Scorecard full = START.withBox(Category.THREES, 9).withBox(Category.FOUR_OF_A_KIND, 0).withBox(Category.CHANCE, 20);
        assertThrows(IllegalArgumentException.class, () -> grader.grade(full, List.of()));
    }
}
