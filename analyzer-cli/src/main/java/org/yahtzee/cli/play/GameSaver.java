package org.yahtzee.cli.play;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.yahtzee.cli.OutputPath;
import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.cli.text.UserText;

/**
 * {@code save [--force] FILE}: the game record written atomically ({@link OutputPath}), as JSON
 * for a name ending {@code .json}, else as text. A leading {@code ~} is the home folder. An
 * existing file is replaced without a question only if this session saved to it or resumed from
 * it; any other is replaced after a yes from a person, or with {@code --force} from a script.
 */
final class GameSaver {
    static final String FORCE = "--force";

    private final PrintWriter out;
    private final String home;
    /** The file this session resumed from or saved to last, or null: replaced without asking. */
    private Path ours;
    private final ResumedRecord record;
    private final Path tableCache;

    /**
     * @param home    the home folder for {@code ~}: {@code $HOME} if set and absolute, else the JVM's
     *                {@code user.home}
     * @param resumed the file the game was resumed from, or null
     * @param record  what that file held, whose comments a text save keeps; or null
     * @param tableCache the table cache's folder, where no game is saved
     */
    GameSaver(PrintWriter out, String home, Path resumed, ResumedRecord record, Path tableCache) {
        this.out = out;
        this.home = home;
        this.ours = resumed;
        this.record = record;
        this.tableCache = tableCache;
    }

    /** The home folder as the table cache takes it ({@code $HOME}, else {@code user.home}). */
    static String systemHome() {
        String home = System.getenv("HOME");
        return home != null && home.startsWith("/") ? home : System.getProperty("user.home");
    }

    /**
     * Saves {@code state} as {@code words} say ({@code [--force] FILE}).
     *
     * @return true if the file was written, false if the person said not to replace it
     * @throws IllegalArgumentException for no name, a file a script may not replace, or a write
     *                                  that failed (the old file is then as it was)
     */
    boolean save(String words, PlayState state, CommandInput input) throws IOException {
        return save(words, state, List.of(), input);
    }

    /**
     * As {@link #save(String, PlayState, CommandInput)} for the game in progress of a session
     * whose {@code earlier} games (numbered from 1) are finished: the record holds them all.
     */
    boolean save(String words, PlayState state, List<GameRecord.Game> earlier, CommandInput input) throws IOException {
        boolean force = words.equals(FORCE) || words.startsWith(FORCE + " ");
        String name = force ? words.substring(FORCE.length()).strip() : words;
        if (name.isEmpty()) {
            throw new IllegalArgumentException("save where? e.g. save game.txt, or save game.json for JSON");
        }
        Path file = Path.of(expandHome(name, home));
        if (!force && !isOurs(file) && Files.isRegularFile(file)) {
            if (!input.interactive()) {
                throw new IllegalArgumentException(PlayWords.replaceRefused(file));
            }
            out.flush();
            if (!Boolean.TRUE.equals(input.ask(PlayWords.replaceQuestion(file)))) {
                out.println("not saved");
                return false;
            }
        }
        boolean json = name.toLowerCase(Locale.ROOT).endsWith(".json");
        byte[] bytes = (json ? PlayRecord.writeJson(state, earlier) : PlayRecord.write(state, record, earlier))
                .getBytes(StandardCharsets.UTF_8);
        try {
            OutputPath output = new OutputPath("save", file, "game record", tableCache);
            output.check();
            output.write(stream -> stream.write(bytes));
        } catch (IOException e) {
            // The session goes on: the game is still here, another name may work.
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        ours = file;
        out.println("saved to " + UserText.printable(file));
        String open = state.turnInProgress();
        if (json && open != null) {
            out.println(PlayWords.jsonLeavesTurnOut(open));
        }
        if (json && record != null && !record.isJson() && record.hasComments()) {
            out.println(PlayWords.JSON_LEAVES_COMMENTS_OUT);
        }
        return true;
    }

    /** {@code ~} and {@code ~/...} with the home folder in place of the {@code ~}; other names as they are. */
    static String expandHome(String name, String home) {
        if (name.equals("~") || name.startsWith("~/")) {
            return home + name.substring(1);
        }
        return name;
    }

    private boolean isOurs(Path file) {
        return ours != null && ours.toAbsolutePath().normalize().equals(file.toAbsolutePath().normalize());
    }
}
