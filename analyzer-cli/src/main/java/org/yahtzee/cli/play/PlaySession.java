package org.yahtzee.cli.play;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.yahtzee.cli.goal.GoalWords;
import org.yahtzee.cli.options.StrictNumbers;
import org.yahtzee.cli.text.DiceParser;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.engine.Goal;
import org.yahtzee.engine.Yahtzee;
import org.yahtzee.game.Scorecard;
import org.yahtzee.grade.Decision;
import org.yahtzee.rules.Category;

/**
 * The conversation of {@code play}: reads one command a line, applies it to the game, prints
 * what happened, what the coach has to say about it, the advice for the dice showing and what is
 * wanted next. A mistyped or illegal command prints {@code error: ...} on stderr and changes
 * nothing; the session goes on.
 */
final class PlaySession {
    static final String HELP = String.join("\n",
            "commands:",
            "  12344          the dice you rolled (after a keep: all five, or just the rerolled ones)",
            "  roll           let the tool roll the dice (repeatable with --seed; after undo the same dice come back)",
            "  keep 234       keep these dice and roll the others",
            "  keep all       keep all five: stop rolling and score (keep none, or reroll: roll all five again)",
            "  score BOX [N]  write the dice in a box (names or aliases: sixes, 6s, fh, ls, ...); N, if given,",
            "                 must be its points; in a tie-break turn plain 'score' ends the turn",
            "  advice [K|all] show the advice again, K options or all of them",
            "  card           show the score cards and the coach's tally",
            "  undo           take back the last roll, keep or score",
            "  save FILE      save the game (FILE.json as JSON, other names as text); save --force FILE",
            "                 replaces a file this session did not write",
            "  help           this list",
            "  quit           end the session (end of input does too)");
    /** The commands that take no words after them. */
    private static final Set<String> TAKES_NOTHING = Set.of("help", "?", "card", "cards", "undo", "roll", "reroll");
    /** Options shown by a plain {@code advice} when {@code --top 0} shows none after each roll. */
    static final int DEFAULT_TOP = 3;

    /** A point to go back to: the state, whether all five were kept, the dice a roll drew (else null). */
    private record Step(PlayState state, boolean standing, int[] drawn) {
    }

    private final PrintWriter out;
    private final PrintWriter err;
    private final Coach coach;
    private final VirtualDice dice;
    private final GameSaver saver;
    private final PlayView view;
    private final int top;
    private final SessionGames session;
    private final Deque<Step> history = new ArrayDeque<>();
    private PlayState state;
    /** All five dice kept (keep all): the turn is to be scored, no more rolls. */
    private boolean standing;
    /** The state last saved, resumed or started: quitting there loses nothing. */
    private PlayState saved;
    private CommandInput input;

    /** @param top options of advice to show after each roll (0: none) */
    PlaySession(PlayState start, Coach coach, VirtualDice dice, GameSaver saver, int top, PrintWriter out,
                PrintWriter err) {
        this(start, new SessionGames(1, start.players.size()), coach, dice, saver, top, out, err);
    }

    /**
     * A session of {@code session.games()} games from the new game {@code start} (or of one game,
     * which may be resumed); the coach advises for the session ({@link Coach#session}).
     */
    PlaySession(PlayState start, SessionGames session, Coach coach, VirtualDice dice, GameSaver saver, int top,
                PrintWriter out, PrintWriter err) {
        this.session = session;
        coach.session(session);
        this.state = start;
        this.saved = start;
        this.coach = coach;
        this.dice = dice;
        this.saver = saver;
        this.view = new PlayView(out, coach);
        this.top = top;
        this.out = out;
        this.err = err;
    }

    /**
     * Runs until {@code quit} or the end of the input.
     *
     * @param resumedFrom the file the game was resumed from, or null for a new game
     * @throws IOException if the input ends at a line longer than the limit (a line of commands is
     *                     a few words) or the output cannot be written
     */
    void run(CommandInput input, String resumedFrom) throws IOException {
        this.input = input;
        out.println("yahtzee play: " + state.rules.canonicalName() + " rules, "
                + String.join(", ", state.players) + ". Type help for the commands.");
        if (coach.goal().kind() != Goal.Kind.EV) {
            out.println("goal: " + GoalWords.describe(coach.goal()) + "; the advice and the coach count in its probability");
            if (coach.goal().kind() == Goal.Kind.WIN) {
                out.println("P(win) is exact from " + Yahtzee.WIN_EXACT_OPEN_MAX + " open boxes on; before, an optimistic "
                        + "estimate (docs/goals.md)");
            }
        }
        if (session.games() > 1) {
            out.println(PlayWords.sessionStart(session.games()));
            out.println(PlayWords.gameOf(1, session.games()));
        }
        if (resumedFrom != null) {
            out.println("resumed " + UserText.printable(resumedFrom));
            view.cards(state, standing);
        }
        showNext();
        while (true) {
            out.flush();
            String line = input.next();
            String command = line == null ? "quit" : line.strip();
            if (command.isEmpty() || command.startsWith("#")) {
                continue;
            }
            if (command.equalsIgnoreCase("quit") || command.equalsIgnoreCase("exit")) {
                if (mayQuit()) {
                    break;
                }
                continue;
            }
            try {
                execute(command);
            } catch (IllegalArgumentException e) {
                err.println("error: " + UserText.printable(e.getMessage())); // it may name a file, as save does
                err.flush();
            }
            out.flush();
        }
        out.flush();
        input.finish();
    }

    /** True when nothing unsaved is lost, or a person says so; a script is warned on stderr. */
    private boolean mayQuit() throws IOException {
        if (state == saved) {
            return true;
        }
        if (!input.interactive()) {
            err.println(PlayWords.UNSAVED_WARNING);
            err.flush();
            return true;
        }
        out.flush();
        Boolean yes = input.ask(PlayWords.UNSAVED_QUESTION);
        return yes == null || yes; // no answer (Ctrl-D again): the person means it
    }

    private void execute(String command) throws IOException {
        String[] words = command.split("\\s+", 2);
        String verb = words[0].toLowerCase(Locale.ROOT);
        String rest = words.length > 1 ? words[1].strip() : "";
        if (!rest.isEmpty() && TAKES_NOTHING.contains(verb)) {
            throw new IllegalArgumentException(PlayWords.takesNothing(verb, command));
        }
        switch (verb) {
            case "help", "?" -> out.println(HELP);
            case "card", "cards" -> view.cards(state, standing);
            case "advice", "hint" -> advice(rest);
            case "undo" -> undo();
            case "save" -> {
                if (saver.save(rest, state, session.finished(), input)) {
                    saved = state;
                }
            }
            case "roll" -> roll();
            case "keep" -> keep(rest);
            case "reroll" -> keep("none");
            case "score" -> score(rest);
            default -> {
                if (!command.matches("\\d[\\d,\\s]*")) {
                    throw new IllegalArgumentException("unknown command " + UserText.quote(command) + " (help lists them)");
                }
                typed(command);
            }
        }
    }

    /** {@code advice [K|all]}: K options, all, or as many as after each roll (3 if that is none). */
    private void advice(String word) throws IOException {
        int shown = top > 0 ? top : DEFAULT_TOP;
        try {
            shown = word.isEmpty() ? shown : count(word, 1);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("advice: " + e.getMessage(), e);
        }
        view.next(state, standing, shown, true);
    }

    /**
     * A count of options: {@code all}, or a whole number from {@code min}.
     *
     * @throws IllegalArgumentException {@code expected a number of options (1 or more) or all, was 'x'}
     */
    static int count(String word, int min) {
        if (word.equalsIgnoreCase("all")) {
            return Integer.MAX_VALUE;
        }
        try {
            int k = StrictNumbers.parseInt(word);
            if (k >= min) {
                return k;
            }
        } catch (IllegalArgumentException e) {
            // said below
        }
        throw new IllegalArgumentException("expected a number of options (" + min + " or more) or all, was "
                + UserText.quote(word));
    }

    /** Fails unless new dice are wanted now, saying what is wanted instead. */
    private void checkWantsDice(String what) {
        if (state.isOver()) {
            throw new IllegalArgumentException(PlayWords.GAME_OVER);
        }
        if (standing) {
            throw new IllegalArgumentException(PlayWords.STANDING);
        }
        if (!state.wantsDice()) {
            throw new IllegalArgumentException("no " + what + " now: the dice "
                    + KeepLattice.spaced(KeepLattice.keepOfRoll(state.rollId())) + " are showing; keep DICE or score BOX");
        }
    }

    /** Fails unless dice are showing to keep or score. */
    private void checkDiceShowing(String what) {
        if (state.isOver()) {
            throw new IllegalArgumentException(PlayWords.GAME_OVER);
        }
        if (state.wantsDice()) {
            throw new IllegalArgumentException("no dice to " + what + ": type your dice or roll");
        }
    }

    private void roll() throws IOException {
        checkWantsDice("roll");
        int[] drawn = dice.draw(5 - KeepLattice.size(state.heldKeep()));
        move(state.rolled(withHeld(drawn)), false, drawn, List.of());
    }

    /** Typed dice: all five, or after a keep only the dice rerolled. */
    private void typed(String text) throws IOException {
        checkWantsDice("new dice");
        int held = KeepLattice.size(state.heldKeep());
        int[] typed = DiceParser.dice(text, 5 - held, 5);
        if (typed.length != 5 && typed.length != 5 - held) {
            throw new IllegalArgumentException("dice " + UserText.quote(text) + ": expected all five dice or the "
                    + (5 - held) + " rerolled, got " + typed.length);
        }
        move(state.rolled(typed.length == 5 ? KeepLattice.rollOfDice(typed) : withHeld(typed)), false, null, List.of());
    }

    /** The rollId of the dice held and the {@code rerolled} ones. */
    private int withHeld(int[] rerolled) {
        int[] held = KeepLattice.dice(state.heldKeep());
        int[] all = Arrays.copyOf(held, 5);
        System.arraycopy(rerolled, 0, all, held.length, rerolled.length);
        return KeepLattice.rollOfDice(all);
    }

    private void keep(String text) throws IOException {
        checkDiceShowing("keep");
        if (standing) {
            throw new IllegalArgumentException(PlayWords.STANDING);
        }
        if (text.isEmpty()) {
            throw new IllegalArgumentException(PlayWords.KEEP_WHICH);
        }
        int roll = KeepLattice.keepOfRoll(state.rollId());
        int keepId = text.equalsIgnoreCase("all") ? roll : DiceParser.keep(text); // all five: standing, below
        boolean allFive = keepId == roll && state.rollsLeft() > 0;
        PlayState next = allFive ? state : state.kept(keepId); // kept() says why a keep is not allowed
        move(next, allFive, null, state.inTieBreak() ? List.of()
                : List.of(coach.hold(state, keepId)));
    }

    private void score(String text) throws IOException {
        checkDiceShowing("score");
        if (state.inTieBreak()) {
            move(state.tieTurnEnded(), false, null, List.of());
            return;
        }
        if (text.isEmpty()) {
            throw new IllegalArgumentException("score which box? e.g. score chance");
        }
        String[] words = text.split("\\s+");
        String said = words.length > 1 && words[words.length - 1].matches("[0-9]{1,9}") ? words[words.length - 1] : null;
        Category box = Category.parse(said == null ? text : text.substring(0, text.length() - said.length()).strip());
        PlayState next = state.scored(box); // a filled or forbidden box is refused first
        Scorecard card = state.card(state.current);
        if (said != null) {
            card.checkWritten(state.rollId(), box, Integer.parseInt(said)); // as records are checked
        }
        List<Decision> decisions = new ArrayList<>(2);
        if (!standing && state.rollsLeft() > 0) { // scoring with rolls left holds all five first, as grade counts it
            decisions.add(coach.hold(state, KeepLattice.keepOfRoll(state.rollId())));
        }
        decisions.add(coach.box(state, box));
        move(next, false, null, decisions);
    }

    /**
     * Makes a move: remembered for undo, said, the Yahtzee bonus it earned announced, the
     * coach's one line on {@code decisions} (the action's: none in a tie-break turn, which is
     * not about the card), then what comes next.
     */
    private void move(PlayState next, boolean nextStanding, int[] drawn, List<Decision> decisions) throws IOException {
        PlayState before = state;
        history.push(new Step(state, standing, drawn));
        int player = before.current;
        int bonuses = state.card(player).yahtzeeBonuses();
        state = next;
        standing = nextStanding;
        view.move(before, state, standing);
        if (state.card(player).yahtzeeBonuses() > bonuses) {
            out.println(PlayWords.yahtzeeBonus(state.card(player).yahtzeeBonuses() - bonuses));
        }
        String said = decisions.isEmpty() ? null : coach.says(decisions);
        if (said != null) {
            out.println(said);
        }
        showNext();
        if (state.isOver() && session.games() > 1) {
            sessionGoesOn();
        }
    }

    /**
     * After a game of a session of several: the session totals, then the next game, which undo
     * cannot leave (the finished game is the session's); after the last, the session's winner,
     * and undo may still take the last move back.
     */
    private void sessionGoesOn() throws IOException {
        boolean last = !session.hasNext();
        out.println(PlayWords.sessionTotals(state.players, session.totals(state, false), session.game(),
                session.games()));
        if (last) {
            return;
        }
        session.finish(state);
        state = PlayState.start(state.rules, state.players);
        standing = false;
        history.clear();
        out.println(PlayWords.gameOf(session.game(), session.games()));
        showNext();
    }

    private void undo() throws IOException {
        if (history.isEmpty()) {
            throw new IllegalArgumentException("nothing to undo");
        }
        Step step = history.pop();
        state = step.state();
        standing = step.standing();
        if (step.drawn() != null) {
            dice.giveBack(step.drawn());
            out.println("undone (roll again for the same dice)");
        } else {
            out.println("undone");
        }
        showNext();
    }

    private void showNext() throws IOException {
        view.next(state, standing, top, false);
    }
}
