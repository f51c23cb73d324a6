package org.yahtzee.cli.options;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

final class StrictNumbersTest {

    @ParameterizedTest
    @CsvSource({"0, 0", "007, 7", "15, 15", "2147483647, 2147483647"})
    void parseInt_asciiDigits(String text, int expected) {
        assertEquals(expected, StrictNumbers.parseInt(text));
    }

    /** A sign is refused too: "+5", "-0" and "-12" are not what the docs call digits. */
    @ParameterizedTest
    @ValueSource(strings = {"", "-", "+", "+5", "-0", "-12", "+15", " 1", "1 ", "1_000", "0x10", "1e3", "1.0",
            "\u0663", "\uFF11", "\u0967", "1\u0661"})
    void parseInt_anythingElse_refused(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> StrictNumbers.parseInt(text));
        assertEquals("'" + text + "' is not a whole number: expected digits 0-9", e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"2147483648", "99999999999999999999"})
    void parseInt_outOfRange_refused(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> StrictNumbers.parseInt(text));
        assertTrue(e.getMessage().startsWith("'" + text + "' is too large: expected at most "), e.getMessage());
    }

    @Test
    void parseLong_fullRange() {
        assertEquals(Long.MAX_VALUE, StrictNumbers.parseLong("9223372036854775807"));
        assertThrows(IllegalArgumentException.class, () -> StrictNumbers.parseLong("9223372036854775808"));
    }

    @Test
    void parseInt_everyNonAsciiDigitOfUnicode_refused() {
        int refused = 0;
        for (int c = 0; c <= Character.MAX_CODE_POINT; c++) {
            if (Character.isDigit(c) && (c < '0' || c > '9')) {
                String text = new String(Character.toChars(c));
                assertThrows(IllegalArgumentException.class, () -> StrictNumbers.parseInt(text), text);
                refused++;
            }
        }
        assertTrue(refused > 600, refused + " digits");
    }

    @ParameterizedTest
    @CsvSource({"0, 0", "2, 2", "0.5, 0.5", "007.250, 7.25", "0.01, 0.01", "1575.0, 1575"})
    void parseDecimal_digitsAndOnePoint(String text, double expected) {
        assertEquals(expected, StrictNumbers.parseDecimal(text));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", ".", ".5", "5.", "1e1", "1E1", "1e-3", "+1", "-1", "-0", "-0.0", "1.2.3", "0..5",
            "NaN", "Infinity", "0x1p-3", "1d", "1f", " 1", "1 ", "\u0663", "0.\u0665"})
    void parseDecimal_anythingElse_refused(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> StrictNumbers.parseDecimal(text));
        assertEquals("'" + text + "' is not a number: expected digits 0-9 with at most one point between them, "
                + "e.g. 0.5", e.getMessage());
    }

    /** 1e309 cannot be written without an exponent, but 310 digits can: a double cannot hold them. */
    @Test
    void parseDecimal_beyondADouble_tooLarge() {
        String huge = "1" + "0".repeat(309);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> StrictNumbers.parseDecimal(huge));
        assertTrue(e.getMessage().endsWith(" (310 characters) is too large: expected at most " + Double.MAX_VALUE),
                e.getMessage());
        assertEquals(1e308, StrictNumbers.parseDecimal("1" + "0".repeat(308)));
    }

    @ParameterizedTest
    @CsvSource({"0, true", "123, true", "'', false", "+1, false", "-1, false", "1a, false", "\u0663, false"})
    void isDigits(String text, boolean expected) {
        assertEquals(expected, StrictNumbers.isDigits(text));
    }
}
