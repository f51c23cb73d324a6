package org.yahtzee.cli.report;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.yahtzee.cli.CommandModel;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.ExitCode;
import org.yahtzee.cli.JsonOutput;
import org.yahtzee.cli.options.JsonOption;
import org.yahtzee.cli.options.RulesOption;
import org.yahtzee.cli.text.JsonWords;
import org.yahtzee.cli.text.Words;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.engine.Move;
import org.yahtzee.engine.OpeningRow;
import org.yahtzee.rules.Rules;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/**
 * {@code yahtzee report opening}: for each of the 252 first rolls of a new game, its probability,
 * the best keep with its expected final total, the runner-up and the gap; as text, JSON, CSV or a
 * one-page Markdown strategy sheet.
 */
public final class ReportOpeningCommand implements Callable<Integer> {

    /** Columns of the Markdown sheet: three rolls side by side, 84 lines (one printed page). */
    private static final int SHEET_COLUMNS = 3;

    public final CommandSpec spec = CommandModel.command(this, "opening",
            "What to keep on each of the 252 first rolls of a new game.",
            "Best keep and its expected final total, the runner-up and the gap between them.");
    private final RulesOption rulesOption = new RulesOption(spec);
    private final JsonOption jsonOption = new JsonOption(spec);
    private final CommandModel.Value<Boolean> csv = CommandModel.flag(spec, "--csv",
            "Print CSV with a header line instead of text.");
    private final CommandModel.Value<Boolean> markdown = CommandModel.flag(spec, "--markdown",
            "Print a one-page Markdown strategy sheet instead of text.");

    private final Environment environment;

    public ReportOpeningCommand(Environment environment) {
        this.environment = environment;
    }

    @Override
    public Integer call() throws IOException {
        int formats = (jsonOption.enabled() ? 1 : 0) + (csv.get() ? 1 : 0) + (markdown.get() ? 1 : 0);
        if (formats > 1) {
            throw new ParameterException(spec.commandLine(), "--json, --csv and --markdown exclude each other");
        }
        Rules rules = rulesOption.rules();
        List<Line> lines = new ArrayList<>(KeepLattice.ROLLS);
        for (OpeningRow r : environment.yahtzee(spec.commandLine().getErr()).engine(rules).opening()) {
            lines.add(new Line(r));
        }
        // Ascending dice (11111, 11112, ..., 66666), as a player looks a roll up.
        lines.sort(new ByDice());
        PrintWriter out = spec.commandLine().getOut();
        if (jsonOption.enabled()) {
            printJson(out, rules, lines);
        } else if (csv.get()) {
            printCsv(out, lines);
        } else if (markdown.get()) {
            printMarkdown(out, rules, lines);
        } else {
            printText(out, rules, lines);
        }
        out.flush();
        return ExitCode.OK.code;
    }

    /** A row with its two moves; keeping all five names the box they are scored in now. */
    private record Line(OpeningRow row) {
        String dice() {
            return JsonWords.dice(KeepLattice.keepOfRoll(row.dice().id()));
        }

        Move best() {
            return row.best();
        }

        Move runnerUp() {
            return row.runnerUp();
        }
    }

    private static final class ByDice implements Comparator<Line> {
        @Override
        public int compare(Line a, Line b) {
            return a.dice().compareTo(b.dice());
        }
    }

    /**
     * The moves come last, the best padded to the widest best: a stand pat with its box takes up
     * to 44 characters (21 runner-ups of the official rules are one), too wide for a column in the
     * middle of a line.
     */
    private static void printText(PrintWriter out, Rules rules, List<Line> lines) {
        out.printf(Locale.ROOT, "rules %s: the first roll of a new game, all 252 (best, runner-up: the expected final score after "
                + "each move; gap: their difference)%n",
                RulesOption.describe(rules));
        int bestWidth = 0;
        for (Line l : lines) {
            bestWidth = Math.max(bestWidth, Words.move(l.best()).length());
        }
        String best = "  %-" + bestWidth + "s  %s%n";
        out.printf(Locale.ROOT, "%-6s %8s %9s %9s %8s" + best, "roll", "prob", "best", "runner-up", "gap",
                "best move", "runner-up move");
        for (Line l : lines) {
            OpeningRow r = l.row();
            out.printf(Locale.ROOT, "%-6s %7.4f%% %9.4f %9.4f %8.4f" + best, l.dice(), 100 * r.probability(),
                    r.bestTotal(), r.runnerUpTotal(), r.gap(), Words.move(l.best()), Words.move(l.runnerUp()));
        }
    }

    private static void printCsv(PrintWriter out, List<Line> lines) {
        out.println("dice,probability,best_keep,best_expected_total,runner_up_keep,runner_up_expected_total,gap");
        for (Line l : lines) {
            OpeningRow r = l.row();
            out.printf(Locale.ROOT, "%s,%.10f,%s,%.6f,%s,%.6f,%.6f%n", l.dice(), r.probability(),
                    JsonWords.dice(r.best().keepId()), r.bestTotal(), JsonWords.dice(r.runnerUp().keepId()),
                    r.runnerUpTotal(), r.gap());
        }
    }

    private static void printMarkdown(PrintWriter out, Rules rules, List<Line> lines) {
        out.printf(Locale.ROOT, "# Yahtzee opening sheet (%s rules)%n%n", rules.canonicalName());
        out.println("First roll of a new game: the best move (keep these dice and reroll the rest). "
                + "*gap* = expected points lost by the second-best move (bold: under 0.1, a close call).");
        out.println();
        StringBuilder head = new StringBuilder("|");
        StringBuilder rule = new StringBuilder("|");
        for (int c = 0; c < SHEET_COLUMNS; c++) {
            head.append(" roll | best | gap |");
            rule.append("---|---|--:|");
        }
        out.println(head);
        out.println(rule);
        int rows = (lines.size() + SHEET_COLUMNS - 1) / SHEET_COLUMNS;
        for (int i = 0; i < rows; i++) {
            StringBuilder line = new StringBuilder("|");
            for (int c = 0; c < SHEET_COLUMNS; c++) {
                int k = c * rows + i;
                if (k < lines.size()) {
                    Line l = lines.get(k);
                    double gap = l.row().gap();
                    String shown = String.format(Locale.ROOT, "%.2f", gap);
                    line.append(' ').append(l.dice()).append(" | ").append(Words.move(l.best()))
                            .append(" | ").append(gap < 0.1 ? "**" + shown + "**" : shown).append(" |");
                } else {
                    line.append(" | | |");
                }
            }
            out.println(line);
        }
    }

    private static void printJson(PrintWriter out, Rules rules, List<Line> lines) throws IOException {
        JsonOutput.printObject(out, JsonOutput.OPENING, json -> {
            json.writeStringField("rules", rules.canonicalName());
            json.writeArrayFieldStart("rolls");
            for (Line l : lines) {
                OpeningRow r = l.row();
                json.writeStartObject();
                json.writeStringField("dice", l.dice());
                json.writeNumberField("probability", r.probability());
                writeChoice(json, "best", l.best(), r.bestTotal());
                writeChoice(json, "runnerUp", l.runnerUp(), r.runnerUpTotal());
                json.writeNumberField("gap", r.gap());
                json.writeEndObject();
            }
            json.writeEndArray();
        });
    }

    private static void writeChoice(JsonGenerator json, String field, Move move, double expectedTotal) throws IOException {
        json.writeObjectFieldStart(field);
        JsonWords.writeMove(json, move);
        json.writeNumberField("expectedTotal", expectedTotal);
        json.writeEndObject();
    }
}
