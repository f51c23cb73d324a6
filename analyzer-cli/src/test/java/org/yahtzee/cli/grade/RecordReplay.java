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
 * naming the turn for anything the rules do not allow. {@link #textCards} is a plain second
 * reading of the text form, from docs/game-record.md: whose card each turn line goes to (names
 * introduced by a turn, carried over from an earlier game) and what its dice are however typed.
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

    /**
     * The cards of an accepted text record read plainly from its lines: by "GAME/NAME", each turn
     * as "N: ROLL keep KEPT -> ROLL ... score BOX" with rolls and kept dice as plain digits and
     * the box as typed (lower case, '-' for blanks and '_'). Null if the record is JSON.
     *
     * @throws AssertionError for a turn no rule of the format lets the tool accept
     */
    static Map<String, List<String>> textCards(String text) {
        String body = text.startsWith("\uFEFF") ? text.substring(1) : text;
        String start = body.substring(firstNonBlank(body, 0));
        if (start.startsWith("{") || start.startsWith("[")) {
            return null;
        }
        Map<String, List<String>> cards = new java.util.LinkedHashMap<>();
        java.util.Set<String> everNamed = new java.util.HashSet<>();
        int game = 0;
        boolean explicitGame = false;
        boolean playerLine = false;
        String current = null;
        for (String raw : body.split("\r\n|\r|\n", -1)) {
            String line = raw.indexOf('#') >= 0 ? raw.substring(0, raw.indexOf('#')) : raw;
            if (line.isBlank()) {
                continue;
            }
            int colon = line.indexOf(':');
            String head = line.substring(0, colon).strip();
            String value = line.substring(colon + 1).strip();
            String[] headWords = head.split("[ \t]+");
            String number = headWords[headWords.length - 1];
            if (!number.matches("[0-9]+")) { // a header
                switch (head.toLowerCase(java.util.Locale.ROOT)) {
                    case "game" -> {
                        game = Integer.parseInt(value);
                        explicitGame = true;
                        playerLine = false;
                        current = null;
                    }
                    case "player" -> {
                        game = explicitGame || game > 0 ? game : 1;
                        playerLine = true;
                        current = value;
                        everNamed.add(value);
                        cards.putIfAbsent(game + "/" + value, new ArrayList<>());
                    }
                    default -> check(head.equalsIgnoreCase("rules"), "a header " + head);
                }
                continue;
            }
            game = explicitGame || game > 0 ? game : 1;
            String name = head.substring(0, head.length() - number.length()).strip();
            String who = name.isEmpty() && current != null ? current : name;
            String key = game + "/" + who;
            if (!cards.containsKey(key)) {
                check(who.isEmpty() || everNamed.contains(who) || !playerLine,
                        "a turn of '" + who + "', whom no player: line or earlier turn introduced, in game " + game);
                everNamed.add(who);
                cards.put(key, new ArrayList<>());
            }
            cards.get(key).add(Integer.parseInt(number) + ": " + plainTurn(line.substring(colon + 1)));
        }
        cards.values().removeIf(List::isEmpty); // a card is kept only for its turns, as the fuzzer compares
        return cards;
    }

    /** The words of a turn line's body read plainly: dice joined, keep for hold, the box as typed. */
    private static String plainTurn(String body) {
        List<String> words = new ArrayList<>();
        StringBuilder part = new StringBuilder();
        for (char c : (body.replace("->", " -> ") + " ").toCharArray()) {
            if (c == ',' || Character.isWhitespace(c)) { // blanks as the format counts them: tabs, CR, ...
                words.add(part.toString());
                part.setLength(0);
            } else {
                part.append(c);
            }
        }
        words.removeIf(String::isEmpty);
        List<String> out = new ArrayList<>();
        int i = 0;
        while (i < words.size()) {
            String w = words.get(i);
            if (w.equalsIgnoreCase("keep") || w.equalsIgnoreCase("hold")) {
                out.add("keep");
                i++;
            } else if (w.equals("->")) {
                out.add("->");
                i++;
            } else if (w.equalsIgnoreCase("score")) {
                StringBuilder box = new StringBuilder();
                for (i++; i < words.size() && !words.get(i).matches("\\+?[0-9]+"); i++) {
                    box.append(box.length() == 0 ? "" : "-").append(words.get(i).toLowerCase(java.util.Locale.ROOT));
                }
                out.add("score");
                out.add(box.toString().replace('_', '-'));
                break; // the points, if any, are checked by the replay
            } else { // dice: one word, or up to five single digits in a row
                int n = 1;
                while (w.length() == 1 && n < 5 && i + n < words.size() && words.get(i + n).matches("[0-9]")) {
                    n++;
                }
                String dice = String.join("", words.subList(i, i + n));
                out.add(dice.equalsIgnoreCase("none") ? "" : dice);
                i += n;
            }
        }
        return String.join(" ", out);
    }

    /** A turn of a read record in the form {@link #textCards} gives, its box checked as typed. */
    static String plainTurn(GameRecord.Turn turn, String typedBox) {
        check(typedBox.equals(turn.box().canonicalName()) || turn.box().aliases().contains(typedBox),
                "box '" + typedBox + "' read as " + turn.box());
        StringBuilder out = new StringBuilder(turn.number() + ": " + turn.rolls().get(0));
        for (int i = 1; i < turn.rolls().size(); i++) {
            out.append(" keep ").append(turn.kept().get(i - 1)).append(" -> ").append(turn.rolls().get(i));
        }
        return out.append(" score ").append(typedBox).toString();
    }

    private static int firstNonBlank(String text, int from) {
        int i = from;
        while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        return i;
    }
}
