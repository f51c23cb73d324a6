package org.yahtzee.goal;

import java.util.List;
import java.util.Locale;
import org.yahtzee.game.Scorecard;
import org.yahtzee.goal.OpponentDistributionBenchmark.Implementation;
import org.yahtzee.policy.PolicyBuilder;
import org.yahtzee.policy.PolicyTable;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.Solver;
import org.yahtzee.solver.StateValues;
import org.yahtzee.timing.ProcessClock;

/**
 * {@link OpponentDistributionBenchmark}'s game timed by the CPU time of its thread, its
 * implementations alternated in one JVM: on a shared machine JMH's wall clock measures the queue
 * (single shots varied 2x at load 13). Prints each round's milliseconds by open boxes; the
 * first rounds are the JIT's.
 * Usage: {@code java -XX:+UseSerialGC -cp benchmarks.jar org.yahtzee.goal.OpponentDistributionTiming [rounds]}.
 */
public final class OpponentDistributionTiming {
    private OpponentDistributionTiming() {
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 6;
        StateValues values = Solver.solve(Rules.OFFICIAL);
        PolicyTable policy = PolicyBuilder.build(values, 2, f -> { });
        List<Scorecard> cards = OpponentDistributionBenchmark.opponentCards(policy, 24);
        System.out.printf(Locale.ROOT, "an opponent's distributions from %d to 1 open, official rules, load average %.2f%n",
                cards.get(0).openCount(), ProcessClock.loadAverage());
        for (int round = 1; round <= rounds; round++) {
            for (Implementation implementation : Implementation.values()) {
                long[] cpu = new long[cards.size()];
                OpponentDistributionBenchmark.game(values, policy, cards, implementation, cpu);
                StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "round %d %-8s", round, implementation));
                long total = 0;
                for (int i = 0; i < cards.size(); i++) {
                    line.append(String.format(Locale.ROOT, " %d:%.1f", cards.get(i).openCount(), cpu[i] / 1e6));
                    total += cpu[i];
                }
                System.out.println(line + String.format(Locale.ROOT, "  total %.1f ms CPU", total / 1e6));
            }
        }
        System.out.printf(Locale.ROOT, "load average after %.2f%n", ProcessClock.loadAverage());
    }
}
