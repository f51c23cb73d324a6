package org.yahtzee.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import org.yahtzee.cli.RecordGrading.GradedCard;
import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.cli.record.RecordProblem;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.grade.Decision;
import org.yahtzee.grade.GradedGame;
import org.yahtzee.grade.LossClass;

/**
 * What {@code grade} prints: per game the flagged decisions, the loss classes, total and mean
 * loss and the split {@code score = expected - loss + luck}; a summary table when there are
 * several games; or all of it as JSON.
 */
final class GradeReport {

    /** One record: its problems (then nothing graded) or its cards graded in game and seating order. */
    record FileResult(String file, GameRecord record, List<RecordProblem> problems, List<GradedCard> cards) {
    }

    private final List<FileResult> files;
    private final double threshold;
    private final double seconds;

    GradeReport(List<FileResult> files, double threshold, double seconds) {
        this.files = files;
        this.threshold = threshold;
        this.seconds = seconds;
    }

    void printText(PrintWriter out) {
        boolean first = true;
        int games = 0;
        for (FileResult f : files) {
            if (!f.problems().isEmpty()) {
                continue;
            }
            out.printf(Locale.ROOT, "%s%s (rules %s)%n", first ? "" : "\n", f.file(), RulesOption.describe(f.record().rules()));
            first = false;
            for (GradedCard c : f.cards()) {
                printGame(out, c.game(), c.card(), c.graded());
                games++;
            }
        }
        if (games > 1) {
            printSummary(out);
        }
        out.flush();
    }

    private void printGame(PrintWriter out, GameRecord.Game game, GameRecord.Card card, GradedGame g) {
        out.println();
        out.printf(Locale.ROOT, "%sgame %d: %s %d%s%n", card.isAnonymous() ? "" : card.name() + ", ", game.number(),
                g.isComplete() ? "final score" : "score so far", g.score(),
                g.isComplete() ? "" : " (in progress, " + g.turns() + " of 13 turns)");
        if (g.flaggedCount(threshold) > 0) {
            out.printf(Locale.ROOT, "  turn roll  dice   %-22s %8s   %-22s %8s %7s%n", "played", "total", "best", "total", "loss");
            for (Decision d : g.decisions()) {
                if (d.isFlagged(threshold)) {
                    out.printf(Locale.ROOT, "  %4d %4d  %s  %-22s %8.2f   %-22s %8.2f %7.2f%n", d.turn(), d.roll(),
                            dice(card, d), played(d), d.playedTotal(), best(d), d.bestTotal(), d.loss());
                }
            }
        }
        int[] classes = g.lossClassCounts(threshold);
        StringBuilder byClass = new StringBuilder();
        for (LossClass c : LossClass.values()) {
            byClass.append(byClass.length() == 0 ? "" : ", ").append(classes[c.ordinal()]).append(' ').append(c.label());
        }
        out.printf(Locale.ROOT, "  decisions %d, flagged %d (loss over %s): %s%n", g.decisions().size(),
                g.flaggedCount(threshold), threshold, byClass);
        out.printf(Locale.ROOT, "  loss %.2f in all, %.3f per decision (Verhoeff's test: under 0.2)%n",
                g.totalLoss(), g.meanLoss());
        if (g.isComplete()) {
            out.printf(Locale.ROOT, "  score %d = expected %.4f - loss %.4f + luck %.4f%n",
                    g.score(), g.expectedAtStart(), g.totalLoss(), g.luck());
        } else {
            out.printf(Locale.ROOT, "  score so far %d + expected still to come %.4f = expected %.4f - loss %.4f + luck %.4f%n",
                    g.score(), g.stillToCome(), g.expectedAtStart(), g.totalLoss(), g.luck());
        }
    }

    private void printSummary(PrintWriter out) {
        // Column widths from the longest file and player name, so long paths do not shift rows.
        int fileWidth = "file".length();
        int playerWidth = "player".length();
        for (FileResult f : files) {
            fileWidth = Math.max(fileWidth, f.file().length());
            for (GradedCard c : f.cards()) {
                playerWidth = Math.max(playerWidth, c.card().isAnonymous() ? 1 : c.card().name().length());
            }
        }
        String row = "%-" + fileWidth + "s %-" + playerWidth + "s %4d %5d %9.2f %8.2f %8.2f %9d %9.3f%n";
        out.println();
        out.printf(Locale.ROOT, "%-" + fileWidth + "s %-" + playerWidth + "s %4s %5s %9s %8s %8s %9s %9s%n",
                "file", "player", "game", "score", "expected", "loss", "luck", "decisions", "mean loss");
        int games = 0;
        int decisions = 0;
        double loss = 0;
        for (FileResult f : files) {
            if (!f.problems().isEmpty()) {
                out.printf(Locale.ROOT, "%-" + fileWidth + "s (not graded: %d problems)%n", f.file(), f.problems().size());
                continue;
            }
            for (GradedCard c : f.cards()) {
                GradedGame g = c.graded();
                out.printf(Locale.ROOT, row, f.file(), c.card().isAnonymous() ? "-" : c.card().name(),
                        c.game().number(), g.score(), g.expectedAtStart(), g.totalLoss(), g.luck(),
                        g.decisions().size(), g.meanLoss());
                games++;
                decisions += g.decisions().size();
                loss += g.totalLoss();
            }
        }
        out.printf(Locale.ROOT, "%d games, %d decisions, mean loss %.3f per decision; graded in %.1f ms (%.0f games/s)%n",
                games, decisions, decisions == 0 ? 0 : loss / decisions, seconds * 1e3,
                seconds > 0 ? games / seconds : 0);
    }

    void printJson(PrintWriter out) throws IOException {
        JsonOutput.printObject(out, json -> {
            if (files.size() == 1) {
                writeFile(json, files.get(0));
                return;
            }
            json.writeArrayFieldStart("files");
            int games = 0;
            int decisions = 0;
            double loss = 0;
            for (FileResult f : files) {
                json.writeStartObject();
                writeFile(json, f);
                json.writeEndObject();
                for (GradedCard c : f.cards()) {
                    games++;
                    decisions += c.graded().decisions().size();
                    loss += c.graded().totalLoss();
                }
            }
            json.writeEndArray();
            json.writeObjectFieldStart("summary");
            json.writeNumberField("files", files.size());
            json.writeNumberField("games", games);
            json.writeNumberField("decisions", decisions);
            json.writeNumberField("totalLoss", loss);
            json.writeNumberField("meanLoss", decisions == 0 ? 0 : loss / decisions);
            json.writeNumberField("seconds", seconds);
            json.writeEndObject();
        });
    }

    private void writeFile(JsonGenerator json, FileResult f) throws IOException {
        json.writeStringField("file", f.file());
        json.writeBooleanField("ok", f.problems().isEmpty());
        if (!f.problems().isEmpty()) {
            json.writeArrayFieldStart("problems");
            for (RecordProblem p : f.problems()) {
                json.writeStartObject();
                json.writeNumberField("line", p.line());
                json.writeNumberField("column", p.column());
                json.writeStringField("message", p.message());
                json.writeEndObject();
            }
            json.writeEndArray();
            return;
        }
        json.writeStringField("rules", f.record().rules().canonicalName());
        json.writeNumberField("threshold", threshold);
        json.writeArrayFieldStart("players");
        // Grouped by player in order of first appearance: a player's games in session order.
        List<String> names = new java.util.ArrayList<>();
        for (GradedCard c : f.cards()) {
            if (!names.contains(c.card().name())) {
                names.add(c.card().name());
            }
        }
        for (String name : names) {
            json.writeStartObject();
            json.writeStringField("name", name);
            json.writeArrayFieldStart("games");
            for (GradedCard c : f.cards()) {
                if (c.card().name().equals(name)) {
                    writeGame(json, c.game(), c.card(), c.graded());
                }
            }
            json.writeEndArray();
            json.writeEndObject();
        }
        json.writeEndArray();
    }

    private void writeGame(JsonGenerator json, GameRecord.Game game, GameRecord.Card card, GradedGame g)
            throws IOException {
        json.writeStartObject();
        json.writeNumberField("game", game.number());
        json.writeNumberField("score", g.score());
        json.writeBooleanField("complete", g.isComplete());
        json.writeNumberField("turns", g.turns());
        json.writeNumberField("expectedAtStart", g.expectedAtStart());
        json.writeNumberField("totalLoss", g.totalLoss());
        json.writeNumberField("luck", g.luck());
        json.writeNumberField("stillToCome", g.stillToCome());
        json.writeNumberField("meanLoss", g.meanLoss());
        json.writeNumberField("flagged", g.flaggedCount(threshold));
        json.writeObjectFieldStart("lossClasses");
        int[] classes = g.lossClassCounts(threshold);
        json.writeNumberField("under1", classes[LossClass.UNDER_1.ordinal()]);
        json.writeNumberField("from1to5", classes[LossClass.FROM_1_TO_5.ordinal()]);
        json.writeNumberField("over5", classes[LossClass.OVER_5.ordinal()]);
        json.writeEndObject();
        json.writeArrayFieldStart("decisions");
        for (Decision d : g.decisions()) {
            json.writeStartObject();
            json.writeNumberField("turn", d.turn());
            json.writeNumberField("roll", d.roll());
            json.writeStringField("kind", d.kind() == Decision.Kind.KEEP ? "keep" : "score");
            json.writeStringField("dice", dice(card, d));
            json.writeStringField("played", d.playedText());
            json.writeStringField("best", d.bestText());
            if (d.kind() == Decision.Kind.SCORE) {
                json.writeNumberField("playedPoints", d.playedPoints());
                json.writeNumberField("bestPoints", d.bestPoints());
            }
            json.writeNumberField("playedTotal", d.playedTotal());
            json.writeNumberField("bestTotal", d.bestTotal());
            json.writeNumberField("loss", d.loss());
            json.writeBooleanField("flagged", d.isFlagged(threshold));
            json.writeEndObject();
        }
        json.writeEndArray();
        json.writeEndObject();
    }

    /** The dice as the record has them (in the order rolled). */
    static String dice(GameRecord.Card card, Decision d) {
        return card.turns().get(d.turn() - 1).rolls().get(d.roll() - 1);
    }

    /** What was played, as {@code grade} prints it: {@code keep 44}, {@code reroll all}, {@code threes 6}. */
    static String played(Decision d) {
        if (d.kind() == Decision.Kind.SCORE) {
            return d.playedBox() + " " + d.playedPoints();
        }
        return keepText(d.playedKeepId());
    }

    /** As {@link #played}, for the optimal choice. */
    static String best(Decision d) {
        if (d.kind() == Decision.Kind.SCORE) {
            return d.bestBox() + " " + d.bestPoints();
        }
        return keepText(d.bestKeepId());
    }

    private static String keepText(int keepId) {
        int n = KeepLattice.size(keepId);
        return n == 0 ? "reroll all" : n == 5 ? "keep all, score" : "keep " + KeepLattice.digits(keepId);
    }
}
