package org.yahtzee.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;

/**
 * The game record of {@code play} as text (docs/game-record.md): writes a game in progress and
 * reads back the subset it writes, by replaying it move by move.
 *
 * <p>Written: {@code rules:} and, with several players or a named one, {@code player:} headers;
 * one line per finished turn, {@code [NAME] TURN: ROLL [keep KEPT -> ROLL ...] score BOX POINTS};
 * a turn not yet scored as a comment {@code # in progress: ...} (the grader skips comments;
 * resuming replays it); tie-break turns as comments {@code # tie-break NAME: ... sum N}, which
 * resuming ignores (the tie-break is played again).
 */
final class GameRecordText {
    static final String IN_PROGRESS = "# in progress: ";
    /** The name of the one player of a game started without {@code --players}; not written. */
    static final String SOLO = "you";

    private GameRecordText() {
    }

    /** {@code PREFIX ROLL keep KEPT -> ROLL ...} for the rolls and keeps of a turn. */
    static String turnLine(String prefix, int[] rolls, int[] keeps) {
        StringBuilder out = new StringBuilder(prefix);
        for (int i = 0; i < rolls.length; i++) {
            if (i > 0) {
                out.append(" keep ").append(kept(keeps[i - 1])).append(" ->");
            }
            out.append(' ').append(KeepLattice.digits(KeepLattice.keepOfRoll(rolls[i])));
        }
        if (keeps.length == rolls.length && keeps.length > 0) { // kept, next roll not yet in
            out.append(" keep ").append(kept(keeps[keeps.length - 1]));
        }
        return out.toString();
    }

    private static String kept(int keepId) {
        return keepId == KeepLattice.EMPTY_KEEP ? "none" : KeepLattice.digits(keepId);
    }

    /** The whole record of the game so far. */
    static String write(PlayState state) {
        StringBuilder out = new StringBuilder();
        out.append("# saved by yahtzee play\n");
        out.append("rules: ").append(state.rules.canonicalName()).append('\n');
        if (state.players.size() > 1 || !state.players.get(0).equals(SOLO)) {
            for (String name : state.players) {
                out.append("player: ").append(name).append('\n');
            }
        }
        for (String line : state.lines) {
            out.append(line).append('\n');
        }
        String open = state.turnInProgress();
        if (open != null) {
            out.append(IN_PROGRESS).append(open).append('\n');
        }
        return out.toString();
    }

    /**
     * The game a record describes, replayed move by move from a new card (so every rule is
     * checked again). {@code rules} apply when the record has no {@code rules:} line.
     *
     * @throws IllegalArgumentException {@code line N: ...} for the first line that cannot be read
     *                                  or replayed
     */
    static PlayState read(String text, Rules rules) {
        List<String> players = new ArrayList<>();
        List<String> turns = new ArrayList<>();
        List<Integer> numbers = new ArrayList<>();
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            boolean open = line.startsWith(IN_PROGRESS.strip());
            line = open ? line.substring(IN_PROGRESS.strip().length()).strip() : uncommented(line);
            if (line.isEmpty()) {
                continue;
            }
            String lower = line.toLowerCase(Locale.ROOT);
            try {
                if (lower.startsWith("rules:") && turns.isEmpty()) {
                    rules = Rules.parse(line.substring(6));
                } else if (lower.startsWith("player:") && turns.isEmpty()) {
                    players.add(line.substring(7).strip());
                } else {
                    turns.add(line);
                    numbers.add(i + 1);
                }
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("line " + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        PlayState state = PlayState.start(rules, players.isEmpty() ? List.of(SOLO) : players);
        for (int t = 0; t < turns.size(); t++) {
            try {
                state = replay(state, turns.get(t));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("line " + numbers.get(t) + ": " + e.getMessage(), e);
            }
        }
        return state;
    }

    private static String uncommented(String line) {
        int hash = line.indexOf('#');
        return (hash < 0 ? line : line.substring(0, hash)).strip();
    }

    /** One turn line (scored or in progress) applied to the state. */
    private static PlayState replay(PlayState state, String line) {
        if (state.isOver() || state.inTieBreak()) {
            throw new IllegalArgumentException("the game is already over");
        }
        int colon = line.indexOf(':');
        if (colon < 0) {
            throw new IllegalArgumentException("expected [NAME] TURN: ROLL ... score BOX, found '" + line + "'");
        }
        String[] head = line.substring(0, colon).strip().split("\\s+");
        String name = head.length > 1 ? String.join(" ", List.of(head).subList(0, head.length - 1)) : null;
        String expected = state.name(state.current);
        if (name != null && !name.equals(expected)) {
            throw new IllegalArgumentException("expected " + expected + "'s turn, found " + name + "'s");
        }
        int turn = state.card(state.current).turn();
        if (!head[head.length - 1].equals(Integer.toString(turn))) {
            throw new IllegalArgumentException("expected turn " + turn + ", found '" + head[head.length - 1] + "'");
        }
        String[] words = line.substring(colon + 1).replace("->", " -> ").strip().split("\\s+");
        int i = 0;
        state = state.rolled(DiceParser.roll(word(words, i++)));
        while (i < words.length && words[i].equalsIgnoreCase("keep")) {
            String kept = word(words, i + 1);
            state = state.kept(kept.equalsIgnoreCase("none") ? KeepLattice.EMPTY_KEEP
                    : KeepLattice.ofDice(DiceParser.dice(kept, 0, 5)));
            if (i + 2 == words.length) {
                return state; // in progress: kept, the next roll not yet in
            }
            if (!word(words, i + 2).equals("->")) {
                throw new IllegalArgumentException("expected '->' after keep " + kept);
            }
            state = state.rolled(DiceParser.roll(word(words, i + 3)));
            i += 4;
        }
        if (i == words.length) {
            return state; // a turn in progress
        }
        if (!words[i].equalsIgnoreCase("score")) {
            throw new IllegalArgumentException("expected keep or score, found '" + words[i] + "'");
        }
        Category box = Category.parse(word(words, i + 1));
        PlayState next = state.scored(box);
        if (i + 2 < words.length && Integer.parseInt(words[i + 2]) != next.card(state.current).points(box)) {
            throw new IllegalArgumentException(box + " scores " + next.card(state.current).points(box)
                    + " for these dice, not " + words[i + 2]);
        }
        return next;
    }

    private static String word(String[] words, int i) {
        if (i >= words.length) {
            throw new IllegalArgumentException("the line ends too early");
        }
        return words[i];
    }
}
