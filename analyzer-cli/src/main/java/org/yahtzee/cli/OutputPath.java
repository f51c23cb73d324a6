package org.yahtzee.cli;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.yahtzee.files.AtomicFile;
import org.yahtzee.files.FileKind;
import org.yahtzee.files.IoMessage;
import org.yahtzee.files.WriteTarget;

/**
 * An output file named by an option or a command ({@code --html}, {@code --chart},
 * {@code --each-game}, {@code --out}, {@code save}): checked before a long computation (it is,
 * or leads to, a regular file or nothing, outside the table cache, in a folder that can be made
 * and written), then written atomically ({@link AtomicFile}), so a failure leaves the old file as
 * it was. A symbolic link is written through to its file; a process's open file such as
 * {@code /dev/stdout} is refused (docs/reliability.md says why).
 */
public final class OutputPath {
    /*
     * Implementation notes. The table cache's folder is refused outright rather than name by
     * name: every file there is an input of some command (a table, its moments, a policy, a
     * reach table, a distribution, a lock), and `report game r.txt --html $YAHTZEE_TABLES/
     * official.ytable` replaced the table the command had just read. Folders below it are not
     * the cache's. The check is made again at the write: a link may have changed meanwhile.
     */

    private final String option;
    private final Path file;
    private final String kind;
    private final Path tableCache;

    /**
     * @param option     what named the file, for messages, e.g. {@code --html}
     * @param kind       what the file is, for messages, e.g. {@code page}
     * @param tableCache the table cache's folder, which no output may go into; null for the
     *                   cache's own writes (solve without --out)
     */
    public OutputPath(String option, Path file, String kind, Path tableCache) {
        this.option = option;
        this.file = file;
        this.kind = kind;
        this.tableCache = tableCache;
    }

    /** As {@link #OutputPath(String, Path, String, Path)}, for the environment's table cache. */
    public OutputPath(String option, Path file, String kind, Environment environment) {
        this(option, file, kind, environment.cacheFolder());
    }

    /** The file as the user named it. */
    public Path file() {
        return file;
    }

    /**
     * Fails if the file cannot be written: it is, or leads to, a folder, a FIFO, a device, a
     * process's open file or anything else that is not a regular file; it is in the table cache;
     * or the nearest existing folder above it is a file or not writable. Missing folders are
     * fine (they are created on write).
     */
    public void check() throws IOException {
        Path target = target();
        FileKind there = FileKind.of(target);
        String is = target.equals(file.toAbsolutePath()) ? " is " : " leads to " + target + ", ";
        if (there == FileKind.DIRECTORY) {
            throw new IOException(option + " " + file + is + "a folder: expected the name of the " + kind
                    + " file to write");
        } else if (there != FileKind.MISSING && there != FileKind.REGULAR) {
            throw new IOException(option + " " + file + is + there.words() + ", not a regular file: the " + kind
                    + " file is never written over it");
        }
        Path dir = target.getParent();
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
     * @throws IOException {@code OPTION FILE: cannot write the KIND file: REASON}, or as
     *                     {@link #check} for a file that is in the table cache or leads to a
     *                     process's open file; the old file is left as it was
     */
    public void write(AtomicFile.Content content) throws IOException {
        target(); // the cache and /dev/stdout, in these words; AtomicFile checks the rest again
        try {
            AtomicFile.write(file, content);
        } catch (IOException e) {
            throw cannotWrite(e);
        }
    }

    /**
     * {@code OPTION FILE: cannot write the KIND file: REASON}, naming another path only when the
     * failure is about another one (the folder, a file standing where a folder should be).
     */
    public IOException cannotWrite(IOException e) {
        boolean aboutTheFile = e instanceof FileSystemException fse && fse.getFile() != null
                && Path.of(fse.getFile()).toAbsolutePath().equals(file.toAbsolutePath());
        String why = aboutTheFile || !(e instanceof FileSystemException) ? IoMessage.reason(e) : IoMessage.of(e);
        return new IOException(option + " " + file + ": cannot write the " + kind + " file: " + why, e);
    }

    /**
     * The file a write lands in (the end of a chain of links), refused if it is a process's
     * open file or in the table cache.
     */
    private Path target() throws IOException {
        Path target;
        try {
            target = WriteTarget.follow(file.toAbsolutePath());
        } catch (FileSystemException e) {
            throw new IOException(option + " " + file + " " + IoMessage.reason(e), e);
        }
        Path folder = target.getParent();
        if (folder != null && tableCache != null && isSameFolder(folder, tableCache)) {
            throw new IOException(option + " " + file + (target.equals(file.toAbsolutePath()) ? "" : " leads to "
                    + target + ", which") + " is in the table cache (" + tableCache + "), whose files are the "
                    + "inputs of every command: write the " + kind + " file elsewhere");
        }
        return target;
    }

    /** True if both name one folder: the same file if both exist, else the same absolute path. */
    private static boolean isSameFolder(Path folder, Path other) throws IOException {
        if (folder.getFileSystem() != other.getFileSystem()) {
            return false; // an in-memory file system of a test
        } else if (Files.isDirectory(folder) && Files.isDirectory(other)) {
            return Files.isSameFile(folder, other);
        }
        return folder.toAbsolutePath().normalize().equals(other.toAbsolutePath().normalize());
    }
}
