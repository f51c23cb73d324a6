package org.yahtzee.cli.play;

import java.util.ArrayList;
import java.util.List;
import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.cli.record.GameRecordJson;
import org.yahtzee.cli.record.GameRecordReader;
import org.yahtzee.cli.record.GameRecordWriter;
import org.yahtzee.cli.record.RecordProblem;
import org.yahtzee.cli.record.SourcePosition;
import org.yahtzee.cli.text.DiceParser;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.game.IllegalMoveException;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * The game record of {@code play} (docs/game-record.md): the scored turns are written by
 * {@link GameRecordWriter} and read back by {@link GameRecordReader}, so {@code grade} reads what
 * {@code play} saves. Only {@code play} writes two comments: the turn not yet scored,
 * {@code # in progress: [NAME] TURN: ROLL [keep KEPT -> ROLL ...] [keep KEPT]}, which resuming
 * replays ({@link InProgressTurn}), and tie-break turns, {@code # tie-break NAME: ... sum N},
 * which resuming ignores (the tie-break is played again).
 */
final class PlayRecord {
    /*
     * Implementation notes. Resuming reads the syntax with GameRecordReader.parseUnchecked and
     * checks the rules by replaying every move on a PlayState (which it has to build anyway), not
     * with the reader's replay; the rules and their messages are the solver's either way
     * (KeepRules, Scorecard), so resuming and grading say the same. Turns are replayed in line
     * order, so a turn out of seating order is an error; the first error by line is reported, as
     * "line N: ...".
     */

    /** The name of the one player of a game started without {@code --players}; not written. */
    static final String SOLO = "you";
    static final String SAVED_BY = "# saved by yahtzee play\n";
    /** The start of a tie-break turn's comment. */
    static final String TIE_BREAK_MARK = "# tie-break ";

    private PlayRecord() {
    }

    /** Empty record cards for the players in seating order; the solo player is the anonymous card. */
    static List<GameRecord.Card> newCards(List<String> players) {
        boolean solo = players.equals(List.of(SOLO));
        List<GameRecord.Card> cards = new ArrayList<>();
        for (String name : players) {
            cards.add(new GameRecord.Card(solo ? "" : name, SourcePosition.NONE, List.of()));
        }
        return List.copyOf(cards);
    }

    /** A scored turn: {@code rolls} are rollIds, {@code keeps} keepIds (one fewer). */
    static GameRecord.Turn scoredTurn(int number, int[] rolls, int[] keeps, Category box, int points) {
        return GameRecord.Turn.of(number, rollWords(rolls), keptWords(keeps, rolls.length - 1), box, points);
    }

    /** {@code # tie-break NAME: ROLL [keep KEPT -> ROLL ...] sum N}. */
    static String tieBreakLine(String name, int[] rolls, int[] keeps, int sum) {
        return TIE_BREAK_MARK + name + ": "
                + GameRecordWriter.rollsText(rollWords(rolls), keptWords(keeps, rolls.length - 1)) + " sum " + sum;
    }

    /**
     * The unfinished turn without the comment mark: {@code [NAME] TURN: ROLL [keep KEPT -> ROLL]
     * [keep KEPT]}, the last keep when the dice kept are known and the next roll is not.
     *
     * @param name the record name, {@code ""} for the solo player
     */
    static String inProgressTurn(String name, int number, int[] rolls, int[] keeps) {
        StringBuilder out = new StringBuilder(name.isEmpty() ? "" : name + " ");
        out.append(number).append(": ")
                .append(GameRecordWriter.rollsText(rollWords(rolls), keptWords(keeps, rolls.length - 1)));
        if (keeps.length == rolls.length) {
            out.append(" keep ").append(GameRecordWriter.keptText(keptWord(keeps[keeps.length - 1])));
        }
        return out.toString();
    }

    /** The whole record of the game so far. */
    static String write(PlayState state) {
        return write(state, null);
    }

    /**
     * The whole record of the game so far; for a game resumed from a text record, that record's
     * own lines (its comments) come first, then the turns played since ({@link ResumedRecord}).
     *
     * @param resumed the record the game was resumed from, or null
     */
    static String write(PlayState state, ResumedRecord resumed) {
        return write(state, resumed, List.of());
    }

    /**
     * As {@link #write(PlayState, ResumedRecord)}, the finished games of a session ({@code
     * earlier}, numbered from 1) before the game in progress.
     */
    static String write(PlayState state, ResumedRecord resumed, List<GameRecord.Game> earlier) {
        String scored = resumed == null || resumed.isJson() ? GameRecordWriter.write(record(state, earlier))
                : resumed.scoredTurns(state);
        StringBuilder out = new StringBuilder(SAVED_BY).append(scored);
        for (String line : state.tieBreakLines) {
            out.append(line).append('\n');
        }
        String open = state.turnInProgress();
        if (open != null) {
            out.append(InProgressTurn.MARK).append(open).append('\n');
        }
        return out.toString();
    }

    /**
     * The scored turns in the JSON form: it has no comments, so no turn in progress and no
     * tie-break (which resuming plays again anyway).
     */
    static String writeJson(PlayState state) {
        return writeJson(state, List.of());
    }

    /** As {@link #writeJson(PlayState)}, the finished games of a session ({@code earlier}) first. */
    static String writeJson(PlayState state, List<GameRecord.Game> earlier) {
        return GameRecordJson.write(record(state, earlier));
    }

    private static GameRecord record(PlayState state, List<GameRecord.Game> earlier) {
        List<GameRecord.Game> games = new ArrayList<>(earlier);
        games.add(new GameRecord.Game(earlier.size() + 1, state.recorded));
        return new GameRecord(state.rules, games);
    }

    /**
     * The game a record describes, replayed move by move from new cards (so every rule is checked
     * again). {@code rules} apply when the record has no {@code rules:} line.
     *
     * @throws IllegalArgumentException {@code line N: ...} for the first line that cannot be read
     *                                  or replayed
     */
    static PlayState read(String text, Rules rules) {
        GameRecordReader.Result parsed = GameRecordReader.parseUnchecked("", text, rules);
        // No game in the record is a problem, but not in a game play saved before its first
        // score: the solo player's card is not written until it has a turn.
        boolean notBegun = parsed.onlyHoldsNoGame() && (text.startsWith(SAVED_BY) || InProgressTurn.isIn(text));
        int problemLine = parsed.isValid() || notBegun ? Integer.MAX_VALUE : parsed.problems().get(0).line();
        List<GameRecord.Game> games = parsed.record().games();
        if (games.size() > 1) {
            throw atLine(games.get(1).cards().get(0).position().line(),
                    "play continues one game, this record holds " + games.size());
        }
        List<GameRecord.Card> cards = games.isEmpty() ? List.of() : games.get(0).cards();
        List<String> names = new ArrayList<>();
        for (GameRecord.Card card : cards) {
            names.add(card.isAnonymous() ? SOLO : card.name());
        }
        PlayState state = PlayState.start(parsed.record().rules(), names.isEmpty() ? List.of(SOLO) : names);
        int lastLine = 0;
        for (int[] at : inPlayOrder(cards, startsLikeJson(text))) {
            lastLine = at[0];
            if (lastLine >= problemLine) {
                break;
            }
            try {
                state = replay(state, at[1], cards.get(at[1]).turns().get(at[2]));
            } catch (IllegalArgumentException e) {
                throw atLine(lastLine, e.getMessage());
            }
        }
        if (problemLine != Integer.MAX_VALUE) {
            RecordProblem first = parsed.problems().get(0);
            throw atLine(first.line(), first.message());
        }
        return InProgressTurn.resume(state, text, lastLine);
    }

    /**
     * Each turn as {line, player, turn index}, in the order played: the order of the lines in
     * text, where the turns of several players interleave as played; in JSON, where each player's
     * turns stand together, round by round in seating order.
     */
    private static List<int[]> inPlayOrder(List<GameRecord.Card> cards, boolean json) {
        List<int[]> order = new ArrayList<>();
        for (int p = 0; p < cards.size(); p++) {
            List<GameRecord.Turn> turns = cards.get(p).turns();
            for (int t = 0; t < turns.size(); t++) {
                order.add(new int[] {turns.get(t).numberPosition().line(), p, t});
            }
        }
        order.sort(json ? PlayRecord::byRound : PlayRecord::byLine);
        return order;
    }

    private static int byLine(int[] a, int[] b) {
        return Integer.compare(a[0], b[0]);
    }

    private static int byRound(int[] a, int[] b) {
        int byTurn = Integer.compare(a[2], b[2]);
        return byTurn != 0 ? byTurn : Integer.compare(a[1], b[1]);
    }

    /** True for the JSON form: its first character after blanks (and a byte-order mark) is { or [. */
    static boolean startsLikeJson(String text) {
        String start = text.stripLeading();
        if (start.startsWith("\uFEFF")) {
            start = start.substring(1).stripLeading();
        }
        return start.startsWith("{") || start.startsWith("[");
    }

    /** One scored turn of {@code player} applied to the state. */
    private static PlayState replay(PlayState state, int player, GameRecord.Turn turn) {
        InProgressTurn.checkTurnStart(state, state.name(player), Integer.toString(turn.number()));
        PlayState next = replayRolls(state, turn.rolls(), turn.kept()).scored(turn.box());
        state.card(player).checkWritten(DiceParser.roll(turn.rolls().get(turn.rolls().size() - 1)), turn.box(),
                turn.points());
        return next;
    }

    /** The rolls of a turn and the keeps between them (one fewer), as words of the record. */
    static PlayState replayRolls(PlayState state, List<String> rolls, List<String> kept) {
        state = state.rolled(DiceParser.roll(rolls.get(0)));
        for (int i = 1; i < rolls.size(); i++) {
            state = state.kept(DiceParser.keep(kept.get(i - 1))).rolled(DiceParser.roll(rolls.get(i)));
        }
        return state;
    }

    static IllegalArgumentException atLine(int line, String message) {
        return new IllegalArgumentException("line " + line + ": " + message);
    }

    private static List<String> rollWords(int[] rolls) {
        List<String> words = new ArrayList<>();
        for (int rollId : rolls) {
            words.add(KeepLattice.digits(KeepLattice.keepOfRoll(rollId)));
        }
        return words;
    }

    /** The first {@code count} keeps as words, {@code ""} for none (as in {@link GameRecord.Turn}). */
    private static List<String> keptWords(int[] keeps, int count) {
        List<String> words = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            words.add(keptWord(keeps[i]));
        }
        return words;
    }

    private static String keptWord(int keepId) {
        return keepId == KeepLattice.EMPTY_KEEP ? "" : KeepLattice.digits(keepId);
    }
}
