package org.yahtzee.cli.play;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.game.KeepRules;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * One moment of a game at the table: every player's card, whose turn it is, the rolls and
 * keeps of the turn so far, the game record of the turns played, and the tie-break.
 * Immutable: each move returns the next state, so {@code undo} is going back one state.
 */
final class PlayState {
    /*
     * Implementation notes. Turn in progress: rolls[0..n) are rollIds, keeps[0..m) keepIds with
     * m == n (dice are wanted: a new turn, or after a keep) or m == n - 1 (dice are showing).
     * Tie-break (docs/rules.md: an extra turn each to break a tie; the rule sheets do not say how
     * it is scored, we take the sum of the final dice): tiePlayers are the players of the
     * current round, tieSums their sums so far; a round with one best sum ends the game.
     */

    final Rules rules;
    final List<String> players;
    private final Scorecard[] cards;
    final int current;
    private final int[] rolls;
    private final int[] keeps;
    /** The finished turns, a card per player in seating order (see {@link PlayRecord#newCards}). */
    final List<GameRecord.Card> recorded;
    /** The tie-break turns played, as record comments in the order played. */
    final List<String> tieBreakLines;
    private final int[] tiePlayers;
    private final int[] tieSums;

    private PlayState(Rules rules, List<String> players, Scorecard[] cards, int current, int[] rolls,
                      int[] keeps, List<GameRecord.Card> recorded, List<String> tieBreakLines, int[] tiePlayers,
                      int[] tieSums) {
        this.rules = rules;
        this.players = players;
        this.cards = cards;
        this.current = current;
        this.rolls = rolls;
        this.keeps = keeps;
        this.recorded = recorded;
        this.tieBreakLines = tieBreakLines;
        this.tiePlayers = tiePlayers;
        this.tieSums = tieSums;
    }

    /** A new game: empty cards, the first player to roll. */
    static PlayState start(Rules rules, List<String> players) {
        Scorecard[] cards = new Scorecard[players.size()];
        Arrays.fill(cards, Scorecard.empty(rules));
        return new PlayState(rules, List.copyOf(players), cards, 0, new int[0], new int[0],
                PlayRecord.newCards(players), List.of(), new int[0], new int[0]);
    }

    Scorecard card(int player) {
        return cards[player];
    }

    String name(int player) {
        return players.get(player);
    }

    /** True when every card is full and no tie-break is pending. */
    boolean isOver() {
        return cards[current].isComplete() && tiePlayers.length == 0;
    }

    boolean inTieBreak() {
        return tiePlayers.length > 0;
    }

    /** True when the next input is dice: a new turn, or the dice after a keep. */
    boolean wantsDice() {
        return !isOver() && rolls.length == keeps.length;
    }

    /** The dice showing (a rollId); only when {@link #wantsDice} is false. */
    int rollId() {
        return rolls[rolls.length - 1];
    }

    /** Rolls still allowed after the dice showing (0..2). */
    int rollsLeft() {
        return 3 - rolls.length;
    }

    /** The dice held for the next roll (the empty keep at a turn's start). */
    int heldKeep() {
        return keeps.length == 0 ? KeepLattice.EMPTY_KEEP : keeps[keeps.length - 1];
    }

    int rollNumber() {
        return rolls.length;
    }

    /** The rolls of the turn so far (rollIds, a copy), for the coach's tally. */
    int[] turnRolls() {
        return rolls.clone();
    }

    /** The keeps of the turn so far (keepIds, a copy): as many as the rolls, or one fewer. */
    int[] turnKeeps() {
        return keeps.clone();
    }

    /** The player's new dice; they must contain the dice held ({@link KeepRules}, as records and the grader). */
    PlayState rolled(int rollId) {
        if (keeps.length > 0) {
            KeepRules.checkReroll(rolls.length + 1, heldKeep(), rollId);
        }
        return with(append(rolls, rollId), keeps);
    }

    /** Keeping some of the dice showing (all five is legal, and changes nothing) and rolling the others. */
    PlayState kept(int keepId) {
        KeepRules.checkKeep(rolls.length, rollId(), keepId);
        return with(rolls, append(keeps, keepId));
    }

    /** Writing the dice showing in {@code box}; the turn passes to the next player. */
    PlayState scored(Category box) {
        Scorecard after = cards[current].score(rollId(), box);
        Scorecard[] next = cards.clone();
        next[current] = after;
        List<GameRecord.Card> written = new ArrayList<>(recorded);
        GameRecord.Card card = recorded.get(current);
        List<GameRecord.Turn> turns = new ArrayList<>(card.turns());
        turns.add(PlayRecord.scoredTurn(cards[current].turn(), rolls, keeps, box, after.points(box)));
        written.set(current, new GameRecord.Card(card.name(), card.position(), turns));
        PlayState state = new PlayState(rules, players, next, (current + 1) % players.size(), new int[0],
                new int[0], List.copyOf(written), tieBreakLines, tiePlayers, tieSums);
        return state.isOver() ? state.tieBreakOrEnd(allPlayers()) : state;
    }

    /** Ending a tie-break turn with the dice showing: their sum counts. */
    PlayState tieTurnEnded() {
        int sum = KeepLattice.sum(KeepLattice.keepOfRoll(rollId()));
        int[] sums = append(tieSums, sum);
        List<String> written = new ArrayList<>(tieBreakLines);
        written.add(PlayRecord.tieBreakLine(name(current), rolls, keeps, sum));
        if (sums.length < tiePlayers.length) {
            return new PlayState(rules, players, cards, tiePlayers[sums.length], new int[0], new int[0],
                    recorded, List.copyOf(written), tiePlayers, sums);
        }
        int best = 0;
        for (int s : sums) {
            best = Math.max(best, s);
        }
        int[] still = new int[0];
        for (int i = 0; i < sums.length; i++) {
            still = sums[i] == best ? append(still, tiePlayers[i]) : still;
        }
        PlayState ended = new PlayState(rules, players, cards, still[0], new int[0], new int[0],
                recorded, List.copyOf(written), new int[0], new int[0]);
        return still.length > 1 ? ended.tieBreakOrEnd(still) : ended.withWinner(still[0]);
    }

    /** The winner once the game is over: the best total, or the tie-break's winner. */
    int winner() {
        return current;
    }

    /** Tied best totals among {@code among} start a tie-break round; else the best is the winner. */
    private PlayState tieBreakOrEnd(int[] among) {
        int best = Integer.MIN_VALUE;
        for (int p : among) {
            best = Math.max(best, cards[p].total());
        }
        int[] tied = new int[0];
        for (int p : among) {
            tied = cards[p].total() == best ? append(tied, p) : tied;
        }
        if (tied.length == 1) {
            return withWinner(tied[0]);
        }
        return new PlayState(rules, players, cards, tied[0], new int[0], new int[0], recorded, tieBreakLines, tied,
                new int[0]);
    }

    /** Game over: {@code current} names the winner. */
    private PlayState withWinner(int player) {
        return new PlayState(rules, players, cards, player, new int[0], new int[0], recorded, tieBreakLines,
                new int[0], new int[0]);
    }

    /** The tie-break round's players, for the announcement. */
    int[] tiePlayers() {
        return tiePlayers.clone();
    }

    /** The unfinished turn as a record line without its score, or null between turns. */
    String turnInProgress() {
        return rolls.length == 0 || inTieBreak() ? null
                : PlayRecord.inProgressTurn(recorded.get(current).name(), cards[current].turn(), rolls, keeps);
    }

    private int[] allPlayers() {
        int[] all = new int[players.size()];
        for (int i = 0; i < all.length; i++) {
            all[i] = i;
        }
        return all;
    }

    private PlayState with(int[] nextRolls, int[] nextKeeps) {
        return new PlayState(rules, players, cards, current, nextRolls, nextKeeps, recorded, tieBreakLines,
                tiePlayers, tieSums);
    }

    private static int[] append(int[] values, int value) {
        int[] out = Arrays.copyOf(values, values.length + 1);
        out[values.length] = value;
        return out;
    }
}
