package org.yahtzee.cli;

import picocli.CommandLine.Model.CommandSpec;

/** The {@code --json} option: one JSON object on stdout instead of the text report. */
final class JsonOption {

    private final CommandModel.Value<Boolean> json;

    JsonOption(CommandSpec spec) {
        json = CommandModel.flag(spec, "--json", "Print one JSON object on stdout instead of text.");
    }

    boolean enabled() {
        return json.get();
    }
}
