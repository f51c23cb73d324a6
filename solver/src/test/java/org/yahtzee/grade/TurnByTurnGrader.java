package org.yahtzee.grade;

import java.util.ArrayList;
import java.util.List;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.game.Scorecard;
import org.yahtzee.solver.StateValues;
import org.yahtzee.solver.TurnAnalyzer;
import org.yahtzee.solver.TurnValues;

/**
 * The reference for {@link GameGrader}: {@code grade} as it was written before batches were
 * graded by start state (commit 7b815d5), one analysis a turn and the sums kept as it goes, so
 * tests can check that the graders' results are still these doubles, bit for bit, but the luck:
 * here summed roll by roll, there the split's remainder (GameGrader note 2), the same up to the
 * sums' rounding.
 */
final class TurnByTurnGrader {
    private final StateValues values;
    private final TurnAnalyzer analyzer;

    TurnByTurnGrader(StateValues values) {
        this.values = values;
        this.analyzer = new TurnAnalyzer(values);
    }

    GradedGame grade(List<TurnPlay> turns) {
        Scorecard card = Scorecard.empty(values.rules());
        double expectedAtStart = values.value(card.stateIndex());
        List<Decision> decisions = new ArrayList<>();
        double loss = 0;
        double luck = 0;
        for (int t = 0; t < turns.size(); t++) {
            TurnPlay play = turns.get(t);
            TurnValues turn = analyzer.analyze(card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50());
            int[] rolls = play.rollIds();
            double before = values.value(card.stateIndex());
            int total = card.total();
            for (int i = 0; i < rolls.length; i++) {
                play.checkRoll(t + 1, i);
                double after = turn.rollValue(rolls[i], 2 - i);
                luck += after - before;
                if (i == 2) {
                    break;
                }
                int keepId = i == rolls.length - 1 ? KeepLattice.keepOfRoll(rolls[i]) : play.keepIds()[i];
                Decision hold = GameGrader.hold(turn, t + 1, i + 1, rolls[i], keepId, total);
                loss += hold.loss();
                decisions.add(hold);
                before = turn.keepValue(keepId, 2 - i);
            }
            Scorecard next = card.score(play.finalRollId(), play.box());
            Decision box = GameGrader.box(turn, t + 1, rolls.length, play.finalRollId(), play.box(), total);
            loss += box.loss();
            decisions.add(box);
            card = next;
        }
        double stillToCome = card.isComplete() ? 0 : values.value(card.stateIndex());
        return new GradedGame(card, decisions, expectedAtStart, loss, luck, stillToCome);
    }

    /** {@code game} with {@code luck} instead of its own. */
    static GradedGame withLuck(GradedGame game, double luck) {
        return new GradedGame(game.card(), game.decisions(), game.expectedAtStart(), game.totalLoss(), luck,
                game.stillToCome());
    }
}
