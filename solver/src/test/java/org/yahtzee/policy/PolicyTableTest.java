package org.yahtzee.policy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ShortBuffer;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.yahtzee.advice.Advisor;
import org.yahtzee.advice.Option;
import org.yahtzee.advice.TurnPolicy;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedTables;
import org.yahtzee.solver.TurnAnalyzer;
import org.yahtzee.solver.TurnValues;
import org.yahtzee.state.StateIndex;

final class PolicyTableTest {

    static List<Rules> allRules() {
        return List.of(Rules.OFFICIAL, Rules.FREE_CHOICE, Rules.ORIGINAL, Rules.NO_BONUS);
    }

    /**
     * Every decision of 150 games per rule set, half of the moves random so that odd states
     * (zeroed boxes, missed bonuses, extra Yahtzees under each joker rule) are reached too: the
     * entry the builder writes for the state decides as the head of the advisor's sorted list.
     */
    @ParameterizedTest
    @MethodSource("allRules")
    void everyDecisionOfRandomGames_isTheAdvisorsFirstOption(Rules rules) {
        TurnAnalyzer analyzer = new TurnAnalyzer(SolvedTables.of(rules));
        SplittableRandom random = new SplittableRandom(rules.fingerprint());
        short[] row = new short[PolicyTable.ROW];
        int decisions = 0;
        for (int game = 0; game < 150; game++) {
            Scorecard card = Scorecard.empty(rules);
            while (!card.isComplete()) {
                TurnValues turn = analyzer.analyze(card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50());
                PolicyBuilder.fillRow(turn, row);
                int roll = throwDice(KeepLattice.EMPTY_KEEP, random);
                for (int left = 2; left >= 1; left--) {
                    List<Option> options = Advisor.options(turn, roll, left);
                    int entry = row[roll] & 0xFFFF;
                    assertNull(PolicyTable.problem(entry, card.usedMask(), roll));
                    int keep = TurnPolicy.subKeep(roll, PolicyTable.keepIndex(entry, left));
                    assertEquals(options.get(0).keepId(), keep, where(card, roll, left));
                    decisions++;
                    Option chosen = random.nextBoolean() ? options.get(0) : options.get(random.nextInt(options.size()));
                    roll = throwDice(chosen.keepId(), random);
                }
                List<Option> boxes = Advisor.options(turn, roll, 0);
                assertEquals(boxes.get(0).category().id(), PolicyTable.boxId(row[roll]), where(card, roll, 0));
                decisions++;
                Option chosen = random.nextBoolean() ? boxes.get(0) : boxes.get(random.nextInt(boxes.size()));
                card = card.score(roll, chosen.category());
            }
        }
        assertEquals(150 * 13 * 3, decisions);
    }

    /**
     * The whole official table, built on two threads: every entry is a possible decision of its
     * state, and the rows of 2,000 random states are those of the state's own analysis (each
     * row at its place).
     */
    @Test
    void wholeTable_everyEntryValid_rowsAtTheirStates() {
        PolicyTable table = SolvedPolicies.of(Rules.OFFICIAL);
        for (int mask = 0; mask <= Category.ALL_USED; mask++) {
            for (int s = StateIndex.offset(mask); s < StateIndex.offset(mask) + StateIndex.statesOf(mask); s++) {
                for (int roll = 0; roll < PolicyTable.ROW; roll++) {
                    String problem = PolicyTable.problem(table.entry(s, roll), mask, roll);
                    if (problem != null) {
                        throw new AssertionError("state " + s + " roll " + roll + ": " + problem);
                    }
                }
            }
        }
        TurnAnalyzer analyzer = new TurnAnalyzer(SolvedTables.of(Rules.OFFICIAL));
        SplittableRandom random = new SplittableRandom(7);
        short[] row = new short[PolicyTable.ROW];
        for (int i = 0; i < 2000; i++) {
            int mask = random.nextInt(Category.ALL_USED);
            long uppers = StateIndex.reachableUpperTotals(mask);
            int upper = pick(uppers, random);
            boolean y50 = StateIndex.yahtzeeFlags(mask) == 2 && random.nextBoolean();
            int state = StateIndex.index(mask, upper, y50);
            PolicyBuilder.fillRow(analyzer.analyze(mask, upper, y50), row);
            for (int roll = 0; roll < PolicyTable.ROW; roll++) {
                assertEquals(row[roll] & 0xFFFF, table.entry(state, roll), "state " + state + " roll " + roll);
                assertEquals(TurnPolicy.subKeep(roll, PolicyTable.keepIndex(row[roll], 1)), table.keep(state, roll, 1));
                assertEquals(PolicyTable.boxId(row[roll]), table.box(state, roll));
            }
        }
    }

    /**
     * The batch look-ups the lockstep player asks are keep() and box() game by game, for games
     * in every state of a mask and every roll, standing or not.
     */
    @Test
    void batchLookUps_areTheSingleOnes() {
        PolicyStrategy strategy = new PolicyStrategy(SolvedPolicies.of(Rules.OFFICIAL));
        SplittableRandom random = new SplittableRandom(3);
        int lanes = LockstepPlay.LANES;
        PlayState[] states = new PlayState[lanes];
        int[] rolls = new int[lanes];
        boolean[] standing = new boolean[lanes];
        int[] keeps = new int[lanes];
        int[] boxes = new int[lanes];
        for (int round = 0; round < 2000; round++) {
            for (int i = 0; i < lanes; i++) {
                states[i] = new PlayState(Rules.OFFICIAL);
                for (int turn = random.nextInt(Category.COUNT); turn > 0; turn--) {
                    int roll = random.nextInt(KeepLattice.ROLLS);
                    states[i].score(roll, strategy.box(states[i], roll));
                }
                rolls[i] = random.nextInt(KeepLattice.ROLLS);
                standing[i] = random.nextBoolean();
            }
            int count = 1 + random.nextInt(lanes);
            for (int rollsLeft = 1; rollsLeft <= 2; rollsLeft++) {
                strategy.keeps(states, rolls, standing, rollsLeft, keeps, count);
                for (int i = 0; i < count; i++) {
                    if (!standing[i]) {
                        assertEquals(strategy.keep(states[i], rolls[i], rollsLeft), keeps[i], "lane " + i);
                    }
                }
            }
            strategy.boxes(states, rolls, boxes, count);
            for (int i = 0; i < count; i++) {
                assertEquals(strategy.box(states[i], rolls[i]), boxes[i], "lane " + i);
            }
        }
    }

    @Test
    void encode_roundTrips_everyFieldValue() {
        for (int k2 = 0; k2 < 32; k2++) {
            for (int k1 = 0; k1 < 32; k1++) {
                for (int box = 0; box < Category.COUNT; box++) {
                    int entry = PolicyTable.encode(k2, k1, box);
                    assertTrue(entry < 1 << 14);
                    assertEquals(k2, PolicyTable.keepIndex(entry, 2));
                    assertEquals(k1, PolicyTable.keepIndex(entry, 1));
                    assertEquals(box, PolicyTable.boxId(entry));
                }
            }
        }
    }

    @Test
    void problem_namesImpossibleEntries() {
        int roll = KeepLattice.rollOfDice(1, 1, 1, 1, 1); // 6 sub-keeps: 11111, 1111, ..., none
        assertEquals(6, TurnPolicy.subKeepCount(roll));
        assertNull(PolicyTable.problem(PolicyTable.encode(5, 0, 12), 0, roll));
        assertNotNull(PolicyTable.problem(PolicyTable.encode(6, 0, 12), 0, roll));
        assertNotNull(PolicyTable.problem(PolicyTable.encode(0, 6, 12), 0, roll));
        assertNotNull(PolicyTable.problem(PolicyTable.encode(0, 0, 13), 0, roll));
        assertNotNull(PolicyTable.problem(PolicyTable.encode(0, 0, 0), Category.ONES.bit(), roll));
        assertNull(PolicyTable.problem(0, Category.ALL_USED, roll));
        assertNotNull(PolicyTable.problem(1, Category.ALL_USED, roll));
        assertThrows(IllegalArgumentException.class, () -> new PolicyTable(Rules.OFFICIAL, ShortBuffer.allocate(10)));
    }

    private static String where(Scorecard card, int rollId, int rollsLeft) {
        return card.rules() + " " + card + " roll " + KeepLattice.digits(KeepLattice.keepOfRoll(rollId))
                + " with " + rollsLeft + " rolls left";
    }

    private static int pick(long bits, SplittableRandom random) {
        int n = random.nextInt(Long.bitCount(bits));
        long b = bits;
        for (int i = 0; i < n; i++) {
            b &= b - 1;
        }
        return Long.numberOfTrailingZeros(b);
    }

    private static int throwDice(int keepId, SplittableRandom random) {
        int keep = keepId;
        while (KeepLattice.size(keep) < 5) {
            keep = KeepLattice.add(keep, 1 + random.nextInt(6));
        }
        return keep - KeepLattice.ROLL_BASE;
    }
}
