package org.yahtzee.cli.options;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.yahtzee.rules.JokerRule;
import org.yahtzee.rules.Rules;

final class RulesConverterTest {

    private final RulesConverter converter = new RulesConverter();

    @Test
    void convert_everyRuleSetByBothNames_givesItBack() {
        for (JokerRule joker : JokerRule.values()) {
            for (boolean bonus : new boolean[] {true, false}) {
                Rules rules = new Rules(joker, bonus);
                assertEquals(rules, converter.convert(rules.canonicalName()));
                assertEquals(rules, converter.convert(rules.piecewiseName()));
            }
        }
    }

    @Test
    void convert_unknownName_throwsNamingTheValue() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> converter.convert("nonsense"));
        assertTrue(e.getMessage().startsWith("unknown rules 'nonsense'"), e.getMessage());
    }
}
