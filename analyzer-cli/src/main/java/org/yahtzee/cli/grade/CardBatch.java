package org.yahtzee.cli.grade;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.cli.record.GameRecordReader;
import org.yahtzee.cli.record.PackedCard;
import org.yahtzee.grade.TurnPlay;
import org.yahtzee.rules.Rules;

/**
 * A batch of {@link GradingPipeline}: games read, each card packed (or lean, if it does not
 * pack: {@link PackedCard#of}); or the reader's end (gameNumbers null).
 */
final class CardBatch {
    final List<Integer> gameNumbers;
    /** Cards a game, in the order of gameNumbers. */
    final List<Integer> gameCards = new ArrayList<>();
    final List<PackedCard> packed = new ArrayList<>();
    /** The rules the games were read under (runValid), else null. */
    Rules rules;
    /**
     * A herald's (GradingPipeline note 10): the first turns of the record's first cards, or
     * null for a batch of games or the reader's end.
     */
    List<TurnPlay> openings;
    GameRecordReader.Outcome outcome;
    /** An IOException, RuntimeException or Error of the reader, thrown again by the caller. */
    Throwable failure;

    CardBatch(List<Integer> gameNumbers) {
        this.gameNumbers = gameNumbers;
    }

    int cards() {
        return packed.size();
    }

    /** The first turns of the batch's first {@code most} cards (those with a turn). */
    List<TurnPlay> openings(int most) {
        List<TurnPlay> openings = new ArrayList<>();
        for (int c = 0; c < packed.size() && openings.size() < most; c++) {
            List<TurnPlay> turns = packed.get(c).plays();
            if (!turns.isEmpty()) {
                openings.add(turns.get(0));
            }
        }
        return openings;
    }

    /** Adds a game read: its cards, its number and how many cards it has. */
    void add(GameRecord.Game game) {
        for (GameRecord.Card card : game.cards()) {
            packed.add(PackedCard.of(card));
        }
        gameNumbers.add(game.number());
        gameCards.add(game.cards().size());
    }

    /** Adds a game read with its cards packed. */
    void add(int number, List<PackedCard> cards) {
        packed.addAll(cards);
        gameNumbers.add(number);
        gameCards.add(cards.size());
    }

    /**
     * Every card's turns for the grader, in order, made again at each get, so that they die
     * young instead of living through the batch's grading (GradingPipeline note 3).
     */
    List<List<TurnPlay>> plays() {
        return new AbstractList<>() {
            @Override
            public List<TurnPlay> get(int c) {
                return packed.get(c).plays();
            }

            @Override
            public int size() {
                return packed.size();
            }
        };
    }

    String name(int c) {
        return packed.get(c).name();
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
            cards.add(packed.get(c).card());
        }
        return new GameRecord.Game(gameNumbers.get(g), cards);
    }
}
