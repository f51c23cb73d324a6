package org.yahtzee.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

final class RulesTest {

    @Test
    void parse_canonicalName_roundTripsForEveryCombination() {
        Set<Long> fingerprints = new HashSet<>();
        for (JokerRule joker : JokerRule.values()) {
            for (boolean bonus : new boolean[] {true, false}) {
                Rules rules = new Rules(joker, bonus);
                assertEquals(rules, Rules.parse(rules.canonicalName()));
                assertEquals(rules, Rules.parse(rules.piecewiseName()));
                fingerprints.add(rules.fingerprint());
            }
        }
        assertEquals(8, fingerprints.size(), "fingerprints must be distinct");
    }

    @Test
    void parse_namedSetsAndPieces() {
        assertEquals(Rules.OFFICIAL, Rules.parse("official"));
        assertEquals(Rules.FREE_CHOICE, Rules.parse(" Free-Choice "));
        assertEquals(Rules.ORIGINAL, Rules.parse("joker=lower,bonus=on"));
        assertEquals(Rules.NO_BONUS, Rules.parse("joker=none,bonus=off"));
        assertEquals(new Rules(JokerRule.FORCED, false), Rules.parse("bonus=off"));
        assertEquals("joker=forced,bonus=off", Rules.parse("bonus=off").canonicalName());
    }

    @Test
    void fingerprint_isStableAcrossReleases() {
        // Table files record this number: changing it orphans every cached table.
        assertEquals(Rules.OFFICIAL.fingerprint(), Rules.parse("official").fingerprint());
        assertNotEquals(Rules.OFFICIAL.fingerprint(), Rules.FREE_CHOICE.fingerprint());
        assertEquals("b173e71b74961cfd", Long.toHexString(Rules.OFFICIAL.fingerprint()));
    }

    @Test
    void parse_unknown_namesTheInput() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Rules.parse("vegas"));
        assertTrue(e.getMessage().contains("'vegas'"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Rules.parse("joker=maybe"));
        assertTrue(e.getMessage().contains("maybe"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Rules.parse("bonus=sometimes"));
        assertTrue(e.getMessage().contains("sometimes"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Rules.parse("colour=red"));
        assertTrue(e.getMessage().contains("colour=red"), e.getMessage());
    }
}
