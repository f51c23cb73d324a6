package org.yahtzee.cli.play;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import org.yahtzee.cli.advise.AdviceText;
import org.yahtzee.cli.goal.GoalWords;
import org.yahtzee.cli.text.PositionDescription;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.engine.Advice;
import org.yahtzee.engine.Goal;
import org.yahtzee.game.Scorecard;

/**
 * What {@code play} shows of the game: what a move did, the advice for the dice showing or the
 * input wanted next, the standings, the score cards with the coach's tally, and at the end the
 * grades. It reads the game and never changes it ({@link PlaySession} does).
 */
final class PlayView {
    private final PrintWriter out;
    private final Coach coach;

    PlayView(PrintWriter out, Coach coach) {
        this.out = out;
        this.coach = coach;
    }

    /**
     * What the move from {@code before} to {@code state} did, in the past tense ("you" or a
     * name): the dice rolled, the keep (all five: {@code standing}), the points scored.
     */
    void move(PlayState before, PlayState state, boolean standing) {
        int player = before.current;
        String who = before.name(player);
        if (standing) {
            out.println(who + " kept all five");
        } else if (!state.wantsDice() && state.current == player && state.rollNumber() > before.rollNumber()) {
            out.println(who + " rolled " + KeepLattice.spaced(KeepLattice.keepOfRoll(state.rollId())));
        } else if (state.wantsDice() && state.current == player && state.rollNumber() == before.rollNumber()
                && !state.isOver()) {
            int held = state.heldKeep();
            out.println(who + (held == KeepLattice.EMPTY_KEEP ? " rerolled all five" : " kept " + KeepLattice.spaced(held)));
        } else if (before.inTieBreak()) {
            out.println(who + " ended the tie-break turn with " + KeepLattice.sum(KeepLattice.keepOfRoll(before.rollId())));
        } else {
            var turns = state.recorded.get(player).turns();
            var turn = turns.get(turns.size() - 1);
            out.println(who + " scored " + turn.box().canonicalName() + " " + turn.points() + ", total "
                    + state.card(player).total());
        }
    }

    /**
     * Advice for the dice showing ({@code shown} options; {@code standing}: the boxes only), or
     * what input is wanted, or the final standings and grades; {@code asked}: the player typed
     * {@code advice}, who is told when not every option is shown.
     */
    void next(PlayState state, boolean standing, int shown, boolean asked) throws IOException {
        if (state.isOver()) {
            standings(state, "final");
            out.println(state.players.size() > 1 ? "winner: " + state.name(state.winner())
                    : "game over: " + state.card(0).total() + " points");
            coach.printGrades(state, out);
            return;
        }
        Scorecard card = state.card(state.current);
        if (state.inTieBreak() && state.wantsDice() && state.rollNumber() == 0 && state.current == state.tiePlayers()[0]) {
            out.println("tie-break: " + names(state, state.tiePlayers()) + " tie; one more turn each, highest dice sum wins");
        }
        if (state.wantsDice()) {
            if (state.rollNumber() == 0) {
                if (state.players.size() > 1 && state.current == 0 && !state.inTieBreak() && card.turn() > 1) {
                    standings(state, "after turn " + (card.turn() - 1));
                }
                String turn = state.inTieBreak() ? "tie-break turn" : "turn " + card.turn() + " of 13";
                out.println(state.name(state.current) + ", " + turn + ": type your dice or roll");
            } else {
                out.println(PlayWords.rollTheOthers(5 - KeepLattice.size(state.heldKeep())));
            }
            return;
        }
        int rollsLeft = standing ? 0 : state.rollsLeft();
        if (state.inTieBreak() || shown == 0) {
            out.println(rollsLeft > 0 ? "keep DICE or score" : "score");
            return;
        }
        out.println(standing ? "score a box:" : PositionDescription.of(card, rollsLeft));
        Advice options = coach.options(state, rollsLeft);
        AdviceText.print(out, options, coach.goal().kind() == Goal.Kind.EV ? null : GoalWords.heading(coach.goal()), shown);
        if (asked && shown < options.choices().size()) {
            out.println("  (" + shown + " of " + options.choices().size() + " options; advice all lists every one)");
        }
    }

    /** The score cards, each player's coach tally and where the game stands. */
    void cards(PlayState state, boolean standing) {
        List<Scorecard> cards = new ArrayList<>();
        for (int p = 0; p < state.players.size(); p++) {
            cards.add(state.card(p));
        }
        ScoreCardText.print(out, state.rules, state.players, cards);
        for (int p = 0; p < state.players.size(); p++) {
            out.println(PlayWords.tally(state.name(p), coach.tally(state, p, standing), coach.threshold(), coach.goal()));
        }
        out.println(whereItStands(state));
    }

    /** Whose turn, which roll, the dice showing or kept. */
    private static String whereItStands(PlayState state) {
        if (state.isOver()) {
            return "the game is over";
        }
        String who = state.name(state.current);
        String turn = state.inTieBreak() ? who + "'s tie-break turn"
                : who + " to play, turn " + state.card(state.current).turn() + " of 13";
        if (state.rollNumber() == 0) {
            return turn;
        }
        int held = state.heldKeep();
        if (state.wantsDice()) {
            return turn + (held == KeepLattice.EMPTY_KEEP ? ", all five to roll again" : ", kept " + KeepLattice.spaced(held));
        }
        return turn + ", roll " + state.rollNumber() + " of 3: " + KeepLattice.spaced(KeepLattice.keepOfRoll(state.rollId()));
    }

    private void standings(PlayState state, String when) {
        if (state.players.size() == 1) {
            return;
        }
        StringBuilder line = new StringBuilder("standings " + when + ":");
        for (int p = 0; p < state.players.size(); p++) {
            line.append(p == 0 ? " " : ", ").append(state.name(p)).append(' ').append(state.card(p).total());
        }
        out.println(line);
    }

    private static String names(PlayState state, int[] players) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < players.length; i++) {
            out.append(i == 0 ? "" : i == players.length - 1 ? " and " : ", ").append(state.name(players[i]));
        }
        return out.toString();
    }
}
