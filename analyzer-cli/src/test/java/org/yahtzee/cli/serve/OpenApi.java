package org.yahtzee.cli.serve;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.networknt.schema.Error;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.yahtzee.cli.JsonSchemas;

/**
 * docs/openapi.yaml, read as the tests need it: the operations it lists, and whether an answer
 * (path, method, status, body) is one the file describes, its body checked against the schema
 * of that response with the validator the command line's JSON is checked with.
 */
final class OpenApi {
    /*
     * Implementation notes. The YAML reader is jackson-dataformat-yaml, which the schema
     * validator brings to the tests' class path. References inside the file ("#/components/...")
     * are followed here; what they lead to refers to docs/schemas/ by relative paths, which the
     * validator resolves against the file.
     */

    static final Path FILE = JsonSchemas.FOLDER.resolveSibling("openapi.yaml");
    private static final JsonNode ROOT = read();

    private OpenApi() {
    }

    private static JsonNode read() {
        try {
            return new ObjectMapper(new YAMLFactory()).readTree(FILE.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every operation as "METHOD PATH", e.g. "POST /api/v1/advise". */
    static List<String> operations() {
        List<String> operations = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> paths = ROOT.get("paths").fields(); paths.hasNext(); ) {
            Map.Entry<String, JsonNode> path = paths.next();
            for (Iterator<String> methods = path.getValue().fieldNames(); methods.hasNext(); ) {
                operations.add(methods.next().toUpperCase(java.util.Locale.ROOT) + " " + path.getKey());
            }
        }
        return operations;
    }

    /** True if the file lists the path at all. */
    static boolean describes(String path) {
        return ROOT.get("paths").has(path);
    }

    /**
     * Asserts that the file describes this answer: the status among the operation's responses
     * (a path it does not list: its 404) and the body valid against that response's schema.
     */
    static void assertDescribes(String method, String path, int status, JsonNode body) {
        JsonNode response;
        if (describes(path)) {
            JsonNode operation = ROOT.get("paths").get(path).get(method.toLowerCase(java.util.Locale.ROOT));
            // another method: the 405 that every operation of the path lists
            JsonNode listing = operation != null ? operation : ROOT.get("paths").get(path).elements().next();
            response = listing.get("responses").get(Integer.toString(status));
        } else {
            // a path the file does not list answers 404 (tests' own paths may answer other errors)
            response = status >= 400 ? ROOT.at("/components/responses/" + (status == 404 ? "NotFound" : "Internal")) : null;
        }
        assertNotNull(response, method + " " + path + ": status " + status + " is not in " + FILE);
        response = follow(response);
        JsonNode schema = follow(response.at("/content/application~1json/schema"));
        List<Error> errors = JsonSchemas.schema(FILE, schema).validate(body);
        assertTrue(errors.isEmpty(), method + " " + path + " " + status + ": " + errors + "\n" + body);
    }

    /** The node, or what its "#/..." reference names. */
    private static JsonNode follow(JsonNode node) {
        JsonNode ref = node.get("$ref");
        if (ref != null && ref.asText().startsWith("#/")) {
            return follow(ROOT.at(ref.asText().substring(1)));
        }
        return node;
    }
}
