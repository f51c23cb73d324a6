package org.yahtzee.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import java.io.IOException;
import java.io.PrintWriter;

/**
 * Prints one JSON object on one line, written field by field with Jackson's streaming generator
 * (no object mapper: nothing to load or reflect on, the commands that print JSON start fast).
 * Every object starts with its {@code format}, one of the constants here: the name of its shape
 * and the shape's version, each documented in docs/json.md with a schema in docs/schemas/.
 */
public final class JsonOutput {
    /*
     * Implementation notes. A version goes up only when a change could break a reader that
     * follows the schema (a field removed, renamed or retyped, a value that means something
     * else); a new optional field keeps the version. The game-record format has its own
     * (GameRecordJson.FORMAT): it is read as well as written.
     */

    /** {@code solve --json}. */
    public static final String SOLVE = "yahtzee-solve/1";
    /** {@code advise --json}. */
    public static final String ADVICE = "yahtzee-advice/1";
    /** {@code value --json}. */
    public static final String VALUE = "yahtzee-value/1";
    /** {@code grade --json}. */
    public static final String GRADE = "yahtzee-grade/1";
    /** {@code report distribution --json}. */
    public static final String DISTRIBUTION = "yahtzee-distribution/1";
    /** {@code report opening --json}. */
    public static final String OPENING = "yahtzee-opening/1";
    /** {@code report goals --json}. */
    public static final String GOALS = "yahtzee-goals/1";
    /** {@code simulate --json}. */
    public static final String SIMULATION = "yahtzee-simulation/1";
    /** {@code simulate --versus --json}. */
    public static final String VERSUS = "yahtzee-versus/1";
    /** {@code tables verify --json}. */
    public static final String TABLE_VERIFY = "yahtzee-table-verify/1";
    /** {@code tables info --json}. */
    public static final String TABLE_INFO = "yahtzee-table-info/1";
    /** What every command prints instead of its own object when it fails with {@code --json}. */
    public static final String ERROR = "yahtzee-error/1";

    /** Writes the fields of the object; the braces and the format are written around them. */
    @FunctionalInterface
    public interface Fields {
        void write(JsonGenerator json) throws IOException;
    }

    /** Leaves the caller's writer open when the generator closes. */
    private static final JsonFactory FACTORY = JsonFactory.builder()
            .disable(StreamWriteFeature.AUTO_CLOSE_TARGET)
            .build();

    private JsonOutput() {
    }

    /**
     * A generator that writes every non-integer number as {@link JsonNumbers} rounds it: for a
     * part of an output written apart and copied in later. Closing it leaves {@code out} open.
     */
    public static JsonGenerator generator(java.io.Writer out) throws IOException {
        return new JsonNumbers(FACTORY.createGenerator(out));
    }

    /** As {@link #generator(java.io.Writer)}, writing UTF-8 bytes. */
    public static JsonGenerator generator(java.io.OutputStream out) throws IOException {
        return new JsonNumbers(FACTORY.createGenerator(out));
    }

    /**
     * An expected score, SD or moment as JSON gives it ({@link JsonNumbers#DECIMALS} decimals):
     * for text that shows such a figure with every digit that is right.
     */
    public static String number(double value) {
        return JsonNumbers.format(value, JsonNumbers.DECIMALS);
    }

    /** Prints {@code {"format": FORMAT, ...fields}} and a newline, and flushes. */
    public static void printObject(PrintWriter out, String format, Fields fields) throws IOException {
        try (JsonGenerator json = generator(out)) {
            json.writeStartObject();
            json.writeStringField("format", format);
            fields.write(json);
            json.writeEndObject();
        }
        out.println();
        out.flush();
    }
}
