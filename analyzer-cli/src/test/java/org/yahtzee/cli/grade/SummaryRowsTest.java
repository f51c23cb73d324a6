package org.yahtzee.cli.grade;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link SummaryRows} gives back every row as written, in order, from its file and its memory:
 * rows that straddle the blocks it reads the file in (64 KB) and a row longer than half a block.
 */
final class SummaryRowsTest {

    @Test
    void rowsOfEveryLength_acrossReadBlocks_comeBackAsWritten() throws IOException {
        SplittableRandom random = new SplittableRandom(16);
        List<String> written = new ArrayList<>();
        try (SummaryRows rows = new SummaryRows(7)) { // all but the last few rows go to the file
            for (int r = 0; r < 400; r++) {
                int length = r == 150 ? 40_000 : random.nextInt(0, 1_500); // one row grows the read block
                String file = "record-" + r % 3 + ".txt";
                String player = r % 5 == 0 ? null : "player " + r % 4;
                String rest = ("row " + r + " ").repeat(length / 6 + 1).substring(0, length);
                rows.write(file, player, new TextBlock(1).append(rest));
                written.add(file + "|" + player + "|" + rest);
            }
            List<String> read = new ArrayList<>();
            rows.read((file, player, rest, from, length) ->
                    read.add(file + "|" + player + "|" + new String(rest, from, length, StandardCharsets.ISO_8859_1)));

            assertEquals(written.size(), read.size());
            for (int r = 0; r < written.size(); r++) {
                assertEquals(written.get(r), read.get(r), "row " + r);
            }
        }
    }
}
