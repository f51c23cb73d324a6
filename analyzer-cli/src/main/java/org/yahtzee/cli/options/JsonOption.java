package org.yahtzee.cli.options;

import org.yahtzee.cli.CommandModel;
import picocli.CommandLine.Model.CommandSpec;

/** The {@code --json} option: one JSON object on stdout instead of the text report. */
public final class JsonOption {

    /** The option, declared once for picocli's model and {@link QuickParser}. */
    public static final OptionDeclaration DECLARATION = OptionDeclaration.flag("--json",
            "Print one JSON object on stdout instead of text.");

    private final CommandModel.Value<Boolean> json;

    public JsonOption(CommandSpec spec) {
        json = CommandModel.option(spec, DECLARATION);
    }

    public boolean enabled() {
        return json.get();
    }
}
