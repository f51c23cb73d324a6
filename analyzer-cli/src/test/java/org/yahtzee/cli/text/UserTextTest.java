package org.yahtzee.cli.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

final class UserTextTest {

    @Test
    void printable_plainText_returnedAsIs() {
        String name = "Ann Lee \uD83C\uDFB2 d\u00e9j\u00e0 \u0661\u0662";
        assertSame(name, UserText.printable(name));
    }

    @Test
    void printable_everyC0AndC1ControlAndDel_escaped() {
        for (int c = 0; c < 0xA0; c++) {
            boolean control = c < 0x20 || c >= 0x7F;
            String shown = UserText.printable("a" + (char) c + "b");
            assertEquals(control, !shown.equals("a" + (char) c + "b"), "U+" + Integer.toHexString(c));
            assertTrue(shown.chars().noneMatch(Character::isISOControl), shown);
        }
        assertEquals("a\\nb\\rc\\td\\u001b[2Je\\u007f", UserText.printable("a\nb\rc\td\u001b[2Je\u007f"));
    }

    @Test
    void printable_lineSeparatorsAndBidiControls_escaped_zeroWidthJoinerKept() {
        assertEquals("\\u2028\\u2029\\u202e\\u2066\\u200f", UserText.printable("\u2028\u2029\u202e\u2066\u200f"));
        String family = "\uD83D\uDC68\u200D\uD83D\uDC69"; // two emoji joined by U+200D
        assertSame(family, UserText.printable(family));
    }

    @Test
    void quote_shortWord_inQuotes() {
        assertEquals("'12a44'", UserText.quote("12a44"));
        assertEquals("'a\\nb'", UserText.quote("a\nb"));
    }

    @Test
    void quote_longWord_cutTo80CharactersWithItsLength() {
        String quoted = UserText.quote("7".repeat(10_000_000));

        assertEquals("'" + "7".repeat(77) + "...' (10000000 characters)", quoted);
        assertEquals(80, quoted.substring(1, quoted.indexOf("' (")).length());
    }

    @Test
    void quote_countsCharactersNotChars() {
        String eighty = "\uD83C\uDFB2".repeat(80); // 80 characters, 160 chars
        assertEquals("'" + eighty + "'", UserText.quote(eighty));
        String cut = UserText.quote(eighty + "x");
        assertEquals("'" + "\uD83C\uDFB2".repeat(77) + "...' (81 characters)", cut);
    }

    /** 80 control characters are 480 once escaped: 12 escapes (72 characters) are shown, none cut in two. */
    @Test
    void quote_countsEscapesInTheLimit_neverCutsOneInTwo() {
        assertEquals("'" + "\\u0000".repeat(12) + "...' (80 characters)", UserText.quote("\u0000".repeat(80)));
        assertEquals("'a\\tb'", UserText.quote("a\tb"));
    }

    @Test
    void column_countsCodePoints() {
        String line = "\uD83C\uDFB2\uD83C\uDFB2 1: x";
        assertEquals(1, UserText.column(line, 0));
        assertEquals(3, UserText.column(line, 4)); // after two emoji of two chars each
        assertEquals(line.codePointCount(0, line.length()) + 1, UserText.column(line, line.length()));
        assertEquals(line.codePointCount(0, line.length()) + 3, UserText.column(line, line.length() + 2));
    }
}
