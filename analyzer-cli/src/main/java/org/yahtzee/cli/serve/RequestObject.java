package org.yahtzee.cli.serve;

import com.fasterxml.jackson.core.ErrorReportConfiguration;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.yahtzee.cli.text.UserText;

/**
 * A request body read strictly as one JSON object of known fields: malformed JSON (with its line
 * and column), anything after the object, a field given twice, a field the endpoint does not
 * take and a value of the wrong type are each refused with a message that names the field. The
 * values are read by type ({@link #string}, {@link #integer}, {@link #object}), each at most
 * one object deep.
 */
final class RequestObject {
    /*
     * Implementation notes. The same strict setup as the game records' JSON (cli.record's
     * JsonValues): Jackson's streaming parser with duplicate detection and bounds, and messages
     * that echo no input beyond 80 characters. A request is a few fields, so the object is read
     * whole into a map of values first (at most 16 KB of body); the endpoint then asks for each
     * field by type.
     */

    /** The deepest a request nests: an object in the object (the card). */
    private static final int DEPTH = 2;

    private static final JsonFactory FACTORY = JsonFactory.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .disable(StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION)
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(DEPTH).build())
            .errorReportConfiguration(ErrorReportConfiguration.builder()
                    .maxErrorTokenLength(UserText.ECHO_LIMIT).maxRawContentLength(0).build())
            .build();

    /** One value as read: its token, its text for a scalar, its fields for an object. */
    private record Value(JsonToken token, String text, RequestObject fields) {
        /** The value in words for a message: "the string '2'", "an array". */
        String found() {
            return switch (token) {
                case START_OBJECT -> "an object";
                case START_ARRAY -> "an array";
                case VALUE_STRING -> "the string " + UserText.quote(text);
                case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> "the number " + UserText.quote(text);
                default -> text; // true, false, null
            };
        }
    }

    /** The object's path in messages: "" for the body, "card." for a field's object. */
    private final String prefix;
    private final Map<String, Value> fields = new LinkedHashMap<>();

    private RequestObject(String prefix) {
        this.prefix = prefix;
    }

    /**
     * The body's object.
     *
     * @throws ApiError malformed-json for anything but one JSON object; bad-value for a field
     *                  given twice
     */
    static RequestObject parse(byte[] body) throws ApiError {
        try (JsonParser json = FACTORY.createParser(body)) {
            JsonToken first = json.nextToken();
            if (first != JsonToken.START_OBJECT) {
                throw new ApiError(ApiError.Kind.MALFORMED_JSON, null, first == null
                        ? "the request body is empty: expected a JSON object"
                        : "expected a JSON object '{', found " + new Value(first, json.getText(), null).found());
            }
            RequestObject object = read(json, "");
            if (json.nextToken() != null) {
                throw malformed(json.currentTokenLocation(), "unexpected text after the object's closing '}'");
            }
            return object;
        } catch (JsonProcessingException e) {
            throw describe(e);
        } catch (IOException e) {
            // Reading a byte array fails only as above: anything else is a bug.
            throw new IllegalStateException(e);
        }
    }

    private static RequestObject read(JsonParser json, String prefix) throws IOException {
        RequestObject object = new RequestObject(prefix);
        while (json.nextToken() == JsonToken.FIELD_NAME) {
            String name = json.currentName();
            JsonToken token = json.nextToken();
            if (token == JsonToken.START_OBJECT) {
                object.fields.put(name, new Value(token, null, read(json, prefix + name + ".")));
            } else {
                object.fields.put(name, new Value(token, token.isScalarValue() ? json.getText() : null, null));
                json.skipChildren();
            }
        }
        return object;
    }

    /** Jackson's complaint, where it is, or a duplicate field by its name. */
    private static ApiError describe(JsonProcessingException e) {
        String message = e.getOriginalMessage() == null ? "" : e.getOriginalMessage().lines().findFirst().orElse("");
        String duplicate = "Duplicate field '";
        if (message.startsWith(duplicate)) {
            String name = message.substring(duplicate.length(), Math.max(duplicate.length(), message.lastIndexOf('\'')));
            return ApiError.badValue(name, "field " + UserText.quote(name) + " given twice: expected each field once");
        }
        if (message.contains("nesting depth")) {
            message = "nested deeper than the request's objects";
        }
        return malformed(e.getLocation(), UserText.printable(message));
    }

    private static ApiError malformed(JsonLocation at, String what) {
        String where = at == null ? "" : " at line " + at.getLineNr() + ", column " + at.getColumnNr();
        return new ApiError(ApiError.Kind.MALFORMED_JSON, null, "malformed JSON" + where + ": " + what);
    }

    /**
     * Refuses any field but {@code known}.
     *
     * @throws ApiError unknown-field naming the first other one
     */
    void only(List<String> known) throws ApiError {
        for (String name : fields.keySet()) {
            if (!known.contains(name)) {
                throw new ApiError(ApiError.Kind.UNKNOWN_FIELD, prefix + name, "unknown field "
                        + UserText.quote(prefix + name) + ": expected " + String.join(", ", known));
            }
        }
    }

    /** The names of the fields, in the order given. */
    Iterable<String> names() {
        return fields.keySet();
    }

    boolean has(String name) {
        return fields.containsKey(name);
    }

    /** True if the field is a string (so not a number or an object). */
    boolean isString(String name) {
        Value v = fields.get(name);
        return v != null && v.token == JsonToken.VALUE_STRING;
    }

    /** A string field, or null if absent. {@code what} names what was expected: "the dice". */
    String string(String name, String what) throws ApiError {
        Value v = fields.get(name);
        if (v == null) {
            return null;
        }
        if (v.token != JsonToken.VALUE_STRING) {
            throw wrongType(name, what + " as a string", v);
        }
        return v.text;
    }

    /** A whole-number field within an int, or {@code absent}. */
    int integer(String name, String what, int absent) throws ApiError {
        Value v = fields.get(name);
        if (v == null) {
            return absent;
        }
        if (v.token == JsonToken.VALUE_NUMBER_INT) {
            try {
                return Integer.parseInt(v.text);
            } catch (NumberFormatException e) {
                // beyond an int: reported below
            }
        }
        throw wrongType(name, what + " as a whole number", v);
    }

    /** An object field, or null if absent. */
    RequestObject object(String name, String what) throws ApiError {
        Value v = fields.get(name);
        if (v == null) {
            return null;
        }
        if (v.token != JsonToken.START_OBJECT) {
            throw wrongType(name, what + " as an object", v);
        }
        return v.fields;
    }

    /** A missing required field. */
    ApiError missing(String name, String what) {
        return new ApiError(ApiError.Kind.MISSING_ARGUMENT, prefix + name, "field " + UserText.quote(prefix + name)
                + " is missing: expected " + what);
    }

    private ApiError wrongType(String name, String expected, Value found) {
        return ApiError.badValue(prefix + name, "field " + UserText.quote(prefix + name) + ": expected " + expected
                + ", found " + found.found());
    }
}
