package org.yahtzee.cli.grade;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** {@link HeldOutput}: what is written comes out in order, from memory and past it from a file that is removed. */
final class HeldOutputTest {

    @Test
    void smallOutput_staysInMemory() throws IOException {
        StringWriter out = new StringWriter();
        try (HeldOutput held = new HeldOutput(100)) {
            held.write("game 1: 237\n");
            held.write("é 2\n");
            assertNull(held.file());
            held.copyTo(out);
        }
        assertEquals("game 1: 237\né 2\n", out.toString());
    }

    @Test
    void outputPastMemory_goesToAFile_comesBackInOrder_andTheFileIsRemoved() throws IOException {
        StringBuilder expected = new StringBuilder();
        StringWriter out = new StringWriter();
        Path file;
        try (HeldOutput held = new HeldOutput(50)) {
            for (int i = 0; i < 1_000; i++) {
                String line = "Ånn, game " + i + ": " + (i * 7 % 300) + "\n";
                held.write(line);
                held.flush(); // as the report does after each game: nothing must be lost or reordered
                expected.append(line);
            }
            file = held.file();
            assertTrue(file != null && Files.isRegularFile(file), "held in a file: " + file);
            held.copyTo(out);
        }
        assertEquals(expected.toString(), out.toString());
        assertFalse(Files.exists(file), file + " left behind");
    }

    /** Held as UTF-8 bytes: a character whose bytes are split between memory and the file comes back whole. */
    @Test
    void characterSplitBetweenMemoryAndFile_comesBackWhole() throws IOException {
        String text = "a" + "Å".repeat(40) + "€😀 end\n"; // one byte, then two-byte, three- and four-byte characters
        for (int memory = 1; memory <= 8; memory++) {
            StringWriter out = new StringWriter();
            try (HeldOutput held = new HeldOutput(memory)) {
                held.write(text);
                held.copyTo(out);
                assertTrue(held.file() != null, "past " + memory + " bytes: in a file");
            }
            assertEquals(text, out.toString(), memory + " bytes in memory");
        }
    }
}
