package org.yahtzee.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import java.io.IOException;
import java.io.PrintWriter;

/**
 * Prints one JSON object on one line, written field by field with Jackson's streaming generator
 * (no object mapper: nothing to load or reflect on, the commands that print JSON start fast).
 */
public final class JsonOutput {

    /** Writes the fields of the object; the braces are written around them. */
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

    public static void printObject(PrintWriter out, Fields fields) throws IOException {
        try (JsonGenerator json = FACTORY.createGenerator(out)) {
            json.writeStartObject();
            fields.write(json);
            json.writeEndObject();
        }
        out.println();
        out.flush();
    }
}
