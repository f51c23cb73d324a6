package org.yahtzee.solver;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;

import org.junit.jupiter.api.Test;

final class StaticTablesTest {

    /**
     * On its daemon thread a failure would only print a stack trace at every start; here it
     * fails the build (for example once a table class moves out of this package).
     */
    @Test
    void build_initialisesTheTableClassesWithoutError() {
        assertDoesNotThrow(StaticTables::build);
    }
}
