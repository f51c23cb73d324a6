package org.yahtzee.cli.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

final class UserTextTest {

    @Test
    void printable_escapesEveryControlCharacter_keepsTheRest() {
        for (int c = 0; c < 0x3000; c++) {
            String shown = UserText.printable(new String(Character.toChars(c)));
            boolean control = Character.getType(c) == Character.CONTROL;
            assertTrue(!control || shown.startsWith("\\"), Integer.toHexString(c));
            assertTrue(shown.chars().noneMatch(ch -> Character.getType(ch) == Character.CONTROL), Integer.toHexString(c));
        }
        assertEquals("Sam\\n\\u001b[31m\\u202e \uD83C\uDFB2", UserText.printable("Sam\n\u001b[31m\u202e \uD83C\uDFB2"));
    }

    @Test
    void quote_showsAtMost80Characters_escapesIncluded() {
        assertEquals("'" + "x".repeat(80) + "'", UserText.quote("x".repeat(80)));
        assertEquals("'" + "x".repeat(77) + "...' (81 characters)", UserText.quote("x".repeat(81)));
        assertEquals("'" + "\uD83C\uDFB2".repeat(77) + "...' (10000000 characters)",
                UserText.quote("\uD83C\uDFB2".repeat(10_000_000)));
        // 80 control characters are 480 once escaped: 12 escapes (72 characters) are shown, none cut in two.
        assertEquals("'" + "\\u0000".repeat(12) + "...' (80 characters)", UserText.quote("\u0000".repeat(80)));
        assertEquals("'a\\tb'", UserText.quote("a\tb"));
    }

    @Test
    void column_countsCharacters() {
        assertEquals(3, UserText.column("\uD83C\uDFB2\uD83C\uDFB2x", 4));
        assertEquals(7, UserText.column("abc", 6), "past the end: one column a char");
    }
}
