package org.yahtzee.cli.record;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.rules.Rules;

/**
 * Builds a record's games from what a reader found, text or JSON, and checks everything that
 * does not depend on the form: the rules (once; named after the first turn, they must be
 * those the turns were read under, see {@link #rules}), the game numbers (from
 * 1, rising), the players (valid names, unique in a game, at most one without a name and then
 * alone), the turns (numbered 1 to 13 in order, each replayed under the rules by its
 * {@link CardReplay}). Each game is handed to a {@link GameRecordReader.GameSink} when it ends
 * (or, its cards packed, to a {@link GameRecordReader.PackedGameSink}) and then forgotten, so a
 * reading holds one game at a time.
 */
final class RecordBuilder {

    private final RecordProblems problems;
    private final GameRecordReader.Options options;
    private final GameRecordReader.GameSink sink;
    /** Told each game with its cards packed, in place of {@link #sink}; or null. */
    private final GameRecordReader.PackedGameSink packedSink;
    private final boolean text;
    private Rules rules;
    private SourcePosition rulesAt;
    /** Rules named after the first turn that differ from those its turns were replayed under. */
    private Rules lateRules;
    private boolean turnSeen;
    private int previousGame;
    /** The game being read: its number (0 until known) and cards by name in seating order. */
    private int gameNumber;
    private Map<String, CardReplay> cards;
    /** Games with at least one player ended so far. */
    private int games;
    /** Turns read the general way ({@link #turn}), not packed: what the packed reading did not take. */
    private int generalTurns;

    /**
     * @param text true for the text form, false for JSON (some messages say what to write)
     */
    RecordBuilder(RecordProblems problems, GameRecordReader.Options options, GameRecordReader.GameSink sink,
                  boolean text) {
        this(problems, options, sink, null, text);
    }

    /**
     * @param packedSink told each game with its cards packed in place of {@code sink}, or null;
     *                   needs options that replay and keep the turns
     */
    RecordBuilder(RecordProblems problems, GameRecordReader.Options options, GameRecordReader.GameSink sink,
                  GameRecordReader.PackedGameSink packedSink, boolean text) {
        if (packedSink != null && !(options.replay() && options.keepTurns())) {
            throw new IllegalArgumentException("packed games need their turns replayed and kept: " + options);
        }
        this.problems = problems;
        this.text = text;
        this.options = options;
        this.sink = sink;
        this.packedSink = packedSink;
        this.rules = options.defaultRules();
    }

    /** True if the cards keep their turns packed: a plain line's turn may go to {@link #packedTurn}. */
    boolean packs() {
        return packedSink != null;
    }

    /**
     * Reads on as if a record's head had been read before: its rules named (a {@code rules}
     * line now is a problem) and its turns seen, and game {@code previousGame} the last one.
     */
    void continueAfter(int previousGame) {
        this.previousGame = previousGame;
        rulesAt = new SourcePosition(1, 1);
        turnSeen = true;
    }

    /** The number of the last game ended (0 if none). */
    int previousGame() {
        return previousGame;
    }

    /** The rules the turns are replayed under: the override if given, else the record's. */
    Rules rules() {
        return options.rulesOverride() != null ? options.rulesOverride() : rules;
    }

    /**
     * The record's rules, as written.
     *
     * @param keyAt where the rules were named (the {@code rules:} key, the JSON field)
     */
    void rules(String value, SourcePosition valueAt, SourcePosition keyAt) {
        if (rulesAt != null) {
            problems.add(keyAt, "rules given twice (first on line " + rulesAt.line() + "): expected them once");
            return;
        }
        rulesAt = keyAt;
        Rules named;
        try {
            named = RecordTokens.rules(value);
        } catch (IllegalArgumentException e) {
            problems.add(valueAt, e.getMessage());
            return;
        }
        if (!turnSeen) {
            rules = named;
        } else if (options.rulesOverride() == null && !named.equals(rules)) {
            // JSON fields have no order (a writer that sorts keys puts "rules" after "games"), so
            // rules named late are not wrong, only late: the caller reads the record again with
            // them as the default (GameRecordReader.Outcome.lateRules), and then they agree.
            lateRules = named;
            problems.add(keyAt, "rules " + named + " given after the first turn, which was read under " + rules
                    + ": expected them before every turn");
        }
    }

    /** Rules named after the first turn, other than those the turns were replayed under; or null. */
    Rules lateRules() {
        return lateRules;
    }

    /** Ends the game being read, if any, and starts the next; its number may follow. */
    void startGame() throws IOException {
        endGame();
        cards = new LinkedHashMap<>();
        gameNumber = 0;
    }

    /** The number of the game being read, as written: a whole number above the game before. */
    void gameNumber(String word, SourcePosition at) throws IOException {
        if (cards == null) {
            startGame();
        }
        int n = RecordTokens.number(word);
        if (n <= 0) {
            problems.add(at, "bad game number " + UserText.quote(word) + ": expected a whole number from 1");
        } else if (n <= previousGame) {
            problems.add(at, "game " + n + " after game " + previousGame + ": expected a number above " + previousGame);
        } else {
            gameNumber = n;
        }
    }

    /** Hands the game being read to the sink (a game without players is not handed on). */
    void endGame() throws IOException {
        if (cards == null) {
            return;
        }
        int number = currentGame();
        previousGame = number;
        if (!cards.isEmpty()) {
            games++;
        }
        if (!cards.isEmpty() && packedSink != null) {
            List<PackedCard> built = new ArrayList<>(cards.size());
            for (CardReplay card : cards.values()) {
                built.add(card.packed());
            }
            packedSink.game(rules(), number, built);
        } else if (!cards.isEmpty() && sink != null) {
            List<GameRecord.Card> built = new ArrayList<>(cards.size());
            for (CardReplay card : cards.values()) {
                built.add(card.toCard());
            }
            sink.game(new GameRecord.Game(number, built));
        }
        cards = null;
    }

    /** How many games with at least one player have ended: 0 for a record with no game in it. */
    int games() {
        return games;
    }

    /** The turns read the general way so far ({@link #turn}): in a packed reading, those it did not pack. */
    int generalTurns() {
        return generalTurns;
    }

    /** The number of the game being read: as written, else one above the game before. */
    private int currentGame() {
        return gameNumber > 0 ? gameNumber : previousGame + 1;
    }

    /** The card of {@code name} in the game being read, or null. */
    CardReplay card(String name) {
        return cards == null ? null : cards.get(name);
    }

    /** The named players of the game being read, in seating order. */
    List<String> playerNames() {
        List<String> names = new ArrayList<>(cards == null ? List.of() : cards.keySet());
        names.remove("");
        return names;
    }

    /** True if the game being read has a player. */
    boolean hasPlayers() {
        return cards != null && !cards.isEmpty();
    }

    /** True if the game being read has a player without a name. */
    boolean hasUnnamedPlayer() {
        return cards != null && cards.containsKey("");
    }

    /**
     * Adds a player to the game being read (game 1 if none was started).
     *
     * @param name {@code ""} for the player without a name
     * @return the player's card, or null after reporting why the name cannot be taken
     */
    CardReplay player(String name, SourcePosition at) throws IOException {
        if (cards == null) {
            startGame();
        }
        String bad = GameRecord.nameProblem(name);
        if (bad == null && cards.containsKey(name)) {
            bad = name.isEmpty() ? unnamedNotAlone()
                    : "player " + UserText.quote(name) + " twice in one game: expected unique names";
        } else if (bad == null && (name.isEmpty() && !cards.isEmpty() || !name.isEmpty() && hasUnnamedPlayer())) {
            bad = unnamedNotAlone();
        } else if (bad == null) {
            bad = GameRecord.playersProblem(cards.size() + 1);
        }
        if (bad != null) {
            problems.add(at, bad);
            return null;
        }
        CardReplay card = new CardReplay(name, at, packs());
        cards.put(name, card);
        return card;
    }

    private static String unnamedNotAlone() {
        return "a player without a name in a game with several players: expected every player of such a game named "
                + "(before the game's first turn)";
    }

    /**
     * A turn of {@code card}, read by the form's reader; {@code turn.broken()} if its words had a
     * problem (already reported), when it only counts for the numbering.
     *
     * @param numberWord the turn number as written, null if the turn gave none
     */
    void turn(CardReplay card, String numberWord, GameRecord.Turn turn) {
        turnSeen = true;
        generalTurns++;
        String numbering = card.number(numberWord, options.replay());
        if (numbering != null && card.isOverfull()) {
            // A 14th turn is most often the next game, typed without its header.
            numbering += text ? "; start the next game with a 'game: " + (currentGame() + 1) + "' line"
                    : "; start the next game as another object in \"games\"";
        }
        if (numbering != null) {
            // A rejected turn leaves the card as it was: scored anyway, its box would make the
            // next turn that fills it report "already filled" for a mistake it did not make.
            problems.add(turn.numberPosition(), numbering);
            return;
        }
        if (card.isOverfull() || turn.broken()) {
            return;
        }
        if (options.replay()) {
            CardReplay.Problem wrong = card.replay(turn, rules());
            if (wrong != null) {
                problems.add(wrong.at(), wrong.message());
                return;
            }
        }
        if (options.keepTurns()) {
            card.keep(turn);
        }
    }

    /**
     * A plain line's turn packed ({@link PackedTurnLine#pack}), if {@code card} takes it as it is
     * ({@link CardReplay#playPacked}); false, and nothing changed, if the line must go to
     * {@link #turn} (a problem on it, or a card that does not pack).
     */
    boolean packedTurn(CardReplay card, int number, long head, long tail) {
        if (!card.playPacked(number, head, tail, rules())) {
            return false;
        }
        turnSeen = true;
        return true;
    }
}
