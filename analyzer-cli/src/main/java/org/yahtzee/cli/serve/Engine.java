package org.yahtzee.cli.serve;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.FutureTask;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.Commands;
import org.yahtzee.cli.TableLoading;
import org.yahtzee.engine.Advice;
import org.yahtzee.engine.CardValue;
import org.yahtzee.engine.Dice;
import org.yahtzee.engine.Goal;
import org.yahtzee.engine.GoalPlay;
import org.yahtzee.engine.Seat;
import org.yahtzee.engine.SharedWinTurns;
import org.yahtzee.engine.Yahtzee;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Rules;

/**
 * The one place the server reaches the engine: the engine of each rule set, shared by the worker
 * threads (the library's {@link org.yahtzee.engine.Engine}, its tables loaded once and kept),
 * and the JSON of the two reports, computed by the very commands {@code report distribution
 * --json} and {@code report opening --json} once and then served as they are. Safe for the
 * worker threads to share.
 */
final class Engine {
    /*
     * Implementation notes. The engines are the library's, one per rule set from one Yahtzee over
     * the server's cache; a rule set's value table and second moments are loaded by the first
     * request that names it (a mapped file: milliseconds; a solve: about half a second), one rule
     * set at a time so that the notes of two first uses never interleave on the log. The goals go
     * through quickGoal: a request never starts the reach table's solve (about half a minute); a page asks
     * for it apart (ReachBuild), and it runs on a thread of its own. A report
     * is a FutureTask per rule set and report, run by the first request that asks for it: the
     * others for the same one wait for it rather than compute it again (the distribution takes 6 to
     * 25 s of two cores). A report that fails is forgotten, so the next request tries again. The
     * environment keeps the solver's doubles (FigureMemory), so the two reports of a rule set solve
     * it once. The win goal's advice on a late card is an exact solve of 0.05 to 1.5 s, the same
     * for every question of one player's turn (both of the play page's per roll, and each roll's),
     * and the grade of the game at its end asks for the same turns again: the win plays of a rule
     * set keep their turns in one memory (SharedWinTurns), so that requests lent different plays, or
     * asking at the same moment, solve a turn once (two games of two through the play page: 0.62x
     * the CPU of each play keeping its own, benchmarks/RESULTS.md). A play keeps its analyzer
     * (its last exact solve, the opponents' turns, the lanes of the joint endgame of a game's last
     * rounds), whose work its next solves reuse, so the server keeps a few and lends one to each
     * request, the last used first. The win goal of a game with games after it in its session
     * adds a whole game's distribution for each (6 to 25 s of two cores the first time a cache is
     * asked for it, then a file of the cache read in milliseconds): the command's server makes it
     * ahead on a thread of its own as each rule set loads (prepareSessions), so that a session's
     * first advice or grade finds it made, or waits for the one computation under way instead of
     * starting a second.
     */

    /**
     * Win plays kept a rule set: one per quick worker of two cores and some; each keeps its
     * analyzer's last exact solve from 7 open boxes or fewer (about 9 MB; one from 8 or 9 open is
     * not kept past its turn) and joint endgame (up to 20,000 lanes of a few KB).
     */
    private static final int WIN_PLAYS_KEPT = 4;

    private final Environment environment;
    private final PrintWriter log;
    private final Yahtzee yahtzee;
    private final Map<Rules, org.yahtzee.engine.Engine> loaded = new ConcurrentHashMap<>();
    private final Map<String, FutureTask<byte[]>> reports = new ConcurrentHashMap<>();
    private final ReachBuild builds;
    /** Makes each rule set's whole-game distribution ahead, one at a time; null until {@link #prepareSessions}. */
    private volatile ExecutorService ahead;
    /** The win goal's plays of each rule set, each used by one request at a time and kept for the next. */
    private final Map<Rules, Deque<GoalPlay>> winPlays = new ConcurrentHashMap<>();
    /** The turns the win plays of each rule set share. */
    private final Map<Rules, SharedWinTurns> winTurns = new ConcurrentHashMap<>();

    /**
     * {@code log} gets the engine's notes (a table solved, a cache that cannot keep it);
     * {@code solver} builds a reach table asked for by a page (null: the engine's own build).
     */
    Engine(Environment environment, PrintWriter log, ReachBuild.Solver solver) {
        this.environment = environment;
        this.log = log;
        this.builds = new ReachBuild(new TableLoading(log, environment));
        this.yahtzee = environment.yahtzee(builds);
        builds.use(solver != null ? solver : (rules, progress) -> engine(rules).loadReachTable(),
                this::hasReachTable);
    }

    /**
     * The advice of the dice on the card at the seat: ranked for the goal ({@link Goal#EV}, a
     * reach goal, or the win goal against the seat's other players), each option with its SD.
     *
     * @throws org.yahtzee.engine.GoalUnavailableException for a goal that needs the reach table
     *                                                     built first, or a solve of seconds
     */
    Advice advise(Rules rules, Scorecard card, Dice dice, int rollsLeft, Goal goal, Seat seat) {
        if (goal.kind() == Goal.Kind.EV) {
            return engine(rules).advise(card, dice, rollsLeft);
        }
        GoalPlay play = borrow(rules, goal);
        try {
            return play.advise(seat, card, dice, rollsLeft);
        } finally {
            giveBack(rules, play);
        }
    }

    /**
     * A play of the goal (not {@link Goal#EV}) for one request, as {@link org.yahtzee.engine.Engine#quickGoal}
     * plays it (never a build of the reach table); give it back when done. A win play is one of
     * those kept, with the solves of the turns asked for before, and finds the turns the other
     * win plays solved.
     */
    GoalPlay borrow(Rules rules, Goal goal) {
        if (goal.kind() != Goal.Kind.WIN) {
            return engine(rules).quickGoal(goal);
        }
        GoalPlay play = winPlays.computeIfAbsent(rules, r -> new ConcurrentLinkedDeque<>()).pollFirst();
        return play != null ? play : engine(rules).quickGoal(goal, winTurns(rules));
    }

    /**
     * The turns the win plays of {@code rules} share: in front of the environment's (a test
     * JVM's, kept between its servers and runs) if it has one.
     */
    SharedWinTurns winTurns(Rules rules) {
        return winTurns.computeIfAbsent(rules, r -> new SharedWinTurns(environment.winTurns()));
    }

    /** The play of {@link #borrow} back, kept for the next request if it is a win play and fewer are kept. */
    void giveBack(Rules rules, GoalPlay play) {
        if (play.goal().kind() == Goal.Kind.WIN) {
            Deque<GoalPlay> kept = winPlays.get(rules);
            if (kept.size() < WIN_PLAYS_KEPT) {
                kept.offerFirst(play); // the last used first: one player's requests meet their own solves
            }
        }
    }

    /**
     * True if the reach table of {@code rules} is in the cache: the goals answer early cards from
     * it. Only the reach table's file is looked at (mapped and checked once, about 60 ms): a rule
     * set not yet used is not solved for it.
     */
    boolean hasReachTable(Rules rules) {
        return yahtzee.engine(rules).hasReachTable();
    }

    /** The builds of reach tables the pages ask for. */
    ReachBuild builds() {
        return builds;
    }

    /**
     * From now on, the whole-game distribution of each rule set loaded (those loaded already, and
     * each as a request first names it) is made on a background thread if the cache does not
     * hold it: what the win goal of a session's earlier games needs. Not for the tests' servers,
     * whose caches would each pay its seconds of CPU.
     */
    void prepareSessions() {
        synchronized (this) {
            if (ahead != null) {
                return;
            }
            ahead = Executors.newSingleThreadExecutor(task -> {
                Thread thread = new Thread(task, "yahtzee-serve-distribution");
                thread.setDaemon(true); // a stop does not wait for it: the cache's file is written whole or not at all
                thread.setPriority(Thread.MIN_PRIORITY);
                return thread;
            });
            loaded.values().forEach(this::makeAhead);
        }
    }

    private void makeAhead(org.yahtzee.engine.Engine engine) {
        ahead.execute(() -> {
            try {
                engine.distribution(); // kept by the engine and written to the cache
            } catch (RuntimeException e) {
                synchronized (log) {
                    log.println("note: the " + engine.rules().canonicalName() + " whole-game distribution could not be "
                            + "made ahead (" + e.getMessage() + "); a session's win goal makes it when it needs it");
                    log.flush();
                }
            }
        });
    }

    /** The value of the card, its exact distribution on the request's thread. */
    CardValue value(Rules rules, Scorecard card) {
        return engine(rules).value(card, 1);
    }

    /** The engine that grades the records of {@code rules}. */
    org.yahtzee.engine.Engine grader(Rules rules) {
        return engine(rules);
    }

    /** The rule sets loaded so far, by canonical name, in no order. */
    List<String> loadedRules() {
        List<String> names = new ArrayList<>();
        for (Rules rules : loaded.keySet()) {
            names.add(rules.canonicalName());
        }
        return names;
    }

    /** Loads the rules' table now, so the first request does not wait for it. */
    void preload(Rules rules) {
        engine(rules);
    }

    /** The engine of {@code rules}, its value table and second moments loaded. */
    private org.yahtzee.engine.Engine engine(Rules rules) {
        org.yahtzee.engine.Engine engine = loaded.get(rules);
        if (engine != null) {
            return engine;
        }
        synchronized (this) {
            engine = loaded.get(rules);
            if (engine == null) {
                engine = yahtzee.engine(rules);
                engine.loadSpread();
                loaded.put(rules, engine);
                if (ahead != null) {
                    makeAhead(engine);
                }
            }
            return engine;
        }
    }

    /**
     * The JSON of {@code report REPORT --rules R --json}, as the command prints it: computed by
     * the first request, then kept.
     *
     * @param report {@code distribution} or {@code opening}
     */
    byte[] report(String report, Rules rules) throws InterruptedException {
        String key = key(report, rules);
        FutureTask<byte[]> task = new FutureTask<>(new ReportRun(report, rules));
        FutureTask<byte[]> running = reports.putIfAbsent(key, task);
        if (running == null) {
            running = task;
            task.run();
        }
        try {
            return running.get();
        } catch (ExecutionException e) {
            reports.remove(key, running);
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        }
    }

    /** True if the report of {@code report} for {@code rules} is made and kept: {@link #report} returns at once. */
    boolean hasReport(String report, Rules rules) {
        FutureTask<byte[]> task = reports.get(key(report, rules));
        return task != null && task.isDone();
    }

    private static String key(String report, Rules rules) {
        return report + " " + rules.piecewiseName();
    }

    /** One in-process run of a report command, its standard output the result. */
    private final class ReportRun implements java.util.concurrent.Callable<byte[]> {
        private final String[] args;

        ReportRun(String report, Rules rules) {
            this.args = new String[] {"report", report, "--rules", rules.piecewiseName(), "--json"};
        }

        @Override
        public byte[] call() {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            picocli.CommandLine command = Commands.commandLine(environment, args);
            command.setOut(new PrintWriter(out));
            command.setErr(new PrintWriter(err));
            int exit = command.execute(args);
            synchronized (log) {
                log.print(err);
                log.flush();
            }
            if (exit != 0) {
                throw new IllegalStateException("yahtzee " + String.join(" ", args) + " failed with exit code " + exit
                        + ": " + err.toString().strip());
            }
            return out.toString().getBytes(StandardCharsets.UTF_8);
        }
    }
}
