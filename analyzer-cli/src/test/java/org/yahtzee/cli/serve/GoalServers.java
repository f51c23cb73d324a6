package org.yahtzee.cli.serve;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.yahtzee.cli.CommandRun;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.ReachTables;
import org.yahtzee.cli.SharedCache;
import org.yahtzee.distribution.ScoreDistribution;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.tables.DistributionFile;
import org.yahtzee.tables.TableCache;

/**
 * Servers of the goal tests, each on a cache folder of the test's own (a server is milliseconds;
 * a browser test drives its class's one Chromium to it): one whose cache holds the fake reach
 * table of {@link ReachTables}, one whose cache has none and builds it with a test's fake build.
 */
final class GoalServers {
    private GoalServers() {
    }

    /**
     * The official table, its moments, the fake reach table and the {@link #writeFakeDistribution
     * fake whole-game distribution} in {@code cache}; a page's build request fails.
     */
    static ApiServer withFakeReachTable(Path cache) throws IOException {
        ReachTables.officialWithFake(cache);
        writeFakeDistribution(cache);
        return start(cache, (rules, progress) -> {
            throw new IllegalStateException("this test's server has its reach table");
        });
    }

    /** The official table and its moments in {@code cache}, no reach table: {@code build} makes it at a page's request. */
    static ApiServer building(Path cache, ReachBuild.Solver build) throws IOException {
        SharedCache.copyOfficialInto(cache);
        return start(cache, build);
    }

    /**
     * Writes into the cache folder, as the official rules' whole-game distribution (what the win
     * goal adds for each game still to come in a session), a triangle from 150 to 350 points, in
     * milliseconds where the real one takes 6 to 25 s of two cores. Not the game's figures: the
     * tests compare the server with the command and the library on the same cache.
     */
    static void writeFakeDistribution(Path cache) throws IOException {
        double[] p = new double[351];
        double sum = 0;
        for (int t = 150; t <= 350; t++) {
            p[t] = 101 - Math.abs(t - 250);
            sum += p[t];
        }
        for (int t = 150; t <= 350; t++) {
            p[t] /= sum;
        }
        DistributionFile.write(new ScoreDistribution(Rules.OFFICIAL, p, new double[Category.COUNT],
                new double[Category.COUNT], 0, 0), new TableCache(cache).distributionPathFor(Rules.OFFICIAL));
    }

    /**
     * A fake build into {@code cache}: it reports {@code fraction}, counts down {@code reached},
     * waits for {@code release} (at most two minutes), writes {@link ReachTables}' fake table
     * (milliseconds) and reports 1.
     */
    static ReachBuild.Solver fakeBuild(Path cache, double fraction, CountDownLatch reached, CountDownLatch release) {
        return (rules, progress) -> {
            progress.accept(fraction);
            reached.countDown();
            try {
                if (!release.await(2, TimeUnit.MINUTES)) {
                    throw new IllegalStateException("the test never let the build end");
                }
                ReachTables.writeFake(rules, cache);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
            progress.accept(1.0);
        };
    }

    private static ApiServer start(Path cache, ReachBuild.Solver build) throws IOException {
        Environment environment = new Environment(cache, false, false, CommandRun.keptFigures());
        return ApiServer.start(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), environment, Rules.OFFICIAL,
                ServeLimits.defaults(), new PrintWriter(new StringWriter(), true), build);
    }
}
