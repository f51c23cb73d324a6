package org.yahtzee.files;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * What is at a path, in words for messages: a regular file, a folder, a FIFO, a device. The
 * tool reads tables and writes outputs only as regular files: opening a FIFO for reading blocks
 * until someone writes to it, and writing over a device or a FIFO is never what was meant.
 */
public enum FileKind {
    /** Nothing is at the path. */
    MISSING("nothing"),
    /** A regular file. */
    REGULAR("a regular file"),
    /** A folder. */
    DIRECTORY("a folder"),
    /** A FIFO: opening it blocks until someone writes to it. */
    FIFO("a FIFO (named pipe)"),
    /** A character or block device. */
    DEVICE("a device"),
    /** A socket. */
    SOCKET("a socket"),
    /** Something else that is not a regular file. */
    OTHER("not a regular file");

    /*
     * Implementation notes. Links are followed: a symbolic link to a table is as good as the
     * table. The FIFO, device and socket kinds come from the "unix:mode" attribute (st_mode's
     * file type bits), which the JDK offers on Linux and macOS; elsewhere they are OTHER. A path
     * through a file (/home/u/notes.txt/official.ytable) fails stat with ENOTDIR, which the JDK
     * reports as a bare FileSystemException("Not a directory"): it is MISSING, as nothing can
     * be there, and whoever creates it learns about the file from blockingFile.
     */

    private static final int TYPE_BITS = 0170000;
    private static final int FIFO_BITS = 0010000;
    private static final int CHARACTER_DEVICE_BITS = 0020000;
    private static final int BLOCK_DEVICE_BITS = 0060000;
    private static final int SOCKET_BITS = 0140000;

    private final String words;

    FileKind(String words) {
        this.words = words;
    }

    /**
     * The kind of {@code path}; MISSING if nothing is there (or a link leads nowhere, or a file
     * stands where one of its folders should be).
     *
     * @throws IOException if the path cannot be looked at (a folder on it is not searchable)
     */
    public static FileKind of(Path path) throws IOException {
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(path, BasicFileAttributes.class);
        } catch (NoSuchFileException e) {
            return MISSING;
        } catch (FileSystemException e) {
            if (!(e instanceof AccessDeniedException) && blockingFile(path.toAbsolutePath().getParent()) != null) {
                return MISSING;
            }
            throw e;
        }
        if (attributes.isRegularFile()) {
            return REGULAR;
        } else if (attributes.isDirectory()) {
            return DIRECTORY;
        }
        try {
            int type = (Integer) Files.getAttribute(path, "unix:mode") & TYPE_BITS;
            return switch (type) {
                case FIFO_BITS -> FIFO;
                case CHARACTER_DEVICE_BITS, BLOCK_DEVICE_BITS -> DEVICE;
                case SOCKET_BITS -> SOCKET;
                default -> OTHER;
            };
        } catch (UnsupportedOperationException | IllegalArgumentException e) {
            return OTHER;
        }
    }

    /**
     * What stops {@code folder} from being a folder: the folder itself or its nearest existing
     * ancestor, if that is not a folder (a regular file, say); null if it is one.
     */
    public static Path blockingFile(Path folder) {
        for (Path p = folder == null ? null : folder.toAbsolutePath(); p != null; p = p.getParent()) {
            try {
                return Files.readAttributes(p, BasicFileAttributes.class).isDirectory() ? null : p;
            } catch (IOException missingOrBelowAFile) {
                // look one level up
            }
        }
        return null;
    }

    /** In words for a message: "a folder", "a FIFO (named pipe)", ... */
    public String words() {
        return words;
    }
}
