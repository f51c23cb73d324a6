package org.yahtzee.cli.report;

import java.awt.Color;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;
import org.jfree.svg.SVGGraphics2D;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;
import org.yahtzee.cli.OutputPath;
import org.yahtzee.engine.Distribution;

/**
 * The histogram of a score distribution as a chart file (XChart), PNG or SVG by the file's
 * extension: XChart's own PNG encoder, or the chart painted onto {@link SvgDrawing}'s canvas.
 * Only the report command loads this class (and with it AWT and XChart).
 */
final class DistributionChart {

    private static final int WIDTH = 900;
    private static final int HEIGHT = 450;

    private DistributionChart() {
    }

    /** True if the file name ends in .png or .svg (any case). */
    static boolean supports(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        return name.endsWith(".png") || name.endsWith(".svg");
    }

    /** Writes the chart; scores above the 99.99th percentile are left out (mass under 1e-4). */
    static void write(Distribution d, String title, OutputPath file) throws IOException {
        System.setProperty("java.awt.headless", "true");
        int from = d.lowest();
        int to = d.percentile(0.9999);
        double[] x = new double[to - from + 1];
        double[] y = new double[to - from + 1];
        for (int s = from; s <= to; s++) {
            x[s - from] = s;
            y[s - from] = 100 * d.probability(s);
        }
        XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT).title(title)
                .xAxisTitle("final score").yAxisTitle("probability (%)").build();
        chart.getStyler().setLegendVisible(false);
        chart.getStyler().setChartBackgroundColor(Color.WHITE);
        chart.getStyler().setPlotGridVerticalLinesVisible(false);
        chart.getStyler().setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Area);
        XYSeries series = chart.addSeries("P(score)", x, y);
        series.setMarker(SeriesMarkers.NONE);
        series.setFillColor(new Color(70, 110, 180));
        series.setLineColor(new Color(40, 70, 130));
        // Drawn in memory (PNG ~35 KB, SVG ~260 KB: XChart's labels are glyph outlines), then
        // written atomically: a full disk leaves the old chart as it was, never a 0-byte PNG or
        // a truncated SVG.
        boolean svg = file.file().getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".svg");
        ByteArrayOutputStream drawn = new ByteArrayOutputStream();
        if (svg) {
            SVGGraphics2D canvas = SvgDrawing.canvas(WIDTH, HEIGHT, "distribution", title);
            chart.paint(canvas, WIDTH, HEIGHT);
            drawn.writeBytes(SvgDrawing.file(canvas).getBytes(StandardCharsets.UTF_8));
        } else {
            BitmapEncoder.saveBitmap(chart, drawn, BitmapEncoder.BitmapFormat.PNG);
        }
        file.write(drawn::writeTo);
    }
}
