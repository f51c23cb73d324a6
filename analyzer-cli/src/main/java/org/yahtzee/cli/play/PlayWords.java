package org.yahtzee.cli.play;

import java.nio.file.Path;
import java.util.List;
import org.yahtzee.cli.advise.AdviceText;
import org.yahtzee.cli.goal.GoalWords;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.cli.text.Words;
import org.yahtzee.engine.Goal;
import org.yahtzee.engine.Move;
import org.yahtzee.rules.Rules;

/**
 * The sentences {@code play} says beyond the advice table: the coach's, the Yahtzee bonus, the
 * warnings and questions about saving. Kept in one place so they can move to a shared
 * vocabulary as one piece; the advice table itself is {@link AdviceText}'s.
 */
final class PlayWords {
    static final String GAME_OVER = "the game is over (undo, card, save FILE or quit)";
    static final String KEEP_WHICH = "keep which dice? e.g. keep 44; keep all stops rolling and scores, "
            + "keep none (or reroll) rerolls all five";
    static final String STANDING = "all five are kept: score a box (undo takes the keep back)";
    static final String UNSAVED_QUESTION = "the game is not saved: quit anyway?";
    static final String UNSAVED_WARNING = "warning: the game was not saved: its moves since the last save are lost "
            + "(save FILE before quit keeps them)";

    private PlayWords() {
    }

    /**
     * A command that takes no words after it was given some: an error, never the command done
     * with them ignored ({@code roll 12344} rolled virtual dice, not the dice typed).
     */
    static String takesNothing(String verb, String command) {
        String said = verb + " takes nothing after it, was " + UserText.quote(command);
        return verb.equals("roll") || verb.equals("reroll")
                ? said + ": to enter the dice you rolled, type them alone, e.g. 12344" : said;
    }

    /**
     * {@code coach: keep 3 3 lost 2.41; best was keep 6 6}, the moves in the shared {@link Words};
     * under a goal the loss is in percentage points of its probability:
     * {@code coach: keep 3 3 lost 1.20 pp of P(>=300); best was keep 6 6}.
     */
    static String coach(Move played, Move best, double loss, Goal goal) {
        String lost = goal.kind() == Goal.Kind.EV ? AdviceText.loss(loss) : AdviceText.loss(100 * loss) + " pp of " + GoalWords.heading(goal);
        return "coach: " + Words.move(played) + " lost " + lost + "; best was " + Words.move(best);
    }

    /** {@code Yahtzee bonus: +100} (or +200 should two ever come at once). */
    static String yahtzeeBonus(int bonuses) {
        return "Yahtzee bonus: +" + bonuses * Rules.YAHTZEE_BONUS;
    }

    /** What is wanted after a keep: {@code roll the other die} or {@code roll the other 3 dice}. */
    static String rollTheOthers(int count) {
        return count == 1 ? "roll the other die: type it or roll" : "roll the other " + count + " dice: type them or roll";
    }

    /** The one-line summary of a player's decisions, for the card. */
    static String tally(String who, Coach.Tally tally, double threshold, Goal goal) {
        boolean ev = goal.kind() == Goal.Kind.EV;
        return "coach, " + who + ": " + tally.decisions() + (tally.decisions() == 1 ? " decision, " : " decisions, ")
                + tally.flagged() + " lost over " + threshold + (ev ? "" : " pp") + ", "
                + (ev ? twoDecimals(tally.loss()) + " points" : twoDecimals(100 * tally.loss()) + " pp of " + GoalWords.heading(goal))
                + " lost in all";
    }

    /** {@code x} (0 or more) to two decimals. */
    static String twoDecimals(double x) {
        return x < 0.005 ? "0.00" : AdviceText.loss(x);
    }

    /** The question before {@code save} replaces a file the session did not write. */
    static String replaceQuestion(Path file) {
        return UserText.printable(file) + " exists: replace it?";
    }

    /** Why a script's {@code save} did not replace a file. */
    static String replaceRefused(Path file) {
        return "save " + UserText.printable(file) + ": the file exists; save --force FILE replaces it";
    }

    /** After a JSON save of a game resumed from a text record with comments. */
    static final String JSON_LEAVES_COMMENTS_OUT = "note: the JSON form has no comments: those of the record the "
            + "game was resumed from are not in it; a text save (any name not ending .json) keeps them";

    /** The note of a JSON save that leaves a turn in progress out. */
    static String jsonLeavesTurnOut(String turn) {
        return "note: the JSON form has no place for the turn in progress (" + turn
                + "): resuming it starts that turn again; a text save (any name not ending .json) keeps it";
    }

    /** The session's first line: {@code session of 3 games: the highest total over all of them wins}. */
    static String sessionStart(int games) {
        return "session of " + games + " games: the highest total over all of them wins";
    }

    /** {@code game 2 of 3}, before a game's first turn. */
    static String gameOf(int game, int games) {
        return "game " + game + " of " + games;
    }

    /**
     * The session totals after a game: {@code session after game 1 of 2: Ann 237, Bob 186}; after
     * the last, with the session's winner or the players who tie for first.
     */
    static String sessionTotals(List<String> players, int[] totals, int game, int games) {
        StringBuilder line = new StringBuilder("session after game " + game + " of " + games + ":");
        int best = Integer.MIN_VALUE;
        for (int p = 0; p < players.size(); p++) {
            line.append(p == 0 ? " " : ", ").append(players.get(p)).append(' ').append(totals[p]);
            best = Math.max(best, totals[p]);
        }
        if (game < games) {
            return line.toString();
        }
        StringBuilder first = new StringBuilder();
        int tied = 0;
        for (int p = 0; p < players.size(); p++) {
            if (totals[p] == best) {
                first.append(tied++ == 0 ? "" : " and ").append(players.get(p));
            }
        }
        return line + "\n" + (tied == 1 ? "session winner: " + first : "session tie for first: " + first + ", " + best
                + " points each");
    }
}
