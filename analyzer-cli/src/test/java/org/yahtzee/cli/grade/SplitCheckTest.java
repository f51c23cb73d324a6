package org.yahtzee.cli.grade;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.cli.record.GameRecordReader;
import org.yahtzee.cli.record.RecordSource;
import org.yahtzee.rules.Rules;

/**
 * The checking pass in parts ({@link SplitCheck}) agrees with the whole reading: the same
 * {@link RecordGrading.Check} for every valid record it splits, and no answer (the whole
 * reading then) for any record the whole reading finds a problem in, wherever the problem is.
 */
final class SplitCheckTest {

    @TempDir
    static Path folder;
    private static String solitaire;
    private static String pairs;

    @BeforeAll
    static void records() throws IOException {
        LargeRecords.text(folder.resolve("solitaire.txt"), 24, 1);
        LargeRecords.text(folder.resolve("pairs.txt"), 12, 2);
        solitaire = Files.readString(folder.resolve("solitaire.txt"));
        pairs = Files.readString(folder.resolve("pairs.txt"));
    }

    private static RecordGrading.Check whole(Path file, Rules override) throws IOException {
        try (RecordSource source = RecordSource.of(file)) {
            return RecordGrading.check(source, override);
        }
    }

    private static RecordGrading.Check split(Path file, Rules override, int threads) throws IOException {
        try (RecordSource source = RecordSource.of(file)) {
            return SplitCheck.check(source, GameRecordReader.Options.check(override), threads, 0);
        }
    }

    private static Path write(String name, String text) throws IOException {
        Path file = folder.resolve(name);
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }

    @Test
    void validRecords_sameCheckAsTheWholeReading_atTwoToFiveThreads() throws IOException {
        for (String name : List.of("solitaire.txt", "pairs.txt")) {
            Path file = folder.resolve(name);
            RecordGrading.Check expected = whole(file, null);
            assertTrue(expected.isValid(), expected.problems().toString());
            for (int threads = 2; threads <= 5; threads++) {
                assertEquals(expected, split(file, null, threads), name + " at " + threads);
            }
            assertEquals(whole(file, Rules.ORIGINAL), split(file, Rules.ORIGINAL, 3), name + " under --rules");
        }
    }

    @Test
    void tooSmallOrOneThread_noAnswer() throws IOException {
        Path file = folder.resolve("solitaire.txt");
        try (RecordSource source = RecordSource.of(file)) {
            assertNull(SplitCheck.check(source, GameRecordReader.Options.check(null), 1, 0));
            assertNull(SplitCheck.check(source, GameRecordReader.Options.check(null), 4, Files.size(file) + 1));
        }
    }

    /** What a part cannot know, each valid or not as the whole reading says; the split never vouches wrongly. */
    @Test
    void whatAPartCannotKnow_neverVouchesForAProblem() throws IOException {
        String ninth = "\ngame: 9\n";
        assertSplitAgrees("numbers-fall.txt", solitaire.replace("\ngame: 18\n", "\ngame: 3\n"));
        assertSplitAgrees("numbers-repeat.txt", solitaire.replace("\ngame: 18\n", "\ngame: 17\n"));
        // The header the cut at two threads falls on, numbered below the game before it: only the join sees it.
        int cut = solitaire.indexOf("\ngame: ", solitaire.length() / 2 - 1);
        int lineEnd = solitaire.indexOf('\n', cut + 1);
        Path atTheCut = write("numbers-fall-at-the-cut.txt", solitaire.substring(0, cut) + "\ngame: 2"
                + solitaire.substring(lineEnd));
        assertTrue(!whole(atTheCut, null).isValid());
        assertNull(split(atTheCut, null, 2));
        assertSplitAgrees("numbers-jump.txt", solitaire.replace("\ngame: 18\n", "\ngame: 300\n"));
        assertSplitAgrees("numbers-skip.txt", solitaire.replace("\ngame: 24\n", "\ngame: 400\n"));
        assertSplitAgrees("rules-late-same.txt", solitaire.replace(ninth, "\nrules: official" + ninth));
        assertSplitAgrees("rules-late-other.txt", solitaire.replace(ninth, "\nrules: original" + ninth));
        assertSplitAgrees("no-rules.txt", solitaire.replace("rules: official\n", ""));
        // A player of an earlier game named on a turn line of a game with a 'player:' line.
        assertSplitAgrees("earlier-name.txt", pairs.replace("game: 10\nplayer: P1\nplayer: P2\n",
                "game: 10\nplayer: P1\n"));
        assertSplitAgrees("crlf.txt", solitaire.replace("\n", "\r\n"));
        assertSplitAgrees("empty-game.txt", solitaire + "\ngame: 25\n");
        assertSplitAgrees("bom.txt", "\uFEFF" + solitaire);
        assertSplitAgrees("json.txt", "{\"format\": \"yahtzee-game-record/1\", \"games\": []}\ngame: 2\n");
    }

    /** Seeded mutations anywhere in the records: the split answers only for what the whole reading finds valid, and the same. */
    @Test
    void mutatedRecords_splitAnswersOnlyAsTheWholeReading() throws IOException {
        Random random = new Random(25);
        RecordMutator mutator = new RecordMutator(random);
        int vouched = 0;
        for (int i = 0; i < 30; i++) {
            String base = i % 2 == 0 ? solitaire : pairs;
            Path file = folder.resolve("mutated.txt");
            Files.write(file, mutator.bytes(mutator.mutate(base, i % 2 == 0 ? pairs : solitaire)));
            RecordGrading.Check whole = whole(file, null);
            RecordGrading.Check split = split(file, null, 2 + i % 3);
            if (split != null) {
                vouched++;
                assertEquals(whole, split, "mutation " + i);
            }
        }
        assertTrue(vouched > 0, "some mutations leave a valid record, which the split reads");
    }

    private static void assertSplitAgrees(String name, String text) throws IOException {
        Path file = write(name, text);
        RecordGrading.Check whole = whole(file, null);
        for (int threads = 2; threads <= 3; threads++) {
            RecordGrading.Check split = split(file, null, threads);
            if (!whole.isValid()) {
                assertNull(split, name + " at " + threads + ": " + whole.problems());
            } else if (split != null) {
                assertEquals(whole, split, name + " at " + threads);
            }
        }
    }

    /** Cards of one player a game, named from a sequence: the join of any cut gives the whole count. */
    @Test
    void cardCount_appendedAtEveryCut_sameAsOneCount() throws IOException {
        Random random = new Random(7);
        for (int round = 0; round < 120; round++) {
            List<GameRecord.Game> games = new ArrayList<>();
            int n = 1 + random.nextInt(7);
            for (int g = 0; g < n; g++) {
                List<GameRecord.Card> cards = new ArrayList<>();
                int players = 1 + random.nextInt(3);
                List<String> names = new ArrayList<>(List.of("A", "B", "C"));
                java.util.Collections.shuffle(names, random);
                for (int p = 0; p < players; p++) {
                    cards.add(new GameRecord.Card(names.get(p), null, List.of()));
                }
                games.add(new GameRecord.Game(g + 1, cards));
            }
            CardCount one = count(games);
            for (int cut = 0; cut <= n; cut++) {
                for (int cut2 = cut; cut2 <= n; cut2++) {
                    CardCount joined = count(games.subList(0, cut));
                    joined.append(count(games.subList(cut, cut2)));
                    joined.append(count(games.subList(cut2, n)));
                    String what = "round " + round + " cuts " + cut + "," + cut2;
                    assertEquals(one.cards(), joined.cards(), what);
                    assertEquals(one.interleaved(), joined.interleaved(), what);
                    assertEquals(one.sessionGames(), joined.sessionGames(), what);
                    assertEquals(one.names(), joined.names(), what);
                }
            }
        }
    }

    private static CardCount count(List<GameRecord.Game> games) {
        CardCount count = new CardCount();
        games.forEach(count::game);
        return count;
    }
}
