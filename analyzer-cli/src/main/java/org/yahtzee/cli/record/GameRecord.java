package org.yahtzee.cli.record;

import java.util.ArrayList;
import java.util.List;
import org.yahtzee.cli.text.DiceParser;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.grade.TurnPlay;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * A game record (docs/game-record.md): the rules and the games, each with its players' cards,
 * each card with its turns as typed, every word with its {@link SourcePosition}. Read by
 * {@link GameRecordReader} (a game at a time, checked as it is read), or built in code with the
 * positions {@link SourcePosition#NONE}.
 */
public record GameRecord(Rules rules, List<Game> games) {

    public GameRecord {
        games = List.copyOf(games);
    }

    /**
     * What is wrong with a game of {@code players} players, or null: the one limit
     * ({@link RecordLimits#PLAYERS_PER_GAME}) of records and of {@code play --players}, so that
     * play never starts a game that grade and play --resume would refuse.
     */
    public static String playersProblem(int players) {
        return players <= RecordLimits.PLAYERS_PER_GAME ? null : "more than " + RecordLimits.PLAYERS_PER_GAME
                + " players in one game: expected at most " + RecordLimits.PLAYERS_PER_GAME;
    }

    /**
     * What is wrong with a player's name, or null; {@code ""} is the player without a name.
     * The one rule of names, for records and for {@code play --players}.
     */
    public static String nameProblem(String name) {
        if (name.isEmpty()) {
            return null;
        }
        int length = name.codePointCount(0, name.length());
        if (length > RecordLimits.NAME_CHARACTERS) {
            return "player name " + UserText.quote(name) + " is too long: expected at most "
                    + RecordLimits.NAME_CHARACTERS + " characters";
        }
        if (name.isBlank()) {
            return "a blank player name: expected a name (\"\" in JSON for a game's one player without a name)";
        }
        if (name.indexOf(':') >= 0 || name.indexOf('#') >= 0) {
            return "player name " + UserText.quote(name) + " holds ':' or '#': expected a name without them";
        }
        String key = name.strip().toLowerCase(java.util.Locale.ROOT);
        if (key.equals("rules") || key.equals("player") || key.equals("game")) {
            // "game 2: ..." is a header typed without its colon, not a player called game
            return "player name " + UserText.quote(name) + " is a header key: expected a name (a header is '"
                    + key + ": ...', the ':' right after the key)";
        }
        if (name.chars().allMatch(c -> c >= '0' && c <= '9' || c == ' ' || c == '\t')) {
            return "player name " + UserText.quote(name) + " is a number: expected a name";
        }
        return null;
    }

    /** One game of a session: its number (1, 2, ...) and the players' cards in seating order. */
    public record Game(int number, List<Card> cards) {
        public Game {
            cards = List.copyOf(cards);
        }
    }

    /** One player's card: the name ({@code ""} for the anonymous player) and the turns in order. */
    public record Card(String name, SourcePosition position, List<Turn> turns) {
        public Card {
            turns = List.copyOf(turns);
        }

        public boolean isAnonymous() {
            return name.isEmpty();
        }
    }

    /**
     * One turn as typed.
     *
     * @param number      the turn number written, 1..13 if the record is valid
     * @param rolls       the rolls, five digits each in the order rolled, one to three
     * @param kept        the dice kept before each roll after the first, digits (any order),
     *                    {@code ""} for none; one fewer than the rolls
     * @param box         the box scored
     * @param points      the points written after the box, or {@link #NO_POINTS}
     * @param broken      true if the line had a problem: the turn then only counts for the
     *                    numbering and has no box or rolls to trust
     * @param positions   where each word is: [number, rolls..., kept..., box, points]; see
     *                    the accessors
     */
    public record Turn(int number, List<String> rolls, List<String> kept, Category box, int points,
                       boolean broken, List<SourcePosition> positions) {
        /** {@link #points} when none were written. */
        public static final int NO_POINTS = -1;

        public Turn {
            rolls = List.copyOf(rolls);
            kept = List.copyOf(kept);
            positions = List.copyOf(positions);
        }

        /**
         * A turn as read, each word with its position.
         *
         * @param kept   the kept dice as checked ({@code none}, {@code 2 2}); held as digits,
         *               {@code ""} for none
         * @param rollAt where each roll is; {@code keptAt} where each kept dice are
         */
        static Turn read(int number, List<String> rolls, List<String> kept, Category box, int points,
                         SourcePosition numberAt, List<SourcePosition> rollAt, List<SourcePosition> keptAt,
                         SourcePosition boxAt, SourcePosition pointsAt) {
            List<SourcePosition> at = new ArrayList<>(3 + rollAt.size() + keptAt.size());
            at.add(numberAt);
            at.addAll(rollAt);
            at.addAll(keptAt);
            at.add(boxAt);
            at.add(pointsAt);
            List<String> keptDigits = new ArrayList<>(kept.size());
            for (String k : kept) {
                keptDigits.add(DiceParser.isNone(k) ? "" : DiceParser.stripSeparators(k)); // "2, 2" as 22
            }
            return new Turn(number, rolls, keptDigits, box, points, false, at);
        }

        /** A turn whose words had a problem: it only counts for the numbering. */
        static Turn broken(int number, SourcePosition numberAt) {
            return new Turn(number, List.of(), List.of(), Category.CHANCE, NO_POINTS, true, List.of(numberAt));
        }

        /** A turn built in code (no source positions). */
        public static Turn of(int number, List<String> rolls, List<String> kept, Category box, int points) {
            int words = 3 + rolls.size() + kept.size();
            return new Turn(number, rolls, kept, box, points, false,
                    java.util.Collections.nCopies(words, SourcePosition.NONE));
        }

        public SourcePosition numberPosition() {
            return position(0);
        }

        public SourcePosition rollPosition(int i) {
            return position(1 + i);
        }

        public SourcePosition keptPosition(int i) {
            return position(1 + rolls.size() + i);
        }

        public SourcePosition boxPosition() {
            return position(1 + rolls.size() + kept.size());
        }

        public SourcePosition pointsPosition() {
            return position(2 + rolls.size() + kept.size());
        }

        private SourcePosition position(int i) {
            return i < positions.size() ? positions.get(i) : SourcePosition.NONE;
        }

        /** The turn for the grader; the record must have been checked. */
        public TurnPlay toPlay() {
            int[] rollIds = new int[rolls.size()];
            for (int i = 0; i < rollIds.length; i++) {
                rollIds[i] = RecordTokens.rollId(rolls.get(i));
            }
            int[] keepIds = new int[kept.size()];
            for (int i = 0; i < keepIds.length; i++) {
                keepIds[i] = RecordTokens.keepId(kept.get(i));
            }
            return new TurnPlay(rollIds, keepIds, box);
        }
    }
}
