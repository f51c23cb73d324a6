package org.yahtzee.cli.serve;

import java.io.IOException;
import org.yahtzee.rules.Rules;

/**
 * {@code GET /api/v1/distribution?rules=R} and {@code GET /api/v1/opening?rules=R}: the JSON of
 * {@code report distribution --json} and {@code report opening --json}, made by those commands
 * the first time a rule set is asked for and kept in memory (the distribution takes seconds).
 */
final class ReportEndpoint implements Endpoint {

    private final Engine engine;
    private final String report;
    private final Rules defaultRules;

    /** {@code report}: {@code distribution} or {@code opening}. */
    ReportEndpoint(Engine engine, String report, Rules defaultRules) {
        this.engine = engine;
        this.report = report;
        this.defaultRules = defaultRules;
    }

    /** True once the report is made (or the request is to be refused): it is then only sent. */
    @Override
    public boolean immediate(ApiExchange exchange) {
        try {
            return engine.hasReport(report, RulesParameter.ofQuery(exchange, defaultRules));
        } catch (ApiError e) {
            return true; // the refusal is at hand too
        }
    }

    @Override
    public void handle(ApiExchange exchange) throws IOException, ApiError, InterruptedException {
        Rules rules = RulesParameter.ofQuery(exchange, defaultRules);
        exchange.send(200, engine.report(report, rules), true);
    }
}
