package org.yahtzee.cli.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.yahtzee.cli.text.DiceParser;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.rules.Scoring;

/**
 * The packed reading ({@link GameRecordReader#readValidPacked}: plain turn lines straight into
 * packed cards, CardReplay's checks on the usedMask) against the general one it stands in for
 * ({@link GameRecordReader#read}, every turn a {@link GameRecord.Turn}, a Scorecard a turn), on
 * generated records of every rule set: single games and sessions of up to four named players,
 * plain lines mixed with lines the general reader takes (other spacing, aliases, {@code keep
 * None}, dice typed apart, comments, blank lines), and damaged copies of them. The same
 * outcome (rules, every problem's line, column and message), the same games, the same cards.
 */
final class PackedReadingTest {

    private static final int RECORDS = 400;
    private static final String[] ALIASES = {"1s", "2s", "3s", "4s", "5s", "6s", "3k", "4k", "fh", "ss", "ls", "y", "c"};

    @Test
    void generatedRecords_readAlike() throws IOException {
        SplittableRandom random = new SplittableRandom(2026_11_28L);
        int valid = 0;
        int plainLines = 0;
        for (int r = 0; r < RECORDS; r++) {
            Rules rules = Rules.NAMED.get(r % Rules.NAMED.size());
            String text = record(random, rules, r);
            plainLines += text.split("\n").length;
            valid += compare("record " + r, text) ? 1 : 0;
        }
        assertTrue(valid > RECORDS * 9 / 10, valid + " of " + RECORDS + " valid: the generator writes bad records");
        assertTrue(plainLines > 20_000, plainLines + " lines");
    }

    @Test
    void damagedRecords_sameProblems() throws IOException {
        SplittableRandom random = new SplittableRandom(25);
        int invalid = 0;
        for (int r = 0; r < RECORDS; r++) {
            Rules rules = Rules.NAMED.get(r % Rules.NAMED.size());
            String text = damage(random, record(random, rules, r));
            invalid += compare("damaged record " + r, text) ? 0 : 1;
        }
        assertTrue(invalid > RECORDS / 2, invalid + " of " + RECORDS + " damaged records had a problem");
    }

    /** The damages the brief names and their kin, in the middle of a card: after packed turns. */
    @Test
    void oneDamage_reportedAsTheGeneralReaderReportsIt() throws IOException {
        String good = "rules: official\n\ngame: 1\n1: 13555 keep 555 -> 55556 keep 5555 -> 55556 score fives 20\n"
                + "2: 22345 keep 2345 -> 23456 score large-straight 40\n3: 22356 keep 22 -> 11223 score twos 4\n";
        assertTrue(compare("good", good));
        String[][] edits = {
            {"3: 22356 keep 22 -> 11223 score twos 4", "3: 22356 keep 22 -> 11223 score tw"}, // a line cut
            {"3: 22356 keep 22 -> 11223 score twos 4", "3: 22356 kep 22 -> 11223 score twos 4"}, // misspelt
            {"3: 22356 keep 22 -> 11223 score twos 4", "3: 22356 keep 22 -> 11223 score fives 4"}, // box filled
            {"3: 22356 keep 22 -> 11223 score twos 4", "3: 22356 keep 22 -> 11223 score twos 6"}, // wrong points
            {"3: 22356 keep 22 -> 11223 score twos 4", "3: 22356 keep 66 -> 11223 score twos 4"}, // kept not rolled
            {"3: 22356 keep 22 -> 11223 score twos 4", "3: 22356 keep 22 -> 11345 score twos 4"}, // reroll
            {"3: 22356 keep 22 -> 11223 score twos 4", "4: 22356 keep 22 -> 11223 score twos 4"}, // numbering
            {"3: 22356 keep 22 -> 11223 score twos 4", "3: 22356 keep 22 -> 11223 score twos 65557"}, // 16 bits
        };
        for (String[] edit : edits) {
            String bad = good.replace(edit[0], edit[1]);
            assertTrue(!compare(edit[1], bad), edit[1]);
        }
    }

    /**
     * Reads {@code text} both ways and asserts the same outcome and games; also
     * {@link GameRecordReader#readValidPacked} against {@link GameRecordReader#readValid}.
     * Returns whether it was valid.
     */
    private static boolean compare(String what, String text) throws IOException {
        GameRecordReader.Options options = GameRecordReader.Options.grade(null);
        List<GameRecord.Game> general = new ArrayList<>();
        GameRecordReader.Outcome expected = GameRecordReader.read("r.txt", new StringReader(text), options, general::add);
        List<GameRecord.Game> packed = new ArrayList<>();
        GameRecordReader.Outcome actual = GameRecordReader.readPacked("r.txt", new StringReader(text), options,
                (rules, number, cards) -> packed.add(game(rules, expected.rules(), number, cards)));
        assertEquals(expected, actual, what + "\n" + text);
        assertGames(what, general, packed);

        List<GameRecord.Game> validGeneral = new ArrayList<>();
        GameRecordReader.Outcome valid = GameRecordReader.readValid("r.txt", new StringReader(text), options,
                (rules, game) -> validGeneral.add(game));
        List<GameRecord.Game> validPacked = new ArrayList<>();
        GameRecordReader.Outcome validActual = GameRecordReader.readValidPacked("r.txt", new StringReader(text),
                options, (rules, number, cards) -> validPacked.add(game(rules, expected.rules(), number, cards)));
        assertEquals(valid, validActual, what);
        assertGames(what, validGeneral, validPacked);
        if (expected.isValid()) {
            assertNotNull(valid, what);
        } else {
            assertTrue(valid == null || !valid.isValid(), what);
        }
        return expected.isValid();
    }

    private static GameRecord.Game game(Rules rules, Rules expected, int number, List<PackedCard> cards) {
        assertEquals(expected, rules);
        List<GameRecord.Card> made = new ArrayList<>();
        for (PackedCard card : cards) {
            GameRecord.Card c = card.card();
            assertEquals(c.name(), card.name());
            assertEquals(plays(c), card.plays()); // the grader's turns, as the report's card makes them
            made.add(c);
        }
        return new GameRecord.Game(number, made);
    }

    private static List<org.yahtzee.grade.TurnPlay> plays(GameRecord.Card card) {
        List<org.yahtzee.grade.TurnPlay> plays = new ArrayList<>();
        for (GameRecord.Turn turn : card.turns()) {
            plays.add(turn.toPlay());
        }
        return plays;
    }

    /** The general reading's games against the packed one's: the same but the turns' positions. */
    private static void assertGames(String what, List<GameRecord.Game> general, List<GameRecord.Game> packed) {
        assertEquals(general.size(), packed.size(), what);
        for (int g = 0; g < general.size(); g++) {
            GameRecord.Game was = general.get(g);
            GameRecord.Game is = packed.get(g);
            assertEquals(was.number(), is.number(), what);
            assertEquals(was.cards().size(), is.cards().size(), what);
            for (int c = 0; c < was.cards().size(); c++) {
                assertEquals(PackedCard.of(was.cards().get(c)).card(), is.cards().get(c), what + ", game " + was.number());
                for (GameRecord.Turn turn : is.cards().get(c).turns()) {
                    turn.rolls().forEach(word -> assertTrue(DiceWords.of(word) == word, "shared " + word));
                }
            }
        }
    }

    /** A valid record: 1 to 5 games (a session when of the same named players), plain and other lines. */
    private static String record(SplittableRandom random, Rules rules, int r) {
        StringBuilder out = new StringBuilder();
        if (random.nextInt(4) == 0) {
            out.append("# generated record ").append(r).append('\n');
        }
        if (rules != Rules.OFFICIAL || random.nextBoolean()) {
            out.append("rules: ").append(rules.canonicalName()).append('\n');
        }
        int games = 1 + random.nextInt(5);
        int players = 1 + random.nextInt(random.nextInt(4) == 0 ? 4 : 1);
        boolean declared = random.nextBoolean();
        for (int g = 1; g <= games; g++) {
            out.append(random.nextInt(3) == 0 ? "\n\n" : "\n");
            if (g > 1 || random.nextBoolean()) {
                out.append("game: ").append(g).append('\n');
            }
            if (players > 1 && declared) {
                for (int p = 1; p <= players; p++) {
                    out.append("player: P").append(p).append('\n');
                }
            }
            int[] masks = new int[players];
            for (int t = 1; t <= Category.COUNT; t++) {
                for (int p = 0; p < players; p++) {
                    String name = players > 1 ? "P" + (p + 1) + " " : "";
                    out.append(name).append(t).append(':').append(turn(random, rules, masks, p)).append('\n');
                    if (random.nextInt(40) == 0) {
                        out.append(random.nextBoolean() ? "# a comment\n" : "   \n");
                    }
                }
            }
        }
        return out.toString();
    }

    /** One legal turn after the ':', of the card whose filled boxes are {@code masks[p]}. */
    private static String turn(SplittableRandom random, Rules rules, int[] masks, int p) {
        StringBuilder line = new StringBuilder(random.nextInt(20) == 0 ? "   " : " ");
        int[] dice = roll(random, new int[0]);
        line.append(word(random, dice, true));
        int rolls = 1 + random.nextInt(3);
        for (int r = 1; r < rolls; r++) {
            int[] kept = keep(random, dice);
            line.append(random.nextInt(30) == 0 ? " keep  " : " keep ")
                    .append(kept.length == 0 ? (random.nextInt(4) == 0 ? "None" : "none") : word(random, kept, false))
                    .append(" -> ");
            dice = roll(random, kept);
            line.append(word(random, dice, true));
        }
        int rollId = KeepLattice.rollOfDice(dice);
        List<Category> allowed = new ArrayList<>();
        for (Category box : Category.values()) {
            if ((masks[p] & box.bit()) == 0 && Scoring.points(rules, masks[p], rollId, box) != Scoring.NOT_ALLOWED) {
                allowed.add(box);
            }
        }
        Category box = allowed.get(random.nextInt(allowed.size()));
        int points = Scoring.points(rules, masks[p], rollId, box);
        masks[p] |= box.bit();
        String name = switch (random.nextInt(20)) {
            case 0 -> ALIASES[box.id()];
            case 1 -> box.canonicalName().toUpperCase(java.util.Locale.ROOT);
            default -> box.canonicalName();
        };
        line.append(" score ").append(name);
        if (random.nextInt(3) > 0) {
            line.append(' ').append(random.nextInt(30) == 0 ? "0" + points : String.valueOf(points));
        }
        return line.toString();
    }

    /** Five dice: {@code kept} and new ones; a Yahtzee one time in 12, so the joker rules are met. */
    private static int[] roll(SplittableRandom random, int[] kept) {
        int[] dice = new int[5];
        System.arraycopy(kept, 0, dice, 0, kept.length);
        boolean yahtzee = random.nextInt(12) == 0;
        int face = kept.length > 0 ? kept[0] : 1 + random.nextInt(6);
        for (int i = kept.length; i < 5; i++) {
            dice[i] = yahtzee && allSame(kept) ? face : 1 + random.nextInt(6);
        }
        shuffle(random, dice);
        return dice;
    }

    private static boolean allSame(int[] dice) {
        for (int d : dice) {
            if (d != dice[0]) {
                return false;
            }
        }
        return true;
    }

    /** A random part of {@code dice} (none of them too). */
    private static int[] keep(SplittableRandom random, int[] dice) {
        List<Integer> kept = new ArrayList<>();
        for (int d : dice) {
            if (random.nextInt(3) == 0) {
                kept.add(d);
            }
        }
        if (kept.size() == 5) {
            kept.remove(0);
        }
        return kept.stream().mapToInt(Integer::intValue).toArray();
    }

    private static void shuffle(SplittableRandom random, int[] dice) {
        for (int i = dice.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = dice[i];
            dice[i] = dice[j];
            dice[j] = t;
        }
    }

    /** Dice as typed: one word mostly, apart now and then (a line the general reader takes). */
    private static String word(SplittableRandom random, int[] dice, boolean roll) {
        StringBuilder word = new StringBuilder();
        boolean apart = random.nextInt(40) == 0;
        for (int d : dice) {
            word.append(apart && word.length() > 0 ? " " : "").append(d);
        }
        assertEquals(roll ? KeepLattice.rollOfDice(dice) : KeepLattice.ofDice(dice),
                roll ? DiceParser.roll(word.toString()) : DiceParser.keep(word.toString()));
        return word.toString();
    }

    /** The record with one to three lines damaged: a cut, a misspelt word, a wrong box, a die, points. */
    private static String damage(SplittableRandom random, String text) {
        String[] lines = text.split("\n", -1);
        for (int k = 1 + random.nextInt(3); k > 0; k--) {
            int at = random.nextInt(lines.length);
            String line = lines[at];
            lines[at] = switch (random.nextInt(7)) {
                case 0 -> line.substring(0, random.nextInt(line.length() + 1)); // a line cut
                case 1 -> line.replaceFirst("keep", random.nextBoolean() ? "kep" : "Keep"); // misspelt
                case 2 -> line.replaceFirst("score \\S+", "score "
                        + Category.byId(random.nextInt(Category.COUNT)).canonicalName()); // a wrong box, often filled
                case 3 -> line.replaceFirst("[1-6]", String.valueOf(1 + random.nextInt(7))); // a die: 7 is none
                case 4 -> line.replaceFirst(" (\\d+)$", " " + random.nextInt(60)); // the points
                case 5 -> line.replaceFirst("^(\\w+ )?\\d+:", "$1" + (1 + random.nextInt(14)) + ":"); // numbering
                default -> random.nextBoolean() ? "" : lines[random.nextInt(lines.length)]; // dropped, or another's
            };
        }
        return String.join("\n", lines);
    }

    /**
     * A record as {@code simulate --records} writes it, with and without game headers: every
     * turn is packed, each game's first too, which introduces the player without a name (read
     * the general way, it kept that way's code hot: RESULTS.md, bulk10).
     */
    @Test
    void simulatedRecord_everyTurnPacked() throws IOException {
        String game = "1: 13555 keep 555 -> 55556 keep 5555 -> 55556 score fives 20\n"
                + "2: 22345 keep 2345 -> 23456 score large-straight 40\n";
        for (String text : List.of("rules: official\n\ngame: 1\n# score 60\n" + game + "\ngame: 2\n# score 60\n" + game,
                game, "game: 1\n" + game + "game: 2\n" + game)) {
            RecordProblems problems = new RecordProblems("r.txt", true);
            List<Integer> games = new ArrayList<>();
            RecordBuilder builder = new RecordBuilder(problems, GameRecordReader.Options.grade(null), null,
                    (rules, number, cards) -> games.add(cards.get(0).plays().size()), true);
            new TextRecordReader(builder, problems).read(new StringReader(text));
            builder.endGame();
            assertEquals(List.of(), problems.list(), text);
            assertEquals(text.split("game: ").length < 3 ? List.of(2) : List.of(2, 2), games, text);
            assertEquals(0, builder.generalTurns(), text);
            assertTrue(compare("simulated", text));
        }
    }

    /**
     * A simulated record of 2,000 games (about 900 KB, past many of LineInput's buffers), its lines
     * ended by {@code \n}, {@code \r\n} or {@code \r} and handed over in chunks of random sizes:
     * every turn packed, whether it was read where it lay in the buffer or across two reads, and
     * the same cards every way.
     */
    @Test
    void largeSimulatedRecord_everyLineEnd_everyTurnPacked() throws IOException {
        String turns = String.join("\n", "1: 13555 keep 555 -> 55556 keep 5555 -> 55556 score fives 20",
                "2: 13556 keep 55 -> 14555 keep 555 -> 23555 score three-of-a-kind 20",
                "3: 22345 keep 2345 -> 23456 score large-straight 40", "4: 33445 keep 44 -> 12445 keep 44 -> 24445 score fours 12",
                "5: 22356 keep 22 -> 11223 keep 22 -> 22455 score twos 4", "6: 12334 keep 33 -> 33366 keep 333 -> 33366 score full-house 25",
                "7: 12446 keep 6 -> 34466 keep 66 -> 13466 score chance 20", "8: 34455 keep 3 -> 22334 keep 33 -> 23356 score threes 6",
                "9: 22344 keep 234 -> 12346 score small-straight 30", "10: 12334 keep 1 -> 14455 keep 1 -> 14566 score yahtzee 0",
                "11: 34566 keep 66 -> 45666 keep 666 -> 36666 score sixes 24", "12: 44466 keep 444 -> 14446 keep 444 -> 12444 score ones 1",
                "13: 11556 keep none -> 23556 keep 55 -> 23555 score four-of-a-kind");
        StringBuilder record = new StringBuilder("rules: official\n");
        for (int g = 1; g <= 2_000; g++) {
            record.append("\ngame: ").append(g).append("\n# score 237\n").append(turns).append('\n');
        }
        String text = record.toString();
        assertTrue(compare("large simulated", text));
        List<GameRecord.Card> expected = null;
        SplittableRandom random = new SplittableRandom(15);
        for (String lineEnd : List.of("\n", "\r\n", "\r")) {
            RecordProblems problems = new RecordProblems("r.txt", true);
            List<GameRecord.Card> cards = new ArrayList<>();
            RecordBuilder builder = new RecordBuilder(problems, GameRecordReader.Options.grade(null), null,
                    (rules, number, packed) -> cards.add(packed.get(0).card()), true);
            new TextRecordReader(builder, problems).read(LineInputTest.chunked(text.replace("\n", lineEnd), random, 40_000));
            builder.endGame();
            assertEquals(List.of(), problems.list(), lineEnd);
            assertEquals(0, builder.generalTurns(), lineEnd);
            assertEquals(2_000, cards.size(), lineEnd);
            assertEquals(expected == null ? cards : expected, cards, lineEnd);
            expected = cards;
        }
    }

    /** The packing's own guard: what one card packs is what a card of those turns packs. */
    @Test
    void packedTurn_isPackedCardsTurn() {
        long[] into = new long[2];
        char[] line = "3: 13555 keep 555 -> 55556 keep 5555 -> 55556 score fives 20".toCharArray();
        assertEquals(line.length, new PackedTurnLine().pack(line, 0, line.length, into));
        GameRecord.Turn turn = GameRecord.Turn.of(3, List.of("13555", "55556", "55556"), List.of("555", "5555"),
                Category.FIVES, 20);
        long[] expected = new long[2];
        assertTrue(PackedCard.pack(turn, expected, 0));
        assertEquals(expected[0], into[0]);
        assertEquals(expected[1], into[1]);
        char[] comment = "3: 13555 score chance # 17".toCharArray();
        assertNotEquals(comment.length, new PackedTurnLine().pack(comment, 0, comment.length, into));
        assertNull(PackedCard.pack(new GameRecord.Card("", SourcePosition.NONE, List.of(GameRecord.Turn.of(3,
                List.of("13555"), List.of(), Category.CHANCE, 70_000)))));
    }
}
