package org.yahtzee.cli.play;

import java.util.List;
import org.yahtzee.cli.record.UnscoredTurn;
import org.yahtzee.cli.text.DiceParser;

/**
 * The one piece of {@code play}'s record the game-record format has no line for: the turn not
 * yet scored, saved as the comment {@code # in progress: [NAME] TURN: ROLL [keep KEPT -> ROLL]
 * [keep KEPT]} (the grader skips it) and replayed on resume. Written by
 * {@link PlayRecord#inProgressTurn}.
 */
final class InProgressTurn {
    static final String MARK = "# in progress: ";

    private InProgressTurn() {
    }

    /** True if {@code text} has a line that is a turn in progress (well formed or not). */
    static boolean isIn(String text) {
        for (String line : lines(text)) {
            if (line.startsWith(MARK.strip())) {
                return true;
            }
        }
        return false;
    }

    /** The lines of {@code text}, stripped, as the record reader splits them. */
    private static String[] lines(String text) {
        String[] lines = text.split("\r\n|\r|\n", -1);
        for (int i = 0; i < lines.length; i++) {
            lines[i] = lines[i].strip();
        }
        return lines;
    }

    /**
     * The state with the turn in progress of {@code text} replayed, if it has one; it must come
     * after the last scored turn, on line {@code lastTurnLine}.
     *
     * @throws IllegalArgumentException {@code line N: ...} if the comment cannot be read or replayed
     */
    static PlayState resume(PlayState state, String text, int lastTurnLine) {
        String[] lines = lines(text);
        int found = 0;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (!line.startsWith(MARK.strip())) {
                continue;
            }
            if (found > 0 || i + 1 < lastTurnLine) {
                throw PlayRecord.atLine(i + 1, found > 0 ? "a second turn in progress (the first is on line " + found + ")"
                        : "a turn in progress before the scored turn on line " + lastTurnLine);
            }
            found = i + 1;
            try {
                state = replay(state, line.substring(MARK.strip().length()).strip());
            } catch (IllegalArgumentException e) {
                throw PlayRecord.atLine(found, e.getMessage());
            }
        }
        return state;
    }

    /**
     * {@code [NAME] TURN: ROLL [keep KEPT -> ROLL ...] [keep KEPT]} applied to the state: read by
     * the record's turn-line reader ({@link UnscoredTurn}), the moves checked by the state.
     */
    private static PlayState replay(PlayState state, String line) {
        UnscoredTurn turn = UnscoredTurn.read(line);
        checkTurnStart(state, turn.name().isEmpty() ? state.name(state.current) : turn.name(), turn.number());
        state = PlayRecord.replayRolls(state, turn.rolls(), turn.kept());
        List<String> kept = turn.kept();
        return kept.size() == turn.rolls().size() ? state.kept(DiceParser.keep(kept.get(kept.size() - 1))) : state;
    }

    /**
     * Checks that a turn line fits the state: the game goes on, it is {@code name}'s turn and
     * {@code number} is that player's next turn.
     */
    static void checkTurnStart(PlayState state, String name, String number) {
        if (state.isOver() || state.inTieBreak()) {
            throw new IllegalArgumentException("the game is already over");
        }
        String expected = state.name(state.current);
        if (!name.equals(expected)) {
            throw new IllegalArgumentException("expected " + expected + "'s turn, found " + name + "'s");
        }
        int turn = state.card(state.current).turn();
        if (!number.equals(Integer.toString(turn))) {
            throw new IllegalArgumentException("expected turn " + turn + ", found '" + number + "'");
        }
    }
}
