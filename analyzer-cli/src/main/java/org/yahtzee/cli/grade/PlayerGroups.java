package org.yahtzee.cli.grade;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.yahtzee.cli.JsonOutput;

/**
 * The games of one record for {@code grade --json}, regrouped by player when the record
 * interleaves its players: each game's JSON goes to a temporary file as it is graded, and is
 * read back player by player (players in order of first appearance, each player's games in
 * record order) when the record ends.
 */
final class PlayerGroups implements Closeable {
    /*
     * Implementation notes. The JSON of a session of 100,000 games is 700 MB: it goes to disk,
     * and memory keeps 16 bytes a game (player, offset, length) and each name once. The other
     * way to group, a grading pass per player, would read the record once per player, which a
     * record of many players makes quadratic. Records that keep a player's games together (one
     * player, or a single game) do not come here: they are written straight out.
     */

    /** Writes one value with the generator given. */
    @FunctionalInterface
    interface Value {
        void write(JsonGenerator json) throws IOException;
    }

    /** Runs after each game written: {@code grade} checks its output there. */
    @FunctionalInterface
    interface Checkpoint {
        void reached() throws IOException;
    }

    private final Map<String, Integer> playerIndex = new HashMap<>();
    private final List<String> players = new ArrayList<>();
    private final ByteArrayOutputStream buffer = new ByteArrayOutputStream(1 << 14);
    private final Path spill;
    private final FileChannel channel;
    private int[] playerOf = new int[256];
    private long[] offsetOf = new long[256];
    private int[] lengthOf = new int[256];
    private int count;
    private long end;
    /** Once writing starts: the games by player, and where each player's begin in it. */
    private int[] order;
    private int[] firstOf;

    PlayerGroups() throws IOException {
        spill = Files.createTempFile("yahtzee-grade-", ".json");
        channel = FileChannel.open(spill, StandardOpenOption.READ, StandardOpenOption.WRITE);
    }

    /** Adds a game of {@code player}, written by {@code game}. */
    void add(String player, Value game) throws IOException {
        buffer.reset();
        try (JsonGenerator json = JsonOutput.generator(buffer)) {
            game.write(json);
        }
        if (count == playerOf.length) {
            playerOf = Arrays.copyOf(playerOf, count * 2);
            offsetOf = Arrays.copyOf(offsetOf, count * 2);
            lengthOf = Arrays.copyOf(lengthOf, count * 2);
        }
        playerOf[count] = playerIndex.computeIfAbsent(player, name -> {
            players.add(name);
            return players.size() - 1;
        });
        offsetOf[count] = end;
        lengthOf[count] = buffer.size();
        count++;
        ByteBuffer bytes = ByteBuffer.wrap(buffer.toByteArray());
        while (bytes.hasRemaining()) {
            end += channel.write(bytes, end);
        }
    }

    /** The players, in order of first appearance. */
    List<String> players() {
        return players;
    }

    /** Writes the games of the {@code player}-th player to {@code json} as raw values, in record order. */
    void writeGames(int player, JsonGenerator json, Checkpoint afterGame) throws IOException {
        if (order == null) {
            order = byPlayer();
        }
        for (int i = firstOf[player]; i < firstOf[player + 1]; i++) {
            json.writeRawValue(read(order[i]));
            afterGame.reached();
        }
    }

    /** The games' indexes sorted by player, record order within a player (a counting sort); fills {@link #firstOf}. */
    private int[] byPlayer() {
        firstOf = new int[players.size() + 1];
        for (int i = 0; i < count; i++) {
            firstOf[playerOf[i] + 1]++;
        }
        for (int p = 0; p < players.size(); p++) {
            firstOf[p + 1] += firstOf[p];
        }
        int[] next = Arrays.copyOf(firstOf, players.size());
        int[] sorted = new int[count];
        for (int i = 0; i < count; i++) {
            sorted[next[playerOf[i]]++] = i;
        }
        return sorted;
    }

    private String read(int game) throws IOException {
        ByteBuffer bytes = ByteBuffer.allocate(lengthOf[game]);
        long at = offsetOf[game];
        while (bytes.hasRemaining()) {
            int n = channel.read(bytes, at + bytes.position());
            if (n < 0) {
                throw new IOException(spill + " ended early: it was changed by someone else");
            }
        }
        return new String(bytes.array(), StandardCharsets.UTF_8);
    }

    @Override
    public void close() throws IOException {
        try (channel) {
            Files.deleteIfExists(spill);
        }
    }
}
