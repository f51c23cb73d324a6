package org.yahtzee.cli.report;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.yahtzee.cli.CommandModel;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.ExitCode;
import org.yahtzee.cli.JsonOption;
import org.yahtzee.cli.JsonOutput;
import org.yahtzee.cli.RulesOption;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.distribution.OpeningTable;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedValues;
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
        SolvedValues values = ExactFigures.values(rules, Runtime.getRuntime().availableProcessors(),
                environment, spec.commandLine().getErr());
        // Ascending dice (11111, 11112, ..., 66666), as a player looks a roll up.
        List<OpeningTable.Row> rows = new java.util.ArrayList<>(OpeningTable.compute(values));
        rows.sort(java.util.Comparator.comparing(r -> dice(r.rollId())));
        PrintWriter out = spec.commandLine().getOut();
        if (jsonOption.enabled()) {
            printJson(out, rules, rows);
        } else if (csv.get()) {
            printCsv(out, rows);
        } else if (markdown.get()) {
            printMarkdown(out, rules, rows);
        } else {
            printText(out, rules, rows);
        }
        out.flush();
        return ExitCode.OK.code;
    }

    /** The roll's dice as digits, e.g. {@code 12346}. */
    static String dice(int rollId) {
        return KeepLattice.digits(KeepLattice.keepOfRoll(rollId));
    }

    /** A keep for people: its digits, {@code all} for the five dice, {@code none} for rerolling all. */
    static String keep(int keepId) {
        int n = KeepLattice.size(keepId);
        return n == 0 ? "none" : n == 5 ? "all" : KeepLattice.digits(keepId);
    }

    private static void printText(PrintWriter out, Rules rules, List<OpeningTable.Row> rows) {
        out.printf(Locale.ROOT, "rules %s: the first roll of a new game, all 252 (keep: the dice to hold; "
                + "total: expected final score)%n", RulesOption.describe(rules));
        out.printf(Locale.ROOT, "%-6s %8s  %-5s %9s  %-9s %9s %8s%n",
                "roll", "prob", "keep", "total", "runner-up", "total", "gap");
        for (OpeningTable.Row r : rows) {
            out.printf(Locale.ROOT, "%-6s %7.4f%%  %-5s %9.4f  %-9s %9.4f %8.4f%n", dice(r.rollId()),
                    100 * r.probability(), keep(r.bestKeep()), r.bestTotal(),
                    keep(r.runnerUpKeep()), r.runnerUpTotal(), r.gap());
        }
    }

    private static void printCsv(PrintWriter out, List<OpeningTable.Row> rows) {
        out.println("dice,probability,best_keep,best_expected_total,runner_up_keep,runner_up_expected_total,gap");
        for (OpeningTable.Row r : rows) {
            out.printf(Locale.ROOT, "%s,%.10f,%s,%.6f,%s,%.6f,%.6f%n", dice(r.rollId()), r.probability(),
                    KeepLattice.digits(r.bestKeep()), r.bestTotal(), KeepLattice.digits(r.runnerUpKeep()),
                    r.runnerUpTotal(), r.gap());
        }
    }

    private static void printMarkdown(PrintWriter out, Rules rules, List<OpeningTable.Row> rows) {
        out.printf(Locale.ROOT, "# Yahtzee opening sheet (%s rules)%n%n", rules.canonicalName());
        out.println("First roll of a new game: keep these dice and reroll the rest. *all* = keep all five, "
                + "*none* = reroll all. *gap* = expected points lost by the second-best keep (bold: under 0.1, a close call).");
        out.println();
        StringBuilder head = new StringBuilder("|");
        StringBuilder rule = new StringBuilder("|");
        for (int c = 0; c < SHEET_COLUMNS; c++) {
            head.append(" roll | keep | gap |");
            rule.append("---|---|--:|");
        }
        out.println(head);
        out.println(rule);
        int lines = (rows.size() + SHEET_COLUMNS - 1) / SHEET_COLUMNS;
        for (int i = 0; i < lines; i++) {
            StringBuilder line = new StringBuilder("|");
            for (int c = 0; c < SHEET_COLUMNS; c++) {
                int k = c * lines + i;
                if (k < rows.size()) {
                    OpeningTable.Row r = rows.get(k);
                    String gap = String.format(Locale.ROOT, "%.2f", r.gap());
                    line.append(' ').append(dice(r.rollId())).append(" | ").append(keep(r.bestKeep()))
                            .append(" | ").append(r.gap() < 0.1 ? "**" + gap + "**" : gap).append(" |");
                } else {
                    line.append(" | | |");
                }
            }
            out.println(line);
        }
    }

    private static void printJson(PrintWriter out, Rules rules, List<OpeningTable.Row> rows) throws IOException {
        JsonOutput.printObject(out, json -> {
            json.writeStringField("rules", rules.canonicalName());
            json.writeArrayFieldStart("rolls");
            for (OpeningTable.Row r : rows) {
                json.writeStartObject();
                json.writeStringField("dice", dice(r.rollId()));
                json.writeNumberField("probability", r.probability());
                json.writeObjectFieldStart("best");
                json.writeStringField("keep", KeepLattice.digits(r.bestKeep()));
                json.writeNumberField("expectedTotal", r.bestTotal());
                json.writeEndObject();
                json.writeObjectFieldStart("runnerUp");
                json.writeStringField("keep", KeepLattice.digits(r.runnerUpKeep()));
                json.writeNumberField("expectedTotal", r.runnerUpTotal());
                json.writeEndObject();
                json.writeNumberField("gap", r.gap());
                json.writeEndObject();
            }
            json.writeEndArray();
        });
    }
}
