package org.yahtzee.cli.report.game;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import org.yahtzee.grade.Decision;
import org.yahtzee.grade.GradedGame;
import org.yahtzee.rules.Category;

/**
 * The two charts of a graded game's page as inline SVG elements, drawn with JFreeSVG: the loss
 * per turn, and the expected final score along the game. Only {@code report game} loads this
 * class (and with it AWT and JFreeSVG).
 */
final class GameCharts {

    private static final Color BAR = new Color(70, 110, 180);
    private static final Color LINE = new Color(40, 70, 130);
    private static final Color FLAGGED = new Color(200, 50, 40);
    /** A bar takes this share of its turn's width. */
    private static final double BAR_WIDTH = 0.64;
    /** Radius in px of the mark of a flagged decision. */
    private static final double MARK = 4;

    private GameCharts() {
    }

    /** The expected points lost in each turn (all of a turn's decisions), turn 1 .. 13 (or as far as played). */
    static double[] lossPerTurn(GradedGame game) {
        double[] loss = new double[Math.max(1, game.turns())];
        for (Decision d : game.decisions()) {
            loss[d.turn() - 1] += d.loss();
        }
        return loss;
    }

    /** Bars of the expected points lost in each turn played; element id {@code id}. */
    static String lossPerTurn(GradedGame game, String id) {
        double[] loss = lossPerTurn(game);
        double most = 0;
        for (double l : loss) {
            most = Math.max(most, l);
        }
        // A clean game gets the axis 0..1, not a range of nothing.
        AxisScale y = AxisScale.covering(0, Math.max(1, most), AxisScale.MOST_TICKS);
        ChartPlot plot = new ChartPlot(id, "Expected points lost in each turn", 0.5, loss.length + 0.5, y, false);
        plot.yAxis("expected points lost");
        plot.turnAxis(1, loss.length, "turn");
        plot.g.setColor(BAR);
        double width = BAR_WIDTH * plot.xUnit();
        for (int t = 1; t <= loss.length; t++) {
            double top = plot.y(loss[t - 1]);
            plot.g.fill(new Rectangle2D.Double(plot.x(t) - width / 2, top, width, plot.y(0) - top));
        }
        plot.border();
        return plot.svg();
    }

    /**
     * The expected final score (points on the card plus the expected rest under optimal play)
     * after each roll and after each decision, from the empty card to the end: the points of
     * the line, x then y. A drop at one x is a decision's loss; a move between x's is the luck
     * of a roll. Roll r of turn t sits at x = t - 0.5 + (r - 0.5) / 3: turn t spans
     * [t - 0.5, t + 0.5].
     */
    static double[] expectedTotalLine(GradedGame game) {
        int points = 1 + 2 * game.decisions().size() + (game.isComplete() ? 1 : 0);
        double[] xy = new double[2 * points];
        int n = 0;
        xy[n++] = 0.5;
        xy[n++] = game.expectedAtStart();
        for (Decision d : game.decisions()) {
            double at = position(d);
            xy[n++] = at;
            xy[n++] = d.bestTotal();
            xy[n++] = at;
            xy[n++] = d.playedTotal();
        }
        if (game.isComplete()) {
            xy[n++] = Category.COUNT + 0.5;
            xy[n++] = game.score();
        }
        return xy;
    }

    private static double position(Decision d) {
        return d.turn() - 0.5 + (d.roll() - 0.5) / 3;
    }

    /** The line of {@link #expectedTotalLine}, flagged decisions marked; element id {@code id}. */
    static String expectedTotal(GradedGame game, double threshold, String id) {
        double[] xy = expectedTotalLine(game);
        double low = Double.MAX_VALUE;
        double high = -Double.MAX_VALUE;
        for (int i = 1; i < xy.length; i += 2) {
            low = Math.min(low, xy[i]);
            high = Math.max(high, xy[i]);
        }
        boolean anyFlagged = game.flaggedCount(threshold) > 0;
        ChartPlot plot = new ChartPlot(id, "Expected final score along the game", 0.5, Category.COUNT + 0.5,
                AxisScale.covering(low, high, AxisScale.MOST_TICKS), true);
        plot.yAxis("expected final score");
        plot.turnAxis(1, Category.COUNT, "turn");
        Path2D.Double line = new Path2D.Double();
        line.moveTo(plot.x(xy[0]), plot.y(xy[1]));
        for (int i = 2; i < xy.length; i += 2) {
            line.lineTo(plot.x(xy[i]), plot.y(xy[i + 1]));
        }
        BasicStroke stroke = new BasicStroke(1.6f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
        plot.g.setStroke(stroke);
        plot.g.setColor(LINE);
        plot.g.draw(line);
        plot.g.setColor(FLAGGED);
        for (Decision d : game.decisions()) {
            if (d.isFlagged(threshold)) {
                plot.g.fill(mark(plot.x(position(d)), plot.y(d.playedTotal())));
            }
        }
        plot.border();
        plot.legendEntry("expected final score", (g, x, y) -> {
            g.setColor(LINE);
            g.setStroke(stroke);
            g.draw(new Line2D.Double(x - 9, y, x + 9, y));
        });
        if (anyFlagged) {
            plot.legendEntry("after a flagged decision", (g, x, y) -> {
                g.setColor(FLAGGED);
                g.fill(mark(x, y));
            });
        }
        return plot.svg();
    }

    private static Ellipse2D mark(double x, double y) {
        return new Ellipse2D.Double(x - MARK, y - MARK, 2 * MARK, 2 * MARK);
    }
}
