package org.yahtzee.cli.grade;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import org.yahtzee.cli.record.DiceWords;
import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.cli.record.GameRecordReader;
import org.yahtzee.cli.record.PackedCard;
import org.yahtzee.grade.TurnPlay;
import org.yahtzee.rules.Rules;

/**
 * A batch of {@link GradingPipeline}: games read, each card packed (or, if it does not pack,
 * lean with its turns for the grader); or the reader's end (gameNumbers null).
 */
final class CardBatch {
    final List<Integer> gameNumbers;
    /** Cards a game, in the order of gameNumbers. */
    final List<Integer> gameCards = new ArrayList<>();
    /** A card packed, or null if it did not pack: then in lean and leanPlays at the same place. */
    final List<PackedCard> packed = new ArrayList<>();
    final List<GameRecord.Card> lean = new ArrayList<>();
    final List<List<TurnPlay>> leanPlays = new ArrayList<>();
    /** The rules the games were read under (runValid), else null. */
    Rules rules;
    GameRecordReader.Outcome outcome;
    /** An IOException, RuntimeException or Error of the reader, thrown again by the caller. */
    Throwable failure;

    CardBatch(List<Integer> gameNumbers) {
        this.gameNumbers = gameNumbers;
    }

    int cards() {
        return packed.size();
    }

    /** Adds a game read: its cards, its number and how many cards it has. */
    void add(GameRecord.Game game) {
        for (GameRecord.Card card : game.cards()) {
            add(card);
        }
        gameNumbers.add(game.number());
        gameCards.add(game.cards().size());
    }

    private void add(GameRecord.Card card) {
        PackedCard p = PackedCard.pack(card);
        packed.add(p);
        lean.add(p == null ? lean(card) : null);
        leanPlays.add(p == null ? plays(card) : null);
    }

    /**
     * Every card's turns for the grader, in order: a packed card's made again at each get,
     * so that they die young instead of living through the batch's grading (GradingPipeline note 3).
     */
    List<List<TurnPlay>> plays() {
        return new AbstractList<>() {
            @Override
            public List<TurnPlay> get(int c) {
                PackedCard p = packed.get(c);
                return p != null ? p.plays() : leanPlays.get(c);
            }

            @Override
            public int size() {
                return packed.size();
            }
        };
    }

    String name(int c) {
        PackedCard p = packed.get(c);
        return p != null ? p.name() : lean.get(c).name();
    }

    /** The names of cards {@code first} .. {@code first + count - 1}. */
    List<String> names(int first, int count) {
        List<String> names = new ArrayList<>(count);
        for (int c = first; c < first + count; c++) {
            names.add(name(c));
        }
        return names;
    }

    /** Game {@code g}, whose first card is card {@code first} of the batch. */
    GameRecord.Game game(int g, int first) {
        List<GameRecord.Card> cards = new ArrayList<>(gameCards.get(g));
        for (int c = first; c < first + gameCards.get(g); c++) {
            cards.add(packed.get(c) != null ? packed.get(c).card() : lean.get(c));
        }
        return new GameRecord.Game(gameNumbers.get(g), cards);
    }

    private static List<TurnPlay> plays(GameRecord.Card card) {
        List<TurnPlay> turns = new ArrayList<>(card.turns().size());
        for (GameRecord.Turn turn : card.turns()) {
            turns.add(turn.toPlay());
        }
        return turns;
    }

    /**
     * The card as the report needs it: its turns without the words' positions (the reading
     * checked them) and with shared dice words (what PackedCard.card gives back).
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
}
