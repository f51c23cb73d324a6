package org.yahtzee.tables;

import java.nio.file.Path;
import java.util.function.BiFunction;
import java.util.function.DoubleConsumer;
import org.yahtzee.engine.TableException.Problem;
import org.yahtzee.engine.TableException;
import org.yahtzee.files.AtomicFile;
import org.yahtzee.goal.GoalSolver;
import org.yahtzee.goal.GoalValues;
import org.yahtzee.risk.SecondMoments;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.StateValues;

/**
 * One file the {@link TableCache} keeps, as its load needs it: where it is, how it is opened
 * and checked, how it is built, and how the built bytes are read from memory when they cannot
 * be kept. The cache's steps (lock, rebuild, temp files, answer from memory) are the same for
 * every kind; only these differ: the values table, its second moments and its reach table.
 *
 * @param <T> what the file holds, as the commands use it
 * @param <E> the file's bytes as built, which the cache writes or answers from
 */
abstract class CachedFile<T, E extends AtomicFile.Content> {
    final Rules rules;
    final Path file;

    CachedFile(Rules rules, Path file) {
        this.rules = rules;
        this.file = file;
    }

    /** How many lock timeouts to wait for another builder of this file before building too. */
    int lockTimeouts() {
        return 1;
    }

    /** Opens and checks the file; throws TableException as TableReader does. */
    abstract T open();

    /** Solves, reporting fractions done, and encodes the file. */
    abstract E build(DoubleConsumer progress);

    /** The built file's content, read from memory. */
    abstract T inMemory(E table);

    /** The expected-score table of a rule set. */
    static final class Values extends CachedFile<StateValues, EncodedTable> {
        private final BiFunction<Rules, DoubleConsumer, ? extends StateValues> solver;

        Values(Rules rules, Path file, BiFunction<Rules, DoubleConsumer, ? extends StateValues> solver) {
            super(rules, file);
            this.solver = solver;
        }

        @Override
        StateValues open() {
            return TableReader.open(file, rules);
        }

        @Override
        EncodedTable build(DoubleConsumer progress) {
            return TableWriter.encode(solver.apply(rules, progress));
        }

        @Override
        StateValues inMemory(EncodedTable table) {
            return table.inMemory(file, rules);
        }
    }

    /** The second moments of the policy that plays from {@code values}. */
    static final class Moments extends CachedFile<SecondMoments, EncodedTable> {
        private final StateValues values;
        private final BiFunction<StateValues, DoubleConsumer, ? extends SecondMoments> solver;

        Moments(StateValues values, Path file, BiFunction<StateValues, DoubleConsumer, ? extends SecondMoments> solver) {
            super(values.rules(), file);
            this.values = values;
            this.solver = solver;
        }

        @Override
        SecondMoments open() {
            return TableReader.openMoments(file, rules);
        }

        @Override
        EncodedTable build(DoubleConsumer progress) {
            return TableWriter.encodeMoments(solver.apply(values, progress));
        }

        @Override
        SecondMoments inMemory(EncodedTable table) {
            return table.momentsInMemory(rules);
        }
    }

    /** The optimal player's decisions, built from {@code values} and tied to them by the header's headline. */
    static final class Policy extends CachedFile<MappedPolicy, EncodedTable> {
        private final StateValues values;
        private final int threads;

        Policy(StateValues values, Path file, int threads) {
            super(values.rules(), file);
            this.values = values;
            this.threads = threads;
        }

        /** Half a minute of building: others wait ten lock timeouts rather than build too. */
        @Override
        int lockTimeouts() {
            return 10;
        }

        /** Every check of the reader, and decisions built from these very values (same start value). */
        @Override
        MappedPolicy open() {
            MappedPolicy policy = TableReader.openPolicy(file, rules);
            double built = policy.header().expectedScore();
            double wanted = PolicyTableWriter.headline(values);
            if (Double.doubleToRawLongBits(built) != Double.doubleToRawLongBits(wanted)) {
                throw new TableException(Problem.BAD_HEADER, file, "expected score: the decisions were built from "
                        + "values whose start value is " + built + ", the values table's is " + wanted);
            }
            return policy;
        }

        @Override
        EncodedTable build(DoubleConsumer progress) {
            return PolicyTableWriter.encode(values, threads, progress);
        }

        @Override
        MappedPolicy inMemory(EncodedTable table) {
            return table.policyInMemory(rules);
        }
    }

    /** The reach table: every target 0..500 from the empty card. */
    static final class Reach extends CachedFile<GoalValues, EncodedGoalTable> {
        private final BiFunction<Rules, DoubleConsumer, EncodedGoalTable> solver;

        /** @param solver solves and encodes the table (GoalTableWriter.solveReach, or a fake's encode) */
        Reach(Rules rules, Path file, BiFunction<Rules, DoubleConsumer, EncodedGoalTable> solver) {
            super(rules, file);
            this.solver = solver;
        }

        /** Half a minute of solving: others wait ten lock timeouts rather than solve too. */
        @Override
        int lockTimeouts() {
            return 10;
        }

        /** Every check of the reader, and the goal the cache keeps: every target 0..500 from the empty card. */
        @Override
        GoalValues open() {
            GoalValues values = GoalTableReader.open(file, rules);
            if (values.utility().span() != GoalSolver.TARGET_MAX || values.rootState() != 0
                    || values.rootNeed() != GoalSolver.TARGET_MAX || values.rootLeast() != 0) {
                throw new TableException(Problem.BAD_HEADER, file, "goal: targets up to " + values.utility().span()
                        + " from state " + values.rootState() + " at need " + values.rootNeed()
                        + ", expected targets up to " + GoalSolver.TARGET_MAX + " from the empty card (state 0)");
            }
            return values;
        }

        @Override
        EncodedGoalTable build(DoubleConsumer progress) {
            return solver.apply(rules, progress);
        }

        @Override
        GoalValues inMemory(EncodedGoalTable table) {
            return table.inMemory(file, rules);
        }
    }
}
