package org.yahtzee.files;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where a write to a path lands. A symbolic link is followed to the file it leads to (through
 * any number of links, as the OS follows them, up to its limit of 40), and that file is what
 * is replaced, atomically beside it: the link stays a link. Never a process's open file
 * ({@code /dev/stdout}, {@code /proc/self/fd/1}, {@code /dev/fd/N}, or a link to one): renaming
 * over those replaced the link itself (as root, the machine's {@code /dev/stdout}) and wrote
 * nowhere the user looked, so they are refused, as are folders, FIFOs and devices.
 */
public final class WriteTarget {
    /*
     * Implementation notes. The links are read one at a time (readSymbolicLink), not with
     * toRealPath, which fails for a link to a file not there yet and would resolve the links of
     * the folders too: only the last name matters to a rename. A link's text is resolved against
     * the link's folder without normalising: "a/b/../c" must go where the OS goes when b is
     * itself a link. A process's open files are the entries of /proc/PID/fd (and of
     * /proc/PID/task/TID/fd), which /dev/fd and /dev/stdout lead to; they are told by the real
     * path of their folder, whatever name led there. Elsewhere than Linux, /dev/fd/N is a
     * device, which FileKind refuses anyway.
     */

    /** Links followed before giving up, as Linux does (ELOOP after 40). */
    static final int MAX_LINKS = 40;

    private WriteTarget() {
    }

    /**
     * The file a write to {@code target} replaces or creates: {@code target} itself, absolute, or
     * the end of its chain of symbolic links; it is a regular file or nothing.
     *
     * @throws FileSystemException naming {@code target} as {@link #follow} does, or if the chain
     *                             ends at a folder, a FIFO, a device or anything else that is
     *                             not a regular file (nothing is written there)
     * @throws IOException         if a link cannot be read
     */
    public static Path resolve(Path target) throws IOException {
        Path path = follow(target);
        FileKind kind = FileKind.of(path);
        if (kind != FileKind.MISSING && kind != FileKind.REGULAR) {
            throw new FileSystemException(target.toString(), null, (path.equals(target.toAbsolutePath()) ? "is "
                    : "leads to " + path + ", ") + kind.words() + ", not a regular file; left as it is");
        }
        return path;
    }

    /**
     * {@code target}, absolute, or the end of its chain of symbolic links, whatever is there.
     *
     * @throws FileSystemException naming {@code target}, whose reason reads after its name, if the
     *                             chain leads to a process's open file or loops
     * @throws IOException         if a link cannot be read
     */
    public static Path follow(Path target) throws IOException {
        Path path = target.toAbsolutePath();
        for (int links = 0; ; links++) {
            if (isProcessFile(path)) {
                throw new FileSystemException(target.toString(), null, (links == 0 ? "is " : "leads to " + path
                        + ", ") + "an open file of a process (standard output or another descriptor), not a file: "
                        + "outputs are written to files only, atomically; name the file itself");
            }
            if (!Files.isSymbolicLink(path)) {
                return path;
            }
            if (links == MAX_LINKS) {
                throw new FileSystemException(target.toString(), null, "is a loop of symbolic links (more than "
                        + MAX_LINKS + "); left as it is");
            }
            path = path.getParent().resolve(Files.readSymbolicLink(path));
        }
    }

    /** True for an entry of a /proc/PID/fd folder, by whatever name (/dev/fd/1, /proc/self/fd/1). */
    static boolean isProcessFile(Path path) {
        Path folder = path.getParent();
        if (folder == null) {
            return false;
        }
        try {
            String real = folder.toRealPath().toString();
            return real.matches("/proc/[0-9]+(/task/[0-9]+)?/fd");
        } catch (IOException | SecurityException missingOrUnreadable) {
            return false; // a folder that is not there holds no process's files
        }
    }
}
