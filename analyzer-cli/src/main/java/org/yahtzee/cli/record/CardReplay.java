package org.yahtzee.cli.record;

import java.util.ArrayList;
import java.util.List;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.dice.KeepLattice;
import org.yahtzee.game.IllegalMoveException;
import org.yahtzee.game.KeepRules;
import org.yahtzee.game.Scorecard;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.rules.Scoring;

/**
 * One player's card while a record is read: its turns' numbering (1 to 13, in order) and their
 * replay under the rules (kept dice in the roll, the next roll holding them, an open and allowed
 * box, the points it scores). A turn with a problem leaves the card as it was, so the turns
 * after it are still checked. The checks of both forms of a record, written once; the rules
 * themselves are the solver's ({@link KeepRules} for the dice, {@link Scorecard#score} for the
 * boxes), so {@code play} and the grader say the same. A card that packs keeps its turns
 * packed ({@link PackedCard}) and takes a plain line's turn packed ({@link #playPacked}).
 */
final class CardReplay {
    /*
     * Implementation notes (packing; RESULTS.md, bulk7).
     *  1. Why: a grading reader made a GameRecord.Turn and eight SourcePositions a turn line and a
     *     Scorecard a turn (its array cloned, its usedMask counted three times), for turns that
     *     are nearly always right and then only packed. A packed turn is checked on the usedMask
     *     alone, which is all the checks read (Scoring.points of the mask, the box's bit); the
     *     Scorecard, whose messages need the points of each box, is made only when a turn goes
     *     the general way (replay), by scoring the packed turns it has not seen (scored..).
     *  2. playPacked checks first and changes nothing unless every check passes, so a turn
     *     with any problem goes to the general way from the same card, which reports it as
     *     ever. Its messages are then the same word for word.
     */

    final String name;
    final SourcePosition position;
    /** The turns read, when the reading keeps them unpacked (at most 13). */
    final List<GameRecord.Turn> turns = new ArrayList<>();
    /** The turns kept packed, two longs each (note 1), or null: the card does not pack. */
    private long[] packed;
    private int packedTurns;
    /** Packed turns already scored on {@link #scorecard} (note 1). */
    private int scored;
    /** The boxes filled by the turns replayed, as a {@code usedMask}. */
    private int usedMask;
    private Scorecard scorecard;
    private int expected = 1;
    private int seen;

    /**
     * @param packs true to keep the turns packed (the reading must replay them): {@link #packed}
     */
    CardReplay(String name, SourcePosition position, boolean packs) {
        this.name = name;
        this.position = position;
        this.packed = packs ? new long[2 * Category.COUNT] : null;
    }

    GameRecord.Card toCard() {
        return packed == null ? new GameRecord.Card(name, position, turns) : packed().card();
    }

    /**
     * The card packed; a card that did not pack ({@link #keep}) as it is. A full card's turns go
     * to it uncopied: nothing is packed on a card after its 13th turn.
     */
    PackedCard packed() {
        return packed == null ? PackedCard.of(toCard()) : PackedCard.of(name, position, packed, packedTurns);
    }

    /** True if the card keeps its turns packed: {@link #playPacked} may take them. */
    boolean packs() {
        return packed != null;
    }

    /** Keeps a turn replayed the general way ({@link #replay}). */
    void keep(GameRecord.Turn turn) {
        if (packed == null) {
            turns.add(turn);
            return;
        }
        if (!PackedCard.pack(turn, packed, 2 * packedTurns)) {
            // not a checked turn (PackedCard note 3): the card's turns unpacked from here on
            turns.addAll(toCard().turns());
            turns.add(turn);
            packed = null;
            return;
        }
        scored = ++packedTurns; // replay scored it
    }

    /**
     * Counts a turn and checks its number: the next one, and at most the 13th. A 14th turn is
     * reported once (the caller says how the next game starts); it and the turns after it are
     * then {@link #isOverfull} (neither kept nor replayed).
     *
     * @param numberWord the number as written, or null for a turn without one (JSON): it counts
     *                   as the expected one
     * @param checkOrder false to count only (play replays the order itself)
     * @return the problem, or null
     */
    String number(String numberWord, boolean checkOrder) {
        seen++;
        if (seen > Category.COUNT) {
            return seen == Category.COUNT + 1 ? "a 14th turn" + who() + ": a game has 13 turns" : null;
        }
        int want = expected;
        int n = numberWord == null || !checkOrder ? want : RecordTokens.number(numberWord);
        // After a wrong number the count goes on from the larger: "1, 3, 4" reports only turn 3.
        expected = n > want && n <= Category.COUNT ? n + 1 : want + 1;
        if (n < 0) {
            return "bad turn number " + UserText.quote(numberWord) + ": expected 1..13";
        }
        if (n != want) {
            return "turn " + n + who() + " out of order: expected turn " + want;
        }
        return null;
    }

    /** True once a 14th turn was counted. */
    boolean isOverfull() {
        return seen > Category.COUNT;
    }

    private String who() {
        return name.isEmpty() ? "" : " of " + UserText.printable(name);
    }

    /**
     * Checks one well-formed turn under {@code rules} and, if it is legal, scores it on the card.
     *
     * @return the problem and where it is, or null
     */
    Problem replay(GameRecord.Turn turn, Rules rules) {
        if (scorecard == null) {
            scorecard = Scorecard.empty(rules);
        }
        for (; packed != null && scored < packedTurns; scored++) { // the packed turns since the last (note 1)
            long head = packed[2 * scored];
            scorecard = scorecard.score(lastRollId(head), PackedCard.box(head));
        }
        List<String> rolls = turn.rolls();
        for (int i = 1; i < rolls.size(); i++) {
            int kept = RecordTokens.keepId(turn.kept().get(i - 1));
            try {
                KeepRules.checkKeep(i, RecordTokens.rollId(rolls.get(i - 1)), kept);
            } catch (IllegalMoveException e) {
                return new Problem(turn.keptPosition(i - 1), e.getMessage());
            }
            try {
                KeepRules.checkReroll(i + 1, kept, RecordTokens.rollId(rolls.get(i)));
            } catch (IllegalMoveException e) {
                return new Problem(turn.rollPosition(i), e.getMessage());
            }
        }
        String last = rolls.get(rolls.size() - 1);
        int rollId = RecordTokens.rollId(last);
        Category box = turn.box();
        Scorecard next;
        try {
            next = scorecard.score(rollId, box);
        } catch (IllegalMoveException e) {
            return new Problem(turn.boxPosition(), e.getMessage() + ": expected " + allowedBoxes(rollId));
        }
        try {
            scorecard.checkWritten(rollId, box, turn.points());
        } catch (IllegalMoveException e) {
            return new Problem(turn.pointsPosition(), e.getMessage());
        }
        scorecard = next;
        usedMask |= box.bit();
        return null;
    }

    /**
     * Takes the turn of a plain line, packed ({@link PackedTurnLine#pack}), if it is the card's
     * next turn and legal under {@code rules}: true, and the turn counted, scored and kept;
     * else false and nothing changed (note 2).
     *
     * @param number the turn number written
     */
    boolean playPacked(int number, long head, long tail, Rules rules) {
        if (packed == null || seen >= Category.COUNT || number != expected) {
            return false;
        }
        int rolls = PackedCard.rollCount(head);
        for (int i = 1; i < rolls; i++) { // KeepRules.checkKeep and checkReroll
            int kept = RecordTokens.keepId(PackedCard.kept(tail, i - 1));
            if (!KeepLattice.contains(KeepLattice.keepOfRoll(RecordTokens.rollId(PackedCard.roll(head, i - 1))), kept)
                    || !KeepLattice.contains(KeepLattice.keepOfRoll(RecordTokens.rollId(PackedCard.roll(head, i))),
                    kept)) {
                return false;
            }
        }
        Category box = PackedCard.box(head);
        if ((usedMask & box.bit()) != 0) {
            return false; // Scorecard.score: already filled
        }
        int points = Scoring.points(rules, usedMask, lastRollId(head), box);
        int written = PackedCard.points(tail);
        if (points == Scoring.NOT_ALLOWED || written >= 0 && written != points) {
            return false; // Scorecard.score, checkWritten
        }
        seen++;
        expected++;
        usedMask |= box.bit();
        packed[2 * packedTurns] = head;
        packed[2 * packedTurns + 1] = tail;
        packedTurns++;
        return true;
    }

    private static int lastRollId(long head) {
        return RecordTokens.rollId(PackedCard.roll(head, PackedCard.rollCount(head) - 1));
    }

    /** A replay problem: the message and the word at fault. */
    record Problem(SourcePosition at, String message) {
    }

    private String allowedBoxes(int rollId) {
        List<String> names = new ArrayList<>();
        for (Category c : Category.values()) {
            if (!scorecard.isFilled(c)
                    && Scoring.points(scorecard.rules(), scorecard.usedMask(), rollId, c) != Scoring.NOT_ALLOWED) {
                names.add(c.canonicalName());
            }
        }
        return names.size() == 1 ? names.get(0) : "one of " + String.join(", ", names);
    }
}
