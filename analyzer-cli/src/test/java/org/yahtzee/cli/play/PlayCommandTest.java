package org.yahtzee.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.cli.CommandRun;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.Commands;
import org.yahtzee.cli.SharedCache;
import picocli.CommandLine;

public final class PlayCommandTest {

    @TempDir
    Path work;

    /** Runs {@code play} in-process with {@code script} as its standard input. */
    public static CommandRun play(String script, String... args) {
        return play(SharedCache.directory(), script, args);
    }

    /** Runs play in-process on the cache {@code cache}, {@code script} its standard input. */
    public static CommandRun play(Path cache, String script, String... args) {
        CommandLine commandLine = Commands.commandLine(new Environment(cache, false));
        ((PlayCommand) commandLine.getSubcommands().get("play").getCommand()).input(new StringReader(script));
        return CommandRun.run(commandLine, CommandRun.prefixed(args, "play"));
    }

    /** Thirteen turns, each typed dice scored at once; 3+6+...+18 = 63 earns the upper bonus. */
    private static final String FULL_GAME = String.join("\n",
            "11123", "score ones", "22234", "score twos", "33345", "score threes", "44456", "score fours",
            "55561", "score fives", "66612", "score sixes", "33366", "score 3k", "44446", "score 4k",
            "22555", "score fh", "12346", "score ss", "23456", "score ls", "44444", "score yahtzee",
            "65432", "score chance", "");

    /** A line of the score card of one player: the label in 16 columns, the cell in 8. */
    static String row(String label, String cell) {
        return (label + " ".repeat(16 - label.length()) + " ".repeat(8 - cell.length()) + cell).stripTrailing() + "\n";
    }

    @Test
    void play_typedDiceForAWholeGame_endsWithTheTotal() {
        CommandRun run = play(FULL_GAME, "--top", "1");

        assertEquals(0, run.exitCode(), run.transcript());
        assertEquals(List.of(PlayWords.UNSAVED_WARNING), run.errLines(), run.transcript());
        // 63 + 35 bonus + 21 + 22 + 25 + 30 + 40 + 50 + 20; then graded as grade does (13 x 2
        // decisions: each turn scored after roll 1 holds all five, then picks the box)
        assertTrue(run.out().contains("you scored chance 20, total 306\n"), run.transcript());
        assertTrue(run.out().contains("\ngame over: 306 points\n\ngame 1: final score 306\n"), run.transcript());
        assertTrue(run.out().contains("\n  decisions 26, flagged "), run.transcript());
        assertTrue(run.out().contains("> 11123\nyou rolled 1 1 1 2 3\nturn 1 of 13, roll 1 of 3, two rerolls left, "
                + "63 points short of the upper bonus\n"), run.transcript());
    }

    @Test
    void play_keepThenRerolledDiceOnly_thenScore_recordLine() throws Exception {
        Path saved = work.resolve("game.txt");
        CommandRun run = play("12344\nkeep 234\n56\nkeep 2345\n1\nscore ls\nsave " + saved + "\n");

        assertEquals(0, run.exitCode(), run.transcript());
        assertTrue(run.out().contains("you kept 2 3 4\ncoach: keep 2 3 4 lost 1.82; best was keep 4 4\n"
                + "roll the other 2 dice: type them or roll\n"), run.transcript());
        assertTrue(run.out().contains("you rolled 2 3 4 5 6\n"), run.transcript());
        assertTrue(run.out().contains("you kept 2 3 4 5\ncoach: keep 2 3 4 5 lost 9.98; best was keep all five and "
                + "score large-straight (40)\nroll the other die: type it or roll\n"), run.transcript());
        assertEquals(List.of("# saved by yahtzee play", "rules: official",
                "1: 12344 keep 234 -> 23456 keep 2345 -> 12345 score large-straight 40"), Files.readAllLines(saved));
    }

    @Test
    void play_mistakes_errorLineAndNothingChanges() {
        CommandRun run = play("99999\n12344\nkeep 66\nscore sevens\nfrobnicate\nkeep\nroll\nscore chance\nsave "
                + work.resolve("m.txt") + "\n");

        assertEquals(0, run.exitCode(), run.transcript());
        assertEquals(List.of("error: dice '99999': '9' is not a die value, expected digits 1 to 6",
                "error: kept dice 66 are not all in roll 1 12344: expected dice from that roll",
                "error: unknown box 'sevens': expected one of ones, twos, threes, fours, fives, sixes, three-of-a-kind, "
                        + "four-of-a-kind, full-house, small-straight, large-straight, yahtzee, chance or an alias "
                        + "(docs/rules.md lists them)",
                "error: unknown command 'frobnicate' (help lists them)",
                "error: " + PlayWords.KEEP_WHICH,
                "error: no roll now: the dice 1 2 3 4 4 are showing; keep DICE or score BOX"), run.errLines());
        assertTrue(run.out().contains("you scored chance 14, total 14\n"), run.transcript());
    }

    /** Words after a command that takes none are an error, not ignored: roll 12344 rolled virtual dice. */
    @Test
    void play_wordsAfterACommandThatTakesNone_errorNotIgnored() {
        CommandRun run = play("roll 12344\nundo 2\ncard all\n12344\nscore chance\n");

        assertEquals(0, run.exitCode(), run.transcript());
        assertEquals(List.of("error: roll takes nothing after it, was 'roll 12344': to enter the dice you rolled, "
                        + "type them alone, e.g. 12344",
                "error: undo takes nothing after it, was 'undo 2'",
                "error: card takes nothing after it, was 'card all'", PlayWords.UNSAVED_WARNING), run.errLines());
        assertEquals(List.of("you rolled 1 2 3 4 4"), run.out().lines().filter(l -> l.contains("rolled")).toList(),
                "the typed dice only, no virtual ones: " + run.transcript());
        assertTrue(run.out().contains("you scored chance 14, total 14\n"), run.transcript());
    }

    @Test
    void play_undo_takesBackScoreAndKeep() {
        CommandRun run = play("12344\nscore chance\nundo\nkeep 44\nundo\nscore ss\ncard\n");

        assertEquals(0, run.exitCode(), run.transcript());
        assertTrue(run.out().contains(row("chance", "-") + row("lower total", "30")), run.transcript());
        assertTrue(run.out().contains(row("small-straight", "30")), run.transcript());
    }

    @Test
    void play_officialJoker_secondYahtzeeOfSixes_mustGoInSixesThenLowerAsJoker() {
        CommandRun run = play("66666\nscore yahtzee\n66666\nscore ls\nscore sixes\n66666\nscore twos\nscore ls\n");

        assertEquals(0, run.exitCode(), run.transcript());
        assertEquals(List.of(
                "error: under official rules (forced joker) an extra Yahtzee of 6s must go in sixes while it is open, "
                        + "not in large-straight",
                "error: under official rules (forced joker) 66666 must go in an open lower box while there is one, "
                        + "not in twos", PlayWords.UNSAVED_WARNING), run.errLines());
        // 50 + 30 + 100, then + 40 + 100
        assertTrue(run.out().contains("you scored sixes 30, total 180\nYahtzee bonus: +100\n"), run.transcript());
        assertTrue(run.out().contains("you scored large-straight 40, total 320\nYahtzee bonus: +100\n"),
                run.transcript());
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

    /**
     * Issue 21, item 4: saving a resumed game to its own file dropped the record's comments, without
     * a word. The record's lines stay as written (comments, blank lines, the turns as typed); the
     * turns played since follow them, and the whole still grades.
     */
    @Test
    void play_resumeThenSave_keepsTheRecordsCommentsAndLines() throws Exception {
        String written = "# Saturday night, Ann against Bob\n"
                + "rules: official\nplayer: Ann\nplayer: Bob\n\n"
                + "Ann 1: 12333 score threes 9  # nice\n"
                + "Bob 1: 23456 score large-straight 40\n"
                + "# Ann thinks hard\n";
        Path saved = Files.writeString(work.resolve("saturday.txt"), written);

        CommandRun run = play("66612\nscore sixes\n12345\nscore ss\nsave " + saved + "\n", "--resume",
                saved.toString());
        CommandRun graded = CommandRun.run(SharedCache.directory(), "grade", saved.toString());

        assertEquals(0, run.exitCode(), run.transcript());
        assertEquals("# saved by yahtzee play\n" + written + "Ann 2: 12666 score sixes 18\nBob 2: 12345 score "
                + "small-straight 30\n", Files.readString(saved));
        assertEquals(0, graded.exitCode(), graded.transcript());
    }

    /** A record without a rules: line resumed under --rules keeps those rules when saved; JSON says it drops comments. */
    @Test
    void play_resumeUnderRulesOption_savedWithThem_jsonNotesTheComments() throws Exception {
        Path saved = Files.writeString(work.resolve("free.txt"), "# typed at the table\n1: 12344 score chance 14\n");
        Path json = work.resolve("free.json");

        CommandRun run = play("12345\nscore ls\nsave " + saved + "\nsave " + json + "\n", "--resume",
                saved.toString(), "--rules", "free-choice");

        assertEquals(0, run.exitCode(), run.transcript());
        assertEquals("# saved by yahtzee play\nrules: free-choice\n# typed at the table\n1: 12344 score chance 14\n"
                + "2: 12345 score large-straight 40\n", Files.readString(saved));
        assertTrue(run.out().contains("saved to " + json + "\nnote: the JSON form has no comments: those of the "
                + "record the game was resumed from are not in it; a text save (any name not ending .json) keeps them\n"),
                run.transcript());
    }

    /** Issue 21, item 9: a record with no game in it is refused, as grade refuses it. */
    @Test
    void play_resumeRecordWithNoGame_exit3SayingSo() throws Exception {
        Path empty = Files.writeString(work.resolve("empty.txt"), "# Saturday night\nrules: official\n");

        CommandRun run = play("", "--resume", empty.toString());

        assertEquals(3, run.exitCode(), run.transcript());
        assertEquals("error: " + empty + ": line 1: no game in the record: expected at least one turn, e.g. "
                + "'1: 22351 keep 22 -> 22664 score twos'\n", run.err());
    }

    /** What play saves before the first score (nothing, or a turn in progress) is a game it continues. */
    @Test
    void play_resumeAGameSavedBeforeItsFirstScore() throws Exception {
        Path fresh = work.resolve("fresh.txt");
        Path rolled = work.resolve("rolled.txt");
        play("save " + fresh + "\n", "--rules", "free-choice");
        play("12344\nkeep 44\nsave " + rolled + "\n");

        CommandRun freshRun = play("card\n", "--resume", fresh.toString());
        CommandRun rolledRun = play("44444\nscore fours\n", "--resume", rolled.toString());

        assertEquals(0, freshRun.exitCode(), freshRun.transcript());
        assertTrue(freshRun.out().contains("free-choice"), freshRun.transcript());
        assertEquals(0, rolledRun.exitCode(), rolledRun.transcript());
        assertTrue(rolledRun.out().contains("you scored fours 20, total 20\n"), rolledRun.transcript());
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
        assertTrue(run.out().contains("standings final: Ann 306, Bob 306\nwinner: Bob\n\nAnn, game 1: final score 306\n"),
                run.transcript());
        assertTrue(run.out().contains("\nBob, game 1: final score 306\n"), run.transcript());
        assertTrue(run.out().endsWith("> save " + work.resolve("two.txt") + "\nsaved to "
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
        assertTrue(resumed.out().contains("resumed " + saved + "\n" + row("", "Ann") + row("ones", "-")),
                resumed.transcript());
        assertTrue(resumed.out().contains(row("total", "14") + "coach, Ann: 3 decisions, 3 lost over 0.1, "
                + "34.50 points lost in all\nAnn to play, turn 2 of 13, all five to roll again\n"), resumed.transcript());
        assertTrue(resumed.out().contains(row("large-straight", "40") + row("yahtzee", "-") + row("chance", "14")
                + row("lower total", "54")), resumed.transcript());
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

    @Test
    void play_scoreWithPoints_checkedAgainstTheBox() throws Exception {
        Path saved = work.resolve("points.txt");
        CommandRun run = play("12344\nscore chance 15\nscore full house 0\nundo\nscore chance 14\nsave " + saved + "\n");

        assertEquals(0, run.exitCode(), run.transcript());
        assertEquals(List.of("error: chance scores 14 for 12344 under official rules, not 15"), run.errLines());
        assertTrue(run.out().contains("you scored full-house 0, total 0\n"), run.transcript());
        assertEquals("1: 12344 score chance 14", Files.readAllLines(saved).get(2));
    }

    @Test
    void play_keepAll_stopsRollingUntilScoredOrUndone() throws Exception {
        Path saved = work.resolve("all.txt");
        CommandRun run = play("12344\nkeep all\nroll\nkeep 44\n12345\nundo\nkeep 12344\nscore chance\nsave "
                + saved + "\n");

        assertEquals(0, run.exitCode(), run.transcript());
        String standing = "error: " + PlayWords.STANDING;
        assertEquals(List.of(standing, standing, standing), run.errLines());
        // Scoring now is worth the best box's 246.56, as grade values it: 252.24 - 246.56 = 5.69 lost
        assertTrue(run.out().contains("> keep all\nyou kept all five\n"
                + "coach: keep all five lost 5.69; best was keep 4 4\nscore a box:\n"
                + "      move                                         expected total  loss\n"
                + "   1  score small-straight (30)                            246.56  best\n"), run.transcript());
        assertTrue(run.out().contains("> keep 12344\nyou kept all five\n"), run.transcript());
        assertTrue(run.out().contains("coach: score chance (14) lost 12.60; best was score small-straight (30)\n"),
                run.transcript());
        assertEquals("1: 12344 score chance 14", Files.readAllLines(saved).get(2), "all five kept: scored now");
    }

    @Test
    void play_advice_countOrAll() {
        CommandRun run = play("12344\nadvice 5\nadvice all\nadvice\nadvice 0\nadvice lots\n", "--top", "0");

        assertEquals(0, run.exitCode(), run.transcript());
        String out = run.out();
        String five = out.substring(out.indexOf("> advice 5\n"), out.indexOf("> advice all\n"));
        String all = out.substring(out.indexOf("> advice all\n"), out.indexOf("> advice\n"));
        String plain = out.substring(out.indexOf("> advice\n"), out.indexOf("> advice 0\n"));
        assertTrue(five.contains("   5  keep 2 4 4 ") && !five.contains("   6  ")
                && five.endsWith("  (5 of 24 options; advice all lists every one)\n"), five);
        assertTrue(all.contains("  23  keep 1 2 ") && all.contains("  24  keep all five and score small-straight (30) ")
                && !all.contains(" options; "), all);
        assertTrue(plain.contains("   3  keep 3 4 4 ") && plain.endsWith("  (3 of 24 options; advice all lists every one)\n"),
                plain);
        assertEquals(List.of("error: advice: expected a number of options (1 or more) or all, was '0'",
                "error: advice: expected a number of options (1 or more) or all, was 'lots'",
                PlayWords.UNSAVED_WARNING), run.errLines());
    }

    @Test
    void play_topAll_andBadTop() {
        CommandRun all = play("12344\n", "--top", "all");
        CommandRun bad = play("", "--top", "-1");

        assertTrue(all.out().contains("  24  keep all five and score small-straight (30) "), all.transcript());
        assertEquals(2, bad.exitCode(), bad.transcript());
        assertEquals("error: --top: expected a number of options (0 or more) or all, was '-1'", bad.errLines().get(0));
    }

    @Test
    void play_afterTheGame_rollScoreKeepAndDice_sayItIsOver() {
        CommandRun run = play(FULL_GAME + "roll\nscore chance\nkeep 1\n12345\n");

        String over = "error: " + PlayWords.GAME_OVER;
        assertEquals(List.of(over, over, over, over, PlayWords.UNSAVED_WARNING), run.errLines(), run.transcript());
    }

    @Test
    void play_undoneRoll_rollsTheSameDiceAgain() {
        CommandRun run = play("roll\nkeep none\nroll\nundo\nroll\nundo\nundo\nundo\nroll\n", "--seed", "3",
                "--top", "0");

        List<String> rolled = run.out().lines().filter(l -> l.startsWith("you rolled ")).toList();
        assertEquals(4, rolled.size(), run.transcript());
        assertEquals(rolled.get(1), rolled.get(2), "the second roll, undone and rolled again");
        assertEquals(rolled.get(0), rolled.get(3), "the first roll, undone and rolled again");
        assertTrue(run.out().contains("> undo\nundone (roll again for the same dice)\n"), run.transcript());
    }

    @Test
    void play_saveJson_isAGameRecordThatGradeAndResumeRead() throws Exception {
        Path json = work.resolve("game.json");
        CommandRun first = play("12344\nkeep 44\n12344\nscore fours\n66612\nkeep 666\nsave " + json + "\n");
        CommandRun grade = CommandRun.run(SharedCache.directory(), "grade", json.toString());
        CommandRun resumed = play("12345\nscore ls\n", "--resume", json.toString());

        assertEquals(0, first.exitCode(), first.transcript());
        assertTrue(Files.readString(json).startsWith("{\"format\":\"yahtzee-game-record/1\""), Files.readString(json));
        assertTrue(first.out().contains("saved to " + json + "\nnote: the JSON form has no place for the turn in "
                + "progress (2: 12666 keep 666): resuming it starts that turn again; "), first.transcript());
        assertEquals(0, grade.exitCode(), grade.transcript());
        assertTrue(grade.out().contains("game 1: score so far 8 (in progress, 1 of 13 turns)"), grade.transcript());
        assertEquals(0, resumed.exitCode(), resumed.transcript());
        assertTrue(resumed.out().contains("you to play, turn 2 of 13\n"), resumed.transcript());
        assertTrue(resumed.out().contains("you scored large-straight 40, total 48\n"), resumed.transcript());
    }

    @Test
    void play_resumeJsonOfTwoPlayers_replaysRoundByRound() throws Exception {
        Path json = Files.writeString(work.resolve("two.json"), "{\"rules\": \"official\", \"games\": [{\"game\": 1, "
                + "\"players\": [{\"name\": \"Ann\", \"turns\": [{\"turn\": 1, \"rolls\": [\"12344\"], \"box\": \"chance\"},"
                + "\n{\"turn\": 2, \"rolls\": [\"66666\"], \"box\": \"yahtzee\"}]},"
                + "\n{\"name\": \"Bob\", \"turns\": [{\"turn\": 1, \"rolls\": [\"12345\"], \"box\": \"ls\"}]}]}]}\n");

        CommandRun run = play("card\n", "--resume", json.toString());

        assertEquals(0, run.exitCode(), run.transcript());
        assertTrue(run.out().contains("\nBob to play, turn 2 of 13\n"), run.transcript());
        assertTrue(run.out().contains("\ntotal                 64        40\n"), run.transcript());
    }

    @Test
    void play_coachThreshold_silencesSmallerLosses_badValueIsAUsageError() {
        String script = "12344\nkeep 1234\n";
        CommandRun usual = play(script);
        CommandRun high = play(script, "--coach-threshold", "1.5");
        CommandRun negative = play(script, "--coach-threshold", "-1");

        assertTrue(usual.out().contains("coach: keep 1 2 3 4 lost 1.11; best was keep 4 4\n"), usual.transcript());
        assertFalse(high.out().contains("coach:"), "1.11 is under 1.5: " + high.transcript());
        assertEquals(2, negative.exitCode(), negative.transcript());
        assertEquals("error: invalid value for option '--coach-threshold': '-1' is not a number: expected digits 0-9 "
                + "with at most one point between them, e.g. 0.5", negative.errLines().get(0));
    }
}
