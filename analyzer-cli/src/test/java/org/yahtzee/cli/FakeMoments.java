package org.yahtzee.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.yahtzee.risk.SecondMoments;
import org.yahtzee.rules.Rules;
import org.yahtzee.tables.TableCache;
import org.yahtzee.tables.TableWriter;

/**
 * A second-moments file for tests that run {@code advise} under some rules and check nothing of
 * its SD column (the boxes a joker may take, a first use's solve): written in milliseconds into
 * a cache folder instead of the whole-game moment pass a first use computes (4 to 5 CPU-seconds a
 * rule set, the largest part of AdviseCommandTest). Not the game's figures: E[R^2] = 1575^2 from
 * every state, the largest the format holds, so every SD is defined. A test that reads it must
 * run with a memory of its own ({@link CommandRun#runSolvingAfresh}), so that the fake never
 * reaches the figures the other tests of the JVM share.
 */
public final class FakeMoments {
    private static final double LARGEST = 1575.0 * 1575.0;

    private FakeMoments() {
    }

    /**
     * Writes the fake as {@code rules}' moments file in {@code cacheDirectory}.
     *
     * @return the file written
     */
    public static Path write(Rules rules, Path cacheDirectory) throws IOException {
        Path file = new TableCache(cacheDirectory).momentsPathFor(rules);
        Files.createDirectories(cacheDirectory);
        TableWriter.writeMoments(new SecondMoments() {
            @Override
            public Rules rules() {
                return rules;
            }

            @Override
            public double secondMoment(int stateIndex) {
                return LARGEST;
            }
        }, file);
        return file;
    }
}
