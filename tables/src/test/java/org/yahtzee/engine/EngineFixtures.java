package org.yahtzee.engine;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.yahtzee.fixtures.BuildFigures;
import org.yahtzee.risk.SecondMoments;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedTables;
import org.yahtzee.tables.BuildFixtures;
import org.yahtzee.tables.GoalTableWriter;
import org.yahtzee.tables.ReachFixtures;
import org.yahtzee.tables.TableCache;
import org.yahtzee.tables.TableWriter;

/**
 * A table cache in a temporary folder shared by the engine's tests (never the user's): the
 * official table, written from the test JVM's one solve, and its second moments, written from
 * those the solver's tests computed from the same values ({@link BuildFigures}: 7 JFR samples
 * against 201 solving them here, about 3.6 of the module's 29.7 CPU-s) or else computed by the
 * engine on first use; the cache shares them with the build's later test JVMs
 * ({@link BuildFixtures}). Tests that change a cache make their own. The folder goes when the
 * test JVM ends.
 */
final class EngineFixtures {
    private static Path folder;

    private EngineFixtures() {
    }

    /** The shared cache's folder. */
    static synchronized Path cache() {
        if (folder == null) {
            try {
                Path dir = Files.createTempDirectory("yahtzee-engine-cache");
                Runtime.getRuntime().addShutdownHook(new Thread(() -> removeAll(dir)));
                TableCache cache = new TableCache(dir);
                TableWriter.write(SolvedTables.of(Rules.OFFICIAL), cache.pathFor(Rules.OFFICIAL));
                Engine engine = Yahtzee.builder().cacheFolder(dir).build().engine(Rules.OFFICIAL);
                Optional<SecondMoments> solved = BuildFigures.takeMoments(engine.tables().values()); // as read back
                if (solved.isPresent()) {
                    TableWriter.writeMoments(solved.get(), cache.momentsPathFor(Rules.OFFICIAL));
                }
                engine.loadSpread(); // opens and checks the file written, else computes it
                BuildFixtures.put(cache.pathFor(Rules.OFFICIAL), cache.momentsPathFor(Rules.OFFICIAL));
                folder = dir;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return folder;
    }

    /** The official engine over the shared cache, silent. */
    static Engine official() {
        return Yahtzee.builder().cacheFolder(cache()).build().engine(Rules.OFFICIAL);
    }

    /**
     * A fresh official engine over {@code cache} (a test's own folder), which gets the official
     * table and a fake reach table (P = 1 - need/600 everywhere).
     */
    static Engine withFakeReachTable(Path cache) throws IOException {
        TableWriter.write(SolvedTables.of(Rules.OFFICIAL), cache.resolve("official.ytable"));
        GoalTableWriter.write(ReachFixtures.fake(Rules.OFFICIAL), cache.resolve("official.yreach"));
        return Yahtzee.builder().cacheFolder(cache).build().engine(Rules.OFFICIAL);
    }

    private static void removeAll(Path dir) {
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException ignored) {
            // a temporary folder: the system's cleaning takes what is left
        }
    }

    /** Every event a listener hears, as a line: {@code progress TABLE 1.0}, {@code finished TABLE}, ... */
    static final class Recorder implements EngineListener {
        final List<String> events = new ArrayList<>();
        final List<Work> worked = new ArrayList<>();

        @Override
        public synchronized void progress(Work work, double fraction) {
            events.add("progress " + work.kind() + " " + fraction);
            if (worked.stream().noneMatch(w -> w == work)) { // one entry a piece of work, by identity
                worked.add(work);
            }
        }

        @Override
        public synchronized void finished(Work work) {
            events.add("finished " + work.kind());
        }

        @Override
        public synchronized void rebuilding(Work work, Path file, TableException why) {
            events.add("rebuilding " + work.kind() + " " + file.getFileName() + " " + why.problem());
        }

        @Override
        public synchronized void waiting(Work work, Path file, java.time.Duration timeout) {
            events.add("waiting " + work.kind() + " " + file.getFileName());
        }

        @Override
        public synchronized void notCached(Work work, Path file, String reason) {
            events.add("notCached " + work.kind() + " " + file.getFileName() + " " + reason);
        }

        /** The events of one kind of work, in order. */
        synchronized List<String> of(Work.Kind kind) {
            return events.stream().filter(e -> e.split(" ")[1].equals(kind.name())).toList();
        }

        /** The last progress of {@code kind}, or NaN. */
        synchronized double lastProgress(Work.Kind kind) {
            double last = Double.NaN;
            for (String e : events) {
                String[] words = e.split(" ");
                if (words[0].equals("progress") && words[1].equals(kind.name())) {
                    last = Double.parseDouble(words[2]);
                }
            }
            return last;
        }
    }
}
