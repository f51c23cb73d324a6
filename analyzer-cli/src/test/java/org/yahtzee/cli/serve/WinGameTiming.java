package org.yahtzee.cli.serve;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.cli.record.GameRecordReader;
import org.yahtzee.engine.Dice;
import org.yahtzee.engine.Goal;
import org.yahtzee.engine.GoalPlay;
import org.yahtzee.engine.Seat;
import org.yahtzee.game.Scorecard;
import org.yahtzee.grade.TurnPlay;
import org.yahtzee.rules.Rules;

/**
 * A game played to win through the server's {@link Engine}, a measurement (not a test; a tool kept
 * with the tests, as grade.BatchReadTiming): every turn's advice asked as the play page asks it
 * (each roll's with its rolls left and, on the first two rolls, with none, those two at once on
 * two workers), round by round, then the game graded for win as the grade endpoint grades it (one
 * play, every card). Each game of the record is played in turn, as one game on its own, by one
 * engine; a pass plays them all on an engine of its own (a server started afresh, its tables
 * loaded first), and the passes but the last warm the JVM. Prints, a game a line, the process's
 * CPU seconds over it (every thread: the workers, the solves', the compiler's and the collector's)
 * and wall, a pass's sum, and at the end a SHA-256 of every answer's choices and grade (the same
 * bits before and after a change that must not change them). Usage, after {@code mvn -q -o -pl solver,tables,analyzer-cli
 * package -DskipTests}: {@code java -cp analyzer-cli/target/test-classes:analyzer-cli/target/yahtzee.jar
 * org.yahtzee.cli.serve.WinGameTiming CACHE RECORD [PASSES]}, CACHE a table cache with the official reach
 * table, PASSES 2 if not given.
 */
public final class WinGameTiming {

    private WinGameTiming() {
    }

    public static void main(String[] args) throws Exception {
        Environment environment = new Environment(Path.of(args[0]), false, false, null);
        List<GameRecord.Game> games = GameRecordReader.parse("record", Files.readString(Path.of(args[1])), null).record()
                .games();
        int passes = args.length > 2 ? Integer.parseInt(args[2]) : 2;
        com.sun.management.OperatingSystemMXBean os =
                (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        MessageDigest digest = MessageDigest.getInstance("SHA-256");
        ExecutorService workers = Executors.newFixedThreadPool(2);
        try {
            for (int pass = 1; pass <= passes; pass++) {
                Engine engine = new Engine(environment, new PrintWriter(System.err, true), null); // a server started afresh
                engine.preload(Rules.OFFICIAL);
                double sum = 0;
                for (int g = 0; g < games.size(); g++) {
                    long cpu = os.getProcessCpuTime();
                    long wall = System.nanoTime();
                    play(engine, games.get(g), workers, digest);
                    double seconds = (os.getProcessCpuTime() - cpu) / 1e9;
                    sum += seconds;
                    System.out.printf("pass %d game %d: %.2f CPU-s, %.2f s wall%n", pass, g + 1, seconds,
                            (System.nanoTime() - wall) / 1e9);
                }
                System.out.printf("pass %d%s: %.2f CPU-s%n", pass, pass < passes ? " (warm-up)" : "", sum);
            }
        } finally {
            workers.shutdown();
        }
        System.out.println("answers sha-256 " + HexFormat.of().formatHex(digest.digest()));
    }

    /** The game's advice, turn by turn, as the play page asks it, then its grade for win. */
    private static void play(Engine engine, GameRecord.Game game, ExecutorService workers, MessageDigest digest)
            throws InterruptedException, ExecutionException {
        Rules rules = Rules.OFFICIAL;
        int players = game.cards().size();
        for (int turn = 1; turn <= 13; turn++) {
            for (int p = 0; p < players; p++) {
                List<List<TurnPlay>> before = new ArrayList<>();
                for (int q = 0; q < players; q++) {
                    before.add(plays(game, q, q < p ? turn : turn - 1));
                }
                Seat seat = Seat.of(before, p);
                Scorecard card = card(rules, before.get(p));
                int[] rolls = plays(game, p, turn).get(turn - 1).rollIds();
                for (int i = 0; i < rolls.length; i++) {
                    Dice dice = Dice.ofId(rolls[i]);
                    int left = 2 - i;
                    Future<String> now = workers.submit(() -> engine.advise(rules, card, dice, left, Goal.WIN, seat)
                            .choices().toString());
                    Future<String> scoring = left == 0 ? null : workers.submit(() -> engine.advise(rules, card, dice, 0,
                            Goal.WIN, seat).choices().toString());
                    digest.update(now.get().getBytes(StandardCharsets.UTF_8));
                    if (scoring != null) {
                        digest.update(scoring.get().getBytes(StandardCharsets.UTF_8));
                    }
                }
            }
        }
        List<List<TurnPlay>> all = new ArrayList<>();
        for (int q = 0; q < players; q++) {
            all.add(plays(game, q, 13));
        }
        GoalPlay play = engine.borrow(rules, Goal.WIN);
        try {
            for (int p = 0; p < players; p++) {
                digest.update(play.grade(Seat.of(all, p), all.get(p)).toString().getBytes(StandardCharsets.UTF_8));
            }
        } finally {
            engine.giveBack(rules, play);
        }
    }

    private static List<TurnPlay> plays(GameRecord.Game game, int player, int count) {
        return game.cards().get(player).turns().stream().limit(count).map(GameRecord.Turn::toPlay).toList();
    }

    private static Scorecard card(Rules rules, List<TurnPlay> plays) {
        Scorecard card = Scorecard.empty(rules);
        for (TurnPlay play : plays) {
            card = card.score(play.finalRollId(), play.box());
        }
        return card;
    }
}
