package org.yahtzee.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class FileKindTest {

    @TempDir
    Path work;

    @Test
    void of_eachKind() throws IOException {
        Path file = Files.writeString(work.resolve("f"), "x");

        assertEquals(FileKind.MISSING, FileKind.of(work.resolve("none")));
        assertEquals(FileKind.REGULAR, FileKind.of(file));
        assertEquals(FileKind.DIRECTORY, FileKind.of(work));
        assertEquals(FileKind.MISSING, FileKind.of(file.resolve("below")), "nothing can be below a file");
    }

    @Test
    void of_linkFollowed() throws IOException {
        Path file = Files.writeString(work.resolve("f"), "x");
        Path link = work.resolve("link");
        try {
            Files.createSymbolicLink(link, file);
        } catch (UnsupportedOperationException | IOException e) {
            assumeTrue(false, "no symbolic links here: skipped");
        }
        assertEquals(FileKind.REGULAR, FileKind.of(link));
        Files.delete(file);
        assertEquals(FileKind.MISSING, FileKind.of(link), "a link to nothing");
    }

    @Test
    void of_fifoAndDevice() throws Exception {
        Path fifo = SpecialFiles.fifo(work.resolve("pipe"));

        assertEquals(FileKind.FIFO, FileKind.of(fifo));
        assertEquals("a FIFO (named pipe)", FileKind.of(fifo).words());
        assumeTrue(Files.exists(Path.of("/dev/null")), "no /dev/null: skipped");
        assertEquals(FileKind.DEVICE, FileKind.of(Path.of("/dev/null")));
    }
}
