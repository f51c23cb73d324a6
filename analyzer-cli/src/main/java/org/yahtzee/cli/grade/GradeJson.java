package org.yahtzee.cli.grade;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import org.yahtzee.cli.CheckedOutput;
import org.yahtzee.cli.grade.RecordGrading.GradedCard;
import org.yahtzee.cli.record.RecordProblem;
import org.yahtzee.cli.text.JsonWords;
import org.yahtzee.cli.text.Words;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.engine.Goal;
import org.yahtzee.engine.Move;
import org.yahtzee.grade.Decision;
import org.yahtzee.grade.GoalGradedGame;
import org.yahtzee.grade.GradedGame;
import org.yahtzee.grade.LossClass;

/**
 * {@code grade --json} (docs/cli.md), written with a streaming generator as the cards are
 * graded: for one record the record's object, for several {@code {"files": [...], "summary":
 * {...}}}. Each record's games are grouped by player, players in order of first appearance;
 * when a record interleaves them (a session of several players) the games wait in
 * {@link PlayerGroups} until the record ends.
 */
public final class GradeJson implements GradeReport {

    private final JsonGenerator json;
    private final PrintWriter out;
    private final double threshold;
    private final boolean severalFiles;
    private final Goal goal;
    private final double goalThreshold;
    private int files;
    private int games;
    private long decisions;
    private double loss;
    /** The player whose games are being written when they come grouped; null before the first. */
    private String player;
    /** The record's games when its players interleave, else null. */
    private PlayerGroups groups;

    /**
     * @param json the generator inside the output's one object
     * @param out  what {@code json} writes to, checked for write errors as it goes
     */
    GradeJson(JsonGenerator json, PrintWriter out, double threshold, boolean severalFiles) throws IOException {
        this(json, out, threshold, severalFiles, Goal.EV, 0);
    }

    /** As above, with the goal the cards were also graded against and its flagging threshold (a probability). */
    GradeJson(JsonGenerator json, PrintWriter out, double threshold, boolean severalFiles, Goal goal, double goalThreshold)
            throws IOException {
        this.json = json;
        this.out = out;
        this.threshold = threshold;
        this.severalFiles = severalFiles;
        this.goal = goal;
        this.goalThreshold = goalThreshold;
        if (severalFiles) {
            json.writeArrayFieldStart("files");
        }
    }

    /**
     * The report of one record, as {@code grade --json [--goal G] FILE} writes it: for
     * {@code serve}, whose grading must be this very JSON ({@link Goal#EV}: no goal's grade).
     */
    public static GradeReport ofOneRecord(JsonGenerator json, PrintWriter out, double threshold, Goal goal,
            double goalThreshold) throws IOException {
        return new GradeJson(json, out, threshold, false, goal, goalThreshold);
    }

    @Override
    public void failed(String file, List<RecordProblem> problems) throws IOException {
        startObject();
        json.writeStringField("file", file);
        json.writeBooleanField("ok", false);
        writeProblems(json, problems);
        endObject();
        files++;
        checkpoint();
    }

    /** {@code "problems": [{"line", "column", "message"}, ...]}: also serve's error object for a record. */
    public static void writeProblems(JsonGenerator json, List<RecordProblem> problems) throws IOException {
        json.writeArrayFieldStart("problems");
        for (RecordProblem p : problems) {
            json.writeStartObject();
            json.writeNumberField("line", p.line());
            json.writeNumberField("column", p.column());
            json.writeStringField("message", p.message());
            json.writeEndObject();
        }
        json.writeEndArray();
    }

    @Override
    public void startFile(String file, RecordGrading.Check check) throws IOException {
        startObject();
        json.writeStringField("file", file);
        json.writeBooleanField("ok", true);
        json.writeStringField("rules", check.rules().canonicalName());
        json.writeNumberField("threshold", threshold);
        json.writeArrayFieldStart("players");
        player = null;
        groups = check.interleaved() ? new PlayerGroups() : null;
    }

    @Override
    public void card(GradedCard card) throws IOException {
        games++;
        decisions += card.graded().decisions().size();
        loss += card.graded().totalLoss();
        String name = card.card().name();
        if (groups != null) {
            groups.add(name, g -> writeGame(g, card));
            return;
        }
        if (!name.equals(player)) {
            endPlayer();
            startPlayer(name);
        }
        writeGame(json, card);
        checkpoint();
    }

    @Override
    public void endFile() throws IOException {
        if (groups != null) {
            try (PlayerGroups grouped = groups) {
                for (int p = 0; p < grouped.players().size(); p++) {
                    startPlayer(grouped.players().get(p));
                    grouped.writeGames(p, json, this::checkpoint);
                    endPlayer();
                }
            }
            groups = null;
        }
        endPlayer();
        json.writeEndArray();
        endObject();
        files++;
        checkpoint();
    }

    @Override
    public void finish(double seconds) throws IOException {
        if (!severalFiles) {
            return;
        }
        json.writeEndArray();
        json.writeObjectFieldStart("summary");
        json.writeNumberField("files", files);
        json.writeNumberField("games", games);
        json.writeNumberField("decisions", decisions);
        json.writeNumberField("totalLoss", loss);
        json.writeNumberField("meanLoss", decisions == 0 ? 0 : loss / decisions);
        json.writeNumberField("seconds", seconds);
        json.writeEndObject();
    }

    @Override
    public void close() throws IOException {
        if (groups != null) {
            groups.close();
        }
    }

    /** Flushes what is written so far and stops at the first failed write. */
    private void checkpoint() throws IOException {
        json.flush();
        CheckedOutput.check(out);
    }

    /** A record is the output's one object, or one in the "files" array. */
    private void startObject() throws IOException {
        if (severalFiles) {
            json.writeStartObject();
        }
    }

    private void endObject() throws IOException {
        if (severalFiles) {
            json.writeEndObject();
        }
    }

    private void startPlayer(String name) throws IOException {
        json.writeStartObject();
        json.writeStringField("name", name);
        json.writeArrayFieldStart("games");
        player = name;
    }

    private void endPlayer() throws IOException {
        if (player != null) {
            json.writeEndArray();
            json.writeEndObject();
            player = null;
        }
    }

    private void writeGame(JsonGenerator json, GradedCard card) throws IOException {
        GradedGame g = card.graded();
        json.writeStartObject();
        json.writeNumberField("game", card.game().number());
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
        for (LossClass c : LossClass.values()) {
            json.writeNumberField(Words.lossClassName(c), classes[c.ordinal()]);
        }
        json.writeEndObject();
        writeDecisions(json, g.decisions(), "playedTotal", "bestTotal", threshold);
        if (card.goal() != null) {
            writeGoal(json, card, card.goal());
        }
        json.writeEndObject();
    }

    /** {@code "goal": {...}}: the game against the goal, in the goal's probability. */
    private void writeGoal(JsonGenerator json, GradedCard card, GoalGradedGame g) throws IOException {
        json.writeObjectFieldStart("goal");
        json.writeStringField("name", goal.name());
        if (card.session().inSession()) {
            json.writeObjectFieldStart("session");
            json.writeNumberField("game", card.session().game());
            json.writeNumberField("games", card.session().games());
            json.writeNumberField("totalBefore", card.session().before()[card.game().cards().indexOf(card.card())]);
            json.writeEndObject();
        }
        json.writeNumberField("threshold", goalThreshold);
        json.writeNumberField("pAtStart", g.valueAtStart());
        json.writeNumberField("totalLoss", g.totalLoss());
        json.writeNumberField("luck", g.luck());
        json.writeNumberField("pNow", g.valueNow());
        String outcome = GoalOutcome.of(goal, g);
        if (outcome != null) {
            json.writeStringField("outcome", outcome);
        }
        json.writeNumberField("flagged", g.flaggedCount(goalThreshold));
        writeDecisions(json, g.decisions(), "pPlayed", "pBest", goalThreshold);
        json.writeEndObject();
    }

    /** {@code "decisions": [...]} with the values under the names given: totals, or the goal's probabilities. */
    private static void writeDecisions(JsonGenerator json, List<Decision> decisions, String played, String best,
            double threshold) throws IOException {
        json.writeArrayFieldStart("decisions");
        for (Decision d : decisions) {
            json.writeStartObject();
            json.writeNumberField("turn", d.turn());
            json.writeNumberField("roll", d.roll());
            json.writeStringField("dice", JsonWords.dice(KeepLattice.keepOfRoll(d.rollId())));
            writeMove(json, "played", Move.played(d));
            writeMove(json, "best", Move.best(d));
            json.writeNumberField(played, d.playedTotal());
            json.writeNumberField(best, d.bestTotal());
            json.writeNumberField("loss", d.loss());
            json.writeBooleanField("flagged", d.isFlagged(threshold));
            json.writeEndObject();
        }
        json.writeEndArray();
    }

    private static void writeMove(JsonGenerator json, String field, Move move) throws IOException {
        json.writeObjectFieldStart(field);
        JsonWords.writeMove(json, move);
        json.writeEndObject();
    }
}
