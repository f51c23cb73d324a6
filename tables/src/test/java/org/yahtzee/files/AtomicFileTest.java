package org.yahtzee.files;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The contract: the target holds its old bytes or all the new ones, and no temp file outlives a write. */
final class AtomicFileTest {

    @TempDir
    Path folder;

    private List<String> entries() throws IOException {
        try (Stream<Path> list = Files.list(folder)) {
            return list.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    /** Content that writes {@code bytes} bytes, then fails as a full disk does. */
    private static AtomicFile.Content fullDiskAfter(int bytes, IOException failure) {
        return out -> {
            out.write(new byte[bytes]);
            throw failure;
        };
    }

    private static Path aged(Path file, Instant modified) throws IOException {
        Files.setLastModifiedTime(file, FileTime.from(modified));
        return file;
    }

    @Test
    void write_missingFolders_createsThemAndTheFile() throws IOException {
        Path target = folder.resolve("a/b/out.txt");
        AtomicFile.write(target, out -> out.write("hello".getBytes(StandardCharsets.US_ASCII)));
        assertEquals("hello", Files.readString(target));
    }

    @Test
    void write_smallAndLargeWritesMixed_fileHoldsEveryByteInOrder() throws IOException {
        // Single bytes, pieces under the 64 KB buffer, pieces over it, and one that fills it exactly.
        Random random = new Random(11);
        byte[] expected = new byte[1 << 20];
        random.nextBytes(expected);
        int[] pieces = {1, 1, 100, 65_535, 1, 65_536, 200_000, 3, 70_000};
        Path target = folder.resolve("mixed.bin");
        AtomicFile.write(target, out -> {
            int at = 0;
            for (int i = 0; at < expected.length; i++) {
                int length = Math.min(pieces[i % pieces.length], expected.length - at);
                if (length == 1) {
                    out.write(expected[at]);
                } else {
                    out.write(expected, at, length);
                }
                at += length;
            }
        });
        assertArrayEquals(expected, Files.readAllBytes(target));
        assertEquals(List.of("mixed.bin"), entries());
    }

    @Test
    void write_fullDiskMidway_oldFileByteIdenticalAndNoTemp() throws IOException {
        Path target = folder.resolve("official.ytable");
        byte[] old = new byte[300_000];
        new Random(3).nextBytes(old);
        Files.write(target, old);
        IOException full = new IOException("No space left on device");

        // 200,000 bytes: past the buffer, so part of the new content really reached the temp file.
        IOException thrown = assertThrows(IOException.class, () -> AtomicFile.write(target, fullDiskAfter(200_000, full)));

        assertSame(full, thrown, "the content's own failure is passed on as it is");
        assertArrayEquals(old, Files.readAllBytes(target));
        assertEquals(List.of("official.ytable"), entries());
    }

    @Test
    void write_fullDiskMidwayNoOldFile_leavesNothing() throws IOException {
        Path target = folder.resolve("new.txt");
        assertThrows(IOException.class,
                () -> AtomicFile.write(target, fullDiskAfter(10, new IOException("No space left on device"))));
        assertEquals(List.of(), entries());
    }

    @Test
    void write_contentThrowsRuntimeException_passedOnAndOldFileKept() throws IOException {
        Path target = Files.writeString(folder.resolve("page.html"), "old");
        IllegalStateException bug = new IllegalStateException("bug in the content");
        assertSame(bug, assertThrows(IllegalStateException.class, () -> AtomicFile.write(target, out -> {
            out.write(new byte[100]);
            throw bug;
        })));
        assertEquals("old", Files.readString(target));
        assertEquals(List.of("page.html"), entries());
    }

    @Test
    void write_contentClosesTheStream_fileIsWrittenWhole() throws IOException {
        // try-with-resources around a Writer closes the stream it was given: that must be fine.
        Path target = folder.resolve("game.txt");
        AtomicFile.write(target, out -> {
            try (Writer writer = new OutputStreamWriter(out, StandardCharsets.UTF_8)) {
                writer.write("1: 43632 keep 432\n");
            }
        });
        assertEquals("1: 43632 keep 432\n", Files.readString(target));
    }

    @Test
    @Timeout(value = 20, threadMode = Timeout.ThreadMode.SEPARATE_THREAD) // a FIFO opened by mistake blocks for good
    void write_fifoAsTarget_refusedWithoutOpeningIt() throws Exception {
        Path fifo = SpecialFiles.fifo(folder.resolve("official.ytable"));
        FileSystemException e = assertThrows(FileSystemException.class,
                () -> AtomicFile.write(fifo, out -> out.write(1)));
        assertEquals(fifo.toString(), e.getFile());
        assertEquals("is a FIFO (named pipe), not a regular file; left as it is", e.getReason());
        assertEquals(FileKind.FIFO, FileKind.of(fifo));
        assertEquals(List.of("official.ytable"), entries());
    }

    @ParameterizedTest(name = "empty {0}")
    @ValueSource(booleans = {true, false})
    void write_folderAsTarget_refusedAndLeftAsItIs(boolean empty) throws IOException {
        // An empty folder matters too: rename(2) would not replace it, but nothing is even tried.
        Path target = Files.createDirectory(folder.resolve("official.ytable"));
        if (!empty) {
            Files.writeString(target.resolve("keep"), "x");
        }
        FileSystemException e = assertThrows(FileSystemException.class,
                () -> AtomicFile.write(target, out -> out.write(1)));
        assertEquals("is a folder, not a regular file; left as it is", e.getReason());
        assertTrue(Files.isDirectory(target));
        assertEquals(List.of("official.ytable"), entries());
    }

    @Test
    void write_aFolderOfThePathIsAFile_namesThatFile() throws IOException {
        Path file = Files.writeString(folder.resolve("notes.txt"), "x");
        FileSystemException e = assertThrows(FileSystemException.class,
                () -> AtomicFile.write(file.resolve("tables/official.ytable"), out -> out.write(1)));
        assertEquals(file.toString(), e.getFile());
        assertEquals("is a regular file, not a folder", e.getReason());
        assertEquals("x", Files.readString(file));
    }

    @Test
    void write_readOnlyFolder_namesTheFolder() throws IOException {
        Path readOnly = Files.createDirectory(folder.resolve("ro"));
        Files.setPosixFilePermissions(readOnly, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            assumeFalse(Files.isWritable(readOnly), "running as root: a read-only folder is writable anyway");
            FileSystemException e = assertThrows(FileSystemException.class,
                    () -> AtomicFile.write(readOnly.resolve("out.txt"), out -> out.write(1)));
            assertEquals(readOnly.toString(), e.getFile());
            assertEquals("cannot create a file in this folder: Permission denied", e.getReason());
        } finally {
            Files.setPosixFilePermissions(readOnly, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    @Test
    void write_staleTempOfAKilledWriter_isRemoved_youngOneOfALiveWriterIsKept() throws IOException {
        Path target = folder.resolve("official.ytable");
        Instant old = Instant.now().minus(AtomicFile.STALE_TEMP_AGE).minusSeconds(60);
        long live = ProcessHandle.current().pid();
        aged(Files.write(folder.resolve(".official.ytable." + live + "-dead.tmp"), new byte[1000]), old);
        String young = ".official.ytable." + live + "-a11e.tmp"; // this process's: maybe still being written
        Files.write(folder.resolve(young), new byte[1000]);
        AtomicFile.write(target, out -> out.write(1));
        assertEquals(List.of(young, "official.ytable"), entries());
    }

    /** Issue 21, item 3: a young temp of a process that is gone (killed outright) goes at the next write. */
    @Test
    void write_youngTempOfAGoneProcess_isRemoved() throws Exception {
        long gone = TempFilesTest.exitedPid();
        Files.write(folder.resolve(".page.html." + gone + "-7e.tmp"), new byte[1000]);
        AtomicFile.write(folder.resolve("page.html"), out -> out.write(1));
        assertEquals(List.of("page.html"), entries());
    }

    /**
     * Issue 21, item 1: a link is written through to its file, whose folder holds the temp; the
     * link stays a link (the rename replaced the link itself).
     */
    @Test
    void write_throughALinkToAnotherFolder_linkStays_noTempAnywhere() throws IOException {
        Path elsewhere = Files.createDirectory(folder.resolve("elsewhere"));
        Path file = Files.writeString(elsewhere.resolve("page.html"), "old");
        Path link = Files.createSymbolicLink(folder.resolve("link.html"), Path.of("elsewhere", "page.html"));
        AtomicFile.write(link, out -> out.write("new".getBytes(StandardCharsets.US_ASCII)));
        assertTrue(Files.isSymbolicLink(link));
        assertEquals("new", Files.readString(file));
        assertEquals(List.of("elsewhere", "link.html"), entries());
        try (Stream<Path> list = Files.list(elsewhere)) {
            assertEquals(List.of(file), list.toList());
        }
    }

    @Test
    void write_linkToALinkToNothing_createsTheFileAtTheEnd() throws IOException {
        Path end = folder.resolve("sub").resolve("end.txt");
        Path middle = Files.createSymbolicLink(folder.resolve("middle"), end);
        Path first = Files.createSymbolicLink(folder.resolve("first"), middle);
        AtomicFile.write(first, out -> out.write('x'));
        assertEquals("x", Files.readString(end));
        assertTrue(Files.isSymbolicLink(first) && Files.isSymbolicLink(middle));
    }

    @Test
    void write_linkToAFolderOrALoop_refused() throws IOException {
        Path toFolder = Files.createSymbolicLink(folder.resolve("to-folder"), folder);
        Path loop = folder.resolve("loop");
        Files.createSymbolicLink(loop, loop);
        FileSystemException toFolderError = assertThrows(FileSystemException.class,
                () -> AtomicFile.write(toFolder, out -> out.write(1)));
        FileSystemException loopError = assertThrows(FileSystemException.class,
                () -> AtomicFile.write(loop, out -> out.write(1)));
        assertEquals("leads to " + folder + ", a folder, not a regular file; left as it is", toFolderError.getReason());
        assertEquals("is a loop of symbolic links (more than 40); left as it is", loopError.getReason());
        assertTrue(Files.isSymbolicLink(toFolder) && Files.isSymbolicLink(loop));
    }

    /** /dev/stdout, /dev/fd/1, /proc/self/fd/1 and a link to any of them: a process's open file, never replaced. */
    @ParameterizedTest
    @ValueSource(strings = {"/dev/stdout", "/dev/fd/1", "/proc/self/fd/1", "link"})
    void write_processOpenFile_refused_leftAsItIs(String name) throws IOException {
        assumeTrue(Files.isDirectory(Path.of("/proc/self/fd")), "no /proc here: skipped");
        Path target = name.equals("link") ? Files.createSymbolicLink(folder.resolve("so"), Path.of("/proc/self/fd/1"))
                : Path.of(name);
        Path before = Files.isSymbolicLink(target) ? Files.readSymbolicLink(target) : null;
        FileSystemException e = assertThrows(FileSystemException.class,
                () -> AtomicFile.write(target, out -> out.write(1)));
        assertTrue(e.getReason().endsWith("an open file of a process (standard output or another descriptor), not a "
                + "file: outputs are written to files only, atomically; name the file itself"), e.getReason());
        assertEquals(before, Files.isSymbolicLink(target) ? Files.readSymbolicLink(target) : null);
    }

    @Test
    void removeTemps_now_removesEveryTempOfTheTargetAndNothingElse() throws IOException {
        Path target = folder.resolve("page.html");
        for (String name : new String[] {".page.html.1-0.tmp", ".page.html.4242-7fffffffffffffff.tmp",
                ".page.html.bak.77-abc.tmp", ".page.html.lock", ".page.html.x-1.tmp", ".page.html.1-0.tmp.keep",
                "page.html", "other.tmp"}) {
            Files.writeString(folder.resolve(name), name);
        }
        AtomicFile.removeTemps(target, Instant.now().plusSeconds(1));
        assertEquals(List.of(".page.html.bak.77-abc.tmp", ".page.html.lock", ".page.html.1-0.tmp.keep",
                ".page.html.x-1.tmp", "other.tmp", "page.html").stream().sorted().toList(), entries());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"page[1].html", "a*b?.txt", "{x,y}.svg", "back\\slash.txt", "dots...txt"})
    void write_globCharactersInTheName_writesAndRemovesOnlyItsOwnStaleTemps(String name) throws IOException {
        Path target = folder.resolve(name);
        Instant old = Instant.now().minus(AtomicFile.STALE_TEMP_AGE).minusSeconds(60);
        aged(Files.write(folder.resolve("." + name + ".1-f.tmp"), new byte[1]), old);
        // What the name would match as a glob: someone else's stale temp, which stays.
        Path lookalike = aged(Files.write(folder.resolve(".page1x.html.1-f.tmp"), new byte[1]), old);
        AtomicFile.write(target, out -> out.write('k'));
        assertEquals("k", Files.readString(target));
        assertTrue(Files.exists(lookalike));
        assertEquals(List.of(".page1x.html.1-f.tmp", name), entries());
    }

    @Test
    void isTempName_onlyPrefixPidDashHexSuffix() {
        String prefix = AtomicFile.tempPrefix(Path.of("official.ytable"));
        assertEquals(".official.ytable.", prefix);
        assertTrue(AtomicFile.isTempName(".official.ytable.123-9f.tmp", prefix));
        for (String other : new String[] {".official.ytable.lock", ".official.ytable.tmp", ".official.ytable.-9f.tmp",
                ".official.ytable.123-.tmp", ".official.ytable.123-9F.tmp", ".official.ytable.bak.1-2.tmp",
                "official.ytable.1-2.tmp", ".official.ytable.1-2.tmpx"}) {
            assertFalse(AtomicFile.isTempName(other, prefix), other);
        }
    }

    @Test
    void write_replacesARegularFile_noTempRemains() throws IOException {
        Path target = Files.writeString(folder.resolve("out.txt"), "old content, longer than the new");
        AtomicFile.write(target, out -> out.write("new".getBytes(StandardCharsets.US_ASCII)));
        assertEquals("new", Files.readString(target));
        assertEquals(List.of("out.txt"), entries());
    }
}
