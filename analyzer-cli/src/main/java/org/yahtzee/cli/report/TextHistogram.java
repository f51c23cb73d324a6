package org.yahtzee.cli.report;

import java.io.PrintWriter;
import java.util.Locale;
import org.yahtzee.engine.Distribution;

/** A compact histogram of a score distribution for the terminal: 20-point bins of '#' bars. */
final class TextHistogram {
    private static final int BIN = 20;
    private static final int WIDTH = 50;

    private TextHistogram() {
    }

    /** One line a bin from the 0.1th to the 99.9th percentile, one line for each tail. */
    static void print(Distribution d, PrintWriter out) {
        int from = d.percentile(0.001) / BIN * BIN;
        double below = 1 - d.atLeast(from);
        if (from > d.lowest()) {
            out.printf(Locale.ROOT, "  %4d-%-4d %6.2f%%%n", d.lowest(), from - 1, 100 * below);
        }
        int to = d.percentile(0.999) / BIN * BIN;
        double max = 0;
        for (int bin = from; bin <= to; bin += BIN) {
            max = Math.max(max, binMass(d, bin));
        }
        for (int bin = from; bin <= to; bin += BIN) {
            double p = binMass(d, bin);
            int bar = (int) Math.round(WIDTH * p / max);
            out.printf(Locale.ROOT, "  %4d-%-4d %6.2f%% %s%n", bin, bin + BIN - 1, 100 * p, "#".repeat(bar));
        }
        double rest = d.atLeast(to + BIN);
        if (rest > 0) {
            out.printf(Locale.ROOT, "  %4d+     %6.2f%%%n", to + BIN, 100 * rest);
        }
    }

    private static double binMass(Distribution d, int bin) {
        double sum = 0;
        for (int s = bin; s < bin + BIN; s++) {
            sum += d.probability(s);
        }
        return sum;
    }
}
