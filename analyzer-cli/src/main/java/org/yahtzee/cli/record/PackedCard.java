package org.yahtzee.cli.record;

import java.util.ArrayList;
import java.util.List;
import org.yahtzee.grade.TurnPlay;
import org.yahtzee.rules.Category;

/**
 * A checked card as a batch waiting to be graded holds it: its turns packed in two longs each.
 * {@link #card} gives back the card as the report reads it (every field of each turn, the words
 * as the shared instances of {@link DiceWords}, no source positions) and {@link #plays} the
 * grader's turns, each made when the batch is graded and dropped with it. A card that does not
 * pack is held as it is ({@link #of}), its turns without positions.
 */
public final class PackedCard {
    /*
     * Implementation notes.
     *  1. Why: a card in a batch held its turns as objects (about 1.5 KB with the words shared)
     *     and the grader's TurnPlays (1.3 KB), while it waited to be graded. Packed, a card of 13
     *     turns is 208 bytes of longs and two objects, so batches of thousands of cards wait in a
     *     few MB (GradingPipeline, note 3).
     *  2. A turn, low bits first. head: number (8 bits, 0..255), box id + 1 (4 bits, 0 for none),
     *     broken (1), roll count (2 bits, 0..3), then each roll's DiceWords.index (14 bits each,
     *     0..9,330). tail: kept count (2 bits, 0..2), each kept word's index (14 bits), points + 1
     *     (16 bits; 0 is Turn.NO_POINTS).
     *  3. A card that does not fit (a turn number over 255, more words, a word that is not 0 to 5
     *     dice) is not packed: pack answers null, and of keeps the card as it is (lean: its turns
     *     without positions, its words shared). A checked card always fits: its numbers are
     *     1..13, its words dice, its points at most 50 plus a bonus.
     *  4. The text reader packs the turns of plain lines itself (PackedTurnLine.pack, CardReplay):
     *     a card read that way never is a GameRecord.Turn (RESULTS.md, bulk7).
     */
    private static final int WORD_BITS = 14;
    private static final int WORD_MASK = (1 << WORD_BITS) - 1;
    private static final int FIRST_ROLL = 15;
    private static final int FIRST_KEPT = 2;
    private static final int POINTS = FIRST_KEPT + 2 * WORD_BITS;
    /** Points written that do not pack: 65,535 and more (note 2). */
    static final int MOST_POINTS = (1 << 16) - 1;

    private final String name;
    private final SourcePosition position;
    /** Turn i: head at 2i, tail at 2i + 1 (note 2); null for a lean card. */
    private final long[] turns;
    /** The card as it is if it does not pack (note 3), else null. */
    private final GameRecord.Card lean;

    private PackedCard(String name, SourcePosition position, long[] turns, GameRecord.Card lean) {
        this.name = name;
        this.position = position;
        this.turns = turns;
        this.lean = lean;
    }

    /** {@code card} packed, or lean if it does not fit (note 3). */
    public static PackedCard of(GameRecord.Card card) {
        PackedCard packed = pack(card);
        return packed != null ? packed : new PackedCard(card.name(), card.position(), null, lean(card));
    }

    /**
     * A card of {@code count} turns already packed (note 4), the first {@code 2 * count} longs of
     * {@code turns}: the array itself if that is all of it (its caller's last use), else a copy.
     */
    static PackedCard of(String name, SourcePosition position, long[] turns, int count) {
        return new PackedCard(name, position, turns.length == 2 * count ? turns : java.util.Arrays.copyOf(turns, 2 * count),
                null);
    }

    /**
     * A turn's head (note 2), its words by their DiceWords index.
     *
     * @param rolls the rolls' indexes, {@code rollCount} of them from {@code rolls[first]} on, every {@code step}-th
     */
    static long head(int number, Category box, boolean broken, int rollCount, int[] rolls, int first, int step) {
        long head = number | (long) (box == null ? 0 : box.id() + 1) << 8 | (broken ? 1L << 12 : 0)
                | (long) rollCount << 13;
        for (int w = 0; w < rollCount; w++) {
            head |= (long) rolls[first + w * step] << (FIRST_ROLL + w * WORD_BITS);
        }
        return head;
    }

    /** A turn's tail (note 2); {@code kept} as {@code rolls} of {@link #head}. */
    static long tail(int keptCount, int[] kept, int first, int step, int points) {
        long tail = keptCount | (long) (points + 1) << POINTS;
        for (int w = 0; w < keptCount; w++) {
            tail |= (long) kept[first + w * step] << (FIRST_KEPT + w * WORD_BITS);
        }
        return tail;
    }

    /** The turn number of a head (0..255). */
    static int number(long head) {
        return (int) head & 255;
    }

    /** How many rolls a turn's head holds (0..3). */
    static int rollCount(long head) {
        return (int) (head >>> 13) & 3;
    }

    /** The DiceWords index of roll {@code w} of a head. */
    static int roll(long head, int w) {
        return word(head, FIRST_ROLL, w);
    }

    /** The DiceWords index of kept dice {@code w} of a tail. */
    static int kept(long tail, int w) {
        return word(tail, FIRST_KEPT, w);
    }

    /** The box of a head, or null. */
    static Category box(long head) {
        int box = (int) (head >>> 8) & 15;
        return box == 0 ? null : Category.byId(box - 1);
    }

    /** Points written of a tail, or {@link GameRecord.Turn#NO_POINTS}. */
    static int points(long tail) {
        return (int) (tail >>> POINTS & 0xFFFF) - 1;
    }

    /** {@code card} packed, or null if it does not fit (note 3). */
    public static PackedCard pack(GameRecord.Card card) {
        List<GameRecord.Turn> cardTurns = card.turns();
        long[] turns = new long[2 * cardTurns.size()];
        for (int i = 0; i < cardTurns.size(); i++) {
            if (!pack(cardTurns.get(i), turns, 2 * i)) {
                return null;
            }
        }
        return new PackedCard(card.name(), card.position(), turns, null);
    }

    /** Packs {@code t} into {@code into[at]} (head) and {@code into[at + 1]} (tail); false if it does not fit. */
    static boolean pack(GameRecord.Turn t, long[] into, int at) {
        int[] indexes = new int[3];
        if (t.number() < 0 || t.number() > 255 || t.rolls().size() > 3 || t.kept().size() > 2
                || t.points() < GameRecord.Turn.NO_POINTS || t.points() >= MOST_POINTS
                || !indexes(t.rolls(), indexes)) {
            return false;
        }
        long head = head(t.number(), t.box(), t.broken(), t.rolls().size(), indexes, 0, 1);
        if (!indexes(t.kept(), indexes)) {
            return false;
        }
        into[at] = head;
        into[at + 1] = tail(t.kept().size(), indexes, 0, 1, t.points());
        return true;
    }

    /** The DiceWords indexes of {@code words} into {@code indexes}; false if one is not dice. */
    private static boolean indexes(List<String> words, int[] indexes) {
        for (int w = 0; w < words.size(); w++) {
            indexes[w] = DiceWords.index(words.get(w));
            if (indexes[w] < 0) {
                return false;
            }
        }
        return true;
    }

    /** The player's name, {@code ""} for the anonymous player. */
    public String name() {
        return name;
    }

    /** The card, its words shared and without source positions. */
    public GameRecord.Card card() {
        if (lean != null) {
            return lean;
        }
        List<GameRecord.Turn> list = new ArrayList<>(turns.length / 2);
        for (int i = 0; i < turns.length; i += 2) {
            long head = turns[i];
            long tail = turns[i + 1];
            list.add(new GameRecord.Turn(number(head), words(head, 13, FIRST_ROLL), words(tail, 0, FIRST_KEPT),
                    box(head), points(tail), (head & 1L << 12) != 0, List.of()));
        }
        return new GameRecord.Card(name, position, list);
    }

    /** The grader's turns, as {@link GameRecord.Turn#toPlay} makes them of {@link #card}'s. */
    public List<TurnPlay> plays() {
        if (lean != null) {
            List<TurnPlay> plays = new ArrayList<>(lean.turns().size());
            for (GameRecord.Turn turn : lean.turns()) {
                plays.add(turn.toPlay());
            }
            return plays;
        }
        List<TurnPlay> plays = new ArrayList<>(turns.length / 2);
        for (int i = 0; i < turns.length; i += 2) {
            long head = turns[i];
            long tail = turns[i + 1];
            int[] rollIds = new int[rollCount(head)];
            for (int w = 0; w < rollIds.length; w++) {
                rollIds[w] = RecordTokens.rollId(roll(head, w));
            }
            int[] keepIds = new int[(int) tail & 3];
            for (int w = 0; w < keepIds.length; w++) {
                keepIds[w] = RecordTokens.keepId(kept(tail, w));
            }
            plays.add(new TurnPlay(rollIds, keepIds, box(head)));
        }
        return plays;
    }

    /**
     * The card as the report needs it: its turns without the words' positions (the reading
     * checked them) and with shared dice words (what {@link #card} gives back of a packed one).
     */
    private static GameRecord.Card lean(GameRecord.Card card) {
        List<GameRecord.Turn> turns = new ArrayList<>(card.turns().size());
        for (GameRecord.Turn t : card.turns()) {
            turns.add(new GameRecord.Turn(t.number(), shared(t.rolls()), shared(t.kept()), t.box(), t.points(),
                    t.broken(), List.of()));
        }
        return new GameRecord.Card(card.name(), card.position(), turns);
    }

    private static List<String> shared(List<String> words) {
        List<String> shared = new ArrayList<>(words.size());
        for (String word : words) {
            shared.add(DiceWords.of(word));
        }
        return shared;
    }

    private static int word(long packed, int first, int w) {
        return (int) (packed >>> (first + w * WORD_BITS)) & WORD_MASK;
    }

    /** The words counted at bit {@code countAt} (2 bits) and stored from bit {@code first}, shared. */
    private static List<String> words(long packed, int countAt, int first) {
        return switch ((int) (packed >>> countAt) & 3) {
            case 0 -> List.of();
            case 1 -> List.of(DiceWords.word(word(packed, first, 0)));
            case 2 -> List.of(DiceWords.word(word(packed, first, 0)), DiceWords.word(word(packed, first, 1)));
            default -> List.of(DiceWords.word(word(packed, first, 0)), DiceWords.word(word(packed, first, 1)),
                    DiceWords.word(word(packed, first, 2)));
        };
    }
}
