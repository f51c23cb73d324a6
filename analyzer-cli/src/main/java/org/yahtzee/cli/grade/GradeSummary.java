package org.yahtzee.cli.grade;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.yahtzee.cli.grade.RecordGrading.GradedCard;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.grade.GradedGame;

/**
 * The summary table {@code grade} prints after several games: a row per game and per record
 * not graded, with totals and the grading speed.
 */
final class GradeSummary {
    /*
     * Implementation notes. The table follows every game's section, and its columns are as wide
     * as the longest path and name, so the rows are kept until the end: a small one per game
     * (about 80 bytes; a name is kept once however many rows show it), 8 MB for 100,000 games,
     * where the games themselves are printed and dropped as they are graded. Printing the rows
     * as they come would cut the memory to nothing but put the table among the games.
     */

    /** One row; {@code player} null for a record not graded, whose {@code score} is its number of problems. */
    private record Row(String file, String player, int game, int score, double expected, double loss, double luck,
                       int decisions) {
    }

    private final List<Row> rows = new ArrayList<>();
    private final Map<String, String> names = new HashMap<>();
    private int games;
    private long decisions;
    private double loss;

    void add(String file, GradedCard card) {
        GradedGame g = card.graded();
        String name = card.card().isAnonymous() ? "-" : UserText.printable(card.card().name());
        rows.add(new Row(file, names.computeIfAbsent(name, n -> n), card.game().number(), g.score(),
                g.expectedAtStart(), g.totalLoss(), g.luck(), g.decisions().size()));
        games++;
        decisions += g.decisions().size();
        loss += g.totalLoss();
    }

    void failed(String file, int problems) {
        rows.add(new Row(file, null, 0, problems, 0, 0, 0, 0));
    }

    int games() {
        return games;
    }

    void print(PrintWriter out, double seconds) {
        // Column widths from the longest path and name, so long ones do not shift rows.
        int fileWidth = "file".length();
        int playerWidth = "player".length();
        for (Row r : rows) {
            fileWidth = Math.max(fileWidth, width(UserText.printable(r.file())));
            playerWidth = Math.max(playerWidth, r.player() == null ? 0 : width(r.player()));
        }
        out.println();
        out.printf(Locale.ROOT, "%s %s %4s %5s %9s %8s %8s %9s %9s%n", pad("file", fileWidth),
                pad("player", playerWidth), "game", "score", "expected", "loss", "luck", "decisions", "mean loss");
        for (Row r : rows) {
            String file = pad(UserText.printable(r.file()), fileWidth);
            if (r.player() == null) {
                out.printf(Locale.ROOT, "%s (not graded: %d problems)%n", file, r.score());
            } else {
                out.printf(Locale.ROOT, "%s %s %4d %5d %9.2f %8.2f %8.2f %9d %9.3f%n", file,
                        pad(r.player(), playerWidth), r.game(), r.score(), r.expected(), r.loss(), r.luck(),
                        r.decisions(), r.decisions() == 0 ? 0 : r.loss() / r.decisions());
            }
        }
        out.printf(Locale.ROOT, "%d games, %d decisions, mean loss %.3f per decision; graded in %.1f ms (%.0f games/s)%n",
                games, decisions, decisions == 0 ? 0 : loss / decisions, seconds * 1e3,
                seconds > 0 ? games / seconds : 0);
    }

    /** Characters (code points), as a terminal gives each a column. */
    private static int width(String text) {
        return text.codePointCount(0, text.length());
    }

    private static String pad(String text, int width) {
        return text + " ".repeat(Math.max(0, width - width(text)));
    }
}
