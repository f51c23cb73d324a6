package org.yahtzee.cli.serve;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import org.yahtzee.cli.JsonOutput;
import org.yahtzee.rules.Rules;

/**
 * {@code GET /api/v1/reach-table?rules=R} (where the rule set's reach table stands) and
 * {@code POST /api/v1/reach-table/build} with {@code {"rules": R}} (build it, or join the build
 * under way): both answer {@value #FORMAT}, {@code {"rules", "state", "fraction", "message"}}, its
 * schema in docs/openapi.yaml. A page polls the GET while a build runs ({@link ReachBuild}).
 */
final class ReachTableEndpoint implements Endpoint {

    static final String FORMAT = "yahtzee-reach-table/1";

    private final ReachBuild builds;
    private final Rules defaultRules;
    private final boolean build;

    /** {@code build}: the POST that starts a build; else the GET of the status. */
    ReachTableEndpoint(ReachBuild builds, Rules defaultRules, boolean build) {
        this.builds = builds;
        this.defaultRules = defaultRules;
        this.build = build;
    }

    /** The status of a build under way is at hand (a poll never waits for a worker); a look at the cache is not. */
    @Override
    public boolean immediate(ApiExchange exchange) {
        if (build) {
            return false;
        }
        try {
            return builds.known(RulesParameter.ofQuery(exchange, defaultRules));
        } catch (ApiError e) {
            return true; // the refusal is at hand too
        }
    }

    @Override
    public void handle(ApiExchange exchange) throws IOException, ApiError {
        ReachBuild.Status status;
        if (build) {
            exchange.query();
            RequestObject request = RequestObject.parse(exchange.body());
            request.only(List.of("rules"));
            status = builds.start(RulesParameter.read(request.string("rules", "a rule set"), defaultRules));
        } else {
            status = builds.status(RulesParameter.ofQuery(exchange, defaultRules));
        }
        exchange.sendJson(200, FORMAT, new Answer(status), false);
    }

    /** The status as JSON: {@code fraction} only while building, {@code message} only for a failure. */
    private record Answer(ReachBuild.Status status) implements JsonOutput.Fields {
        @Override
        public void write(JsonGenerator json) throws IOException {
            json.writeStringField("rules", status.rules().canonicalName());
            json.writeStringField("state", status.state().name().toLowerCase(Locale.ROOT));
            if (status.state() == ReachBuild.State.BUILDING) {
                json.writeNumberField("fraction", status.fraction());
            }
            if (status.message() != null) {
                json.writeStringField("message", status.message());
            }
        }
    }
}
