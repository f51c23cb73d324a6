package org.yahtzee.cli.report.game;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.geom.AffineTransform;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import org.jfree.svg.SVGGraphics2D;
import org.yahtzee.cli.report.SvgDrawing;

/**
 * The frame of one chart on the page, drawn as SVG: the plot area, the y axis with its grid
 * lines and labels, turn numbers along x, the axis titles and a legend line; and the mapping from
 * data to pixels for what is drawn inside.
 */
final class ChartPlot {
    /*
     * Implementation notes. 560 x 320 px, the size the page's two columns show at 1180 px
     * (CSS scales it with the column). Margins: 62 px on the left hold a y label of six
     * characters at 12 px and the rotated axis title; 48 px below hold the turn numbers and the
     * x title, 22 px more the legend. Text is drawn as <text> in the browser's sans-serif, so its
     * width is not known here: labels are centred or right-aligned by an estimate, 0.56 em a
     * character (a digit is 0.55 em in Arial and Liberation Sans, 0.64 in DejaVu Sans), which
     * puts them within a pixel or two. Not measuring with the JVM's fonts also keeps the SVG the
     * same on every machine, whatever fonts it has (the page's approved copy relies on that).
     */

    private static final int WIDTH = 560;
    private static final int HEIGHT = 320;
    private static final int LEFT = 62;
    private static final int RIGHT = 14;
    private static final int TOP = 12;
    private static final int BOTTOM = 48;
    private static final int LEGEND = 22;
    private static final Color INK = new Color(0x1d, 0x23, 0x30);
    private static final Color MUTED = new Color(0x66, 0x70, 0x85);
    private static final Color GRID = new Color(0xe6, 0xe8, 0xee);
    private static final Color BORDER = new Color(0xbe, 0xc2, 0xcc);
    private static final Font LABEL = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
    private static final Font TITLE = new Font(Font.SANS_SERIF, Font.PLAIN, 13);
    /** Estimated advance of a character, in em (see the implementation notes). */
    private static final double CHARACTER_EM = 0.56;
    /** Estimated height of a digit above the baseline, in em: what centres a label on a line. */
    private static final double DIGIT_EM = 0.72;

    final SVGGraphics2D g;
    private final String id;
    private final double xLow;
    private final double xHigh;
    private final AxisScale y;
    private final Rectangle2D area;
    private double legendX = LEFT;

    /**
     * A chart whose element gets the id {@code id} (its clip ids start with it) and the
     * accessible title {@code title}; x runs from {@code xLow} to {@code xHigh}.
     */
    ChartPlot(String id, String title, double xLow, double xHigh, AxisScale y, boolean legend) {
        this.g = SvgDrawing.canvas(WIDTH, HEIGHT, id, title);
        this.id = id;
        this.xLow = xLow;
        this.xHigh = xHigh;
        this.y = y;
        int bottom = BOTTOM + (legend ? LEGEND : 0);
        this.area = new Rectangle2D.Double(LEFT, TOP, WIDTH - LEFT - RIGHT, HEIGHT - TOP - bottom);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, WIDTH, HEIGHT);
    }

    double x(double value) {
        return area.getX() + (value - xLow) / (xHigh - xLow) * area.getWidth();
    }

    double y(double value) {
        return area.getMaxY() - y.fraction(value) * area.getHeight();
    }

    /** Width in px of one unit of x (a turn). */
    double xUnit() {
        return area.getWidth() / (xHigh - xLow);
    }

    /** The horizontal grid lines, the y labels and the y title (rotated, reading upwards). */
    void yAxis(String title) {
        g.setFont(LABEL);
        g.setStroke(new BasicStroke(1f));
        for (int i = 0; i <= y.intervals(); i++) {
            double at = y(y.tick(i));
            g.setColor(GRID);
            g.draw(new Line2D.Double(area.getX(), at, area.getMaxX(), at));
            String label = y.label(i);
            g.setColor(MUTED);
            g.drawString(label, (float) (area.getX() - 6 - width(label, LABEL)), (float) (at + middle(LABEL)));
        }
        g.setFont(TITLE);
        AffineTransform before = g.getTransform();
        g.translate(16, area.getCenterY() + width(title, TITLE) / 2);
        g.rotate(-Math.PI / 2);
        g.setColor(INK);
        g.drawString(title, 0f, 0f);
        g.setTransform(before);
    }

    /** The turn numbers {@code from..to} under their positions, and the x title below them. */
    void turnAxis(int from, int to, String title) {
        g.setFont(LABEL);
        g.setColor(MUTED);
        float labelY = (float) (area.getMaxY() + 6 + DIGIT_EM * LABEL.getSize());
        for (int turn = from; turn <= to; turn++) {
            String label = Integer.toString(turn);
            g.drawString(label, (float) (x(turn) - width(label, LABEL) / 2), labelY);
        }
        g.setFont(TITLE);
        g.setColor(INK);
        g.drawString(title, (float) (area.getCenterX() - width(title, TITLE) / 2), (float) (area.getMaxY() + 38));
    }

    /** The plot area's border, drawn last so that bars and lines stay inside it. */
    void border() {
        g.setColor(BORDER);
        g.setStroke(new BasicStroke(1f));
        g.draw(area);
    }

    /** A legend entry along the bottom line: {@code swatch} draws the sample at (x, middle of the line). */
    void legendEntry(String text, Swatch swatch) {
        double middle = HEIGHT - LEGEND / 2.0 - 2;
        swatch.draw(g, legendX + 10, middle);
        g.setFont(LABEL);
        g.setColor(INK);
        g.drawString(text, (float) (legendX + 26), (float) (middle + middle(LABEL)));
        legendX += 26 + width(text, LABEL) + 22;
    }

    /** The estimated width of {@code text} in px (see the implementation notes). */
    private static double width(String text, Font font) {
        return text.length() * CHARACTER_EM * font.getSize();
    }

    /** How far below a line the baseline goes so that digits are centred on it. */
    private static double middle(Font font) {
        return DIGIT_EM * font.getSize() / 2;
    }

    /** How a legend entry's sample is drawn, centred on (x, y). */
    @FunctionalInterface
    interface Swatch {
        void draw(SVGGraphics2D g, double x, double y);
    }

    /** The finished chart as an {@code <svg>} element for the page. */
    String svg() {
        return SvgDrawing.inline(g, id);
    }
}
