package org.yahtzee.engine;

/** Told every simulated game, in game order, on the thread that asked for the simulation. */
@FunctionalInterface
public interface GameSink {
    /**
     * Game {@code number} (1-based) as it was played; {@code game} is valid during this call only.
     *
     * @throws java.io.UncheckedIOException to end the simulation when what it writes fails
     */
    void game(long number, PlayedGame game);
}
