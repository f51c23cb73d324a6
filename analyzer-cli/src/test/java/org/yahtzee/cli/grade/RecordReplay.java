package org.yahtzee.cli.grade;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.yahtzee.cli.record.GameRecord;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.Rules;
import org.yahtzee.rules.SimpleScoring;

/**
 * A second, deliberately plain replay of a game record under its rules, written from the rule
 * sheet with {@link SimpleScoring} and digit counts, apart from the production checker: the
 * fuzzer holds every record the tool accepts to it. {@link #totals} throws {@link AssertionError}
 * naming the turn for anything the rules do not allow.
 */
final class RecordReplay {

    private RecordReplay() {
    }

    /** Each card's score so far (boxes, upper bonus, extra-Yahtzee bonuses), by "GAME/NAME". */
    static Map<String, Integer> totals(GameRecord record) {
        Map<String, Integer> totals = new HashMap<>();
        int lastGame = 0;
        for (GameRecord.Game game : record.games()) {
            check(game.number() > lastGame, "game " + game.number() + " after game " + lastGame);
            lastGame = game.number();
            List<String> names = new ArrayList<>();
            for (GameRecord.Card card : game.cards()) {
                check(!names.contains(card.name()), "player '" + card.name() + "' twice in game " + game.number());
                names.add(card.name());
                totals.put(game.number() + "/" + card.name(), replay(record.rules(), card));
            }
            check(!names.contains("") || names.size() == 1, "an unnamed player beside others");
        }
        return totals;
    }

    private static int replay(Rules rules, GameRecord.Card card) {
        int filled = 0;
        int[] points = new int[Category.COUNT];
        int yahtzeeBonuses = 0;
        check(card.turns().size() <= Category.COUNT, "more than 13 turns");
        for (int t = 0; t < card.turns().size(); t++) {
            GameRecord.Turn turn = card.turns().get(t);
            String where = card.name() + " turn " + (t + 1) + ": ";
            check(turn.number() == t + 1, where + "numbered " + turn.number());
            List<String> rolls = turn.rolls();
            check(rolls.size() >= 1 && rolls.size() <= 3 && turn.kept().size() == rolls.size() - 1,
                    where + rolls.size() + " rolls, " + turn.kept().size() + " keeps");
            for (String roll : rolls) {
                check(roll.matches("[1-6]{5}"), where + "roll " + roll);
            }
            for (int i = 1; i < rolls.size(); i++) {
                String kept = turn.kept().get(i - 1);
                kept = kept.equalsIgnoreCase("none") ? "" : kept;
                check(kept.matches("[1-6]{0,5}"), where + "kept " + kept);
                check(contains(rolls.get(i - 1), kept), where + "kept " + kept + " not in " + rolls.get(i - 1));
                check(contains(rolls.get(i), kept), where + "roll " + rolls.get(i) + " lacks " + kept);
            }
            int[] dice = rolls.get(rolls.size() - 1).chars().map(c -> c - '0').toArray();
            Category box = turn.box();
            check((filled & box.bit()) == 0, where + box + " filled already");
            int written = SimpleScoring.points(rules, dice, box, filled);
            check(written >= 0, where + box + " forbidden by the joker rule");
            check(turn.points() == GameRecord.Turn.NO_POINTS || turn.points() == written,
                    where + box + " scores " + written + ", record says " + turn.points());
            boolean yahtzeeHolds50 = (filled & Category.YAHTZEE.bit()) != 0 && points[Category.YAHTZEE.ordinal()] == 50;
            yahtzeeBonuses += SimpleScoring.bonus(rules, dice, filled, yahtzeeHolds50) > 0 ? 1 : 0;
            points[box.ordinal()] = written;
            filled |= box.bit();
        }
        int upper = 0;
        int total = 0;
        for (Category c : Category.values()) {
            total += points[c.ordinal()];
            upper += c.isUpper() ? points[c.ordinal()] : 0;
        }
        return total + (upper >= Rules.UPPER_BONUS_THRESHOLD ? Rules.UPPER_BONUS : 0)
                + yahtzeeBonuses * Rules.YAHTZEE_BONUS;
    }

    /** True if the dice {@code kept} are all in {@code roll}, counted with repeats. */
    private static boolean contains(String roll, String kept) {
        int[] count = new int[7];
        roll.chars().forEach(c -> count[c - '0']++);
        for (char c : kept.toCharArray()) {
            if (--count[c - '0'] < 0) {
                return false;
            }
        }
        return true;
    }

    private static void check(boolean ok, String what) {
        if (!ok) {
            throw new AssertionError("accepted, but the rules do not allow it: " + what);
        }
    }
}
