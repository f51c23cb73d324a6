package org.yahtzee.goal;

import java.util.List;
import java.util.SplittableRandom;
import org.yahtzee.advice.Advisor;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.distribution.ExactDistribution;
import org.yahtzee.game.Scorecard;
import org.yahtzee.policy.GamePlay;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.Solver;
import org.yahtzee.solver.StateValues;
import org.yahtzee.solver.TurnAnalyzer;
import org.yahtzee.solver.TurnValues;

/**
 * What the joint endgame changes, on random endgames (not JMH: a measurement). Two cards are
 * played by expected-score play on random dice until both have {@code open} boxes left (the
 * first seat to move); then the mover's turn is played on random dice, and at each of its
 * decisions the joint endgame's best choice is set beside the re-planning player's (the best
 * against the other's exact final-score distribution from its card, as the win goal played
 * before it). Prints how often they differ and what the re-planning choice gives up, valued in
 * the joint endgame (P(win) when both play to win). Usage: JointEndgameGain [positions] [open] [seed].
 */
public final class JointEndgameGain {
    private JointEndgameGain() {
    }

    public static void main(String[] args) {
        int positions = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        int open = args.length > 1 ? Integer.parseInt(args[1]) : JointEndgame.OPEN_MAX;
        long seed = args.length > 2 ? Long.parseLong(args[2]) : 1;
        Rules rules = Rules.OFFICIAL;
        StateValues values = Solver.solve(rules);
        TurnAnalyzer analyzer = new TurnAnalyzer(values);
        SplittableRandom random = new SplittableRandom(seed);
        DecisionGap.Tally tally = new DecisionGap.Tally();
        JointEndgame joint = null;
        long start = System.nanoTime();
        for (int p = 0; p < positions; p++) {
            Scorecard mover = playTo(Scorecard.empty(rules), open, analyzer, random);
            Scorecard other = playTo(Scorecard.empty(rules), open, analyzer, random);
            if (joint == null || !joint.covers(mover, other)) {
                joint = JointEndgame.of(mover, other);
            }
            GoalTurn best = joint.turn(mover, other);
            FinalUtility u = WinUtility.beating(List.of(WinUtility.of(ExactDistribution.compute(values, other.usedMask(),
                    other.cappedUpper(), other.yahtzeeHolds50(), other.total(), 1, f -> { }))));
            GoalTurn replan = GoalTurn.analyze(GoalSolver.solveAt(rules, mover.usedMask(), mover.cappedUpper(),
                    mover.yahtzeeHolds50(), mover.total(), u, 1, f -> { }), mover.usedMask(), mover.cappedUpper(),
                    mover.yahtzeeHolds50(), u.span() - mover.total());
            TurnValues average = analyzer.analyze(mover.usedMask(), mover.cappedUpper(), mover.yahtzeeHolds50());
            int kept = KeepLattice.EMPTY_KEEP;
            for (int rollsLeft = 2; rollsLeft >= 0; rollsLeft--) {
                int roll = GamePlay.throwDice(kept, GamePlay.drawDigits(random));
                DecisionGap decision = DecisionGap.of(best, replan, average, roll, rollsLeft);
                GoalOption jointBest = decision.best();
                tally.add(decision);
                if (rollsLeft == 0 || jointBest.standsPat()) {
                    break;
                }
                kept = jointBest.keepId();
            }
        }
        System.out.printf("%d positions, %d open boxes each, seed %d: %d decisions, %d differ (%.1f%%), "
                + "P(win) given up by the re-planning choice: %.4f pp a decision on average, %.3f pp where they "
                + "differ, %.2f pp at most; %.1f s%n", positions, open, seed, tally.decisions, tally.differ,
                100.0 * tally.differ / tally.decisions, 100 * tally.lost / tally.decisions,
                tally.differ == 0 ? 0 : 100 * tally.lost / tally.differ, 100 * tally.largest,
                (System.nanoTime() - start) / 1e9);
    }

    /** The card played on by expected-score play with random dice until {@code open} boxes are left. */
    private static Scorecard playTo(Scorecard card, int open, TurnAnalyzer analyzer, SplittableRandom random) {
        while (card.openCount() > open) {
            TurnValues turn = analyzer.analyze(card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50());
            int kept = KeepLattice.EMPTY_KEEP;
            int roll = 0;
            for (int rollsLeft = 2; rollsLeft >= 0; rollsLeft--) {
                roll = GamePlay.throwDice(kept, GamePlay.drawDigits(random));
                if (rollsLeft == 0) {
                    break;
                }
                kept = Advisor.options(turn, roll, rollsLeft).get(0).keepId();
                if (KeepLattice.size(kept) == 5) {
                    break;
                }
            }
            card = card.score(roll, Advisor.bestBox(turn, roll));
        }
        return card;
    }
}
