package org.yahtzee.cli.grade;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import org.yahtzee.cli.CheckedOutput;
import org.yahtzee.cli.goal.GoalWords;
import org.yahtzee.cli.grade.RecordGrading.GradedCard;
import org.yahtzee.cli.options.RulesOption;
import org.yahtzee.cli.record.RecordProblem;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.cli.text.Words;
import org.yahtzee.engine.Goal;
import org.yahtzee.engine.Move;
import org.yahtzee.engine.SessionStanding;
import org.yahtzee.grade.Decision;
import org.yahtzee.grade.GameFigures;
import org.yahtzee.grade.GoalGradedGame;
import org.yahtzee.grade.LossClass;

/**
 * {@code grade}'s text: each game as it is graded, then, for several games, the summary table
 * ({@link GradeSummary}). Names and paths are printed with control characters escaped: a name
 * holding a newline must not forge a line of the report.
 */
public final class GradeText implements GradeReport {
    /**
     * Characters of games' lines held before they are handed to the output, about 50 games:
     * {@link CheckedOutput#check} (a flush) was called after every game of a batch.
     */
    static final int BLOCK_CHARS = 16 << 10;

    private final PrintWriter out;
    private final double threshold;
    private final Goal goal;
    private final double goalThreshold;
    private final GradeSummary summary = new GradeSummary();
    /**
     * The games' lines not yet handed to {@link #out}: games printed from a batch's figures are
     * handed on once {@link #BLOCK_CHARS} are held (TextBlock), any other card at once.
     */
    private final TextBlock text = new TextBlock(2 * BLOCK_CHARS);
    /**
     * The decisions line of a game with nothing flagged after its count, the same for every such
     * game: appended whole, not word by word (each append C2 put into printGame's code, 52 KB of
     * it compiled twice: RESULTS.md, bulk10).
     */
    private final String noneFlagged;
    private String file;

    public GradeText(PrintWriter out, double threshold) {
        this(out, threshold, Goal.EV, 0);
    }

    /**
     * @param goal          the goal the cards were also graded against ({@link Goal#EV}: none)
     * @param goalThreshold a decision losing more than this much of the goal's probability is flagged
     */
    public GradeText(PrintWriter out, double threshold, Goal goal, double goalThreshold) {
        this.out = out;
        this.threshold = threshold;
        this.goal = goal;
        this.goalThreshold = goalThreshold;
        this.noneFlagged = appendFlagged(new StringBuilder(), 0, new int[LossClass.values().length]).toString();
    }

    @Override
    public void failed(String file, List<RecordProblem> problems) throws IOException {
        summary.failed(file, problems.size());
    }

    @Override
    public void startFile(String file, RecordGrading.Check check) throws IOException {
        text.writeTo(out);
        out.printf(Locale.ROOT, "%s%s (rules %s)%n", this.file == null ? "" : "\n", UserText.printable(file),
                RulesOption.describe(check.rules()));
        this.file = file;
        CheckedOutput.check(out);
    }

    @Override
    public void card(GradedCard card) throws IOException {
        GameFigures figures = card.graded().figures();
        printGame(card.card().name(), card.game().number(), figures, card);
        summary.add(file, card.card().name(), card.game().number(), figures);
        text.writeTo(out); // a game played (Coach) is printed whole at once
        CheckedOutput.check(out); // a long run stops at the first failed write
    }

    /**
     * A card of a graded batch: a game with no decision flagged, and no goal, is printed from its
     * figures alone, without making its decisions and records as objects (BatchCard).
     */
    @Override
    public void card(BatchCard card) throws IOException {
        GameFigures figures = card.figures();
        if (goal.kind() != Goal.Kind.EV || figures.largestLoss() > threshold) {
            card(card.graded());
            return;
        }
        printGame(card.name(), card.gameNumber(), figures, null);
        summary.add(file, card.name(), card.gameNumber(), figures);
        if (text.length() >= BLOCK_CHARS) {
            text.writeTo(out);
            CheckedOutput.check(out);
        }
    }

    /** A game with nothing flagged is printed from its figures (card(BatchCard)). */
    @Override
    public boolean readsFiguresFirst() {
        return true;
    }

    @Override
    public void endFile() {
    }

    @Override
    public void finish(double seconds) throws IOException {
        text.writeTo(out);
        if (summary.games() > 1) {
            summary.print(out, seconds);
        }
        CheckedOutput.check(out);
    }

    /**
     * Hands on the games' lines still held, as they were printed before a failure (a record
     * with a problem after its first batches); deletes the summary's temporary file, if any.
     */
    @Override
    public void close() throws IOException {
        try {
            text.writeTo(out);
        } finally {
            summary.close();
        }
    }

    /**
     * A game's lines: its header, its flagged decisions, its loss classes and its figures, then
     * the goal's. {@code card} (the game whole) may be null only if no decision is flagged and
     * there is no goal.
     */
    private void printGame(String name, int gameNumber, GameFigures g, GradedCard card) {
        // The four lines every game has, without the Formatter (Decimals: its figures, the same characters).
        TextBlock line = text;
        line.newLine();
        if (!name.isEmpty()) {
            line.append(UserText.printable(name)).append(", ");
        }
        line.append("game ").append(gameNumber).append(": ")
                .append(g.card().isComplete() ? "final score " : "score so far ").append(g.card().total());
        if (!g.card().isComplete()) {
            line.append(" (in progress, ").append(g.card().filledCount()).append(" of 13 turns)");
        }
        line.newLine();
        // Nothing is flagged unless the largest loss is over the threshold (the card is then whole).
        boolean anyFlagged = g.largestLoss() > threshold;
        int flaggedCount = anyFlagged ? card.graded().flaggedCount(threshold) : 0;
        if (flaggedCount > 0) {
            printFlagged(card, flagged(card.graded().decisions(), threshold), "total", "best", "loss", 1, "%8.2f");
        }
        line.append("  decisions ").append(g.decisions());
        if (anyFlagged) {
            line.append(appendFlagged(new StringBuilder(), flaggedCount, card.graded().lossClassCounts(threshold))
                    .toString());
        } else {
            line.append(noneFlagged);
        }
        line.newLine().append("  loss ");
        Decimals.append(line, g.totalLoss(), 2).append(" in all, ");
        Decimals.append(line, g.meanLoss(), 3).append(" per decision (Verhoeff's test: under 0.2)");
        line.newLine();
        if (g.card().isComplete()) {
            line.append("  score ").append(g.card().total()).append(" = expected ");
        } else {
            line.append("  score so far ").append(g.card().total()).append(" + expected still to come ");
            Decimals.append(line, g.stillToCome(), 4).append(" = expected ");
        }
        Decimals.append(line, g.expectedAtStart(), 4).append(" - loss ");
        Decimals.append(line, g.totalLoss(), 4).append(" + luck ");
        Decimals.append(line, g.luck(), 4).newLine();
        if (card != null && card.goal() != null) {
            printGoal(card, card.goal());
        } else if (goal.kind() == Goal.Kind.WIN) {
            line.append("  goal win: not graded: a game of one player has no one to beat").newLine();
        }
    }

    /** The rest of a game's decisions line: how many flagged, and how many of each loss class. */
    private StringBuilder appendFlagged(StringBuilder line, int flaggedCount, int[] classes) {
        line.append(", flagged ").append(flaggedCount).append(" (loss over ").append(threshold).append("): ");
        for (LossClass c : LossClass.values()) {
            line.append(c.ordinal() == 0 ? "" : ", ").append(classes[c.ordinal()]).append(' ').append(Words.lossClass(c));
        }
        return line;
    }

    /** The game against the goal: its flagged decisions in percentage points, and its own identity. */
    private void printGoal(GradedCard card, GoalGradedGame g) {
        SessionStanding session = card.session();
        String over = session.inSession() ? String.format(Locale.ROOT, " over the session (game %d of %d, %d points before)",
                session.game(), session.games(), session.before()[card.game().cards().indexOf(card.card())]) : "";
        text.append(String.format(Locale.ROOT, "  goal %s%s: %s; %s was %.2f%% at the start under the best play for it%n",
                goal.name(), over, outcome(g), GoalWords.heading(goal), 100 * g.valueAtStart()));
        List<Decision> flagged = flagged(g.decisions(), goalThreshold);
        if (!flagged.isEmpty()) {
            printFlagged(card, flagged, "P", "best for the goal", "loss pp", 100, "%7.2f%%");
        }
        text.append(String.format(Locale.ROOT, "  goal decisions flagged %d (loss over %s percentage points), loss %.2f pp in all%n",
                flagged.size(), 100 * goalThreshold, 100 * g.totalLoss()));
        // One unit in the summary: the probabilities in percent, their differences in percentage points.
        text.append(String.format(Locale.ROOT, "  %s %.2f%% = at start %.2f%% - loss %.2f pp + luck %.2f pp%n",
                g.settled() ? "goal" : "P now", 100 * g.valueNow(), 100 * g.valueAtStart(), 100 * g.totalLoss(),
                100 * g.luck()));
    }

    /** Met or missed, won, lost or tied once settled, else the probability now. */
    private String outcome(GoalGradedGame g) {
        String settled = GoalOutcome.of(goal, g);
        if (settled == null) {
            return String.format(Locale.ROOT, "%.2f%% now", 100 * g.valueNow());
        }
        return settled.equals("tied") ? "tied (half a win)" : settled;
    }

    /** The decisions losing more than {@code threshold}, in play order. */
    private static List<Decision> flagged(List<Decision> decisions, double threshold) {
        return decisions.stream().filter(d -> d.isFlagged(threshold)).toList();
    }

    /**
     * Flagged decisions as a table: the dice, the move played and the best one, each with its
     * value (times {@code scale}, as {@code valueFormat}, 8 wide: expected totals, or a goal's
     * probability in percent), and the loss (times {@code scale}). The move columns fit the
     * game's longest move: most are up to 26 characters ({@code score three-of-a-kind (30)}), a
     * best stand pat up to {@link Words#LONGEST_MOVE}, and a table as wide as that for every game
     * would not fit a terminal.
     */
    private void printFlagged(GradedCard card, List<Decision> flagged, String valueHeading, String bestHeading,
            String lossHeading, double scale, String valueFormat) {
        int width = 26;
        for (Decision d : flagged) {
            width = Math.max(width, Math.max(Words.move(Move.played(d)).length(), Words.move(Move.best(d)).length()));
        }
        String move = "%-" + width + "s";
        text.append(String.format(Locale.ROOT, "  turn roll  dice   " + move + " %8s   " + move + " %8s %7s%n",
                "played", valueHeading, bestHeading, valueHeading, lossHeading));
        for (Decision d : flagged) {
            text.append(String.format(Locale.ROOT, "  %4d %4d  %s  " + move + " " + valueFormat + "   " + move + " "
                    + valueFormat + " %7.2f%n", d.turn(), d.roll(), GradeReport.dice(card.card(), d),
                    Words.move(Move.played(d)), scale * d.playedTotal(), Words.move(Move.best(d)), scale * d.bestTotal(),
                    scale * d.loss()));
        }
    }
}
