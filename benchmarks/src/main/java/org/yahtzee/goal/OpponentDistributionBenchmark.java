package org.yahtzee.goal;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.yahtzee.distribution.ExactDistribution;
import org.yahtzee.distribution.KeptOutcomes;
import org.yahtzee.game.Scorecard;
import org.yahtzee.policy.PolicyBuilder;
import org.yahtzee.policy.PolicyTable;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.Solver;
import org.yahtzee.solver.StateValues;

/**
 * An opponent's exact final-score distributions over one game, as the win goal asks for them
 * (WinAnalyzer): one a turn from 9 open boxes to 1, the opponent playing the expected-score
 * policy on seeded dice (seed 24, official rules). FROM_NOTHING computes each from nothing,
 * ANALYSED keeps the turns of one for the next ({@link KeptOutcomes}), LOOKED_UP keeps them too
 * and takes each new turn's decisions from the policy table instead of analysing it (what a
 * match does since branch win4); one operation is the whole game's nine distributions, one thread.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3)
@Measurement(iterations = 6)
@Fork(value = 1, jvmArgsAppend = {"-XX:+UseSerialGC", "-Xmx3g"})
public class OpponentDistributionBenchmark {
    /** Each distribution from nothing; the turns kept from one to the next; kept and looked up in the policy table. */
    public enum Implementation { FROM_NOTHING, ANALYSED, LOOKED_UP }

    @Param
    public Implementation implementation;

    private StateValues values;
    private PolicyTable policy;
    private final List<Scorecard> cards = new ArrayList<>();

    @Setup
    public void setUp() {
        values = Solver.solve(Rules.OFFICIAL);
        policy = PolicyBuilder.build(values, 2, f -> { });
        cards.addAll(opponentCards(policy, 24));
    }

    /** An opponent's cards with 9 to 1 boxes open, one game of the expected-score {@code policy} on dice of {@code seed}. */
    static List<Scorecard> opponentCards(PolicyTable policy, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Scorecard> cards = new ArrayList<>();
        Scorecard card = Scorecard.empty(policy.rules());
        while (!card.isComplete()) {
            if (card.openCount() <= 9) {
                cards.add(card);
            }
            card = PolicyTurn.play(policy, card, random);
        }
        return cards;
    }

    /** The game's distributions under {@code implementation}: the sum of their means, for the blackhole. */
    static double game(StateValues values, PolicyTable policy, List<Scorecard> cards, Implementation implementation,
                       long[] cpuNanos) {
        KeptOutcomes kept = implementation == Implementation.LOOKED_UP ? new KeptOutcomes(values, policy)
                : new KeptOutcomes(values);
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        double sum = 0;
        for (int i = 0; i < cards.size(); i++) {
            Scorecard c = cards.get(i);
            long t0 = threads.getCurrentThreadCpuTime();
            sum += (implementation == Implementation.FROM_NOTHING
                    ? ExactDistribution.compute(values, c.usedMask(), c.cappedUpper(), c.yahtzeeHolds50(), c.total(), 1,
                            f -> { })
                    : ExactDistribution.compute(kept, c.usedMask(), c.cappedUpper(), c.yahtzeeHolds50(), c.total(), 1))
                    .mean();
            cpuNanos[i] += threads.getCurrentThreadCpuTime() - t0;
        }
        return sum;
    }

    @Benchmark
    public double game() {
        return game(values, policy, cards, implementation, new long[cards.size()]);
    }
}
