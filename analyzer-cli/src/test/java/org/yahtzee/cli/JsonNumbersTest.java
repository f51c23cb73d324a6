package org.yahtzee.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The one home of JSON number digits: what each figure is rounded to, wherever it is written. */
final class JsonNumbersTest {

    @ParameterizedTest(name = "{0} to {1} decimals")
    @CsvSource({
        "252.24392701176455, 8, 252.24392701",
        "253.7011604309082, 8, 253.70116043",
        "3.1622776601683795, 8, 3.16227766",
        "0.0, 8, 0.0",
        "-0.0, 8, 0.0",
        "254.0, 8, 254.0",
        "1.0E-6, 8, 0.000001",
        "1.0E-12, 8, 0.0",
        "0.12345649999, 5, 0.12346",
        "1e21, 8, 1000000000000000000000.0",
        "-22.274095704, 8, -22.2740957",
        "-0.000000001, 8, 0.0",
        "1574.999999996, 8, 1575.0",
    })
    void format_roundsToNearestAsPlainDecimal(double value, int decimals, String expected) {
        assertEquals(expected, JsonNumbers.format(value, decimals));
    }

    @ParameterizedTest(name = "{0} to {1} digits")
    @CsvSource({
        "0.046028643414, 10, 0.04602864341",
        "5.291005291005291E-7, 10, 5.291005291E-7",
        "1.0, 10, 1.0",
        "0.0, 10, 0.0",
        "0.5, 10, 0.5",
    })
    void significant_roundsHalfEven_exponentOnlyForTheVerySmall(double value, int digits, String expected) {
        assertEquals(expected, JsonNumbers.significant(value, digits));
    }

    @Test
    void format_randomDoubles_withinHalfAUnitOfTheLastDecimal() {
        SplittableRandom random = new SplittableRandom(25);
        for (int i = 0; i < 10_000; i++) {
            double value = random.nextDouble(-2000, 2000);
            BigDecimal printed = new BigDecimal(JsonNumbers.format(value, JsonNumbers.DECIMALS));
            BigDecimal error = printed.subtract(new BigDecimal(value)).abs();
            // Half a unit of the 8th decimal, and the scaling's rounding (under 2^-13 of a unit).
            assertTrue(error.compareTo(new BigDecimal("0.0000000050007")) <= 0, value + " printed " + printed);
            assertEquals(printed.setScale(JsonNumbers.DECIMALS, RoundingMode.UNNECESSARY).stripTrailingZeros(),
                    printed.stripTrailingZeros(), "at most " + JsonNumbers.DECIMALS + " decimals: " + printed);
        }
    }

    @Test
    void printObject_eachKindOfFigureGetsItsDigits() throws IOException {
        StringWriter text = new StringWriter();
        JsonOutput.printObject(new PrintWriter(text), "test/1", json -> {
            json.writeNumberField("expectedTotal", 252.24392701176455);
            json.writeNumberField("pGoal", 0.4321098765);
            json.writeArrayFieldStart("options");
            json.writeStartObject();
            json.writeNumberField("sd", 58.72314674675755);
            json.writeNumberField("goalLoss", 0.0123456789);
            json.writeEndObject();
            json.writeEndArray();
            json.writeObjectFieldStart("goal");
            json.writeNumberField("totalLoss", 0.0123456789);
            json.writeArrayFieldStart("decisions");
            json.writeStartObject();
            json.writeNumberField("loss", 0.0123456789);
            json.writeEndObject();
            json.writeEndArray();
            json.writeEndObject();
            json.writeNumberField("totalLoss", 0.0123456789);
            json.writeNumberField("probability", 5.291005291005291E-7);
            json.writeObjectFieldStart("pAtLeast");
            json.writeNumberField("300", 0.123456789012345);
            json.writeEndObject();
            json.writeNumberField("largestDifference", 2.384185791015625E-7);
            json.writeArrayFieldStart("values"); // a number with no field name of its own
            json.writeNumber(1.123456789123);
            json.writeEndArray();
            json.writeNumberField("games", 3);
        });
        assertEquals("{\"format\":\"test/1\",\"expectedTotal\":252.24392701,\"pGoal\":0.43211,"
                + "\"options\":[{\"sd\":58.72314675,\"goalLoss\":0.01235}],"
                + "\"goal\":{\"totalLoss\":0.01235,\"decisions\":[{\"loss\":0.01235}]},"
                + "\"totalLoss\":0.01234568,\"probability\":5.291005291E-7,\"pAtLeast\":{\"300\":0.123456789},"
                + "\"largestDifference\":2.384185791015625E-7,\"values\":[1.12345679],\"games\":3}\n", text.toString().replace(System.lineSeparator(), "\n"));
    }
}
