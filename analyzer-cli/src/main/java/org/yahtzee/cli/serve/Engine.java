package org.yahtzee.cli.serve;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.Main;
import org.yahtzee.cli.TableLoading;
import org.yahtzee.goal.GoalValues;
import org.yahtzee.grade.GameGrader;
import org.yahtzee.risk.SecondMoments;
import org.yahtzee.risk.TurnRisk;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.StateValues;
import org.yahtzee.solver.TurnAnalyzer;

/**
 * What the server keeps loaded between requests, per rule set: the values table and its second
 * moments (from the table cache, as the commands load them, computed on first use), an
 * analyzer and a grader over them,
 * and the JSON of the two reports, computed by the very commands {@code report distribution
 * --json} and {@code report opening --json} once and then served as they are. Safe for the
 * worker threads to share.
 */
final class Engine {
    /*
     * Implementation notes. A table is loaded at most once: the first request for a rule set
     * loads it under the lock (a mapped file: milliseconds; a solve: about half a second), the
     * others read the map without locking. A report is a FutureTask per rule set and report, run
     * by the first request that asks for it: the others for the same one wait for it rather than
     * compute it again (the distribution takes 6 to 25 s of two cores). A report that fails is
     * forgotten, so the next request tries again. The environment keeps the solver's doubles
     * (KeptFigures), so the two reports of a rule set solve it once.
     */

    /** Loaded tables and what works on them, per rule set. */
    private record Loaded(StateValues values, SecondMoments moments, TurnAnalyzer analyzer, GameGrader grader) {
    }

    private final Environment environment;
    private final PrintWriter log;
    private final Map<Rules, Loaded> loaded = new ConcurrentHashMap<>();
    private final Map<Rules, GoalValues> reach = new ConcurrentHashMap<>();
    private final Map<String, FutureTask<byte[]>> reports = new ConcurrentHashMap<>();

    /** {@code log} gets the commands' notes (a table solved, a cache that cannot keep it). */
    Engine(Environment environment, PrintWriter log) {
        this.environment = environment;
        this.log = log;
    }

    TurnAnalyzer analyzer(Rules rules) {
        return load(rules).analyzer;
    }

    /** A new TurnRisk over the rules' tables: it holds one turn's moments, so one per request. */
    TurnRisk risk(Rules rules) {
        Loaded l = load(rules);
        return new TurnRisk(l.values, l.moments);
    }

    StateValues values(Rules rules) {
        return load(rules).values;
    }

    SecondMoments moments(Rules rules) {
        return load(rules).moments;
    }

    GameGrader grader(Rules rules) {
        return load(rules).grader;
    }

    /** The rule sets loaded so far, by canonical name, in no order. */
    List<String> loadedRules() {
        List<String> names = new ArrayList<>();
        for (Rules rules : loaded.keySet()) {
            names.add(rules.canonicalName());
        }
        return names;
    }

    /**
     * The rules' reach table when it is in the cache (mapped on first use, about 60 ms), else
     * null: solving it takes half a minute and 2 GB, which a request must not start.
     */
    GoalValues reachTable(Rules rules) {
        GoalValues table = reach.get(rules);
        if (table == null && Files.isRegularFile(environment.cache().reachPathFor(rules))) {
            synchronized (log) {
                table = reach.computeIfAbsent(rules, r -> TableLoading.loadReach(environment, r, log));
            }
        }
        return table;
    }

    /** Loads the rules' table now, so the first request does not wait for it. */
    void preload(Rules rules) {
        load(rules);
    }

    private Loaded load(Rules rules) {
        Loaded l = loaded.get(rules);
        if (l != null) {
            return l;
        }
        synchronized (this) {
            l = loaded.get(rules);
            if (l == null) {
                StateValues values;
                synchronized (log) {
                    values = TableLoading.load(environment, rules, log);
                }
                SecondMoments moments;
                synchronized (log) {
                    moments = TableLoading.moments(environment, values, log);
                }
                l = new Loaded(values, moments, new TurnAnalyzer(values), new GameGrader(values));
                loaded.put(rules, l);
            }
            return l;
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
            picocli.CommandLine command = Main.commandLine(environment, args);
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
