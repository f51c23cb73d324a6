package org.yahtzee.cli;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.yahtzee.files.AtomicFile;
import org.yahtzee.files.FileKind;
import org.yahtzee.files.IoMessage;

/**
 * Output files named by an option or a command ({@code --html}, {@code --chart}, {@code save}):
 * checked before a long computation (nothing but a regular file is in its place, its folder
 * can be made and written), then written atomically ({@link AtomicFile}), so
 * a failure leaves the old file as it was.
 */
public final class OutputPath {
    private OutputPath() {
    }

    /**
     * Fails if {@code file} cannot be written: a folder, a FIFO, a device or any
     * other non-regular file in its place, or the nearest existing folder above it is a file or
     * not writable. Missing folders are fine (they are created on write).
     *
     * @param option the option that named the file, for the message, e.g. {@code --html}
     * @param kind   what the file is, e.g. {@code .html}
     */
    public static void checkWritable(String option, Path file, String kind) throws IOException {
        FileKind there = FileKind.of(file);
        if (there == FileKind.DIRECTORY) {
            throw new IOException(option + " " + file + " is a folder: expected the name of the " + kind
                    + " file to write");
        } else if (there != FileKind.MISSING && there != FileKind.REGULAR) {
            throw new IOException(option + " " + file + " is " + there.words() + ", not a regular file: "
                    + "the " + kind + " file is never written over it");
        }
        Path dir = file.toAbsolutePath().getParent();
        while (dir != null && !Files.exists(dir)) {
            dir = dir.getParent();
        }
        if (dir != null && !Files.isDirectory(dir)) {
            throw new IOException(option + " " + file + ": " + dir + " is a file, not a folder");
        }
        if (dir != null && !Files.isWritable(dir)) {
            throw new IOException(option + " " + file + ": cannot write in " + dir + " (permission denied)");
        }
    }

    /**
     * Writes the file atomically.
     *
     * @param option what named the file, for the message, e.g. {@code --chart}
     * @throws IOException {@code OPTION FILE: cannot write the KIND file: REASON}; the old file is
     *                     left as it was
     */
    public static void write(String option, Path file, String kind, AtomicFile.Content content) throws IOException {
        try {
            AtomicFile.write(file, content);
        } catch (IOException e) {
            throw cannotWrite(option, file, kind, e);
        }
    }

    /**
     * {@code OPTION FILE: cannot write the KIND file: REASON}, naming another path only when the
     * failure is about another one (the folder, a file standing where a folder should be).
     */
    public static IOException cannotWrite(String option, Path file, String kind, IOException e) {
        boolean aboutTheFile = e instanceof FileSystemException fse && fse.getFile() != null
                && Path.of(fse.getFile()).toAbsolutePath().equals(file.toAbsolutePath());
        String why = aboutTheFile || !(e instanceof FileSystemException) ? IoMessage.reason(e) : IoMessage.of(e);
        return new IOException(option + " " + file + ": cannot write the " + kind + " file: " + why, e);
    }
}
