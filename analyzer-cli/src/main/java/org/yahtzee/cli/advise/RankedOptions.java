package org.yahtzee.cli.advise;

import java.util.List;
import org.yahtzee.advice.Advisor;
import org.yahtzee.advice.Option;
import org.yahtzee.risk.TurnRisk;
import org.yahtzee.solver.TurnValues;

/**
 * The options at one decision point, best first ({@link Advisor#options}), each with the
 * standard deviation of the final score when it is chosen and the game is played on by the
 * advisor's policy ({@link TurnRisk}): what {@code advise} and the server's advise print.
 *
 * @param options best first
 * @param sd      {@code sd[i]} belongs to {@code options.get(i)}
 */
public record RankedOptions(List<Option> options, double[] sd) {
    /** Ranks the options of {@code rollId} with {@code rollsLeft} in the analysed turn. */
    public static RankedOptions of(TurnValues turn, TurnRisk risk, int rollId, int rollsLeft) {
        List<Option> options = Advisor.options(turn, rollId, rollsLeft);
        risk.analyze(turn);
        double[] sd = new double[options.size()];
        for (int i = 0; i < sd.length; i++) {
            sd[i] = risk.standardDeviation(options.get(i), rollId, rollsLeft);
        }
        return new RankedOptions(options, sd);
    }
}
