package org.yahtzee.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.cli.CommandRun;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.Main;
import org.yahtzee.cli.SharedCache;
import picocli.CommandLine;

public final class PlayCommandTest {

    @TempDir
    Path work;

    /** Runs {@code play} in-process with {@code script} as its standard input. */
    public static CommandRun play(String script, String... args) {
        CommandLine commandLine = Main.commandLine(new Environment(SharedCache.directory(), false));
        ((PlayCommand) commandLine.getSubcommands().get("play").getCommand()).input(new StringReader(script));
        String[] all = new String[args.length + 1];
        all[0] = "play";
        System.arraycopy(args, 0, all, 1, args.length);
        return CommandRun.run(commandLine, all);
    }

    /** Thirteen turns, each typed dice scored at once; 3+6+...+18 = 63 earns the upper bonus. */
    private static final String FULL_GAME = String.join("\n",
            "11123", "score ones", "22234", "score twos", "33345", "score threes", "44456", "score fours",
            "55561", "score fives", "66612", "score sixes", "33366", "score 3k", "44446", "score 4k",
            "22555", "score fh", "12346", "score ss", "23456", "score ls", "44444", "score yahtzee",
            "65432", "score chance", "");

    @Test
    void play_typedDiceForAWholeGame_endsWithTheTotal() {
        CommandRun run = play(FULL_GAME, "--top", "1");

        assertEquals(0, run.exitCode(), run.transcript());
        assertEquals("", run.err(), run.transcript());
        // 63 + 35 bonus + 21 + 22 + 25 + 30 + 40 + 50 + 20
        assertTrue(run.out().endsWith("you scored chance 20, total 306\ngame over: 306 points\n"), run.transcript());
        assertTrue(run.out().contains("> 11123\nyou rolled 1 1 1 2 3\nturn 1 of 13, roll 1 of 3, two rerolls left, "
                + "63 points short of the upper bonus\n"), run.transcript());
    }

    @Test
    void play_keepThenRerolledDiceOnly_thenScore_recordLine() throws Exception {
        Path saved = work.resolve("game.txt");
        CommandRun run = play("12344\nkeep 234\n56\nkeep 2345\n1\nscore ls\nsave " + saved + "\n");

        assertEquals(0, run.exitCode(), run.transcript());
        assertTrue(run.out().contains("you kept 2 3 4\nroll the other 2 dice: type them or roll\n"), run.transcript());
        assertTrue(run.out().contains("you rolled 2 3 4 5 6\n"), run.transcript());
        assertEquals(List.of("# saved by yahtzee play", "rules: official",
                "1: 12344 keep 234 -> 23456 keep 2345 -> 12345 score large-straight 40"), Files.readAllLines(saved));
    }

    @Test
    void play_mistakes_errorLineAndNothingChanges() {
        CommandRun run = play("99999\n12344\nkeep 66\nscore sevens\nfrobnicate\nkeep 12344\nscore chance\n");

        assertEquals(0, run.exitCode(), run.transcript());
        assertEquals(List.of("error: dice '99999': '9' is not a die value, expected digits 1 to 6",
                "error: kept dice 66 are not all in roll 1 12344: expected dice from that roll",
                "error: unknown box 'sevens': expected one of ones, twos, threes, fours, fives, sixes, three-of-a-kind, "
                        + "four-of-a-kind, full-house, small-straight, large-straight, yahtzee, chance or an alias "
                        + "(docs/rules.md lists them)",
                "error: unknown command 'frobnicate' (help lists them)",
                "error: keeping all five ends the turn: score a box instead"), run.errLines());
        assertTrue(run.out().contains("you scored chance 14, total 14\n"), run.transcript());
    }

    @Test
    void play_undo_takesBackScoreAndKeep() {
        CommandRun run = play("12344\nscore chance\nundo\nkeep 44\nundo\nscore ss\ncard\n");

        assertEquals(0, run.exitCode(), run.transcript());
        assertTrue(run.out().contains("you: 30 points: small-straight 30; 63 points short of the upper bonus\n"),
                run.transcript());
    }

    @Test
    void play_officialJoker_secondYahtzeeOfSixes_mustGoInSixesThenLowerAsJoker() {
        CommandRun run = play("66666\nscore yahtzee\n66666\nscore ls\nscore sixes\n66666\nscore twos\nscore ls\n");

        assertEquals(0, run.exitCode(), run.transcript());
        assertEquals(List.of(
                "error: under official rules (forced joker) an extra Yahtzee of 6s must go in sixes while it is open, "
                        + "not in large-straight",
                "error: under official rules (forced joker) 66666 must go in an open lower box while there is one, "
                        + "not in twos"), run.errLines());
        assertTrue(run.out().contains("you scored sixes 30, total 180\n"), run.transcript()); // 50 + 30 + 100
        assertTrue(run.out().contains("you scored large-straight 40, total 320\n"), run.transcript()); // + 40 + 100
    }

    @Test
    void play_saveAndResume_continuesTheSameGame() throws Exception {
        Path saved = work.resolve("g.txt");
        String[] lines = FULL_GAME.split("\n");
        String firstHalf = String.join("\n", List.of(lines).subList(0, 12)) + "\n12345\nkeep 1234\nsave " + saved + "\n";
        String secondHalf = "6\n" + String.join("\n", List.of(lines).subList(13, lines.length)) + "\n";
        // turn 7 in progress: 12345 keep 1234, then a 6 rerolled; it replaces 33366 -> 3k scores 16
        CommandRun first = play(firstHalf);
        CommandRun second = play(secondHalf.replaceFirst("score 3k", "score 3k").replaceFirst("6\n", "3\n")
                .replaceFirst("score 3k", "score chance"), "--resume", saved.toString());

        assertEquals(0, first.exitCode(), first.transcript());
        List<String> record = Files.readAllLines(saved);
        assertEquals("6: 12666 score sixes 18", record.get(record.size() - 2));
        assertEquals("# in progress: 7: 12345 keep 1234", record.get(record.size() - 1));
        assertEquals(0, second.exitCode(), second.transcript());
        assertTrue(second.out().contains("you rolled 1 2 3 3 4\n"), second.transcript());
    }

    @Test
    void play_resumeBadRecord_exit3NamingTheLine() throws Exception {
        Path saved = Files.writeString(work.resolve("bad.txt"), "rules: official\n1: 12344 score twos 3\n");

        CommandRun run = play("", "--resume", saved.toString());

        assertEquals(3, run.exitCode(), run.transcript());
        assertEquals("error: " + saved + ": line 2: twos scores 2 for 12344 under official rules, not 3\n", run.err());
    }

    @Test
    void play_seededRoll_isRepeatable() {
        CommandRun a = play("roll\nkeep none\nroll\n", "--seed", "42");
        CommandRun b = play("roll\nkeep none\nroll\n", "--seed", "42");

        assertEquals(0, a.exitCode(), a.transcript());
        assertEquals(a.out(), b.out());
        assertEquals(2, a.out().lines().filter(l -> l.startsWith("you rolled ")).count(), a.transcript());
    }

    @Test
    void play_twoPlayers_standingsWinnerAndTieBreak() throws Exception {
        StringBuilder script = new StringBuilder();
        String[] lines = FULL_GAME.split("\n");
        for (int i = 0; i < lines.length; i += 2) {
            script.append(lines[i]).append('\n').append(lines[i + 1]).append('\n'); // Ann
            script.append(lines[i]).append('\n').append(lines[i + 1]).append('\n'); // Bob, the same
        }
        script.append("12345\nscore\n66666\nscore\nsave ").append(work.resolve("two.txt")).append('\n');

        CommandRun run = play(script.toString(), "--players", "Ann,Bob");

        assertEquals(0, run.exitCode(), run.transcript());
        assertEquals("", run.err(), run.transcript());
        assertTrue(run.out().contains("standings after turn 1: Ann 3, Bob 3\n"), run.transcript());
        assertTrue(run.out().contains("tie-break: Ann and Bob tie; one more turn each, highest dice sum wins\n"
                + "Ann, tie-break turn: type your dice or roll\n"), run.transcript());
        assertTrue(run.out().endsWith("standings final: Ann 306, Bob 306\nwinner: Bob\n> save "
                + work.resolve("two.txt") + "\nsaved to "
                + work.resolve("two.txt") + "\n"), run.transcript());
        List<String> record = Files.readAllLines(work.resolve("two.txt"));
        assertEquals(List.of("# saved by yahtzee play", "rules: official", "player: Ann", "player: Bob",
                "Ann 1: 11123 score ones 3", "Bob 1: 11123 score ones 3"), record.subList(0, 6));
        assertEquals("# tie-break Bob: 66666 sum 30", record.get(record.size() - 1));
    }

    @Test
    void play_savedRecord_withTurnInProgressAndTieBreak_isGradedByGrade() throws Exception {
        Path solo = work.resolve("solo.txt");
        play("12344\nkeep 234\n56\nscore ls\n11111\nscore yahtzee\n12345\nkeep 1234\nsave " + solo + "\n");
        StringBuilder script = new StringBuilder();
        String[] lines = FULL_GAME.split("\n");
        for (int i = 0; i < lines.length; i += 2) {
            script.append(lines[i]).append('\n').append(lines[i + 1]).append('\n').append(lines[i]).append('\n')
                    .append(lines[i + 1]).append('\n');
        }
        Path tied = work.resolve("tied.txt");
        play(script + "12345\nscore\n66666\nscore\nsave " + tied + "\n", "--players", "Ann,Bob");
        assertTrue(Files.readString(solo).contains("\n# in progress: 3: 12345 keep 1234\n"), Files.readString(solo));
        assertTrue(Files.readString(tied).contains("\n# tie-break Ann: 12345 sum 15\n"), Files.readString(tied));

        CommandRun grade = CommandRun.run(SharedCache.directory(), "grade", solo.toString(), tied.toString());

        assertEquals(0, grade.exitCode(), grade.transcript());
        assertEquals("", grade.err(), grade.transcript());
    }

    @Test
    void play_oneNamedPlayer_saveAndResume_namesTheTurns() throws Exception {
        Path saved = work.resolve("ann.txt");
        play("12344\nscore chance\n66612\nkeep none\nsave " + saved + "\n", "--players", "Ann");
        CommandRun resumed = play("12345\nscore ls\ncard\n", "--resume", saved.toString());

        assertEquals(List.of("# saved by yahtzee play", "rules: official", "player: Ann", "Ann 1: 12344 score chance 14",
                "# in progress: Ann 2: 12666 keep none"), Files.readAllLines(saved));
        assertEquals(0, resumed.exitCode(), resumed.transcript());
        assertTrue(resumed.out().contains("Ann: 54 points: large-straight 40, chance 14; "), resumed.transcript());
    }

    @Test
    void play_resumeTurnOutOfSeatingOrder_exit3NamingTheLine() throws Exception {
        Path saved = Files.writeString(work.resolve("order.txt"),
                "player: Ann\nplayer: Bob\nAnn 1: 12344 score chance\nAnn 2: 12345 score ls\n");

        CommandRun run = play("", "--resume", saved.toString());

        assertEquals(3, run.exitCode(), run.transcript());
        assertEquals("error: " + saved + ": line 4: expected Bob's turn, found Ann's\n", run.err());
    }

    @Test
    void play_resumeUnreadableLine_exit3WithTheParsersMessage() throws Exception {
        Path saved = Files.writeString(work.resolve("typo.txt"), "rules: official\n1: 12344 keep 44 -> 4412 score fh\n");

        CommandRun run = play("", "--resume", saved.toString());

        assertEquals(3, run.exitCode(), run.transcript());
        assertTrue(run.err().startsWith("error: " + saved + ": line 2: '4412' is not a roll"), run.transcript());
    }
}
