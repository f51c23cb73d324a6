package org.yahtzee.cli.grade;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.cli.CommandRun;
import org.yahtzee.cli.SharedCache;
import org.yahtzee.cli.record.GameRecordReader;
import org.yahtzee.cli.record.RecordSource;
import org.yahtzee.engine.Yahtzee;
import org.yahtzee.rules.Rules;

/**
 * {@code grade --threads N} prints what one thread prints, byte for byte but the grading time,
 * in the record's order; and the pipeline behind it holds a bounded number of cards however
 * long the record.
 */
@Order(5) // 4 gradings of 1,200 cards, 27 s of the module's run: started early (the parent pom)
final class GradeThreadsTest {

    @TempDir
    static Path records;

    /**
     * A folder of records: 600 games of one player (two full batches of 256 and part of a third),
     * 150 games of two players taking turns, the two-player session of the examples, and a
     * record with a problem, which is reported and not graded.
     */
    @BeforeAll
    static void records() throws IOException {
        LargeRecords.text(records.resolve("a-solitaire.txt"), 600, 1);
        LargeRecords.json(records.resolve("b-pairs.json"), 150, 2);
        Files.copy(Path.of("..", "examples", "two-player-session.txt"), records.resolve("c-session.txt"));
        String broken = Files.readString(Path.of("..", "examples", "several-mistakes.txt"))
                .replaceFirst("score ", "score nines ");
        Files.writeString(records.resolve("d-broken.txt"), broken);
    }

    private static CommandRun grade(String... args) {
        return CommandRun.run(SharedCache.directory(), CommandRun.prefixed(args, "grade", records.toString()));
    }

    /** The run's output without the grading time, the one thing that may differ. */
    private static String timeless(String text) {
        return text.replaceAll("graded in [0-9.]+ ms \\([0-9.]+ games/s\\)", "graded in T ms (R games/s)")
                .replaceAll("\"seconds\": ?[0-9.eE-]+", "\"seconds\": T");
    }

    private static void assertSameAtOneAndThreeThreads(String... options) {
        List<String> one = new ArrayList<>(List.of(options));
        one.addAll(List.of("--threads", "1"));
        List<String> three = new ArrayList<>(List.of(options));
        three.addAll(List.of("--threads", "3"));
        CommandRun single = grade(one.toArray(String[]::new));
        CommandRun several = grade(three.toArray(String[]::new));
        assertEquals(3, single.exitCode(), single.err()); // the broken record
        assertTrue(single.err().contains("d-broken.txt:"), single.err());
        assertEquals(single.exitCode(), several.exitCode());
        assertEquals(single.err(), several.err());
        assertEquals(timeless(single.out()), timeless(several.out()));
        assertTrue(single.out().length() > 100_000, "the report of 1,200 cards: " + single.out().length());
    }

    @Test
    void text_sameAtOneAndThreeThreads() {
        assertSameAtOneAndThreeThreads();
    }

    @Test
    void json_goalEv_sameAtOneAndThreeThreads() {
        assertSameAtOneAndThreeThreads("--json", "--goal", "ev", "--threshold", "0");
    }

    /**
     * With a sink slower than the reader, the reader runs ahead until the batches in flight
     * reach the bound (one read, one queued, one graded, one printing), and no further: 600
     * games of one player in batches of 16 cards.
     */
    @Test
    void pipeline_slowSink_holdsAtMostFourBatchesInFlight_andKeepsTheOrder() throws IOException {
        Path file = records.resolve("a-solitaire.txt");
        int batch = 16;
        List<Integer> games = new ArrayList<>();
        try (RecordSource source = RecordSource.of(file)) {
            RecordGrading.Check check = RecordGrading.check(source, null);
            GradingPipeline pipeline = new GradingPipeline(
                    Yahtzee.builder().cacheFolder(SharedCache.directory()).build().engine(Rules.OFFICIAL), null,
                    card -> {
                        games.add(card.game().number());
                        if (card.game().number() % batch == 1) {
                            pause(); // the reader fills the queue meanwhile
                        }
                    }, 1, 2, batch, check.cards(), fraction -> { });
            GameRecordReader.Outcome outcome = pipeline.run(source,
                    GameRecordReader.Options.grade(null).withDefaultRules(check.rules()));

            assertTrue(outcome.isValid(), outcome.problems().toString());
            assertTrue(pipeline.peakInFlight() <= (GradingPipeline.QUEUED + 3) * batch,
                    "peak " + pipeline.peakInFlight());
        }
        assertEquals(600, games.size());
        for (int i = 0; i < games.size(); i++) {
            assertEquals(i + 1, games.get(i));
        }
    }

    /**
     * Batches of 8,192 cards only where the launcher's property allows them (it gives grade the
     * survivor spaces they need: GradingPipeline, note 3); 4,096 otherwise, fewer in a small heap.
     */
    @Test
    void batchCards_largeOnlyWhereAllowed() {
        assertEquals(GradingPipeline.MOST_CARDS, GradingPipeline.mostCards(null));
        assertEquals(8192, GradingPipeline.mostCards("8192"));
        assertEquals(GradingPipeline.LARGE_CARDS, GradingPipeline.mostCards("100000"));
        assertEquals(GradingPipeline.MOST_CARDS, GradingPipeline.mostCards("100"));
        assertEquals(GradingPipeline.MOST_CARDS, GradingPipeline.mostCards("many"));
        long large = 6L << 30;
        assertEquals(8192, GradingPipeline.batchCards(large, GradingPipeline.mostCards("8192")));
        assertEquals(4096, GradingPipeline.batchCards(large, GradingPipeline.mostCards(null)));
        assertEquals(GradingPipeline.LEAST_CARDS, GradingPipeline.batchCards(16L << 20, 8192));
    }

    /**
     * The first batch holds FIRST_CARDS cards and each after it twice as many, up to the batch
     * size: 1,000 games of two players in batches of at most 4,096 cards go as 512, 1,024 and 464.
     */
    @Test
    void pipeline_firstBatchesSmall_doublingUpToTheBatchSize(@TempDir Path folder) throws IOException {
        Path file = folder.resolve("ramp.txt");
        LargeRecords.text(file, 1000, 2);
        List<Integer> batches = new ArrayList<>();
        try (RecordSource source = RecordSource.of(file)) {
            RecordGrading.Check check = RecordGrading.check(source, null);
            GradingPipeline pipeline = new GradingPipeline(
                    Yahtzee.builder().cacheFolder(SharedCache.directory()).build().engine(Rules.OFFICIAL), null,
                    new RecordGrading.CardSink() {
                        @Override
                        public void card(RecordGrading.GradedCard card) {
                            throw new AssertionError("a batch's cards come as BatchCards");
                        }

                        @Override
                        public void card(BatchCard card) {
                            if (card.index() == 0) {
                                batches.add(card.batch().size());
                            }
                        }
                    }, 1, 2, 4096, check.cards(), fraction -> { });
            GameRecordReader.Outcome outcome = pipeline.run(source,
                    GameRecordReader.Options.grade(null).withDefaultRules(check.rules()));
            assertTrue(outcome.isValid(), outcome.problems().toString());
        }
        assertEquals(List.of(GradingPipeline.FIRST_CARDS, 2 * GradingPipeline.FIRST_CARDS, 464), batches);
    }

    private static void pause() {
        try {
            Thread.sleep(5);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
