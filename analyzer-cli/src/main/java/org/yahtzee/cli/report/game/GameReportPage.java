package org.yahtzee.cli.report.game;

import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.Locale;
import org.yahtzee.cli.RulesOption;
import org.yahtzee.cli.VersionProvider;
import org.yahtzee.cli.advise.AdviceText;
import org.yahtzee.cli.grade.GradeReport;
import org.yahtzee.cli.grade.RecordGrading.GradedCard;
import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.cli.text.Move;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.cli.text.Words;
import org.yahtzee.grade.Decision;
import org.yahtzee.grade.GradedGame;
import org.yahtzee.grade.LossClass;
import org.yahtzee.rules.Rules;

/**
 * The page of {@code report game}: one self-contained HTML document (inline CSS and SVG, no
 * script, no address of anything outside it) with a section per player and game: the card, the
 * split of the score into expected, loss and luck, two charts and every decision. Every text
 * that comes from the record goes through {@link HtmlText#escape}, names and the file's name
 * through {@link UserText#printable} first (no control character reaches the page).
 */
final class GameReportPage {
    /*
     * Implementation notes. The luck-and-skill figures carry their full double value in
     * data-value attributes (data-term="expected|loss|luck|stillToCome|score") and decision rows
     * their turn and roll in data-turn/data-roll, so the page can be checked by reading it back;
     * the shown numbers are rounded (4 decimals for the terms, as grade prints them).
     */

    private final Writer out;
    private final String file;
    private final Rules rules;
    private final List<GradedCard> graded;
    private final double threshold;
    /** The part of the page being built: the head, or one section; written out and cleared after each. */
    private final StringBuilder html = new StringBuilder(1 << 18);

    private GameReportPage(Writer out, String file, Rules rules, List<GradedCard> graded, double threshold) {
        this.out = out;
        this.file = UserText.printable(file);
        this.rules = rules;
        this.graded = graded;
        this.threshold = threshold;
    }

    /**
     * Writes the page for a valid record's cards graded in game and seating order (as
     * {@link RecordGrading#grade} gives them), a section at a time: a page of 100 games is
     * about 19 MB.
     *
     * @param file      the record's name as shown in the title
     * @param threshold decisions losing more than this many expected points are flagged
     */
    static void write(Writer out, String file, Rules rules, List<GradedCard> graded, double threshold)
            throws IOException {
        new GameReportPage(out, file, rules, graded, threshold).document();
    }

    private void flush() throws IOException {
        out.append(html);
        html.setLength(0);
    }

    private void document() throws IOException {
        html.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>Graded game: ").append(esc(file)).append("</title>\n")
                .append("<style>\n").append(GameReportStyle.CSS).append("</style>\n</head>\n<body>\n<main>\n");
        html.append("<header>\n<h1>Graded game <span class=\"file\">").append(esc(file)).append("</span></h1>\n")
                .append("<p class=\"meta\">rules ").append(esc(RulesOption.describe(rules)))
                .append(" &middot; decisions losing more than ").append(num("%s", threshold))
                .append(" expected points are flagged &middot; yahtzee ").append(esc(VersionProvider.version()))
                .append("</p>\n");
        if (graded.size() > 1) {
            contents();
        }
        html.append("</header>\n");
        if (graded.isEmpty()) {
            html.append("<p>The record holds no game.</p>\n");
        }
        for (int i = 0; i < graded.size(); i++) {
            flush();
            GradedCard c = graded.get(i);
            section("s" + (i + 1), c.game(), c.card(), c.graded());
        }
        html.append("<footer>").append(GameReportStyle.FOOTER).append("</footer>\n</main>\n</body>\n</html>\n");
        flush();
    }

    private void contents() {
        html.append("<nav><ul>\n");
        for (int i = 0; i < graded.size(); i++) {
            GradedCard c = graded.get(i);
            html.append("<li><a href=\"#s").append(i + 1).append("\">").append(esc(heading(c.game(), c.card())))
                    .append("</a>: ").append(c.graded().score()).append(", loss ")
                    .append(num("%.2f", c.graded().totalLoss())).append("</li>\n");
        }
        html.append("</ul></nav>\n");
    }

    /** "Ann, game 2", the name with its control characters escaped. */
    private static String heading(GameRecord.Game game, GameRecord.Card card) {
        return (card.isAnonymous() ? "G" : UserText.printable(card.name()) + ", g") + "ame " + game.number();
    }

    private void section(String id, GameRecord.Game game, GameRecord.Card card, GradedGame g) {
        html.append("<section class=\"game\" id=\"").append(id).append("\">\n<h2>").append(esc(heading(game, card)))
                .append(": ").append(g.isComplete() ? "final score " : "score so far ").append(g.score());
        if (!g.isComplete()) {
            html.append(" <small>(in progress, ").append(g.turns()).append(" of 13 turns)</small>");
        }
        html.append("</h2>\n<div class=\"top\">\n");
        GameCardTable.append(html, card, g.card());
        html.append("<div class=\"side\">\n");
        split(g);
        facts(g);
        flagged(card, g);
        html.append("</div>\n</div>\n<div class=\"charts\">\n<figure>")
                .append(GameCharts.lossPerTurn(g, id + "-loss"))
                .append("<figcaption>Expected points lost by the decisions of each turn.</figcaption></figure>\n<figure>")
                .append(GameCharts.expectedTotal(g, threshold, id + "-expected"))
                .append("<figcaption>Expected final score after each roll and each decision: a drop at one "
                        + "point is a decision's loss, a rise or fall between points the luck of a roll."
                        + "</figcaption></figure>\n</div>\n");
        decisions(card, g);
        html.append("</section>\n");
    }

    /** score (+ still to come) = expected - loss + luck, the three terms named and explained. */
    private void split(GradedGame g) {
        html.append("<div class=\"split\">\n<h3>Skill and luck</h3>\n<p class=\"equation\">");
        if (g.isComplete()) {
            html.append(g.score());
        } else {
            html.append(g.score()).append(" + ").append(num("%.2f", g.stillToCome()));
        }
        html.append(" = ").append(num("%.2f", g.expectedAtStart())).append(" &minus; ")
                .append(num("%.2f", g.totalLoss())).append(g.luck() < 0 ? " &minus; " : " + ")
                .append(num("%.2f", Math.abs(g.luck()))).append("</p>\n<table class=\"terms\">\n");
        term("expected", "expected at start", g.expectedAtStart(), "%.4f",
                "optimal play from the empty card, on average");
        term("loss", "&minus; loss (skill)", g.totalLoss(), "%.4f",
                "expected points given away by the decisions");
        term("luck", "+ luck (dice)", g.luck(), "%+.4f", "value after each roll minus value before it");
        if (!g.isComplete()) {
            term("stillToCome", "&minus; still to come", g.stillToCome(), "%.4f",
                    "expected points of the turns not yet played");
        }
        term("score", g.isComplete() ? "= final score" : "= score so far", g.score(), "%.0f", "points on the card");
        html.append("</table>\n</div>\n");
    }

    private void term(String key, String label, double value, String format, String meaning) {
        html.append("<tr><th>").append(label).append("</th><td data-term=\"").append(key).append("\" data-value=\"")
                .append(value).append("\">").append(num(format, value).replace('-', '\u2212'))
                .append("</td><td class=\"note\">").append(meaning).append("</td></tr>\n");
    }

    private void facts(GradedGame g) {
        int[] classes = g.lossClassCounts(threshold);
        html.append("<table class=\"facts\">\n<tr><th>decisions</th><td>").append(g.decisions().size())
                .append("</td></tr>\n<tr><th>flagged</th><td>").append(g.flaggedCount(threshold)).append(": ");
        String sep = "";
        for (LossClass c : LossClass.values()) {
            html.append(sep).append("<span class=\"tag ").append(shortName(c)).append("\">")
                    .append(classes[c.ordinal()]).append(' ').append(esc(Words.lossClass(c))).append("</span>");
            sep = " ";
        }
        html.append("</td></tr>\n<tr><th>loss per decision</th><td>").append(num("%.3f", g.meanLoss()))
                .append(" <span class=\"note\">(Verhoeff's test: under 0.2)</span></td></tr>\n</table>\n");
    }

    /** The flagged decisions alone, as grade lists them, worst marked by its class colour. */
    private void flagged(GameRecord.Card card, GradedGame g) {
        if (g.flaggedCount(threshold) == 0) {
            html.append("<p>No decision lost more than ").append(num("%s", threshold)).append(" points.</p>\n");
            return;
        }
        html.append("<div>\n<h3>Flagged decisions</h3>\n<table class=\"flagged\">\n<thead><tr><th class=\"n\">turn</th>"
                + "<th class=\"n\">roll</th><th>dice</th><th>played</th><th>best</th><th class=\"n\">loss</th>"
                + "</tr></thead>\n<tbody>\n");
        for (Decision d : g.decisions()) {
            if (d.isFlagged(threshold)) {
                html.append("<tr><td class=\"n\">").append(d.turn()).append("</td><td class=\"n\">").append(d.roll())
                        .append("</td><td class=\"dice\">").append(esc(GradeReport.dice(card, d)))
                        .append("</td><td>").append(esc(Words.move(Move.played(d))))
                        .append("</td><td>").append(esc(Words.move(Move.best(d))))
                        .append("</td><td class=\"n\"><span class=\"tag ").append(shortName(LossClass.of(d.loss())))
                        .append("\">").append(num("%.2f", d.loss())).append("</span></td></tr>\n");
            }
        }
        html.append("</tbody>\n</table>\n</div>\n");
    }

    private void decisions(GameRecord.Card card, GradedGame g) {
        html.append("<h3>Decisions</h3>\n<table class=\"decisions\">\n<thead><tr><th>turn</th><th>roll</th>"
                + "<th>dice</th><th>played</th><th class=\"n\">expected</th><th>best</th><th class=\"n\">expected</th>"
                + "<th class=\"n\">loss</th><th>flag</th></tr></thead>\n<tbody>\n");
        for (Decision d : g.decisions()) {
            boolean flagged = d.isFlagged(threshold);
            html.append("<tr class=\"").append(d.turn() % 2 == 0 ? "even" : "odd");
            if (flagged) {
                html.append(" flagged ").append(shortName(LossClass.of(d.loss())));
            }
            html.append("\" data-turn=\"").append(d.turn()).append("\" data-roll=\"").append(d.roll()).append("\">")
                    .append("<td>").append(d.roll() == 1 && d.kind() == Decision.Kind.KEEP ? Integer.toString(d.turn()) : "")
                    .append("</td><td>").append(d.roll()).append("</td><td class=\"dice\">").append(esc(GradeReport.dice(card, d)))
                    .append("</td><td>").append(esc(Words.move(Move.played(d))))
                    .append("</td><td class=\"n\">").append(num("%.2f", d.playedTotal()))
                    .append("</td><td class=\"best\">").append(esc(Words.move(Move.best(d))))
                    .append("</td><td class=\"n\">").append(num("%.2f", d.bestTotal()))
                    .append("</td><td class=\"n\">").append(lossText(d.loss()))
                    .append("</td><td>").append(flagged ? shortName(LossClass.of(d.loss())) : "")
                    .append("</td></tr>\n");
        }
        html.append("</tbody>\n</table>\n");
    }

    private static String lossText(double loss) {
        if (loss == 0) {
            return "&ndash;";
        }
        return HtmlText.escape(AdviceText.loss(loss));
    }

    /** small, medium, large: the class's name, also its CSS class. */
    private static String shortName(LossClass c) {
        return Words.lossClassName(c);
    }

    private static String num(String format, double value) {
        return String.format(Locale.ROOT, format, value);
    }

    private static String esc(String text) {
        return HtmlText.escape(text);
    }
}
