package org.yahtzee.cli.record;

import com.fasterxml.jackson.core.ErrorReportConfiguration;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import java.io.Closeable;
import java.io.IOException;
import java.io.Reader;
import org.yahtzee.cli.text.UserText;

/**
 * The JSON side of reading a record: Jackson's streaming parser, set up strict (duplicate fields
 * refused, nesting and string lengths bounded by {@link RecordLimits}), with values read by type
 * (a value of another type is reported and skipped), every position in characters
 * ({@link CodePointColumns}), and what Jackson throws put in this tool's words at its place.
 */
final class JsonValues implements Closeable {

    private static final JsonFactory FACTORY = JsonFactory.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .disable(StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION) // messages echo no input
            .streamReadConstraints(StreamReadConstraints.builder()
                    .maxNestingDepth(RecordLimits.JSON_DEPTH)
                    .maxStringLength(RecordLimits.LINE_CHARACTERS)
                    .maxNameLength(RecordLimits.LINE_CHARACTERS)
                    .build())
            .errorReportConfiguration(ErrorReportConfiguration.builder()
                    .maxErrorTokenLength(UserText.ECHO_LIMIT)
                    .maxRawContentLength(0)
                    .build())
            .build();

    /** Jackson's words for a field given twice in one object. */
    private static final String DUPLICATE = "Duplicate field '";

    private final RecordProblems problems;
    private final CodePointColumns columns;
    private final JsonParser json;

    JsonValues(Reader in, RecordProblems problems) throws IOException {
        this.problems = problems;
        this.columns = new CodePointColumns(in);
        this.json = FACTORY.createParser(columns);
    }

    JsonToken next() throws IOException {
        return json.nextToken();
    }

    JsonToken current() {
        return json.currentToken();
    }

    /** Moves to the next field of the object being read: false at its end, or when reading stops. */
    boolean nextField() throws IOException {
        return json.nextToken() == JsonToken.FIELD_NAME && !problems.isFull();
    }

    /** The name of the field just read. */
    String field() throws IOException {
        return json.currentName();
    }

    /** The text of the current value. */
    String text() throws IOException {
        return json.getText();
    }

    /** Where the current token starts. */
    SourcePosition here() {
        return position(json.currentTokenLocation());
    }

    void problem(String message) {
        problems.add(here(), message);
    }

    /** The current token in words: "an object", "the string '3'", "the end of the file". */
    String found() throws IOException {
        JsonToken t = json.currentToken();
        if (t == null) {
            return "the end of the file";
        }
        return switch (t) {
            case START_OBJECT -> "an object";
            case START_ARRAY -> "an array";
            case END_OBJECT -> "'}'";
            case END_ARRAY -> "']'";
            case VALUE_STRING -> "the string " + UserText.quote(json.getText());
            case FIELD_NAME -> "the field " + UserText.quote(json.currentName());
            default -> UserText.quote(json.getText());
        };
    }

    /** Reports the current value as not what was expected, and skips it. */
    void wrongType(String expected) throws IOException {
        problem("expected " + expected + ", found " + found());
        json.skipChildren();
    }

    /** Reports the field just read as unknown, and skips its value. */
    void unknownField(String expected) throws IOException {
        problem("unknown field " + UserText.quote(json.currentName()) + ": expected " + expected);
        json.nextToken();
        json.skipChildren();
    }

    /** The next value, a string: its text, or null after reporting it is not one. */
    String string(String what) throws IOException {
        if (json.nextToken() == JsonToken.VALUE_STRING) {
            return json.getText();
        }
        wrongType(what + " as a string");
        return null;
    }

    /** The next value, a whole number: its digits as written, or null after reporting it is not one. */
    String integer(String what) throws IOException {
        if (json.nextToken() == JsonToken.VALUE_NUMBER_INT) {
            return json.getText();
        }
        wrongType(what + " as a whole number");
        return null;
    }

    /** Moves into the next value, an array; false after reporting it is not one. */
    boolean array(String what) throws IOException {
        if (json.nextToken() == JsonToken.START_ARRAY) {
            return true;
        }
        wrongType(what + " as an array");
        return false;
    }

    /**
     * Moves to the next element of the array being read and says whether it is an object; a
     * value that is not is reported and skipped. False at the end of the array.
     */
    boolean nextObject(String what) throws IOException {
        while (json.nextToken() != JsonToken.END_ARRAY && !problems.isFull()) {
            if (json.currentToken() == JsonToken.START_OBJECT) {
                return true;
            }
            wrongType(what);
        }
        return false;
    }

    /** Reports bytes that are not UTF-8 where the characters read so far end. */
    void notUtf8() {
        problems.add(columns.end(), RecordProblems.NOT_UTF8);
    }

    /** Reports what Jackson threw: broken JSON, a bound passed, a duplicate field. */
    void broken(JsonProcessingException e) {
        problems.add(where(e), describe(e));
    }

    @Override
    public void close() throws IOException {
        json.close();
    }

    /** Jackson's complaint in this tool's words, or as Jackson puts it after "bad JSON: ". */
    private static String describe(JsonProcessingException e) {
        String message = firstLine(e);
        if (e instanceof JsonEOFException) {
            return "the JSON ends too early: expected the rest of the record (a '}' or ']' is missing)";
        } else if (e instanceof StreamConstraintsException && message.contains("nesting depth")) {
            return "JSON nested deeper than " + RecordLimits.JSON_DEPTH + " arrays and objects: expected a game record";
        } else if (e instanceof StreamConstraintsException && message.contains("String value length")) {
            return "a JSON string longer than " + RecordLimits.LINE_CHARACTERS_WORDS + " characters: expected a "
                    + "game record";
        } else if (message.startsWith(DUPLICATE)) {
            return "field " + UserText.quote(duplicateName(message)) + " given twice in one object: expected each "
                    + "field once";
        }
        return "bad JSON: " + UserText.printable(message);
    }

    /**
     * Where to report what Jackson threw: at the start of the token at fault when there is one
     * (a string too long, a bracket too deep, an unknown word, a field named twice), else where
     * Jackson stopped (a missing comma: where one was expected).
     */
    private SourcePosition where(JsonProcessingException e) {
        String message = firstLine(e);
        if (e instanceof StreamConstraintsException || message.startsWith("Unrecognized token")) {
            return here();
        }
        JsonLocation at = e.getLocation() != null ? e.getLocation() : json.currentLocation();
        if (message.startsWith(DUPLICATE)) {
            // Found just after the name; back to its opening quote (exact unless the name has escapes).
            int back = Math.min(at.getColumnNr() - 1, duplicateName(message).length() + 2);
            return new SourcePosition(at.getLineNr(),
                    columns.column(at.getCharOffset() - back, at.getColumnNr() - back));
        }
        return position(at);
    }

    private SourcePosition position(JsonLocation at) {
        return new SourcePosition(at.getLineNr(), columns.column(at.getCharOffset(), at.getColumnNr()));
    }

    private static String duplicateName(String message) {
        return message.substring(DUPLICATE.length(), Math.max(DUPLICATE.length(), message.lastIndexOf('\'')));
    }

    private static String firstLine(JsonProcessingException e) {
        String message = e.getOriginalMessage();
        return message == null ? "" : message.lines().findFirst().orElse("");
    }
}
