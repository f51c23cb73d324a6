package org.yahtzee.cli.serve;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Map;
import org.yahtzee.cli.JsonOutput;
import org.yahtzee.cli.grade.GradeJson;
import org.yahtzee.cli.grade.GradeReport;
import org.yahtzee.cli.grade.RecordGrading;
import org.yahtzee.cli.options.StrictNumbers;
import org.yahtzee.cli.record.RecordSource;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.rules.Rules;

/**
 * {@code POST /api/v1/grade[?rules=R][&threshold=P]}: the body is a game record, text or JSON,
 * read as {@code grade} reads a file; the answer is {@code grade --json}'s object for one record,
 * written by the same class, its {@code file} {@value #NAME}. A record with problems is not
 * graded: the answer is a 400 error object with every problem at its line and column.
 */
final class GradeEndpoint implements Endpoint {
    /*
     * Implementation notes. The record is checked whole before the answer starts, so its
     * problems get a status of their own; the graded JSON is then written as the cards are
     * graded, chunked (a record of 1 MB grades into about 11 MB of JSON), written without waiting
     * for the client (ApiExchange.stream); a client that goes away ends the grading at the next
     * card.
     */

    /** The record's name in the answer and its problems. */
    static final String NAME = "request";
    /** As {@code grade --threshold}'s default. */
    private static final double THRESHOLD = 0.01;

    private final Engine engine;

    GradeEndpoint(Engine engine) {
        this.engine = engine;
    }

    @Override
    public void handle(ApiExchange exchange) throws IOException, ApiError {
        Map<String, String> query = exchange.query("rules", "threshold");
        Rules override = RulesParameter.read(query.get("rules"), null);
        double threshold = threshold(query.get("threshold"));
        try (RecordSource source = RecordSource.inMemory(NAME, exchange.body())) {
            RecordGrading.Check check = RecordGrading.check(source, override);
            if (!check.isValid()) {
                throw ApiError.record(check.problems());
            }
            Grading grading = new Grading(engine, source, check, override, threshold);
            try (PrintWriter out = exchange.stream()) {
                grading.out = out;
                JsonOutput.printObject(out, JsonOutput.GRADE, grading);
            }
        }
    }

    /** {@code threshold} as {@code grade --threshold} reads it: the command line's one decimal reader. */
    private static double threshold(String text) throws ApiError {
        if (text == null) {
            return THRESHOLD;
        }
        try {
            return StrictNumbers.parseDecimal(text);
        } catch (IllegalArgumentException e) {
            throw ApiError.badValue("threshold", "threshold must be a number of points, 0 or more: " + e.getMessage());
        }
    }

    /** The record's object, graded card by card into the generator. */
    private static final class Grading implements JsonOutput.Fields {
        private final Engine engine;
        private final RecordSource source;
        private final RecordGrading.Check check;
        private final Rules override;
        private final double threshold;
        private PrintWriter out;

        Grading(Engine engine, RecordSource source, RecordGrading.Check check, Rules override, double threshold) {
            this.engine = engine;
            this.source = source;
            this.check = check;
            this.override = override;
            this.threshold = threshold;
        }

        @Override
        public void write(JsonGenerator json) throws IOException {
            try (GradeReport report = GradeJson.ofOneRecord(json, out, threshold)) {
                report.startFile(NAME, check);
                long nanos = RecordGrading.grade(source, check, override, engine.grader(check.rules()), card -> {
                    // The PrintWriter keeps a failed write to itself: a client gone (or cut off for not
                    // reading) ends the grading here, rather than after the whole record.
                    if (out.checkError()) {
                        throw new IOException("the answer can no longer be sent: the client went away or was cut off");
                    }
                    report.card(card);
                });
                report.endFile();
                report.finish(nanos / 1e9);
            }
        }
    }
}
