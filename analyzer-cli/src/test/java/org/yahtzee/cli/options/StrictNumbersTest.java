package org.yahtzee.cli.options;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

final class StrictNumbersTest {

    @ParameterizedTest
    @CsvSource({"0, 0", "007, 7", "+5, 5", "-12, -12", "2147483647, 2147483647", "-2147483648, -2147483648"})
    void parseInt_asciiDigits(String text, int expected) {
        assertEquals(expected, StrictNumbers.parseInt(text));
    }

    /** Every Unicode decimal digit but 0-9 is refused, though Integer.parseInt takes them all. */
    @ParameterizedTest
    @ValueSource(strings = {"", "-", "+", " 1", "1 ", "1_000", "0x10", "1e3", "\u0663", "\uFF11", "\u0967", "1\u0661"})
    void parseInt_anythingElse_refused(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> StrictNumbers.parseInt(text));
        assertEquals("'" + text + "' is not a whole number: expected digits 0-9", e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"2147483648", "-2147483649", "99999999999999999999"})
    void parseInt_outOfRange_refused(String text) {
        assertThrows(IllegalArgumentException.class, () -> StrictNumbers.parseInt(text));
    }

    @org.junit.jupiter.api.Test
    void parseInt_everyNonAsciiDigitOfUnicode_refused() {
        int refused = 0;
        for (int c = 0; c <= Character.MAX_CODE_POINT; c++) {
            if (Character.isDigit(c) && (c < '0' || c > '9')) {
                String text = new String(Character.toChars(c));
                assertThrows(IllegalArgumentException.class, () -> StrictNumbers.parseInt(text), text);
                refused++;
            }
        }
        assertEquals(true, refused > 600, refused + " digits");
    }
}
