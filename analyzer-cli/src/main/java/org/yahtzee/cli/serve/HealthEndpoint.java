package org.yahtzee.cli.serve;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.util.Collections;
import java.util.List;
import org.yahtzee.cli.JsonOutput;
import org.yahtzee.cli.VersionProvider;
import org.yahtzee.rules.Rules;

/**
 * {@code GET /api/v1/health}: {@code {"format": "yahtzee-health/1", "ok": true, "version",
 * "defaultRules", "loadedRules"}}, for a monitor or a script that waits for the server. Its
 * schema is in docs/openapi.yaml (the API's own object: no command prints it).
 */
final class HealthEndpoint implements Endpoint, JsonOutput.Fields {

    static final String FORMAT = "yahtzee-health/1";

    private final Engine engine;
    private final Rules defaultRules;
    private final String version = VersionProvider.version();

    HealthEndpoint(Engine engine, Rules defaultRules) {
        this.engine = engine;
        this.defaultRules = defaultRules;
    }

    /** Always: the answer is a few fields, so it is never queued behind computing work. */
    @Override
    public boolean immediate(ApiExchange exchange) {
        return true;
    }

    @Override
    public void handle(ApiExchange exchange) throws IOException, ApiError {
        exchange.query();
        exchange.sendJson(200, FORMAT, this, false);
    }

    @Override
    public void write(JsonGenerator json) throws IOException {
        json.writeBooleanField("ok", true);
        json.writeStringField("version", version);
        json.writeStringField("defaultRules", defaultRules.canonicalName());
        List<String> loaded = engine.loadedRules();
        Collections.sort(loaded);
        json.writeArrayFieldStart("loadedRules");
        for (String name : loaded) {
            json.writeString(name);
        }
        json.writeEndArray();
    }
}
