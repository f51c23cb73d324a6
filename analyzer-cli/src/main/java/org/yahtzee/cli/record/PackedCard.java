package org.yahtzee.cli.record;

import java.util.ArrayList;
import java.util.List;
import org.yahtzee.grade.TurnPlay;
import org.yahtzee.rules.Category;

/**
 * A checked card as a batch waiting to be graded holds it: its turns packed in two longs each.
 * {@link #card} gives back the card as the report reads it (every field of each turn, the words
 * as the shared instances of {@link DiceWords}, no source positions) and {@link #plays} the
 * grader's turns, each made when the batch is graded and dropped with it.
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
     *     dice) is not packed: pack answers null and the caller keeps the card as it is.
     */
    private static final int WORD_BITS = 14;
    private static final int WORD_MASK = (1 << WORD_BITS) - 1;
    private static final int FIRST_ROLL = 15;
    private static final int FIRST_KEPT = 2;
    private static final int POINTS = FIRST_KEPT + 2 * WORD_BITS;

    private final String name;
    private final SourcePosition position;
    /** Turn i: head at 2i, tail at 2i + 1 (note 2). */
    private final long[] turns;

    private PackedCard(String name, SourcePosition position, long[] turns) {
        this.name = name;
        this.position = position;
        this.turns = turns;
    }

    /** {@code card} packed, or null if it does not fit (note 3). */
    public static PackedCard pack(GameRecord.Card card) {
        List<GameRecord.Turn> cardTurns = card.turns();
        long[] turns = new long[2 * cardTurns.size()];
        for (int i = 0; i < cardTurns.size(); i++) {
            GameRecord.Turn t = cardTurns.get(i);
            if (t.number() < 0 || t.number() > 255 || t.rolls().size() > 3 || t.kept().size() > 2
                    || t.points() < GameRecord.Turn.NO_POINTS || t.points() >= (1 << 16) - 1) {
                return null;
            }
            long head = t.number() | (long) (t.box() == null ? 0 : t.box().id() + 1) << 8
                    | (t.broken() ? 1L << 12 : 0) | (long) t.rolls().size() << 13;
            for (int w = 0; w < t.rolls().size(); w++) {
                int index = DiceWords.index(t.rolls().get(w));
                if (index < 0) {
                    return null;
                }
                head |= (long) index << (FIRST_ROLL + w * WORD_BITS);
            }
            long tail = t.kept().size() | (long) (t.points() + 1) << POINTS;
            for (int w = 0; w < t.kept().size(); w++) {
                int index = DiceWords.index(t.kept().get(w));
                if (index < 0) {
                    return null;
                }
                tail |= (long) index << (FIRST_KEPT + w * WORD_BITS);
            }
            turns[2 * i] = head;
            turns[2 * i + 1] = tail;
        }
        return new PackedCard(card.name(), card.position(), turns);
    }

    /** The player's name, {@code ""} for the anonymous player. */
    public String name() {
        return name;
    }

    /** The card, its words shared and without source positions. */
    public GameRecord.Card card() {
        List<GameRecord.Turn> list = new ArrayList<>(turns.length / 2);
        for (int i = 0; i < turns.length; i += 2) {
            long head = turns[i];
            long tail = turns[i + 1];
            int box = (int) (head >>> 8) & 15;
            list.add(new GameRecord.Turn((int) head & 255, words(head, 13, FIRST_ROLL), words(tail, 0, FIRST_KEPT),
                    box == 0 ? null : Category.byId(box - 1), (int) (tail >>> POINTS & 0xFFFF) - 1,
                    (head & 1L << 12) != 0, List.of()));
        }
        return new GameRecord.Card(name, position, list);
    }

    /** The grader's turns, as {@link GameRecord.Turn#toPlay} makes them of {@link #card}'s. */
    public List<TurnPlay> plays() {
        List<TurnPlay> plays = new ArrayList<>(turns.length / 2);
        for (int i = 0; i < turns.length; i += 2) {
            long head = turns[i];
            long tail = turns[i + 1];
            int[] rollIds = new int[(int) (head >>> 13) & 3];
            for (int w = 0; w < rollIds.length; w++) {
                rollIds[w] = RecordTokens.rollId(DiceWords.word(word(head, FIRST_ROLL, w)));
            }
            int[] keepIds = new int[(int) tail & 3];
            for (int w = 0; w < keepIds.length; w++) {
                keepIds[w] = RecordTokens.keepId(DiceWords.word(word(tail, FIRST_KEPT, w)));
            }
            int box = (int) (head >>> 8) & 15;
            plays.add(new TurnPlay(rollIds, keepIds, box == 0 ? null : Category.byId(box - 1)));
        }
        return plays;
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
