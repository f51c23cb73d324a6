package org.yahtzee.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The checked-in JSON Schemas of docs/schemas, loaded from the files themselves (so a test
 * fails when a document and the output part), and assertions that an output conforms.
 */
public final class JsonSchemas {
    /** The schemas' folder, from the module's folder where the tests run. */
    public static final Path FOLDER = Path.of("..", "docs", "schemas").toAbsolutePath().normalize();

    /** The schemas' base: each refers to the others by file name, relative to it. */
    private static final String BASE = FOLDER.toUri().toString();
    private static final ObjectMapper JSON = new ObjectMapper();
    private static SchemaRegistry registry;

    private JsonSchemas() {
    }

    /** The schema {@code docs/schemas/NAME.schema.json}; its references resolve beside it. */
    public static synchronized Schema schema(String name) {
        return registry().getSchema(SchemaLocation.of(BASE + name + ".schema.json"));
    }

    /**
     * A schema given as a tree that lives in {@code document} (docs/openapi.yaml's), its
     * references to the schemas of {@link #FOLDER} resolved relative to that file.
     */
    public static synchronized Schema schema(Path document, JsonNode tree) {
        return registry().getSchema(SchemaLocation.of(document.toAbsolutePath().normalize().toUri().toString()), tree);
    }

    private static SchemaRegistry registry() {
        if (registry == null) {
            // The validator fetches no file: URIs itself: the schemas are handed over by name.
            registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12,
                    builder -> builder.schemas(JsonSchemas::read));
        }
        return registry;
    }

    /** The errors of {@code json} against the schema NAME; empty if it conforms. */
    public static List<Error> errors(String name, JsonNode json) {
        return schema(name).validate(json);
    }

    /**
     * Asserts that {@code out} is one JSON object on one line, conforming to the schema NAME.
     *
     * @return the object
     */
    public static JsonNode assertValid(String name, String out) {
        assertEquals(1, out.lines().count(), "one line: " + out);
        JsonNode json;
        try {
            json = JSON.readTree(out);
        } catch (JsonProcessingException e) {
            throw new AssertionError("not JSON: " + out, e);
        }
        List<Error> errors = errors(name, json);
        assertTrue(errors.isEmpty(), name + ".schema.json: " + errors + "\n" + shorten(out));
        return json;
    }

    /** The text of a schema in {@link #FOLDER}, by its IRI; null for any other IRI (the meta-schemas: the validator's own). */
    private static String read(String iri) {
        if (!iri.startsWith(BASE)) {
            return null;
        }
        try {
            return Files.readString(FOLDER.resolve(iri.substring(BASE.length())));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String shorten(String out) {
        return out.length() <= 2000 ? out : out.substring(0, 2000) + "...";
    }
}
