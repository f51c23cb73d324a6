package org.yahtzee.cli.record;

import java.util.Locale;

/**
 * The bounds a game record is read within (docs/game-record.md, "Limits"). They keep the memory
 * of a reading flat whatever the file holds: a record is read a line or a JSON token at a time,
 * graded a game at a time, and nothing in it can make one piece unbounded.
 */
public final class RecordLimits {

    /**
     * Most characters (code points) of a text line, and of a JSON string or field name. A turn
     * line is under 100; 10,000 leaves room for any comment while /dev/zero or a 2.5 GB file
     * with one line fails after 10,000 characters instead of filling the heap.
     */
    public static final int LINE_CHARACTERS = 10_000;

    /** {@link #LINE_CHARACTERS} as messages write it. */
    static final String LINE_CHARACTERS_WORDS = String.format(Locale.ROOT, "%,d", LINE_CHARACTERS);

    /** Most characters of a player's name: a label, shown whole in every message and table. */
    public static final int NAME_CHARACTERS = 80;

    /**
     * Most players in one game. A game is held whole until it ends (the turns of its players
     * interleave in the text form), so this bounds the memory of a game: 100 cards of 13 turns
     * are well under a megabyte.
     */
    public static final int PLAYERS_PER_GAME = 100;

    /**
     * Most nested JSON arrays and objects. The format needs 8 (record, games, game, players,
     * player, turns, turn, rolls); deeper input is not a record, and Jackson's recursion-free
     * parser would otherwise follow 100,000 brackets to the end of the file.
     */
    public static final int JSON_DEPTH = 16;

    /**
     * Most problems reported for one record; reading stops after them. A record typed by hand
     * has a few; hundreds mean the file is not a game record (a binary file, a log), and
     * listing a problem for each of its million lines helps nobody.
     */
    public static final int PROBLEMS = 100;

    private RecordLimits() {
    }
}
