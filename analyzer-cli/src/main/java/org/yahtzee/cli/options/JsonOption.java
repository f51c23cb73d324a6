package org.yahtzee.cli.options;

import org.yahtzee.cli.CommandModel;
import picocli.CommandLine.Model.CommandSpec;

/** The {@code --json} option: one JSON object on stdout instead of the text report. */
public final class JsonOption {

    private final CommandModel.Value<Boolean> json;

    public JsonOption(CommandSpec spec) {
        json = CommandModel.flag(spec, "--json", "Print one JSON object on stdout instead of text.");
    }

    public boolean enabled() {
        return json.get();
    }
}
