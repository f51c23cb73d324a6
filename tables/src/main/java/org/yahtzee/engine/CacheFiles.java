package org.yahtzee.engine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.yahtzee.distribution.ExactDistribution;
import org.yahtzee.distribution.ScoreDistribution;
import org.yahtzee.goal.GoalValues;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedValues;
import org.yahtzee.state.StateIndex;
import org.yahtzee.tables.DistributionFile;
import org.yahtzee.tables.DistributionProof;
import org.yahtzee.tables.GoalTableHeader;
import org.yahtzee.tables.GoalTableProof;
import org.yahtzee.tables.GoalTableReader;
import org.yahtzee.tables.MappedMoments;
import org.yahtzee.tables.MappedPolicy;
import org.yahtzee.tables.MappedTable;
import org.yahtzee.tables.MomentProof;
import org.yahtzee.tables.PolicyProof;
import org.yahtzee.tables.TableHeader;
import org.yahtzee.tables.TableKind;
import org.yahtzee.tables.TableProof;
import org.yahtzee.tables.TableReader;

/**
 * {@link Yahtzee#inspect} and {@link Yahtzee#verify}: every kind of file the table cache holds,
 * told apart by its first bytes (a reach table and a distribution have magics of their own),
 * then by the kind in a table's header, and checked with every check of its reader; a deep
 * check computes it again and compares.
 */
final class CacheFiles {
    private final Yahtzee owner;

    CacheFiles(Yahtzee owner) {
        this.owner = owner;
    }

    /**
     * The kind of {@code file}.
     *
     * @throws TableException if it is none: the table reader's error for its header
     */
    static TableFile.Kind kindOf(Path file) {
        if (GoalTableReader.isReachTable(file)) {
            return TableFile.Kind.REACH;
        } else if (DistributionFile.isDistributionFile(file)) {
            return TableFile.Kind.DISTRIBUTION;
        }
        return kindOf(TableReader.readHeader(file).kind());
    }

    private static TableFile.Kind kindOf(TableKind kind) {
        return switch (kind) {
            case VALUES -> TableFile.Kind.VALUES;
            case SECOND_MOMENTS -> TableFile.Kind.MOMENTS;
            case POLICY -> TableFile.Kind.POLICY;
        };
    }

    TableFile inspect(Path file) throws IOException {
        TableFile.Kind kind = kindOf(file);
        if (kind == TableFile.Kind.REACH) {
            TableFile.Builder b = reach(file, GoalTableReader.readHeader(file));
            try {
                GoalTableReader.open(file);
            } catch (TableException e) {
                b.problem = e;
            }
            return b.build();
        } else if (kind == TableFile.Kind.DISTRIBUTION) {
            DistributionFile.Header header = DistributionFile.readHeader(file);
            TableFile.Builder b = distribution(file, header, Files.size(file));
            try {
                b.headline = DistributionFile.read(file, header.rules()).mean();
            } catch (TableException e) {
                b.problem = e;
            }
            return b.build();
        }
        TableHeader header = TableReader.readHeader(file);
        TableFile.Builder b = table(file, header, Files.size(file));
        try {
            switch (header.kind()) {
                case POLICY -> TableReader.openPolicy(file, null);
                case SECOND_MOMENTS -> TableReader.openMoments(file, null);
                case VALUES -> TableReader.open(file);
            }
        } catch (TableException e) {
            b.problem = e;
        }
        return b.build();
    }

    TableFile verify(Path file, Rules expected, boolean deep) throws IOException {
        switch (kindOf(file)) {
            case REACH -> {
                return verifyReach(file, expected, deep);
            }
            case POLICY -> {
                MappedPolicy policy = TableReader.openPolicy(file, expected);
                if (deep) {
                    Rules rules = policy.table().rules();
                    SolvedValues solved = owner.solveNow(rules);
                    try (CacheEvents events = started(Work.Kind.POLICY_TABLE_AGAIN, rules)) {
                        PolicyProof.check(file, policy, solved, owner.threads(), events);
                    }
                }
                return table(file, policy.header(), Files.size(file)).build();
            }
            case MOMENTS -> {
                MappedMoments moments = TableReader.openMoments(file, expected);
                if (deep) {
                    SolvedValues solved = owner.solveNow(moments.rules());
                    try (CacheEvents events = started(Work.Kind.MOMENTS_AGAIN, moments.rules())) {
                        MomentProof.check(file, moments, solved, owner.threads(), events);
                    }
                }
                return table(file, moments.header(), Files.size(file)).build();
            }
            case DISTRIBUTION -> {
                return verifyDistribution(file, expected, deep);
            }
            default -> {
                MappedTable table = TableReader.open(file, expected);
                if (deep) {
                    TableProof.check(table, owner.solveNow(table.rules()));
                }
                return table(file, table.header(), Files.size(file)).build();
            }
        }
    }

    /**
     * Every check of opening the reach table, every lane decoded (2.5 s for an official table),
     * and when deep its goal solved again from its root (about half a minute on 2 cores for a whole table)
     * and every value compared within the error bound.
     */
    private TableFile verifyReach(Path file, Rules expected, boolean deep) {
        GoalValues table = GoalTableReader.open(file, expected);
        GoalTableProof.decodeEvery(table);
        double largest = Double.NaN;
        if (deep) {
            try (CacheEvents events = started(Work.Kind.REACH_TABLE_AGAIN, table.rules())) {
                largest = GoalTableProof.check(table, GoalTableProof.solveAgain(table, owner.threads(), events), file);
            }
        }
        TableFile.Builder b = reach(file, GoalTableReader.readHeader(file));
        b.largestDifference = largest;
        return b.build();
    }

    /** Every check of reading it, and when deep the distribution computed again and compared figure by figure. */
    private TableFile verifyDistribution(Path file, Rules expected, boolean deep) throws IOException {
        ScoreDistribution stored = expected != null ? DistributionFile.read(file, expected) : DistributionFile.read(file);
        DistributionFile.Header header = DistributionFile.readHeader(file);
        if (deep) {
            SolvedValues solved = owner.solveNow(stored.rules());
            try (CacheEvents events = started(Work.Kind.DISTRIBUTION_AGAIN, stored.rules())) {
                DistributionProof.check(file, stored, ExactDistribution.compute(solved, owner.threads(), events));
            }
        }
        TableFile.Builder b = distribution(file, header, Files.size(file));
        b.headline = stored.mean();
        return b.build();
    }

    /** Work that says it started: its progress from 0. */
    private CacheEvents started(Work.Kind kind, Rules rules) {
        CacheEvents events = new CacheEvents(owner.listener(), Work.of(kind, rules));
        events.accept(0);
        return events;
    }

    /** A table's fields (values, second moments or policy decisions) from its header. */
    static TableFile.Builder table(Path file, TableHeader header, long bytes) {
        TableFile.Builder b = new TableFile.Builder(file, kindOf(header.kind()));
        b.bytes = bytes;
        b.formatVersion = header.formatVersion();
        b.rulesName = header.rulesName();
        b.rulesFingerprint = header.rulesFingerprint();
        b.payloadBytes = header.payloadLength();
        b.crc32c = header.payloadCrc32c();
        b.states = header.stateCount();
        b.headline = header.expectedScore();
        return b;
    }

    private static TableFile.Builder reach(Path file, GoalTableHeader header) {
        TableFile.Builder b = new TableFile.Builder(file, TableFile.Kind.REACH);
        b.bytes = header.fileLength();
        b.formatVersion = header.formatVersion();
        b.rulesName = header.rulesName();
        b.rulesFingerprint = header.rulesFingerprint();
        b.payloadBytes = header.payloadLength();
        b.crc32c = header.payloadCrc32c();
        b.states = StateIndex.STATES;
        b.span = header.span();
        b.lanes = header.lanes();
        b.rootState = header.rootState();
        b.rootNeed = header.rootNeed();
        b.fromEmptyCard = header.fromEmptyCard();
        return b;
    }

    private static TableFile.Builder distribution(Path file, DistributionFile.Header header, long bytes) {
        TableFile.Builder b = new TableFile.Builder(file, TableFile.Kind.DISTRIBUTION);
        b.bytes = bytes;
        b.formatVersion = header.formatVersion();
        b.rulesName = header.rules().canonicalName();
        b.rulesFingerprint = header.rules().fingerprint();
        b.payloadBytes = header.payloadLength();
        b.crc32c = header.payloadCrc32c();
        b.scores = header.scores();
        return b;
    }
}
