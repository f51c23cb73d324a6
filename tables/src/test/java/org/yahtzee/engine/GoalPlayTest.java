package org.yahtzee.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.game.Scorecard;
import org.yahtzee.goal.GoalSolver;
import org.yahtzee.goal.GoalTurn;
import org.yahtzee.goal.GoalValues;
import org.yahtzee.goal.Session;
import org.yahtzee.goal.WinAnalyzer;
import org.yahtzee.grade.Decision;
import org.yahtzee.grade.RandomPlayer;
import org.yahtzee.grade.TurnPlay;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.SolvedTables;
import org.yahtzee.state.StateIndex;
import org.yahtzee.tables.BuildFixtures;
import org.yahtzee.tables.ReachFixtures;
import org.yahtzee.tables.TableCache;
import org.yahtzee.tables.TableWriter;

/**
 * Where a goal's turn values come from, the choice the engine makes for each card: the reach
 * table early in the game, a solve from the card late or beyond the table; for the win goal the
 * other players' cards at that point of the game.
 */
final class GoalPlayTest {

    @TempDir
    Path cache;

    /** A cache with the official table and a fake reach table (P = 1 - need/600 everywhere). */
    private Engine withFakeReachTable() throws IOException {
        return EngineFixtures.withFakeReachTable(cache);
    }

    private static Scorecard cardWithOpen(Engine engine, int open) {
        Scorecard card = Scorecard.empty(Rules.OFFICIAL);
        for (TurnPlay play : new RandomPlayer(engine.tables().values(), 5, 0.2).game(Category.COUNT - open)) {
            card = card.score(play.finalRollId(), play.box());
        }
        return card;
    }

    /** The turn of {@code card} as the fake reach table answers it. */
    private static double fromFake(Scorecard card, int target) {
        return GoalTurn.analyze(ReachFixtures.fake(Rules.OFFICIAL), card.usedMask(), card.cappedUpper(),
                card.yahtzeeHolds50(), target - card.total()).start();
    }

    @Test
    void reach_earlyCard_fromTheTable_lateCard_solvedFromTheCard() throws IOException {
        Engine engine = withFakeReachTable();
        GoalPlay play = engine.goal(Goal.reach(300));
        Scorecard early = cardWithOpen(engine, ReachTurns.SOLVE_OPEN_MAX + 1);
        Scorecard late = cardWithOpen(engine, ReachTurns.SOLVE_OPEN_MAX);

        assertEquals(fromFake(early, 300), play.chance(early), Yahtzee.REACH_ERROR_BOUND,
                "the fake table's turn (quantised in the file)");
        assertNotEquals(fromFake(late, 300), play.chance(late), 1e-3, "a real solve, not the fake");
        assertEquals(play.chance(late), engine.quickGoal(Goal.reach(300)).chance(late), 1e-12,
                "quick solves a late card too, on the calling thread");
    }

    @Test
    void reach_beyondTheTable_solvedFromTheCard_orRefusedWhenQuick() throws IOException {
        Engine engine = withFakeReachTable();
        Scorecard early = cardWithOpen(engine, ReachTurns.SOLVE_OPEN_MAX + 1);
        Goal beyond = Goal.reach(Yahtzee.REACH_TARGET_MAX + 1 + early.total());

        double chance = engine.goal(beyond).chance(early);
        assertTrue(chance >= 0 && chance < 0.01, "a real solve of a far target: " + chance);
        GoalUnavailableException e = assertThrows(GoalUnavailableException.class,
                () -> engine.quickGoal(beyond).chance(early));
        assertEquals(GoalUnavailableException.Reason.BEYOND_TABLE, e.reason());
    }

    /**
     * A need outside the reach table's range on a cache without the table: a solve from the card
     * answers it, and the table is neither solved for it (half a minute and 0.9 GB, then passed over)
     * nor asked for; the quick goal refuses it as beyond the table, not as a table to build.
     */
    @Test
    void reach_beyondTheTablesRange_noTableCached_solvedFromTheCard_tableNeverSolved() throws IOException {
        TableWriter.write(SolvedTables.of(Rules.OFFICIAL), cache.resolve("official.ytable"));
        EngineFixtures.Recorder recorder = new EngineFixtures.Recorder();
        Engine engine = Yahtzee.builder().cacheFolder(cache).listener(recorder).build().engine(Rules.OFFICIAL);
        Scorecard early = cardWithOpen(engine, ReachTurns.SOLVE_OPEN_MAX + 1);
        Goal beyond = Goal.reach(Yahtzee.REACH_TARGET_MAX + 1 + early.total());

        GoalUnavailableException e = assertThrows(GoalUnavailableException.class,
                () -> engine.quickGoal(beyond).chance(early));
        assertEquals(GoalUnavailableException.Reason.BEYOND_TABLE, e.reason());
        double chance = engine.goal(beyond).chance(early);
        assertTrue(chance >= 0 && chance < 0.01, "a real solve of a far target: " + chance);
        assertEquals(List.of(), recorder.of(Work.Kind.REACH_TABLE), "no reach table solve");
        assertTrue(Files.notExists(cache.resolve("official.yreach")), "no reach table written");
    }

    /**
     * GoalSolver.inTableRange, which decides without the table, says what the table's own
     * needLimit says, for every state and the needs either side of its limit.
     */
    @Test
    void inTableRange_isTheTablesNeedLimit_everyState() {
        GoalValues table = ReachFixtures.fake(Rules.OFFICIAL);
        int checked = 0;
        for (int mask = 0; mask <= Category.ALL_USED; mask++) {
            for (int upper = 0; upper <= StateIndex.UPPER_CAP; upper++) {
                for (boolean y50 : new boolean[] {false, true}) {
                    if (!StateIndex.isReachable(mask, upper, y50)) {
                        continue;
                    }
                    int limit = table.needLimit(mask, upper, y50);
                    for (int total : new int[] {0, 137, 400}) {
                        int target = total + limit;
                        if (!GoalSolver.inTableRange(mask, upper, y50, total, target)
                                || GoalSolver.inTableRange(mask, upper, y50, total, target + 1)) {
                            fail("mask " + mask + ", upper " + upper + ", 50 " + y50 + ": the limit is need " + limit);
                        }
                        checked++;
                    }
                }
            }
        }
        assertTrue(checked > 1_000_000, "states checked: " + checked / 3);
    }

    /**
     * Asks the quick reach goal for advice on a card early enough to need the table, over a
     * cache holding the official table and what the test wrote beside it, and checks the refusal.
     */
    private Engine quickReachRefusedAsNotBuilt(EngineFixtures.Recorder recorder) throws IOException {
        TableWriter.write(SolvedTables.of(Rules.OFFICIAL), cache.resolve("official.ytable"));
        Engine engine = Yahtzee.builder().cacheFolder(cache).listener(recorder).build().engine(Rules.OFFICIAL);
        Scorecard early = cardWithOpen(engine, ReachTurns.SOLVE_OPEN_MAX + 1);
        GoalUnavailableException e = assertThrows(GoalUnavailableException.class,
                () -> engine.quickGoal(Goal.reach(250)).advise(Seat.alone(), early, Dice.of(1, 2, 3, 4, 5), 2));
        assertEquals(GoalUnavailableException.Reason.NOT_BUILT, e.reason());
        return engine;
    }

    @Test
    void reach_quick_noTableInTheCache_refusedNotSolved() throws IOException, InterruptedException {
        EngineFixtures.Recorder recorder = new EngineFixtures.Recorder();
        quickReachRefusedAsNotBuilt(recorder);
        assertTrue(Files.notExists(cache.resolve("official.yreach")), "nothing was solved");
        // Nor were the moments (not cached here) started on another thread for the refused answer:
        // their solve would say so within milliseconds; a second is given.
        for (int wait = 0; wait < 100; wait++) {
            assertEquals(List.of(), recorder.of(Work.Kind.MOMENTS), "no moments solve left running");
            Thread.sleep(10);
        }
    }

    /**
     * A damaged reach or policy file is not rebuilt on a quick path (a minute, and seconds, of
     * CPU on a request that should answer at once): the goal is refused as not built, the file
     * is left as it is for the next full load to replace, and nothing is solved.
     */
    @Test
    void quick_damagedTablesInTheCache_refusedAndLeftForTheFullLoad() throws IOException {
        byte[] damaged = "not a table at all".repeat(100).getBytes(StandardCharsets.US_ASCII);
        Path reach = Files.write(cache.resolve("official.yreach"), damaged);
        Path policy = Files.write(cache.resolve("official.ypolicy"), damaged);
        EngineFixtures.Recorder recorder = new EngineFixtures.Recorder();
        Engine engine = quickReachRefusedAsNotBuilt(recorder);
        assertFalse(engine.hasReachTable(), "a damaged table is no table");
        assertNull(engine.tables().policyTableIfCached(), "nor is a damaged policy file loaded");
        assertArrayEquals(damaged, Files.readAllBytes(reach), "the reach file left for the full load");
        assertArrayEquals(damaged, Files.readAllBytes(policy), "the policy file left for the full load");
        assertEquals(List.of(), recorder.of(Work.Kind.REACH_TABLE), "no reach solve");
        assertEquals(List.of(), recorder.of(Work.Kind.POLICY_TABLE), "no policy build");
    }

    /**
     * A damaged policy file is checked once, not at each analysis that asks for the table (a
     * check reads the whole file: about 0.2 s for a real one), until it changes.
     */
    @Test
    void damagedPolicyFile_checkedOnceUntilItChanges() throws IOException {
        TableWriter.write(SolvedTables.of(Rules.OFFICIAL), cache.resolve("official.ytable"));
        Path policy = Files.write(cache.resolve("official.ypolicy"), "not a policy file".getBytes(StandardCharsets.US_ASCII));
        LoadedTables tables = Yahtzee.builder().cacheFolder(cache).build().engine(Rules.OFFICIAL).tables();
        for (int ask = 0; ask < 3; ask++) {
            assertNull(tables.policyTableIfCached(), "ask " + ask);
        }
        assertEquals(1, tables.policyChecks(), "checked once");
        Files.write(policy, "not a policy file either".getBytes(StandardCharsets.US_ASCII));
        assertNull(tables.policyTableIfCached());
        assertNull(tables.policyTableIfCached());
        assertEquals(2, tables.policyChecks(), "checked again once it changed");
    }

    @Test
    void reach_advice_rankedByTheGoal_withExpectedTotals() {
        Engine engine = EngineFixtures.official();
        Scorecard late = cardWithOpen(engine, 3);
        Advice ranked = engine.goal(Goal.reach(late.total() + 60)).advise(Seat.alone(), late, Dice.of(6, 6, 6, 2, 1), 2);

        assertEquals(Goal.reach(late.total() + 60), ranked.goal());
        double previous = 1;
        for (Choice c : ranked.choices()) {
            assertTrue(c.goalValue() <= previous + 1e-12, "best for the goal first");
            assertEquals(ranked.best().goalValue() - c.goalValue(), c.goalLoss(), 1e-12);
            assertTrue(c.sd() >= 0 && c.expectedTotal() >= late.total());
            previous = c.goalValue();
        }
    }

    /**
     * The naive reading of a seat: the others' cards when the player starts turn k are the
     * cards of the game replayed round by round, those seated before having played round k.
     */
    @Test
    void win_seat_opponentsCards_asTheGameReplayedRoundByRound() {
        Engine engine = EngineFixtures.official();
        List<List<TurnPlay>> players = new ArrayList<>();
        for (long seed = 1; seed <= 3; seed++) {
            players.add(new RandomPlayer(engine.tables().values(), seed, 0.3).game());
        }
        for (int player = 0; player < 3; player++) {
            Seat seat = Seat.of(players, player);
            for (int turnsDone = 0; turnsDone < Category.COUNT; turnsDone++) {
                List<Scorecard> expected = new ArrayList<>();
                for (int q = 0; q < 3; q++) {
                    if (q == player) {
                        continue;
                    }
                    Scorecard card = Scorecard.empty(Rules.OFFICIAL);
                    for (int round = 0; round <= turnsDone && round < Category.COUNT; round++) {
                        boolean played = round < turnsDone || q < player;
                        if (played) {
                            TurnPlay t = players.get(q).get(round);
                            card = card.score(t.finalRollId(), t.box());
                        }
                    }
                    expected.add(card);
                }
                assertEquals(expected, Opponents.at(Rules.OFFICIAL, seat, turnsDone), "player " + player + " turn "
                        + (turnsDone + 1));
            }
        }
    }

    /**
     * A win play given a shared memory asks it for every turn it needs, those of the joint endgame
     * (both cards with 3 or fewer boxes open) too, and keeps none itself; the answers are an
     * unshared play's.
     */
    @Test
    void win_sharedMemory_askedForEveryTurn_keepsNone_sameAnswers() {
        Engine engine = EngineFixtures.official();
        List<List<TurnPlay>> players = List.of(new RandomPlayer(engine.tables().values(), 4, 0.3).game(),
                new RandomPlayer(engine.tables().values(), 5, 0.3).game());
        List<String> asked = new ArrayList<>();
        WinTurnMemory memory = new WinTurnMemory() {
            @Override
            public <T> T turn(WinTurnKey key, java.util.function.Supplier<T> solve) {
                asked.add(key.own.openCount() + " against " + key.opponents.get(0).openCount());
                return solve.get();
            }
        };
        GoalPlay shared = engine.quickGoal(Goal.WIN, memory);
        List<String> expected = new ArrayList<>();
        for (int turnsDone = 8; turnsDone < Category.COUNT; turnsDone++) { // 5 open down to 1 (joint from 3): no reach table
            Seat seat = Seat.of(List.of(players.get(0).subList(0, turnsDone), players.get(1).subList(0, turnsDone)), 0);
            Scorecard own = Scorecard.empty(Rules.OFFICIAL);
            for (TurnPlay t : players.get(0).subList(0, turnsDone)) {
                own = own.score(t.finalRollId(), t.box());
            }
            int open = Category.COUNT - turnsDone;
            for (int rollsLeft = 0; rollsLeft <= 1; rollsLeft++) { // the same turn twice: asked twice
                assertEquals(engine.goal(Goal.WIN).rank(seat, own, Dice.of(2, 3, 4, 5, 5), rollsLeft).choices(),
                        shared.rank(seat, own, Dice.of(2, 3, 4, 5, 5), rollsLeft).choices());
                expected.add(open + " against " + open);
            }
        }
        assertEquals(expected, asked);
    }

    /**
     * One decision of the win goal is exact from {@link Yahtzee#WIN_EXACT_OPEN_MAX} (9) open boxes:
     * a quick play answers it without the reach table (none in the cache), its best choice worth
     * what the exact turn gives the dice (the analyzer's with that range, itself the full solve's
     * bit for bit: WinAnalyzerSameValuesTest); with 10 open the look-ahead needs the table, and
     * the quick play refuses as not built. A graded game stays exact from fewer
     * ({@link Yahtzee#WIN_GRADE_EXACT_OPEN_MAX}).
     */
    @Test
    void win_decision_exactFromNineOpen_withoutTheReachTable() {
        Engine engine = EngineFixtures.official();
        List<List<TurnPlay>> players = List.of(new RandomPlayer(engine.tables().values(), 8, 0.3).game(),
                new RandomPlayer(engine.tables().values(), 9, 0.3).game());
        assertEquals(9, Yahtzee.WIN_EXACT_OPEN_MAX);
        assertTrue(Yahtzee.WIN_GRADE_EXACT_OPEN_MAX < Yahtzee.WIN_EXACT_OPEN_MAX);
        GoalPlay play = engine.quickGoal(Goal.WIN);
        Dice dice = Dice.of(2, 3, 4, 5, 5);
        for (int turnsDone = 3; turnsDone <= 4; turnsDone++) {
            int done = turnsDone;
            Seat seat = Seat.of(List.of(players.get(0).subList(0, done), players.get(1).subList(0, done)), 0);
            Scorecard own = Scorecard.empty(Rules.OFFICIAL);
            Scorecard other = Scorecard.empty(Rules.OFFICIAL);
            for (int t = 0; t < done; t++) {
                own = own.score(players.get(0).get(t).finalRollId(), players.get(0).get(t).box());
                other = other.score(players.get(1).get(t).finalRollId(), players.get(1).get(t).box());
            }
            Scorecard card = own;
            if (card.openCount() > Yahtzee.WIN_EXACT_OPEN_MAX) {
                GoalUnavailableException e = assertThrows(GoalUnavailableException.class,
                        () -> play.rank(seat, card, dice, 2), "10 open: the look-ahead, which needs the table");
                assertEquals(GoalUnavailableException.Reason.NOT_BUILT, e.reason());
                continue;
            }
            WinAnalyzer analyzer = new WinAnalyzer(engine.tables().values(), () -> null, () -> null, 1,
                    WinAnalyzer.SolveWatch.QUIET);
            GoalTurn exact = analyzer.turn(own, List.of(other), Session.single(1), Yahtzee.WIN_EXACT_OPEN_MAX);
            assertEquals(exact.rollValue(dice.id(), 2), play.rank(seat, card, dice, 2).best().goalValue(), 0.0,
                    "9 open: exact");
        }
    }

    /**
     * A game graded as advised ({@link GoalPlay#gradeAsAdvised}, a coach's tally and grades) judges
     * every decision as {@link GoalPlay#hold} and {@link GoalPlay#box} judge it, so a tally does not
     * change once a judged turn is scored; {@link GoalPlay#grade} differs from it at the turns with
     * 8 and 9 open boxes only (the look-ahead there, over a fake reach table), and agrees elsewhere;
     * {@link GoalPlay#gradingAsAdvised}'s grade (the server's grade of its play page's game) is
     * {@link GoalPlay#gradeAsAdvised}.
     */
    @Test
    void win_gradeAsAdvised_asEachDecisionJudged_gradeDiffersAtEightAndNineOpenOnly() throws IOException {
        Engine engine = withFakeReachTable();
        List<List<TurnPlay>> players = List.of(new RandomPlayer(engine.tables().values(), 10, 0.3).game(),
                new RandomPlayer(engine.tables().values(), 11, 0.3).game());
        Seat seat = Seat.of(players, 0);
        GoalPlay play = engine.goal(Goal.WIN);
        List<Decision> advised = play.gradeAsAdvised(seat, players.get(0)).decisions();
        List<Decision> graded = play.grade(seat, players.get(0)).decisions();
        assertEquals(advised, play.gradingAsAdvised().grade(seat, players.get(0)).decisions(),
                "a play grading as advised: its grade is gradeAsAdvised");
        assertEquals(advised.size(), graded.size());
        Scorecard card = Scorecard.empty(Rules.OFFICIAL);
        int differing = 0;
        for (int i = 0; i < advised.size(); i++) {
            Decision d = advised.get(i);
            while (card.filledCount() < d.turn() - 1) {
                TurnPlay t = players.get(0).get(card.filledCount());
                card = card.score(t.finalRollId(), t.box());
            }
            Decision judged = d.kind() == Decision.Kind.KEEP
                    ? play.hold(seat, card, d.roll(), Dice.ofId(d.rollId()), Keep.ofId(d.playedKeepId()))
                    : play.box(seat, card, d.roll(), Dice.ofId(d.rollId()), d.playedBox());
            assertEquals(judged, d, "turn " + d.turn());
            boolean stoodIn = card.openCount() > Yahtzee.WIN_GRADE_EXACT_OPEN_MAX
                    && card.openCount() <= Yahtzee.WIN_EXACT_OPEN_MAX;
            if (stoodIn) {
                assertNotEquals(d.playedTotal(), graded.get(i).playedTotal(), "turn " + d.turn() + ": the look-ahead");
                differing++;
            } else {
                assertEquals(d, graded.get(i), "turn " + d.turn());
            }
        }
        assertTrue(differing >= 2, "the turns with 9 and 8 open, a decision or more each: " + differing);
    }

    /**
     * With the policy table in the cache, a win play looks the opponents' turns up in it (opened
     * once a seat's opponent reaches the exact range): the same answers, bit for bit, as a play
     * that analyses them, with no table in its cache (and none built).
     */
    @Test
    void win_policyTableInTheCache_opponentsLookedUp_sameAnswers() throws IOException {
        Engine analysing = EngineFixtures.official();
        TableCache files = new TableCache(cache);
        Files.copy(EngineFixtures.cache().resolve("official.ytable"), files.pathFor(Rules.OFFICIAL));
        BuildFixtures.load(files.pathFor(Rules.OFFICIAL), files.policyPathFor(Rules.OFFICIAL),
                () -> files.loadPolicy(analysing.tables().values(), 2, TableCache.Listener.SILENT));
        Engine lookingUp = Yahtzee.builder().cacheFolder(cache).build().engine(Rules.OFFICIAL);
        List<List<TurnPlay>> players = List.of(new RandomPlayer(analysing.tables().values(), 6, 0.3).game(),
                new RandomPlayer(analysing.tables().values(), 7, 0.3).game());
        int turnsDone = Category.COUNT - WinAnalyzer.EXACT_OPEN_MAX; // the other has 6 open, seated before
        Seat seat = Seat.of(List.of(players.get(0).subList(0, turnsDone + 1), players.get(1).subList(0, turnsDone)), 1);
        Scorecard own = Scorecard.empty(Rules.OFFICIAL);
        for (TurnPlay t : players.get(1).subList(0, turnsDone)) {
            own = own.score(t.finalRollId(), t.box());
        }
        assertNull(lookingUp.tables().policyTableIfLoaded());

        GoalPlay looked = lookingUp.goal(Goal.WIN);
        GoalPlay analysed = analysing.goal(Goal.WIN);
        for (int rollsLeft = 0; rollsLeft <= 2; rollsLeft++) {
            assertEquals(analysed.rank(seat, own, Dice.of(1, 3, 4, 5, 5), rollsLeft).choices(),
                    looked.rank(seat, own, Dice.of(1, 3, 4, 5, 5), rollsLeft).choices());
        }
        assertNotNull(lookingUp.tables().policyTableIfLoaded(), "looked up in the cached table");
        assertNull(analysing.tables().policyTableIfLoaded(), "none in the cache: analysed, nothing built");
    }

    @Test
    void win_needsOtherPlayers_andReachHasNoSeat() {
        Engine engine = EngineFixtures.official();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> engine.goal(Goal.WIN).rank(Seat.alone(), Scorecard.empty(Rules.OFFICIAL), Dice.of(1, 1, 1, 1, 1), 0));
        assertTrue(e.getMessage().contains("other players"), e.getMessage());
        assertTrue(engine.goal(Goal.WIN).applies(2) && !engine.goal(Goal.WIN).applies(1));
        assertThrows(IllegalArgumentException.class, () -> engine.goal(Goal.EV));
    }
}
