package org.yahtzee.cli.report.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.yahtzee.cli.JsonOutput;
import org.yahtzee.cli.advise.AdviceText;
import org.yahtzee.cli.grade.GradeReport;
import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.cli.text.Words;
import org.yahtzee.engine.Move;
import org.yahtzee.grade.Decision;
import org.yahtzee.grade.GradedGame;
import org.yahtzee.grade.LossClass;

/**
 * What one section of the page (section.jte) shows of one player's game: the card, the split of
 * the score into expected, loss and luck, the loss classes, every decision and the two charts.
 * Texts are plain and printable (the template escapes them); numbers are rounded as shown, but
 * the terms also carry their value for the page's data-value attributes (so the page can be
 * checked by reading it back) to every digit that is right, as JSON gives it.
 */
final class GameSection {

    /**
     * A term of the split: {@code key} names it in data-term (expected, loss, luck, stillToCome,
     * score), {@code value} the figure as JSON gives it (JsonOutput.number: the digits that are
     * right), {@code shown} its rounding (4 decimals, as grade prints them).
     */
    record Term(String key, String label, String value, String shown, String meaning) {
    }

    /** How many flagged decisions fell in a loss class: {@code name} (also its CSS class), {@code words}. */
    record ClassCount(String name, int count, String words) {
    }

    /**
     * A decision's row: the move played and the best one worded by the shared vocabulary, their
     * expected totals and the loss to 2 decimals; {@code lossClass} is small, medium or large.
     */
    record DecisionRow(int turn, int roll, boolean firstOfTurn, String dice, String played, String playedTotal,
            String best, String bestTotal, String loss, boolean lossless, boolean flagged, String lossClass) {
    }

    private final String id;
    private final String heading;
    private final GradedGame game;
    private final double threshold;
    private final GameCard card;
    private final List<DecisionRow> decisions;

    /**
     * The section {@code id} (an HTML id, unique on the page) for {@code card} of {@code game}
     * as recorded and graded; decisions losing more than {@code threshold} are flagged.
     */
    GameSection(String id, GameRecord.Game game, GameRecord.Card card, GradedGame graded, double threshold) {
        this.id = id;
        this.heading = heading(game, card);
        this.game = graded;
        this.threshold = threshold;
        this.card = GameCard.of(card, graded.card());
        List<DecisionRow> rows = new ArrayList<>(graded.decisions().size());
        for (Decision d : graded.decisions()) {
            rows.add(new DecisionRow(d.turn(), d.roll(), d.roll() == 1 && d.kind() == Decision.Kind.KEEP,
                    GradeReport.dice(card, d), Words.move(Move.played(d)), fixed(2, d.playedTotal()),
                    Words.move(Move.best(d)), fixed(2, d.bestTotal()), AdviceText.loss(d.loss()), d.loss() == 0,
                    d.isFlagged(threshold), Words.lossClassName(LossClass.of(d.loss()))));
        }
        this.decisions = List.copyOf(rows);
    }

    /** "Ann, game 2", the name's control characters escaped; "Game 2" for a card with no name. */
    static String heading(GameRecord.Game game, GameRecord.Card card) {
        return (card.isAnonymous() ? "G" : UserText.printable(card.name()) + ", g") + "ame " + game.number();
    }

    String id() {
        return id;
    }

    String heading() {
        return heading;
    }

    boolean complete() {
        return game.isComplete();
    }

    int score() {
        return game.score();
    }

    int turns() {
        return game.turns();
    }

    GameCard card() {
        return card;
    }

    String threshold() {
        return Double.toString(threshold);
    }

    /** {@code 235 = 254.59 − 32.17 + 12.58}; for a game in progress {@code 18 + 236.70 = ...}. */
    String equation() {
        String left = game.isComplete() ? Integer.toString(game.score())
                : game.score() + " + " + fixed(2, game.stillToCome());
        return left + " = " + fixed(2, game.expectedAtStart()) + " \u2212 " + fixed(2, game.totalLoss())
                + (game.luck() < 0 ? " \u2212 " : " + ") + fixed(2, Math.abs(game.luck()));
    }

    /** expected, loss, luck, (still to come,) score: the rows of the terms table. */
    List<Term> terms() {
        List<Term> terms = new ArrayList<>(5);
        terms.add(term("expected", "expected at start", game.expectedAtStart(), "%.4f",
                "optimal play from the empty card, on average"));
        terms.add(term("loss", "\u2212 loss (skill)", game.totalLoss(), "%.4f",
                "expected points given away by the decisions"));
        terms.add(term("luck", "+ luck (dice)", game.luck(), "%+.4f", "value after each roll minus value before it"));
        if (!game.isComplete()) {
            terms.add(term("stillToCome", "\u2212 still to come", game.stillToCome(), "%.4f",
                    "expected points of the turns not yet played"));
        }
        terms.add(term("score", game.isComplete() ? "= final score" : "= score so far", game.score(), "%.0f",
                "points on the card"));
        return terms;
    }

    private static Term term(String key, String label, double value, String format, String meaning) {
        return new Term(key, label, JsonOutput.number(value),
                String.format(Locale.ROOT, format, value).replace('-', '\u2212'), meaning);
    }

    int flaggedCount() {
        return game.flaggedCount(threshold);
    }

    /** The flagged decisions by class, small to large, every class even if none. */
    List<ClassCount> classCounts() {
        int[] counts = game.lossClassCounts(threshold);
        List<ClassCount> classes = new ArrayList<>(counts.length);
        for (LossClass c : LossClass.values()) {
            classes.add(new ClassCount(Words.lossClassName(c), counts[c.ordinal()], Words.lossClass(c)));
        }
        return classes;
    }

    String meanLoss() {
        return fixed(3, game.meanLoss());
    }

    List<DecisionRow> decisions() {
        return decisions;
    }

    /** Drawn when the template asks: one section's charts at a time are held. */
    String lossChart() {
        return GameCharts.lossPerTurn(game, id + "-loss");
    }

    String expectedChart() {
        return GameCharts.expectedTotal(game, threshold, id + "-expected");
    }

    static String fixed(int decimals, double value) {
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }
}
