package org.yahtzee.cli.grade;

import java.io.FilterReader;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleConsumer;
import org.yahtzee.cli.grade.RecordGrading.CardSink;
import org.yahtzee.cli.grade.RecordGrading.GradedCard;
import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.cli.record.GameRecordReader;
import org.yahtzee.cli.record.PackedCard;
import org.yahtzee.cli.record.RecordLimits;
import org.yahtzee.cli.record.RecordSource;
import org.yahtzee.engine.Engine;
import org.yahtzee.engine.GoalPlay;
import org.yahtzee.engine.Seat;
import org.yahtzee.engine.SessionStanding;
import org.yahtzee.grade.BatchGrades;
import org.yahtzee.grade.BatchMemory;
import org.yahtzee.grade.GoalGradedGame;
import org.yahtzee.grade.GradedGame;
import org.yahtzee.grade.TurnPlay;
import org.yahtzee.rules.Rules;

/**
 * The grading pass of {@link RecordGrading}: a reader thread reads the record into batches of
 * whole games while the calling thread grades the batch before on every thread asked for, and
 * a printer thread hands the batch before that to the sink, in record order. At most {@link #cardLimit} cards are read and not yet handed
 * on, whatever the record's size. One use per instance.
 */
final class GradingPipeline {
    /*
     * Implementation notes.
     *  1. Why two stages: reading a text record (parse, check, replay) took 40% of a one-thread
     *     grade's CPU and grading 43% (JFR, 100,000 games): overlapped, the reader keeps one core
     *     while gradeAll shares the others, and printing runs between two batches' grading.
     *  2. The bound: the reader fills one batch while QUEUED full ones wait (BatchQueue: the
     *     cards of QUEUED full batches, so several of the first, smaller ones, note 8), one is
     *     graded and one printed (note 5), so (QUEUED + 3) batches at most, each batchCards plus
     *     the rest of the game that filled it
     *     (a game has at most RecordLimits.PLAYERS_PER_GAME cards). A card waiting in a batch is
     *     a PackedCard (about 250 bytes for 13 turns; lean turns and plays took 2.8 KB); once
     *     its batch is graded, its decisions are in the batch's BatchMemory (about 1.8 KB a card
     *     in primitive arrays, two memories used in turn and reused), and its turns, card and
     *     decisions as objects are made only when the grader or the sink reads them
     *     (CardBatch.plays, GradedBatch, gradeAll's answer), and die young.
     *  3. Batch size: GroupedGrading analyses each start state once a batch, so larger batches
     *     grade faster (one thread, games/s: 256 cards 33,000, 512 37,000, 2,048 46,000; RESULTS.md,
     *     issue 15), but what is in flight must die young: the launcher's serial collector on a
     *     24 GB machine has survivor spaces of 13 MB, and whatever does not fit is promoted. At
     *     batches of 1,024 lean cards (about 20 MB in flight) the old generation grew by 3 MB each
     *     young collection and the process reached 450 MB resident (100,000 games); at 512 it
     *     stayed at 47 MB after each collection, 247 MB resident; with the turns as read, 1,024
     *     cards took 470 MB and full collections of up to 0.5 s. A small heap takes 256
     *     (GradeStreamingTest grades in 16 MB). With the cards packed, 1,024 and 2,048 still cost
     *     more CPU than 512 (15.5 and 16.3 CPU-s against 14.3, 218 and 237 MB): the batch's
     *     Decisions (3 KB a card) outgrew the survivor spaces while it was graded. With them in
     *     reused BatchMemory, nothing is promoted after the first batches: the old generation
     *     stays at 40 MB after each young collection at 4,096 cards (250 MB resident, the
     *     100,000-game record), 63-68 MB at 8,192 (273 MB), growing to 121 MB at 16,384 (330
     *     MB); 4,096 left room under 300 MB (RESULTS.md, bulk4). With each state's analysis read
     *     in place (TurnAnalysis) and each game made once, 8,192 cards: 4.55 states a game
     *     against 5.66, 0.91 of the process's CPU, 271-278 MB resident (RESULTS.md, bulk6).
     *     But not bounded: the cards in flight (about 300 bytes each: a PackedCard, its turns,
     *     its position, a boxed number) overflow the survivor spaces at 8,192 cards a batch and
     *     are promoted, then die: the old generation grew by 3 MB each young collection, and a
     *     record of 500,000 games took 380-394 MB resident (a class histogram: 286,000
     *     PackedCards, most of them dead). At 6,144 it grew by 0.9 MB a collection (285 MB); at
     *     4,096 it stays at 44 MB, 240 MB resident for the 500,000 games (RESULTS.md, bulk9).
     *     With survivor spaces of a third of the young generation's eden (-XX:SurvivorRatio=4,
     *     21 MB each), 8,192 cards fit: the old generation stayed at 61 MB from the 6th to the
     *     59th young collection of the 500,000 games (260 MB resident, 252 MB for 100,000 games),
     *     0.93x the CPU of 4,096 (RESULTS.md, bulk10). The launcher's grade sets that ratio and
     *     says so with MOST_CARDS_PROPERTY; a JVM started otherwise keeps 4,096.
     *  4. Goal grading (--goal reach/win) stays on the calling thread, card after card: a goal
     *     play keeps caches that are not shared between threads.
     *  5. The sink (the report's printing) runs on a thread of its own when more than one thread
     *     grades: printing 100,000 games' report was 18% of a grade's CPU samples (JFR), on
     *     the grading thread between batches. The grading thread hands a batch over only when
     *     the printer has finished the one before, so one more batch is in flight (cardLimit). At one thread (a request of serve, or
     *     --threads 1) the calling thread prints, as before.
     *  6. runValid (OnePassGrading): the reading also finds the problems and stops at the first,
     *     so the engine is known only when the first batch comes (the record's rules), and the
     *     cards only at the end: the progress is then the share of the record's characters read.
     *  7. A graded game of the memory's answer is made (its Decisions) each time it is read: the
     *     session's totals read a card's score only when a session has more than one game, so a
     *     record of single games makes each game once, on the printer (reading every score on
     *     the grading thread made each twice, with its turns: about 10% of the process's CPU
     *     samples together, the 100,000-game record). A sink is handed each card of a
     *     batch as a BatchCard, whose figures it can print without the game's Decisions and
     *     records as objects (GradeText, a game with nothing flagged: about half the printer's
     *     CPU samples were making them).
     *  8. The first batches are small, FIRST_CARDS doubling up to batchCards: the grading
     *     threads wait for the first batch, and a first batch of 8,192 cards took the reader,
     *     still in the interpreter and C1's code, 0.4-0.7 s after the command started (phase
     *     times of the 100,000-game record at load 4-5; 2.6 s wall in all on an idle machine),
     *     the grading idle meanwhile; a batch of 512 cards is a sixteenth of that reading.
     *     Smaller batches analyse more states a game (8.4 at 512 cards against 5.66 at 4,096,
     *     RESULTS.md, bulk4): some 4,000 more analyses in all, about 10 ms of CPU at 2.3 us
     *     each (estimated). The two memories are made for the largest batch when first used
     *     after the first batch (BatchMemory.reserve), not grown with each: the arrays of
     *     every smaller batch, about 7 MB in all (estimated: 148 bytes a turn), would be
     *     promoted and left dead. Not at the first: a record of one small batch (a request of
     *     serve, most records) keeps the memory its batch needs, or none if it is graded game
     *     by game.
     *  9. A sink that reads figures first (GradeText) has a game played as the policy table
     *     plays graded without analysing its turns (Engine.gradeForFigures, GroupedGrading
     *     note 6), once the table is open (PolicyUse, its constants). It is opened for a large
     *     record only (its check, about 0.16 CPU-s, costs what analysing some 10,000-20,000 such
     *     games costs), and only if the first turns of its first OPENINGS cards nearly all lose
     *     nothing (one analysis, of the empty card): a record of players' own games, most with a
     *     mistake, gains nothing from it, and the table's 270 MB, every page read by the check,
     *     would stay resident. Should a batch still have fewer than SHARE of its games spared,
     *     the next ones are analysed as before. It is opened on the grading thread before the first
     *     batch is graded, which waits: opened on a thread of its own meanwhile, or after a first
     *     batch analysed to see whether its games lose nothing, it cost the analyses of the
     *     first batches and their code's compiling (1.29-1.38 s against 1.13-1.17 s wall, 2.18
     *     against 2.01 CPU-s, the record of 100,000 optimal games; RESULTS.md, issue 25
     *     item 1 round 15). Meanwhile the reader goes on: the queue holds a full batch's cards,
     *     so the first, smaller batches queue together (BatchQueue), where a queue of one batch
     *     stopped the reader for most of the opening (JFR).
     * 10. The record's rules and its first OPENINGS cards' first turns are handed to the grading
     *     thread ahead of its first batch, as a batch of no games (the herald; runValid's
     *     reading, which finds the rules in the record): the engine's tables are loaded, and the
     *     policy table opened, while the reader fills the first batch, where they waited for it
     *     (about 0.1 s after the start on an idle machine, the reader's code still cold).
     * 11. A loop run once a batch, a dozen times a command (the cards handed to the sink, the
     *     games' standings), has its body in a method of its own, called once a card or a game:
     *     the JIT compiles a method after a few hundred calls, but the loop of a method called a
     *     dozen times only by on-stack replacement, after 60,000 turns in the interpreter
     *     (120,000 under grade's launcher), most of a 100,000-game record (JFR: the interpreted
     *     frames of hand and grade, 1.5% of the samples of the record).
     */

    /** Full batches waiting to be graded while the reader fills the next. */
    static final int QUEUED = 1;
    /**
     * The largest batch: 4,096 cards, the most whose cards in flight die young in the JVM's
     * default survivor spaces (note 3).
     */
    static final int MOST_CARDS = 4096;
    /**
     * The system property that allows larger batches, up to {@link #LARGE_CARDS}: set by the
     * launcher with survivor spaces that hold their cards in flight (note 3).
     */
    static final String MOST_CARDS_PROPERTY = "yahtzee.grade.mostCards";
    /** The largest batch {@link #MOST_CARDS_PROPERTY} may allow: 8,192 cards, measured bounded (note 3). */
    static final int LARGE_CARDS = 8192;
    /** The largest batch of a request of serve (Workers.ONE): many are graded at once, each in its own memory. */
    static final int REQUEST_CARDS = 512;
    /** The first batch at most; those after it double up to the batch size (note 8). */
    static final int FIRST_CARDS = 512;
    /** The smallest batch, the one of a small heap (16 MB): 256 cards, as before batches grew. */
    static final int LEAST_CARDS = 256;

    /** The engine of the record's rules: given, or looked up when the first batch comes (note 6). */
    private Engine engine;
    private final Engines engines;
    private final GoalPlay goal;
    private final CardSink sink;
    private final int threads;
    private final int batchCards;
    private final DoubleConsumer progress;
    private final int cards;
    /** Batches read and queued, or the reader's end (games null): its outcome or its failure. */
    private final BatchQueue queue;
    private final SessionTally session;
    private final BatchMemory[] memories = {new BatchMemory(), new BatchMemory()};
    private int batchesGraded;
    /** Whether batches are graded with the policy table (note 9); null for a sink, goal or heap it cannot serve. */
    private final PolicyUse policy;
    private int cardsDone;
    private long nanos;
    private int inFlight;
    private int peakInFlight;
    private volatile boolean stopped;
    /** Also told every game read, on the reader thread (a count of the record's cards), or null. */
    private CardCount watcher;
    /** The record's size in bytes if a regular file, else -1; and the characters read of it (note 6). */
    private long recordBytes = -1;
    private volatile long charsRead;

    /** The engine for a record's rules, asked once, on the grading thread, before the first batch is graded. */
    @FunctionalInterface
    interface Engines {
        Engine engine(Rules rules) throws IOException;
    }

    /**
     * @param cards      the record's cards (as checked), for the progress
     * @param batchCards cards a batch (a game is never split)
     * @param progress   told the fraction of cards handed on, after each batch
     */
    GradingPipeline(Engine engine, GoalPlay goal, CardSink sink, int sessionGames, int threads, int batchCards,
                    int cards, DoubleConsumer progress) {
        this(rules -> engine, goal, sink, sessionGames, threads, batchCards, cards, progress);
    }

    /** As above, the engine looked up by the rules the record's games were read under (note 6). */
    GradingPipeline(Engines engines, GoalPlay goal, CardSink sink, int sessionGames, int threads, int batchCards,
                    int cards, DoubleConsumer progress) {
        this.engines = engines;
        this.goal = goal;
        this.sink = sink;
        this.session = new SessionTally(sessionGames);
        this.threads = threads;
        this.batchCards = batchCards;
        this.queue = new BatchQueue(QUEUED * batchCards);
        this.policy = goal == null && batchCards > LEAST_CARDS && sink.readsFiguresFirst() ? new PolicyUse() : null;
        this.cards = cards;
        this.progress = progress;
    }

    /**
     * Cards a batch for a heap of {@code maxMemory} bytes in this JVM: {@link #batchCards(long, int)}
     * up to {@link #mostCards} of its {@link #MOST_CARDS_PROPERTY}.
     */
    static int batchCards(long maxMemory) {
        return batchCards(maxMemory, mostCards(System.getProperty(MOST_CARDS_PROPERTY)));
    }

    /**
     * Cards a batch for a heap of {@code maxMemory} bytes: a 32nd of the heap at about 6 KB a
     * card in flight (the grading's objects made as they are read, with the memory's arrays),
     * {@link #LEAST_CARDS} to {@code mostCards}.
     */
    static int batchCards(long maxMemory, int mostCards) {
        long cards = maxMemory / 32 / (6 << 10);
        return (int) Math.max(LEAST_CARDS, Math.min(mostCards, cards));
    }

    /**
     * The largest batch that {@code property}, the value of {@link #MOST_CARDS_PROPERTY}, allows:
     * its number of cards from {@link #MOST_CARDS} to {@link #LARGE_CARDS}; {@link #MOST_CARDS}
     * if it is not set or not a number (it only tunes the memory, never changes a result).
     */
    static int mostCards(String property) {
        if (property == null) {
            return MOST_CARDS;
        }
        try {
            return Math.max(MOST_CARDS, Math.min(LARGE_CARDS, Integer.parseInt(property.strip())));
        } catch (NumberFormatException e) {
            return MOST_CARDS;
        }
    }

    /** The most cards read and not yet handed on, whatever the record (note 2). */
    static int cardLimit(int batchCards) {
        return (QUEUED + 3) * (batchCards + RecordLimits.PLAYERS_PER_GAME - 1);
    }

    /** Opens the policy table for a record of {@code bytes} or more, or {@code cards} graded of one of unknown size, instead (tests). */
    GradingPipeline policyFrom(long bytes, int cards) {
        policy.from(bytes, cards);
        return this;
    }

    /** The most cards that were in flight at once during {@link #run}. */
    synchronized int peakInFlight() {
        return peakInFlight;
    }

    /**
     * Reads {@code source} with {@code options} and grades it; returns the reading's outcome.
     *
     * @throws IOException as the reading or the sink throws
     */
    GameRecordReader.Outcome run(RecordSource source, GameRecordReader.Options options) throws IOException {
        return run(source, options, false);
    }

    /**
     * As {@link #run}, grading only the games read before the first problem and stopping there
     * ({@link GameRecordReader#readValid}); {@code watcher} is also told each game read.
     *
     * @return the reading's outcome (a problem may come after the last game), or null if it
     *         stopped at a problem
     */
    GameRecordReader.Outcome runValid(RecordSource source, GameRecordReader.Options options, CardCount watcher)
            throws IOException {
        this.watcher = watcher;
        this.recordBytes = source.regularFileSize();
        return run(source, options, true);
    }

    private GameRecordReader.Outcome run(RecordSource source, GameRecordReader.Options options, boolean valid)
            throws IOException {
        Thread reader = new Thread(() -> read(source, options, valid), "yahtzee-record-reader");
        reader.setDaemon(true);
        reader.start();
        BatchPrinter printer = threads > 1 ? new BatchPrinter(this::hand) : null;
        try {
            while (true) {
                CardBatch batch = take();
                if (batch.gameNumbers == null) {
                    rethrow(batch.failure);
                    if (printer != null) {
                        printer.finish();
                    }
                    return batch.outcome;
                }
                if (batch.openings != null) { // the herald of the record's rules (note 10)
                    prepare(batch.rules, batch.openings);
                    continue;
                }
                List<GradedCard> graded = grade(batch);
                if (printer != null) {
                    printer.print(graded);
                } else {
                    hand(graded);
                }
            }
        } finally {
            stopped = true;
            queue.clear(); // a reader waiting to queue a batch goes on, sees stopped and ends
            reader.interrupt();
            join(reader);
            if (printer != null) {
                printer.stop();
            }
        }
    }

    /** Throws an IOException, RuntimeException or Error of another thread again on this one. */
    static void rethrow(Throwable failure) throws IOException {
        if (failure instanceof IOException e) {
            throw e;
        } else if (failure instanceof RuntimeException e) {
            throw e; // a fault of the program, reported as the one thread reported it
        } else if (failure != null) {
            throw (Error) failure;
        }
    }

    /** Nanoseconds spent grading (reading and the sink not counted). */
    long nanos() {
        return nanos;
    }

    private CardBatch take() throws IOException {
        try {
            return queue.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while grading");
        }
    }

    /** Waits for a thread of the pipeline (the reader, the printer) to end. */
    static void join(Thread thread) {
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The reader thread: the record into batches, then its end. */
    private void read(RecordSource source, GameRecordReader.Options options, boolean valid) {
        Batcher batcher = new Batcher();
        CardBatch end = new CardBatch(null);
        try (Reader in = valid ? new Counted(source.open()) : source.open()) {
            end.outcome = valid ? GameRecordReader.readValidPacked(source.name(), in, options, batcher)
                    : GameRecordReader.read(source.name(), in, options, batcher);
            batcher.hand();
        } catch (IOException | RuntimeException | Error e) {
            end.failure = e;
        }
        if (!stopped) {
            try {
                queue.put(end);
            } catch (InterruptedException e) {
                // stopped: no one takes it
            }
        }
    }

    private synchronized void entered(int count) {
        inFlight += count;
        peakInFlight = Math.max(peakInFlight, inFlight);
    }

    private synchronized void left(int count) {
        inFlight -= count;
    }

    /** Grades a batch: its cards in order, each with its grading (and the goal's, if asked). */
    private List<GradedCard> grade(CardBatch batch) throws IOException {
        prepare(batch.rules, null);
        long start = System.nanoTime();
        // A goal reads the players' turns again and again (Seat): made once for it, not at each read.
        List<List<TurnPlay>> plays = goal == null ? batch.plays() : new ArrayList<>(batch.plays());
        List<GradedGame> graded;
        if (goal == null && batchCards > LEAST_CARDS) {
            // Two memories in turn: the printer reads one batch while the next is graded (note 3).
            // Not in the smallest heaps: their fixed part (two sort counters of 2 MB, a lane
            // analyzer of 1 MB a worker each) did not fit in 16 MB on JDK 25 (GradeStreamingTest).
            BatchMemory memory = memories[batchesGraded % 2];
            if (batchesGraded > 0) {
                // A record past its first batch: the batches grow to the largest (note 8); a
                // memory made for it already stays as it is. Only the memory about to be used:
                // the printer may still read the other.
                memory.reserve(batchCards + RecordLimits.PLAYERS_PER_GAME - 1);
            }
            batchesGraded++;
            if (policy != null
                    && policy.now(engine, recordBytes, cardsDone, () -> batch.openings(PolicyUse.OPENINGS))) {
                BatchGrades grades = engine.gradeForFigures(plays, threads, memory);
                policy.graded(grades);
                graded = grades;
            } else {
                graded = engine.gradeAll(plays, threads, memory);
            }
        } else {
            graded = engine.gradeAll(plays, threads);
        }
        nanos += System.nanoTime() - start;
        if (goal == null) {
            SessionStanding[] standings = new SessionStanding[batch.gameNumbers.size()];
            for (int g = 0, next = 0; g < standings.length; g++) {
                next = standing(batch, graded, g, next, standings);
            }
            return new GradedBatch(batch, graded, standings);
        }
        List<GradedCard> cards = new ArrayList<>(graded.size());
        int next = 0;
        for (int g = 0; g < batch.gameNumbers.size(); g++) {
            GameRecord.Game game = batch.game(g, next);
            List<GameRecord.Card> gameCards = game.cards();
            SessionStanding standing = session.standing(batch.names(next, gameCards.size()));
            List<List<TurnPlay>> players = plays.subList(next, next + gameCards.size());
            for (int p = 0; p < gameCards.size(); p++) {
                start = System.nanoTime();
                GoalGradedGame goalGraded = !goal.applies(gameCards.size()) ? null
                        : goal.grade(new Seat(players, p, standing), plays.get(next));
                nanos += System.nanoTime() - start;
                cards.add(new GradedCard(game, gameCards.get(p), graded.get(next), goalGraded, standing));
                session.add(gameCards.get(p).name(), graded.get(next++).score());
            }
            session.gameDone();
        }
        return cards;
    }

    /**
     * Game {@code g}'s standing in its session, its cards from {@code next}; returns where the
     * next game's cards begin. A method of its own, called once a game (note 11).
     */
    private int standing(CardBatch batch, List<GradedGame> graded, int g, int next, SessionStanding[] standings) {
        int players = batch.gameCards.get(g);
        standings[g] = session.standing(batch.names(next, players));
        for (int p = 0; session.keepsTotals() && p < players; p++) {
            session.add(batch.name(next + p), GradedBatch.figures(graded, next + p).card().total());
        }
        session.gameDone();
        return next + players;
    }

    /**
     * Looks up the engine of the record's rules, once; given the first turns of its first cards,
     * opens its policy table if the record is large and they play as the table does (note 9).
     */
    private void prepare(Rules rules, List<TurnPlay> openings) throws IOException {
        if (engine == null) {
            engine = engines.engine(rules);
        }
        if (openings != null && policy != null) {
            policy.now(engine, recordBytes, cardsDone, () -> openings);
        }
    }

    /** Whether the policy table was opened for this record (note 9; tests). */
    boolean policyOpened() {
        return policy != null && policy.opened();
    }

    /** Hands a batch's graded cards to the sink, in order (on the printer, or the grading thread at one thread). */
    private void hand(List<GradedCard> graded) throws IOException {
        if (graded instanceof GradedBatch batch) {
            for (int c = 0; c < batch.size(); c++) {
                handCard(batch, c);
            }
        } else {
            for (GradedCard card : graded) {
                sink.card(card);
                left(1);
            }
        }
        cardsDone += graded.size();
        progress.accept(recordBytes > 0 ? Math.min(1, (double) charsRead / recordBytes)
                : cards == 0 ? 1 : (double) cardsDone / cards);
    }

    /** Card {@code c} of a graded batch to the sink: a method of its own, called once a card (note 11). */
    private void handCard(GradedBatch batch, int c) throws IOException {
        sink.card(new BatchCard(batch, c)); // made whole only if the sink asks (note 7)
        left(1);
    }

    /** On the reader thread: collects games into batches and queues each when full. */
    private final class Batcher implements GameRecordReader.GameSink, GameRecordReader.PackedGameSink {
        private CardBatch batch = new CardBatch(new ArrayList<>());
        /** Whether the record's rules were handed ahead of its first batch (note 10). */
        private boolean heralded;
        /** Cards of the batch being filled: FIRST_CARDS, doubling up to batchCards (note 8). */
        private int nextBatchCards = Math.min(batchCards, FIRST_CARDS);

        @Override
        public void game(Rules rules, int number, List<PackedCard> cards) throws IOException {
            batch.rules = rules;
            if (watcher != null) {
                watcher.game(cards);
            }
            entering(cards.size());
            batch.add(number, cards);
            if (!heralded && batch.cards() >= PolicyUse.OPENINGS) {
                herald();
            }
            handIfFull();
        }

        /** Hands the record's rules and its first cards' first turns ahead of its first batch (note 10). */
        private void herald() throws IOException {
            heralded = true;
            CardBatch herald = new CardBatch(new ArrayList<>());
            herald.rules = batch.rules;
            herald.openings = batch.openings(PolicyUse.OPENINGS);
            put(herald);
        }

        @Override
        public void game(GameRecord.Game game) throws IOException {
            entering(game.cards().size());
            batch.add(game);
            handIfFull();
        }

        private void entering(int cards) throws IOException {
            if (stopped) {
                throw new InterruptedIOException("grading stopped");
            }
            entered(cards);
        }

        private void handIfFull() throws IOException {
            if (batch.cards() >= nextBatchCards) {
                hand();
                nextBatchCards = Math.min(batchCards, 2 * nextBatchCards); // note 8
            }
        }

        /** Queues the batch, if it holds a game, and starts the next. */
        void hand() throws IOException {
            if (batch.gameNumbers.isEmpty()) {
                return;
            }
            if (!heralded && batch.rules != null) { // a first batch of fewer cards than PolicyUse.OPENINGS
                herald();
            }
            put(batch);
            batch = new CardBatch(new ArrayList<>());
        }

        private void put(CardBatch queued) throws IOException {
            try {
                queue.put(queued);
            } catch (InterruptedException e) {
                throw new InterruptedIOException("grading stopped");
            }
        }
    }

    /** The record's characters, counted for the progress as the reader thread reads them (note 6). */
    private final class Counted extends FilterReader {
        Counted(Reader in) {
            super(in);
        }

        @Override
        public int read(char[] buffer, int offset, int length) throws IOException {
            int n = super.read(buffer, offset, length);
            if (n > 0) {
                charsRead += n;
            }
            return n;
        }
    }
}
