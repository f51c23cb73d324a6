package org.yahtzee.cli.grade;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.cli.CommandRun;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.Commands;
import org.yahtzee.cli.SharedCache;
import picocli.CommandLine;

/**
 * {@code grade FILE} in one reading ({@link OnePassGrading}) prints what the two passes print,
 * byte for byte but the grading time, on standard output and standard error, with the same exit
 * code: valid records, records with problems early, late and after the last game, the tests'
 * seed records and mutations of them.
 */
final class OnePassGradingTest {

    @TempDir
    static Path work;

    /** 520 games of one player: two batches (512 cards each), the report held across them. */
    private static Path solitaire;
    /** 60 games of two players in turn: one reading for text; JSON groups such cards by player, so two. */
    private static Path pairs;
    /** 40 games of one player: the records with a problem are made of it (a problem late in it is found after games were graded). */
    private static Path few;

    @BeforeAll
    static void records() throws IOException {
        solitaire = work.resolve("solitaire.txt");
        LargeRecords.text(solitaire, 520, 1);
        pairs = work.resolve("pairs.json");
        LargeRecords.json(pairs, 60, 2);
        few = work.resolve("few.txt");
        LargeRecords.text(few, 40, 1);
    }

    /** The run and whether it read the record once. */
    private record Graded(CommandRun run, boolean onePass) {
    }

    private static Graded grade(boolean onePass, Path file, String... options) {
        CommandLine commandLine = Commands.commandLine(new Environment(SharedCache.directory(), false));
        GradeCommand command = (GradeCommand) commandLine.getSubcommands().get("grade").getCommand();
        if (onePass) {
            command.onePassAtAnySize();
        } else {
            command.twoPasses();
        }
        List<String> args = new ArrayList<>(List.of("grade"));
        args.addAll(List.of(options));
        args.add(file.toString());
        CommandRun run = CommandRun.run(commandLine, args.toArray(String[]::new));
        return new Graded(run, command.gradedInOnePass());
    }

    /**
     * Standard error without the table cache's lines: the first run in this JVM to need a rule
     * set's tables makes them and says so, or waits for another test's run that makes them,
     * whichever way it reads (and a record whose first game is valid makes them in one reading
     * even if a later problem stops its grading).
     */
    private static String firstUseless(String err) {
        return err.replaceAll("(?m)^(.*\\(first use only\\)|note: waiting for another yahtzee process).*\n", "");
    }

    private static String timeless(String text) {
        return text.replaceAll("graded in [0-9.]+ ms \\([0-9.]+ games/s\\)", "graded in T ms (R games/s)")
                .replaceAll("\"seconds\": ?[0-9.eE-]+", "\"seconds\": T");
    }

    /** Grades {@code file} both ways, text and JSON; returns whether the text form read it once. */
    private static boolean assertSameAsTwoPasses(Path file) {
        boolean once = false;
        for (String[] options : new String[][] {{}, {"--json"}}) {
            Graded one = grade(true, file, options);
            Graded two = grade(false, file, options);
            String what = file.getFileName() + " " + String.join(" ", options) + "\n" + one.run().transcript();
            assertFalse(two.onePass(), what);
            assertEquals(two.run().exitCode(), one.run().exitCode(), what);
            assertEquals(firstUseless(two.run().err()), firstUseless(one.run().err()), what);
            assertEquals(timeless(two.run().out()), timeless(one.run().out()), what);
            if (one.onePass()) {
                assertEquals(0, one.run().exitCode(), "only a valid record is printed from one reading: " + what);
            }
            once |= one.onePass() && options.length == 0;
        }
        return once;
    }

    @Test
    void validRecords_readOnce_printWhatTwoPassesPrint() {
        assertTrue(assertSameAsTwoPasses(solitaire), "520 games of one player are read once");
        assertTrue(assertSameAsTwoPasses(pairs), "the text report of two players in turn reads once");
    }

    @Test
    void problemsEarlyLateAndAfterTheLastGame_printWhatTwoPassesPrint() throws IOException {
        String text = Files.readString(few);
        int last = text.lastIndexOf("score ");
        Path late = Files.writeString(work.resolve("late.txt"),
                text.substring(0, last) + "score nines " + text.substring(last + 6));
        Path early = Files.writeString(work.resolve("early.txt"), text.replaceFirst("score ", "score nines "));
        Path after = Files.writeString(work.resolve("after.txt"), text + "\nthis is no turn\n");
        Path session = Path.of("..", "examples", "two-player-session.txt"); // valid, a session: two passes
        for (Path file : List.of(late, early, after, session)) {
            assertFalse(assertSameAsTwoPasses(file), file + " is not printed from one reading");
        }
    }

    @Test
    void seedRecordsAndMutations_printWhatTwoPassesPrint() throws IOException {
        List<String> seeds = new ArrayList<>();
        for (Path folder : new Path[] {Path.of("src", "test", "resources", "fuzz"), Path.of("..", "examples")}) {
            try (Stream<Path> files = Files.list(folder)) {
                for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
                    seeds.add(Files.readString(file, StandardCharsets.UTF_8));
                }
            }
        }
        Random random = new Random(25_1);
        RecordMutator mutator = new RecordMutator(random);
        int readOnce = 0;
        for (int i = 0; i < seeds.size() + 8; i++) {
            byte[] bytes = i < seeds.size() ? seeds.get(i).getBytes(StandardCharsets.UTF_8)
                    : mutator.bytes(mutator.mutate(seeds.get(random.nextInt(seeds.size())),
                            seeds.get(random.nextInt(seeds.size()))));
            boolean json = new String(bytes, StandardCharsets.UTF_8).stripLeading().startsWith("{");
            Path file = Files.write(work.resolve("case" + i + (json ? ".json" : ".txt")), bytes);
            readOnce += assertSameAsTwoPasses(file) ? 1 : 0;
        }
        assertTrue(readOnce >= 10, "most seeds are valid records of single games, read once: " + readOnce);
    }
}
