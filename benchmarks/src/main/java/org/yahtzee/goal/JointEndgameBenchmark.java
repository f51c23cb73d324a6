package org.yahtzee.goal;

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
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * The joint two-player endgame's first decision, solved from nothing (the later decisions of
 * the game reuse its lanes): both cards with {@code open} boxes open, one thread. The boxes left
 * are those a game often ends on: Chance, the Yahtzee box, the large straight, then fours and the
 * full house and ones (the mover; the other the same but for one, so that the sets differ).
 * Chooses {@link JointEndgame#OPEN_MAX}: the most boxes that answer in about a second.
 * {@code lanes}: the band of open needs solved (as play does) or every lane whole (as before).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 3)
@Fork(value = 1, jvmArgsAppend = "-XX:+UseSerialGC")
public class JointEndgameBenchmark {
    private static final Category[] MOVER = {Category.CHANCE, Category.YAHTZEE, Category.LARGE_STRAIGHT, Category.FOURS,
        Category.FULL_HOUSE};
    private static final Category[] OTHER = {Category.CHANCE, Category.YAHTZEE, Category.SMALL_STRAIGHT, Category.FOURS,
        Category.THREE_OF_A_KIND};

    /** How much of each lane is solved. */
    public enum Lanes {
        /** Only the needs whose game is still open (JointEndgame as it plays). */
        BANDED,
        /** Every need 0..2S, the certain wins and losses too. */
        WHOLE
    }

    @Param({"1", "2", "3", "4"})
    public int open;

    @Param
    public Lanes lanes;

    private Scorecard mover;
    private Scorecard other;

    @Setup
    public void setUp() {
        mover = card(MOVER);
        other = card(OTHER);
    }

    /** Every box written but the first {@code open} of {@code boxes}: the upper ones at three of their face. */
    private Scorecard card(Category[] boxes) {
        Scorecard c = Scorecard.empty(Rules.OFFICIAL);
        java.util.List<Category> left = java.util.Arrays.asList(boxes).subList(0, open);
        for (Category box : Category.values()) {
            if (!left.contains(box)) {
                c = c.withBox(box, box.isUpper() ? 3 * (box.id() + 1) : box == Category.YAHTZEE ? 0
                        : box == Category.FULL_HOUSE ? 25 : box == Category.SMALL_STRAIGHT ? 30
                        : box == Category.LARGE_STRAIGHT ? 40 : 22);
            }
        }
        return c;
    }

    @Benchmark
    public double firstDecision() {
        return JointEndgame.of(mover, other, lanes == Lanes.BANDED, true).value(mover, other);
    }
}
