package org.yahtzee.cli.grade;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.yahtzee.rules.Category;

/**
 * Writes large valid game records for the streaming tests and measurements, without holding them:
 * {@code games} games of one player or of two players taking turns, each turn a first roll, a
 * keep and a second roll, the boxes filled in card order. Rolls are seeded and never five of a
 * kind, so no joker rule applies and every game is legal under the official rules.
 * {@code java -cp ... org.yahtzee.cli.LargeRecords OUT GAMES [text|json] [1|2]} writes one from the
 * command line (for the figures in the commit messages).
 */
public final class LargeRecords {

    private LargeRecords() {
    }

    public static void text(Path file, int games, int players) throws IOException {
        SplittableRandom random = new SplittableRandom(11);
        try (Writer out = writer(file)) {
            out.write("# " + games + " generated games\nrules: official\n");
            for (int game = 1; game <= games; game++) {
                out.write("\ngame: " + game + "\n");
                for (int p = 1; p <= players && players > 1; p++) {
                    out.write("player: P" + p + "\n");
                }
                for (Category box : Category.values()) {
                    for (int p = 1; p <= players; p++) {
                        String[] turn = turn(random);
                        out.write((players > 1 ? "P" + p + " " : "") + (box.ordinal() + 1) + ": " + turn[0] + " keep "
                                + turn[1] + " -> " + turn[2] + " score " + box.canonicalName() + "\n");
                    }
                }
            }
        }
    }

    static void json(Path file, int games, int players) throws IOException {
        SplittableRandom random = new SplittableRandom(11);
        try (Writer out = writer(file)) {
            out.write("{\"format\": \"yahtzee-game-record/1\", \"rules\": \"official\", \"games\": [");
            for (int game = 1; game <= games; game++) {
                out.write((game > 1 ? ",\n" : "\n") + "{\"game\": " + game + ", \"players\": [");
                for (int p = 1; p <= players; p++) {
                    out.write((p > 1 ? ", " : "") + "{\"name\": \"" + (players > 1 ? "P" + p : "") + "\", \"turns\": [");
                    for (Category box : Category.values()) {
                        String[] turn = turn(random);
                        out.write((box.ordinal() > 0 ? ", " : "") + "{\"turn\": " + (box.ordinal() + 1) + ", \"rolls\": [\""
                                + turn[0] + "\", \"" + turn[2] + "\"], \"kept\": [\"" + turn[1] + "\"], \"box\": \""
                                + box.canonicalName() + "\"}");
                    }
                    out.write("]}");
                }
                out.write("]}");
            }
            out.write("\n]}\n");
        }
    }

    /** A roll, the first two dice kept, and a second roll holding them; neither five of a kind. */
    private static String[] turn(SplittableRandom random) {
        String first = roll(random, "");
        String kept = first.substring(0, 2);
        return new String[] {first, kept, roll(random, kept)};
    }

    private static String roll(SplittableRandom random, String kept) {
        while (true) {
            StringBuilder dice = new StringBuilder(kept);
            while (dice.length() < 5) {
                dice.append((char) ('1' + random.nextInt(6)));
            }
            if (dice.chars().distinct().count() > 1) {
                return dice.toString();
            }
        }
    }

    private static Writer writer(Path file) throws IOException {
        return new BufferedWriter(Files.newBufferedWriter(file, StandardCharsets.UTF_8), 1 << 16);
    }

    public static void main(String[] args) throws IOException {
        Path out = Path.of(args[0]);
        int games = Integer.parseInt(args[1]);
        int players = args.length > 3 ? Integer.parseInt(args[3]) : 1;
        if (args.length > 2 && args[2].equals("json")) {
            json(out, games, players);
        } else {
            text(out, games, players);
        }
    }
}
