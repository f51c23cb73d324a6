package org.yahtzee.engine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import org.yahtzee.distribution.ExactDistribution;
import org.yahtzee.distribution.ScoreDistribution;
import org.yahtzee.files.IoMessage;
import org.yahtzee.game.Scorecard;
import org.yahtzee.goal.GoalValues;
import org.yahtzee.grade.GameGrader;
import org.yahtzee.policy.PolicyTable;
import org.yahtzee.risk.SecondMoments;
import org.yahtzee.risk.TurnRisk;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedValues;
import org.yahtzee.solver.Solver;
import org.yahtzee.solver.StateValues;
import org.yahtzee.solver.TurnAnalyzer;
import org.yahtzee.solver.TurnValues;
import org.yahtzee.tables.DistributionFile;
import org.yahtzee.tables.MappedPolicy;
import org.yahtzee.tables.TableCache;

/**
 * The tables of one rule set as an {@link Engine} and its parts use them, each loaded on first
 * use from the table cache (built there when missing, the listener told) and then kept: the
 * value table with its analyzer and grader, the second moments, the reach table, the policy
 * table, the solver's double-precision values and the exact distribution of a new game.
 */
final class LoadedTables {
    /*
     * Implementation notes. Each table is loaded at most once, under a lock of its own (a mapped
     * file: milliseconds; a first-use solve: half a second to a minute), so that one thread
     * building the reach table never holds up another's advice; the others read a volatile field
     * without locking. What is loaded is immutable (mapped tables, the solver's arrays), and the
     * analyzer and grader keep no state between calls. What holds one turn's state (TurnRisk,
     * the goals' solves from a card) is made for each call, or lives in a GoalPlay, which one
     * thread uses. No lambdas on the advise path: their classes are spun at run time
     * (docs/startup.md).
     */

    private final Yahtzee owner;
    private final Rules rules;

    private final Object valuesLock = new Object();
    private final Object momentsLock = new Object();
    private final Object reachLock = new Object();
    private final Object policyLock = new Object();
    private final Object solvedLock = new Object();
    private final Object distributionLock = new Object();

    private volatile StateValues values;
    private volatile TurnAnalyzer analyzer;
    private volatile GameGrader grader;
    private volatile SecondMoments moments;
    private volatile GoalValues reach;
    private volatile PolicyTable policy;
    /**
     * The cached policy file last found unusable (its size, time and file key), not checked
     * again until it changes: a check reads all 270 MB (about 0.2 s of CPU), and the win goal
     * asks for the table at each new analysis; null: none found so.
     */
    private volatile String policyRefused;
    /** How many times the cached policy file was checked by {@link #policyTableIfCached} (for the tests). */
    private int policyChecks;
    private volatile SolvedValues solved;
    private volatile ScoreDistribution distribution;
    /** The win goal's warm-up of the solver: once an engine. */
    private final WinWarmUp winWarmUp = new WinWarmUp(this);

    LoadedTables(Yahtzee owner, Rules rules) {
        this.owner = owner;
        this.rules = rules;
    }

    /** The win goal's warm-up of the solver, started by the first decision on an early card. */
    WinWarmUp winWarmUp() {
        return winWarmUp;
    }

    Yahtzee owner() {
        return owner;
    }

    Rules rules() {
        return rules;
    }

    /** The analysed turn of {@code card} (not complete) from the value table. */
    TurnValues turn(Scorecard card) {
        return analyzer().analyze(card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50());
    }

    /** A new TurnRisk over the tables: it holds one turn's moments, so one per answer. */
    TurnRisk risk() {
        return risk(moments());
    }

    /** A new TurnRisk over the value table and {@code moments} (this rule set's). */
    TurnRisk risk(SecondMoments moments) {
        return new TurnRisk(values(), moments);
    }

    /** True once the second moments are loaded: {@link #moments} then answers at once. */
    boolean momentsLoaded() {
        return moments != null;
    }

    StateValues values() {
        StateValues v = values;
        if (v == null) {
            synchronized (valuesLock) {
                v = values;
                if (v == null) {
                    try (CacheEvents events = new CacheEvents(owner.listener(), Work.of(Work.Kind.TABLE, rules))) {
                        v = loadValues(events);
                    }
                    analyzer = new TurnAnalyzer(v);
                    grader = new GameGrader(v);
                    values = v;
                }
            }
        }
        return v;
    }

    /**
     * The value table from the cache; a missing one solved there on every processor, as the
     * cache's own first-use solves are, or written from the memory's values if it holds them
     * (the same file, byte for byte: EngineCacheTest), and the values solved kept there if it
     * does not. The lambdas are evaluated only with a memory (a test suite): a real advise spins
     * no class for them.
     */
    private StateValues loadValues(CacheEvents events) {
        TableCache cache = owner.cache();
        FigureMemory memory = owner.memory();
        if (memory == null) {
            return cache.load(rules, events);
        }
        int processors = Runtime.getRuntime().availableProcessors();
        return cache.load(rules, (r, progress) -> memory.values(r, () -> Solver.solve(r, processors, progress)), events);
    }

    TurnAnalyzer analyzer() {
        values();
        return analyzer;
    }

    GameGrader grader() {
        values();
        return grader;
    }

    SecondMoments moments() {
        SecondMoments m = moments;
        if (m == null) {
            StateValues v = values();
            synchronized (momentsLock) {
                m = moments;
                if (m == null) {
                    FigureMemory memory = owner.memory();
                    m = memory == null ? momentsFromCache(v) : memory.moments(rules, () -> momentsFromCache(v));
                    moments = m;
                }
            }
        }
        return m;
    }

    private SecondMoments momentsFromCache(StateValues v) {
        try (CacheEvents events = new CacheEvents(owner.listener(), Work.of(Work.Kind.MOMENTS, rules))) {
            return owner.cache().loadMoments(v, events);
        }
    }

    GoalValues reachTable() {
        GoalValues r = reach;
        if (r == null) {
            synchronized (reachLock) {
                r = reach;
                if (r == null) {
                    try (CacheEvents events = new CacheEvents(owner.listener(), Work.of(Work.Kind.REACH_TABLE, rules))) {
                        r = owner.cache().loadReach(rules, events);
                    }
                    reach = r;
                }
            }
        }
        return r;
    }

    /**
     * The reach table if it is loaded or valid in the cache (mapped and checked now, about 60
     * ms), else null: never solved here, and a damaged file is not rebuilt (a minute of CPU on
     * the quick paths that ask this) but left for {@link #reachTable} to replace.
     */
    GoalValues reachTableIfCached() {
        GoalValues r = reach;
        if (r == null && Files.isRegularFile(owner.cache().reachPathFor(rules))) {
            synchronized (reachLock) {
                r = reach;
                if (r == null) {
                    r = owner.cache().reachIfValid(rules);
                    reach = r;
                }
            }
        }
        return r;
    }

    PolicyTable policyTable(int threads) {
        PolicyTable p = policy;
        if (p == null) {
            StateValues v = values();
            synchronized (policyLock) {
                p = policy;
                if (p == null) {
                    try (CacheEvents events = new CacheEvents(owner.listener(), Work.of(Work.Kind.POLICY_TABLE, rules))) {
                        p = owner.cache().loadPolicy(v, threads, events).table();
                    }
                    policy = p;
                }
            }
        }
        return p;
    }

    /** The policy table if this process has loaded it already, else null: never mapped or built here. */
    PolicyTable policyTableIfLoaded() {
        return policy;
    }

    /**
     * The policy table if it is loaded or valid in the cache (mapped and checked now: about 0.2 s
     * of CPU and 0.08 s, the check of its 270 MB on two threads, once a process), else null:
     * never built here (seconds), and a damaged file is not rebuilt but left for
     * {@link #policyTable} to replace (nor checked again here until it changes). The win goal's
     * opponents are looked up in it: cheaper than analysing their turns even for one two-player
     * grade (docs/goals.md).
     */
    PolicyTable policyTableIfCached() {
        PolicyTable p = policy;
        Path path = owner.cache().policyPathFor(rules);
        if (p == null && Files.isRegularFile(path)) {
            String stamp = stamp(path);
            if (stamp == null || stamp.equals(policyRefused)) {
                return null;
            }
            StateValues v = values();
            synchronized (policyLock) {
                p = policy;
                if (p == null && !stamp.equals(policyRefused)) {
                    policyChecks++;
                    MappedPolicy cached = owner.cache().policyIfValid(v);
                    p = cached == null ? null : cached.table();
                    policy = p;
                    policyRefused = cached == null ? stamp : null;
                }
            }
        }
        return p;
    }

    /** The file's size, modification time and file key (an atomic replacement changes one); null if unreadable. */
    private static String stamp(Path file) {
        try {
            BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class);
            return a.size() + " " + a.lastModifiedTime() + " " + a.fileKey();
        } catch (IOException unreadable) {
            return null;
        }
    }

    /** How many times {@link #policyTableIfCached} has checked the cached file (for the tests). */
    int policyChecks() {
        synchronized (policyLock) {
            return policyChecks;
        }
    }

    /** The solver's double-precision values: kept in this JVM's memory, else solved now. */
    SolvedValues solved() {
        SolvedValues s = solved;
        if (s == null) {
            synchronized (solvedLock) {
                s = solved;
                if (s == null) {
                    s = owner.solveNow(rules);
                    solved = s;
                }
            }
        }
        return s;
    }

    /**
     * The exact distribution of a new game: the table cache's copy, else one kept in memory,
     * else computed from the doubles; written to the cache for the next time (a cache that
     * cannot keep it, or a damaged copy, is told to the listener).
     */
    ScoreDistribution exactDistribution() {
        ScoreDistribution d = distribution;
        if (d == null) {
            synchronized (distributionLock) {
                d = distribution;
                if (d == null) {
                    Work work = Work.of(Work.Kind.DISTRIBUTION, rules);
                    try {
                        d = distributionFromCache(work);
                    } finally {
                        owner.listener().finished(work);
                    }
                    distribution = d;
                }
            }
        }
        return d;
    }

    private ScoreDistribution distributionFromCache(Work work) {
        EngineListener listener = owner.listener();
        TableCache cache = owner.cache();
        Path file = cache.distributionPathFor(rules);
        try {
            return DistributionFile.read(file, rules);
        } catch (TableException e) {
            if (e.problem() != TableException.Problem.NOT_FOUND) {
                listener.rebuilding(work, file, e);
            }
        }
        FigureMemory memory = owner.memory();
        ScoreDistribution d = memory == null ? computeDistribution(work)
                : memory.distribution(rules, () -> computeDistribution(work));
        try {
            DistributionFile.write(d, file);
        } catch (IOException e) {
            listener.notCached(work, file, IoMessage.reason(e));
        }
        return d;
    }

    private ScoreDistribution computeDistribution(Work work) {
        return ExactDistribution.compute(solved(), owner.threads(), new CacheEvents(owner.listener(), work));
    }
}
