package org.yahtzee.cli;

import picocli.CommandLine.Option;

/** The {@code --json} option: one JSON object on stdout instead of the text report. */
final class JsonOption {

    @Option(names = "--json", description = "Print one JSON object on stdout instead of text.")
    private boolean json;

    boolean enabled() {
        return json;
    }
}
