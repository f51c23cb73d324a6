package org.yahtzee.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
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

    /**
     * Table files record these numbers: changing one orphans every cached table of those rules.
     * All eight are pinned (official and original as the README prints them), and they are
     * FNV-1a of the descriptor written out here again, so the hash cannot drift either.
     */
    @Test
    void fingerprint_isStableAcrossReleases() {
        assertEquals(0xb173e71b74961cfdL, Rules.OFFICIAL.fingerprint());
        assertEquals(0xee6bf9d9096c3addL, Rules.ORIGINAL.fingerprint());
        for (JokerRule joker : JokerRule.values()) {
            for (boolean bonus : new boolean[] {true, false}) {
                Rules rules = new Rules(joker, bonus);
                String descriptor = "yahtzee-rules/1;joker=" + joker.code() + ";yahtzee-bonus=" + (bonus ? 100 : 0)
                        + ";upper-bonus=35@63";
                assertEquals(fnv1a64(descriptor), rules.fingerprint(), rules.canonicalName());
            }
        }
    }

    /** 64-bit FNV-1a of the UTF-8 bytes (offset basis 0xcbf29ce484222325, prime 2^40 + 0x1b3). */
    private static long fnv1a64(String text) {
        long hash = 0xcbf29ce484222325L;
        for (byte b : text.getBytes(java.nio.charset.StandardCharsets.UTF_8)) {
            hash = (hash ^ (b & 0xff)) * 0x100000001b3L;
        }
        return hash;
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
