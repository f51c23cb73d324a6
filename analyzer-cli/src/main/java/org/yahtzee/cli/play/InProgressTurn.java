package org.yahtzee.cli.play;

import java.util.ArrayList;
import java.util.List;

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

    /**
     * The state with the turn in progress of {@code text} replayed, if it has one; it must come
     * after the last scored turn, on line {@code lastTurnLine}.
     *
     * @throws IllegalArgumentException {@code line N: ...} if the comment cannot be read or replayed
     */
    static PlayState resume(PlayState state, String text, int lastTurnLine) {
        String[] lines = text.split("\r\n|\r|\n", -1);
        int found = 0;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
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

    /** {@code [NAME] TURN: ROLL [keep KEPT -> ROLL ...] [keep KEPT]} applied to the state. */
    private static PlayState replay(PlayState state, String turn) {
        int colon = turn.indexOf(':');
        if (colon < 0) {
            throw new IllegalArgumentException("expected [NAME] TURN: ROLL ..., found '" + turn + "'");
        }
        String head = turn.substring(0, colon).strip();
        int blank = head.lastIndexOf(' ');
        checkTurnStart(state, blank < 0 ? state.name(state.current) : head.substring(0, blank).strip(),
                head.substring(blank + 1));
        String[] words = turn.substring(colon + 1).replace("->", " -> ").strip().split("\\s+");
        List<String> rolls = new ArrayList<>(List.of(word(words, 0)));
        List<String> kept = new ArrayList<>();
        for (int i = 1; i < words.length; i += 4) {
            if (!words[i].equalsIgnoreCase("keep")) {
                throw new IllegalArgumentException("expected keep, found '" + words[i] + "'");
            }
            kept.add(word(words, i + 1));
            if (i + 2 == words.length) {
                break; // kept, the next roll not yet in
            }
            if (!word(words, i + 2).equals("->")) {
                throw new IllegalArgumentException("expected '->' after keep " + kept.get(kept.size() - 1));
            }
            rolls.add(word(words, i + 3));
        }
        state = PlayRecord.replayRolls(state, rolls, kept);
        return kept.size() == rolls.size() ? state.kept(PlayRecord.keepId(kept.get(kept.size() - 1))) : state;
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

    private static String word(String[] words, int i) {
        if (i >= words.length || words[i].isEmpty()) {
            throw new IllegalArgumentException("the line ends too early");
        }
        return words[i];
    }
}
