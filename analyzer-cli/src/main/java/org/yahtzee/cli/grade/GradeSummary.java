package org.yahtzee.cli.grade;

import java.io.Closeable;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.grade.GameFigures;

/**
 * The summary table {@code grade} prints after several games: a row per game and per record
 * not graded, with totals and the grading speed.
 */
final class GradeSummary implements Closeable {
    /*
     * Implementation notes. The table follows every game's section, and its columns are as wide
     * as the longest path and name, so the rows are kept until the end: a small one per game
     * (68 bytes; SummaryRows keeps a name once however many rows show it), where the games
     * themselves are printed and dropped as they are graded. Past IN_MEMORY rows they go to a
     * temporary file, 68 bytes a row (SummaryRows), so that a record of 1,000,000 games does
     * not keep 68 MB of rows in the heap, long-lived and so promoted, nor 10 million games 680 MB.
     * Printing the rows as they come would cut the memory to nothing but put the table among
     * the games. What follows the player's column does not depend on the widths, so it is
     * written when the game is added (on the printer thread, while the grading goes on) and
     * kept as text: the table at the end only pads the two names. Formatting the 100,000 rows
     * there took about 0.2 s of one thread after the last game (JFR), with nothing else to run.
     */

    /** Rows kept in memory before they go to the temporary file: 8,192, about half a megabyte. */
    static final int IN_MEMORY = 8192;

    /** A row's rest being put together (one block reused). */
    private final TextBlock rest = new TextBlock(160);
    /**
     * The rows: the file, the player (null for a record not graded) and the rest of the row as
     * printed ({@code "%4d %5d %9.2f %8.2f %8.2f %9d %9.3f"} of the game, score, expected, loss,
     * luck, decisions and mean loss; for a record not graded, its count of problems).
     */
    private final SummaryRows rows;
    private int fileWidth = "file".length();
    private String lastFile;
    private String lastPlayer;
    private int playerWidth = "player".length();
    private int games;
    private long decisions;
    private double loss;

    GradeSummary() {
        this(IN_MEMORY);
    }

    /** A summary keeping {@code inMemory} rows in memory at most (tests: a few). */
    GradeSummary(int inMemory) {
        this.rows = new SummaryRows(inMemory);
    }

    /** A graded game's row: its player ({@code ""}: anonymous), its game's number and its figures. */
    void add(String file, String player, int gameNumber, GameFigures g) throws IOException {
        String name = player.isEmpty() ? "-" : UserText.printable(player);
        rest.setLength(0);
        add(file, name, rest(gameNumber, g));
        games++;
        decisions += g.decisions();
        loss += g.totalLoss();
    }

    void failed(String file, int problems) throws IOException {
        rest.setLength(0);
        add(file, null, rest.append("(not graded: ").append(problems).append(" problems)"));
    }

    private void add(String file, String player, TextBlock rest) throws IOException {
        // Column widths from the longest path and name, so long ones do not shift rows.
        if (file != lastFile) { // most rows have the file and the player of the row before
            fileWidth = Math.max(fileWidth, file == null ? 0 : width(UserText.printable(file))); // play: none
            lastFile = file;
        }
        if (player != lastPlayer) {
            playerWidth = Math.max(playerWidth, player == null ? 0 : width(player));
            lastPlayer = player;
        }
        rows.write(file, player, rest);
    }

    int games() {
        return games;
    }

    void print(PrintWriter out, double seconds) throws IOException {
        out.println();
        out.printf(Locale.ROOT, "%s %s %4s %5s %9s %8s %8s %9s %9s%n", pad("file", fileWidth),
                pad("player", playerWidth), "game", "score", "expected", "loss", "luck", "decisions", "mean loss");
        TextBlock table = new TextBlock(2 * GradeText.BLOCK_CHARS);
        Map<String, String> files = new HashMap<>(); // each name as its column shows it, padded: once
        Map<String, String> players = new HashMap<>();
        rows.read((file, player, rest, from, restLength) -> {
            table.append(files.computeIfAbsent(file, f -> pad(UserText.printable(f), fileWidth))).append(' ');
            if (player != null) {
                table.append(players.computeIfAbsent(player, p -> pad(p, playerWidth))).append(' ');
            }
            table.appendLatin1(rest, from, restLength).newLine();
            if (table.length() >= GradeText.BLOCK_CHARS) {
                table.writeTo(out);
            }
        });
        table.writeTo(out);
        out.printf(Locale.ROOT, "%d games, %d decisions, mean loss %.3f per decision; graded in %.1f ms (%s games/s)%n",
                games, decisions, decisions == 0 ? 0 : loss / decisions, seconds * 1e3,
                gamesPerSecond(seconds > 0 ? games / seconds : 0));
    }

    /**
     * A rate to whole games from 100 a second, else to two significant digits: a goal's grading
     * of a few games takes seconds, and "0 games/s" read as nothing graded.
     */
    static String gamesPerSecond(double rate) {
        if (rate >= 100 || rate == 0) {
            return String.format(Locale.ROOT, "%.0f", rate);
        }
        return new java.math.BigDecimal(rate).round(new java.math.MathContext(2)).stripTrailingZeros().toPlainString();
    }

    /** A game's row after the player's column: {@code "%4d %5d %9.2f %8.2f %8.2f %9d %9.3f"}, without the Formatter (Decimals). */
    private TextBlock rest(int gameNumber, GameFigures g) {
        TextBlock line = rest;
        line.append(gameNumber).padLeft(0, 4).append(' ');
        int at = line.length();
        line.append(g.card().total()).padLeft(at, 5).append(' ');
        Decimals.append(line, g.expectedAtStart(), 2, 9).append(' ');
        Decimals.append(line, g.totalLoss(), 2, 8).append(' ');
        Decimals.append(line, g.luck(), 2, 8).append(' ');
        at = line.length();
        line.append(g.decisions()).padLeft(at, 9).append(' ');
        return Decimals.append(line, g.decisions() == 0 ? 0 : g.totalLoss() / g.decisions(), 3, 9);
    }

    /** Deletes the temporary file of the rows, if there is one. */
    @Override
    public void close() throws IOException {
        rows.close();
    }

    /** Characters (code points), as a terminal gives each a column. */
    private static int width(String text) {
        return text.codePointCount(0, text.length());
    }

    private static String pad(String text, int width) {
        return text + " ".repeat(Math.max(0, width - width(text)));
    }
}
