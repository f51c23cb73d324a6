package org.yahtzee.files;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/**
 * An I/O failure in words for a message: what the operating system said, never a Java class
 * name. The JDK leaves the reason out of several exceptions ({@code AccessDeniedException(path)}
 * has none, and its toString is the class name and the path); those get the OS's own wording.
 */
public final class IoMessage {

    private IoMessage() {
    }

    /** Why, without the path: "Permission denied", "No space left on device", "Is a directory". */
    public static String reason(IOException e) {
        if (e instanceof FileSystemException fse) {
            if (fse.getReason() != null) {
                return fse.getReason();
            }
            // strerror's words for the errno behind each exception the JDK throws without a reason
            if (e instanceof AccessDeniedException) {
                return "Permission denied";
            } else if (e instanceof NoSuchFileException) {
                return "No such file or directory";
            } else if (e instanceof FileAlreadyExistsException) {
                return "File exists";
            } else if (e instanceof DirectoryNotEmptyException) {
                return "Directory not empty";
            } else if (e instanceof NotDirectoryException) {
                return "Not a directory";
            } else if (e instanceof FileSystemLoopException) {
                return "Too many levels of symbolic links";
            }
            return "Input/output error";
        }
        // A plain IOException carries the OS's text ("No space left on device"); a few carry
        // none (ClosedChannelException).
        return e.getMessage() != null ? e.getMessage() : "Input/output error";
    }

    /** The path the failure names, if it names one, then the reason: "/srv/tables: Permission denied". */
    public static String of(IOException e) {
        if (e instanceof FileSystemException fse && fse.getFile() != null) {
            String other = fse.getOtherFile() != null ? " -> " + fse.getOtherFile() : "";
            return fse.getFile() + other + ": " + reason(e);
        }
        return reason(e);
    }
}
