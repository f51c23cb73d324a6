package org.yahtzee.cli.grade;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.cli.record.GameRecordReader;
import org.yahtzee.cli.record.PackedCard;
import org.yahtzee.engine.Yahtzee;

/**
 * What the checking pass counts of a record's games: its cards, whether a player comes back
 * after another's cards, and whether its games make one session. A record checked in parts
 * counts each part apart and {@link #append}s them in record order to the same figures.
 */
final class CardCount implements GameRecordReader.GameSink {
    /** Each player's order of first appearance, by name ("" for the player without one). */
    private final Map<String, Integer> players = new LinkedHashMap<>();
    private int cards;
    private int lastPlayer = -1;
    private String firstName;
    private String lastName;
    private boolean interleaved;
    private int games;
    private Set<String> firstPlayers;
    private boolean samePlayers = true;

    @Override
    public void game(GameRecord.Game game) {
        game(game.cards(), GameRecord.Card::name);
    }

    /** Counts a game whose cards were read packed. */
    void game(List<PackedCard> cards) {
        game(cards, PackedCard::name);
    }

    private <C> void game(List<C> gameCards, Function<C, String> nameOf) {
        games++;
        if (firstPlayers == null || samePlayers) { // once false, samePlayers stays false: no set to make
            Set<String> names = new HashSet<>();
            gameCards.forEach(c -> names.add(nameOf.apply(c)));
            if (firstPlayers == null) {
                firstPlayers = names;
            }
            samePlayers &= names.equals(firstPlayers) && names.size() >= 2;
        }
        for (C card : gameCards) {
            String name = nameOf.apply(card);
            cards++;
            int player = players.computeIfAbsent(name, n -> players.size());
            interleaved |= player < lastPlayer;
            lastPlayer = player;
            firstName = firstName == null ? name : firstName;
            lastName = name;
        }
    }

    int cards() {
        return cards;
    }

    /** True if a player's cards are not all together (ids by first appearance fall somewhere). */
    boolean interleaved() {
        return interleaved;
    }

    /** How many distinct players the cards counted so far have. */
    int players() {
        return players.size();
    }

    /**
     * Adds the counts of the part of the record that follows this one's, as if one count had
     * read both. The cards are together player by player (not interleaved) exactly when each
     * part's are and no player of {@code next} was seen before, except the one whose run of
     * cards goes on across the border.
     */
    void append(CardCount next) {
        if (next.games == 0) {
            return;
        }
        interleaved |= next.interleaved;
        for (String name : next.players.keySet()) {
            boolean goesOn = name.equals(lastName) && name.equals(next.firstName);
            interleaved |= players.containsKey(name) && !goesOn;
            players.putIfAbsent(name, players.size());
        }
        lastPlayer = players.get(next.lastName);
        firstName = firstName == null ? next.firstName : firstName;
        lastName = next.lastName;
        cards += next.cards;
        if (firstPlayers == null) {
            firstPlayers = next.firstPlayers;
        }
        samePlayers &= next.samePlayers && next.firstPlayers.equals(firstPlayers);
        games += next.games;
    }

    /** The record's games if they make one session (2..6 games of the same two or more players), else 1. */
    int sessionGames() {
        return samePlayers && games >= 2 && games <= Yahtzee.SESSION_MAX_GAMES ? games : 1;
    }

    /** The names in order of first appearance (tests). */
    List<String> names() {
        return List.copyOf(players.keySet());
    }
}
