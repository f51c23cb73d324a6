package org.yahtzee.cli.report.game;

import java.awt.BasicStroke;
import java.awt.Color;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;
import org.yahtzee.grade.Decision;
import org.yahtzee.grade.GradedGame;
import org.yahtzee.rules.Category;

/**
 * The two charts of a graded game's page, drawn with XChart and returned as SVG elements ready
 * to sit inside HTML: the loss per turn, and the expected final score along the game. Only
 * {@code report game} loads this class (and with it AWT and XChart).
 */
final class GameCharts {
    /*
     * Implementation notes. XChart writes a standalone SVG file (VectorGraphics2D): an XML prolog,
     * a DOCTYPE naming the W3C DTD by URL, xmlns attributes, a fixed size in px and text drawn as
     * glyph outlines (so no font is needed to show it; ~60 KB a chart). Inline in HTML5 only the
     * <svg> element is wanted, and an HTML parser puts it in the SVG namespace by itself, so the
     * prolog, DOCTYPE and namespace URLs are dropped: the page then names no address at all. The
     * size becomes CSS (the viewBox keeps the aspect). Clip paths have ids like "clip824831744"
     * from an identity hash; ids are global to a page, so each chart's get a prefix of its own.
     * Coordinates are cut to two decimals, which about halves the size.
     */

    static final int WIDTH = 560;
    static final int HEIGHT = 320;
    private static final Color BAR = new Color(70, 110, 180);
    private static final Color LINE = new Color(40, 70, 130);
    private static final Color FLAGGED = new Color(200, 50, 40);
    private static final Pattern VIEW_BOX = Pattern.compile("viewBox=\"([^\"]*)\"");
    private static final Pattern CLIP_ID = Pattern.compile("\\bclip(\\d+)\\b");
    /** Digits past the second decimal: a hundredth of a pixel is far below what shows. */
    private static final Pattern LONG_DECIMAL = Pattern.compile("(\\.\\d\\d)\\d+");

    private GameCharts() {
    }

    /** Bars of the expected points lost in each turn played (all of a turn's decisions). */
    static String lossPerTurn(GradedGame game, String idPrefix) {
        int turns = Math.max(1, game.turns());
        List<String> x = new ArrayList<>(turns);
        List<Double> y = new ArrayList<>(turns);
        for (int t = 1; t <= turns; t++) {
            x.add(Integer.toString(t));
            y.add(0.0);
        }
        double most = 0;
        for (Decision d : game.decisions()) {
            y.set(d.turn() - 1, y.get(d.turn() - 1) + d.loss());
            most = Math.max(most, y.get(d.turn() - 1));
        }
        CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(HEIGHT)
                .xAxisTitle("turn").yAxisTitle("expected points lost").build();
        style(chart.getStyler());
        chart.getStyler().setLegendVisible(false);
        chart.getStyler().setPlotGridVerticalLinesVisible(false);
        chart.getStyler().setYAxisMin(0.0);
        chart.getStyler().setYAxisMax(Math.max(1, Math.ceil(most))); // a clean game: an axis 0..1, not 0..0
        chart.getStyler().setYAxisDecimalPattern("0.#");
        chart.addSeries("loss", x, y).setFillColor(BAR);
        return inline(chart, idPrefix, "Expected points lost in each turn");
    }

    /**
     * The expected final score (points on the card plus the expected rest under optimal play)
     * after each roll and after each decision, from the empty card to the end. A drop at one
     * turn position is a decision's loss; a move between positions is the luck of a roll.
     * Roll r of turn t sits at x = t - 0.5 + (r - 0.5) / 3: turn t spans [t - 0.5, t + 0.5].
     */
    static String expectedTotal(GradedGame game, double threshold, String idPrefix) {
        List<Double> x = new ArrayList<>();
        List<Double> y = new ArrayList<>();
        List<Double> flaggedX = new ArrayList<>();
        List<Double> flaggedY = new ArrayList<>();
        x.add(0.5);
        y.add(game.expectedAtStart());
        for (Decision d : game.decisions()) {
            double at = d.turn() - 0.5 + (d.roll() - 0.5) / 3;
            x.add(at);
            y.add(d.bestTotal());
            x.add(at);
            y.add(d.playedTotal());
            if (d.isFlagged(threshold)) {
                flaggedX.add(at);
                flaggedY.add(d.playedTotal());
            }
        }
        if (game.isComplete()) {
            x.add(Category.COUNT + 0.5);
            y.add((double) game.score());
        }
        XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT)
                .xAxisTitle("turn").yAxisTitle("expected final score").build();
        style(chart.getStyler());
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS);
        chart.getStyler().setLegendLayout(Styler.LegendLayout.Horizontal);
        chart.getStyler().setXAxisMin(0.5);
        chart.getStyler().setXAxisMax(Category.COUNT + 0.5);
        chart.getStyler().setXAxisTickMarkSpacingHint(30);
        chart.getStyler().setXAxisDecimalPattern("0");
        chart.getStyler().setYAxisDecimalPattern("0");
        XYSeries line = chart.addSeries("expected final score", x, y);
        line.setMarker(SeriesMarkers.NONE);
        line.setLineColor(LINE);
        line.setLineStyle(new BasicStroke(1.6f));
        if (!flaggedX.isEmpty()) {
            XYSeries flagged = chart.addSeries("after a flagged decision", flaggedX, flaggedY);
            flagged.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
            flagged.setMarker(SeriesMarkers.CIRCLE);
            flagged.setMarkerColor(FLAGGED);
        }
        return inline(chart, idPrefix, "Expected final score along the game");
    }

    private static void style(Styler styler) {
        styler.setChartBackgroundColor(Color.WHITE);
        styler.setPlotBackgroundColor(Color.WHITE);
        styler.setPlotBorderColor(new Color(190, 190, 190));
        styler.setLegendBorderColor(new Color(210, 210, 210));
        styler.setChartPadding(6);
        styler.setAntiAlias(true);
    }

    /** The chart as an {@code <svg>} element for inline use; see the implementation notes. */
    static String inline(Chart<?, ?> chart, String idPrefix, String title) {
        System.setProperty("java.awt.headless", "true");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(1 << 16);
        try {
            VectorGraphicsEncoder.saveVectorGraphic(chart, bytes, VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot draw the chart '" + title + "'", e); // in memory: never
        }
        String svg = bytes.toString(StandardCharsets.UTF_8);
        int open = svg.indexOf("<svg");
        int openEnd = open < 0 ? -1 : svg.indexOf('>', open);
        Matcher viewBox = VIEW_BOX.matcher(openEnd < 0 ? "" : svg.substring(open, openEnd));
        if (!viewBox.find()) {
            throw new IllegalStateException("XChart's SVG has no <svg viewBox=...> element: " + svg.substring(0, Math.min(200, svg.length())));
        }
        String body = CLIP_ID.matcher(svg.substring(openEnd + 1)).replaceAll(idPrefix + "-clip$1");
        body = LONG_DECIMAL.matcher(body).replaceAll("$1"); // glyph outlines: 150 KB a chart -> ~80 KB
        return "<svg class=\"chart\" viewBox=\"" + viewBox.group(1) + "\" role=\"img\" aria-labelledby=\""
                + idPrefix + "-title\"><title id=\"" + idPrefix + "-title\">" + HtmlText.escape(title) + "</title>"
                + body.strip() + "\n";
    }
}
