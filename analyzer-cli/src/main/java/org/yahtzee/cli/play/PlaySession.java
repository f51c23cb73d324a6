package org.yahtzee.cli.play;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.yahtzee.advice.Advisor;
import org.yahtzee.advice.Option;
import org.yahtzee.cli.OutputPath;
import org.yahtzee.cli.advise.AdviceText;
import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.cli.record.LineInput;
import org.yahtzee.cli.record.RecordLimits;
import org.yahtzee.cli.text.DiceParser;
import org.yahtzee.cli.text.PositionDescription;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Category;
import org.yahtzee.solver.TurnAnalyzer;
import org.yahtzee.solver.TurnValues;

/**
 * The conversation of {@code play}: reads one command a line, applies it to the game, prints
 * what happened, the advice for the dice showing and what is wanted next. A mistyped or illegal
 * command prints {@code error: ...} on stderr and changes nothing; the session goes on.
 */
final class PlaySession {
    static final String HELP = String.join("\n",
            "commands:",
            "  12344          the dice you rolled (after a keep: all five, or just the rerolled ones)",
            "  roll           let the tool roll the dice (repeatable with --seed)",
            "  keep 234       keep these dice and roll the others (keep none: roll all five)",
            "  score BOX      write the dice in a box (names or aliases: sixes, 6s, fh, ls, ...);",
            "                 in a tie-break turn plain 'score' ends the turn",
            "  advice         show the advice again",
            "  card           show the cards and totals",
            "  undo           take back the last roll, keep or score",
            "  save FILE      save the game as a game record (resume with --resume FILE)",
            "  help           this list",
            "  quit           end the session (end of input does too)");

    private final PrintWriter out;
    private final PrintWriter err;
    private final TurnAnalyzer analyzer;
    private final Random dice;
    private final int top;
    private final boolean echo;
    private final Deque<PlayState> history = new ArrayDeque<>();
    private PlayState state;

    /**
     * @param top  options of advice to show after each roll (0: none)
     * @param echo repeat each command after a {@code >} (input from a script, not a person)
     */
    PlaySession(PlayState start, TurnAnalyzer analyzer, Random dice, int top, boolean echo,
                PrintWriter out, PrintWriter err) {
        this.state = start;
        this.analyzer = analyzer;
        this.dice = dice;
        this.top = top;
        this.echo = echo;
        this.out = out;
        this.err = err;
    }

    /**
     * Runs until {@code quit} or the end of the input.
     *
     * @throws IOException if a line is longer than {@link RecordLimits#LINE_CHARACTERS} (the
     *                     session ends there: a line of commands is a few words)
     */
    void run(LineInput input) throws IOException {
        out.println("yahtzee play: " + state.rules.canonicalName() + " rules, "
                + String.join(", ", state.players) + ". Type help for the commands.");
        showNext();
        for (String line = prompt(input); line != null; line = prompt(input)) {
            String command = line.strip();
            if (echo) {
                out.println("> " + command);
            }
            if (command.isEmpty() || command.startsWith("#")) {
                continue;
            }
            if (command.equalsIgnoreCase("quit") || command.equalsIgnoreCase("exit")) {
                break;
            }
            try {
                execute(command);
            } catch (IllegalArgumentException e) {
                err.println("error: " + e.getMessage());
                err.flush();
            }
            out.flush();
        }
        out.flush();
        if (input.isOverlong()) {
            throw new IOException("line " + input.lineNumber() + " of the input is longer than "
                    + RecordLimits.LINE_CHARACTERS + " characters: the session ends there");
        }
    }

    private String prompt(LineInput input) throws IOException {
        if (!echo) {
            out.print("> ");
        }
        out.flush();
        return input.next();
    }

    private void execute(String command) throws IOException {
        String[] words = command.split("\\s+", 2);
        String verb = words[0].toLowerCase(Locale.ROOT);
        String rest = words.length > 1 ? words[1].strip() : "";
        switch (verb) {
            case "help", "?" -> out.println(HELP);
            case "card", "cards" -> printCards();
            case "advice", "hint" -> showNext();
            case "undo" -> undo();
            case "save" -> save(rest);
            case "roll" -> move(state.wantsDice() ? roll() : refuse("roll"));
            case "keep", "reroll" -> move(keep(verb.equals("reroll") ? "none" : rest));
            case "score" -> move(score(rest));
            default -> {
                if (!command.matches("\\d[\\d,\\s]*")) {
                    throw new IllegalArgumentException("unknown command " + UserText.quote(command) + " (help lists them)");
                }
                move(state.wantsDice() ? typed(command) : refuse("new dice"));
            }
        }
    }

    private PlayState refuse(String what) {
        if (state.isOver()) {
            throw new IllegalArgumentException("the game is over (undo, card, save FILE or quit)");
        }
        throw new IllegalArgumentException("no " + what + " now: the dice "
                + KeepLattice.spaced(KeepLattice.keepOfRoll(state.rollId())) + " are showing; keep DICE or score BOX");
    }

    private PlayState roll() {
        int[] faces = KeepLattice.dice(state.heldKeep());
        int[] all = java.util.Arrays.copyOf(faces, 5);
        for (int i = faces.length; i < 5; i++) {
            all[i] = dice.nextInt(6) + 1;
        }
        return state.rolled(KeepLattice.rollOfDice(all));
    }

    /** Typed dice: all five, or after a keep only the dice rerolled. */
    private PlayState typed(String text) {
        int held = KeepLattice.size(state.heldKeep());
        int[] typed = DiceParser.dice(text, 5 - held, 5);
        if (typed.length == 5) {
            return state.rolled(KeepLattice.rollOfDice(typed));
        }
        if (typed.length != 5 - held) {
            throw new IllegalArgumentException("dice " + UserText.quote(text) + ": expected all five dice or the "
                    + (5 - held) + " rerolled, got " + typed.length);
        }
        int[] all = java.util.Arrays.copyOf(KeepLattice.dice(state.heldKeep()), 5);
        System.arraycopy(typed, 0, all, held, typed.length);
        return state.rolled(KeepLattice.rollOfDice(all));
    }

    private PlayState keep(String text) {
        if (state.wantsDice() || state.isOver()) {
            throw new IllegalArgumentException("no dice to keep: type your dice or roll");
        }
        return state.kept(PlayRecord.keepId(text));
    }

    private PlayState score(String box) {
        if (state.wantsDice() || state.isOver()) {
            throw new IllegalArgumentException("no dice to score: type your dice or roll");
        }
        if (state.inTieBreak()) {
            return state.tieTurnEnded();
        }
        if (box.isEmpty()) {
            throw new IllegalArgumentException("score which box? e.g. score chance");
        }
        return state.scored(Category.parse(box));
    }

    private void move(PlayState next) {
        PlayState before = state;
        history.push(state);
        state = next;
        reportMove(before);
        showNext();
    }

    private void undo() {
        if (history.isEmpty()) {
            throw new IllegalArgumentException("nothing to undo");
        }
        state = history.pop();
        out.println("undone");
        showNext();
    }

    private void save(String file) throws IOException {
        if (file.isEmpty()) {
            throw new IllegalArgumentException("save where? e.g. save game.txt");
        }
        Path path = Path.of(file);
        byte[] record = PlayRecord.write(state).getBytes(StandardCharsets.UTF_8);
        try {
            OutputPath.checkWritable("save", path, "game record");
            OutputPath.write("save", path, "game record", stream -> stream.write(record));
        } catch (IOException e) {
            // The session goes on: the game is still here, another name may work.
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        out.println("saved to " + path);
    }

    /** What the last move did: the dice rolled, the keep, the points scored (past tense: "you" or a name). */
    private void reportMove(PlayState before) {
        int player = before.current;
        if (!state.wantsDice() && state.current == player && state.rollNumber() > before.rollNumber()) {
            out.println(before.name(player) + " rolled " + KeepLattice.spaced(KeepLattice.keepOfRoll(state.rollId())));
        } else if (state.wantsDice() && state.current == player && state.rollNumber() == before.rollNumber()
                && !state.isOver()) {
            int held = state.heldKeep();
            out.println(before.name(player) + (held == KeepLattice.EMPTY_KEEP ? " rerolled all five"
                    : " kept " + KeepLattice.spaced(held)));
        } else if (before.inTieBreak()) {
            out.println(before.name(player) + " ended the tie-break turn with "
                    + KeepLattice.sum(KeepLattice.keepOfRoll(before.rollId())));
        } else {
            Scorecard card = state.card(player);
            List<GameRecord.Turn> turns = state.recorded.get(player).turns();
            GameRecord.Turn turn = turns.get(turns.size() - 1);
            out.println(before.name(player) + " scored " + turn.box().canonicalName() + " " + turn.points()
                    + ", total " + card.total());
        }
    }

    /** Advice for the dice showing, or what input is wanted, or the final standings. */
    private void showNext() {
        if (state.isOver()) {
            printStandings("final");
            out.println(state.players.size() > 1 ? "winner: " + state.name(state.winner())
                    : "game over: " + state.card(0).total() + " points");
            return;
        }
        String who = state.name(state.current);
        Scorecard card = state.card(state.current);
        if (state.inTieBreak() && state.wantsDice() && state.rollNumber() == 0 && state.current == state.tiePlayers()[0]) {
            out.println("tie-break: " + names(state.tiePlayers()) + " tie; one more turn each, highest dice sum wins");
        }
        if (state.wantsDice()) {
            if (state.rollNumber() == 0) {
                if (state.players.size() > 1 && state.current == 0 && !state.inTieBreak() && card.turn() > 1) {
                    printStandings("after turn " + (card.turn() - 1));
                }
                String turn = state.inTieBreak() ? "tie-break turn" : "turn " + card.turn() + " of 13";
                out.println(who + ", " + turn + ": type your dice or roll");
            } else {
                out.println("roll the other " + (5 - KeepLattice.size(state.heldKeep())) + " dice: type them or roll");
            }
            return;
        }
        if (state.inTieBreak() || top == 0) {
            out.println(state.rollsLeft() > 0 ? "keep DICE or score" : "score");
            return;
        }
        out.println(PositionDescription.of(card, state.rollsLeft()));
        TurnValues turn = analyzer.analyze(card.usedMask(), card.cappedUpper(), card.yahtzeeHolds50());
        List<Option> options = Advisor.options(turn, state.rollId(), state.rollsLeft());
        AdviceText.print(out, card, turn, state.rollId(), options, top);
    }

    private void printStandings(String when) {
        if (state.players.size() == 1) {
            return;
        }
        StringBuilder line = new StringBuilder("standings " + when + ":");
        for (int p = 0; p < state.players.size(); p++) {
            line.append(p == 0 ? " " : ", ").append(state.name(p)).append(' ').append(state.card(p).total());
        }
        out.println(line);
    }

    private void printCards() {
        for (int p = 0; p < state.players.size(); p++) {
            Scorecard card = state.card(p);
            out.println(state.name(p) + ": " + PositionDescription.card(card) + "; " + PositionDescription.upperBonus(card));
        }
    }

    private String names(int[] players) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < players.length; i++) {
            out.append(i == 0 ? "" : i == players.length - 1 ? " and " : ", ").append(state.name(players[i]));
        }
        return out.toString();
    }
}
