package org.yahtzee.hermetic;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What some folders hold, file by file (size and modification time, not the content), to tell
 * whether anything in them was added, removed or rewritten between two looks. A folder that does
 * not exist is recorded as absent, so creating it counts as a change.
 */
final class FolderSnapshot {
    private final Map<Path, String> entries;

    private FolderSnapshot(Map<Path, String> entries) {
        this.entries = entries;
    }

    static FolderSnapshot of(List<Path> folders) {
        Map<Path, String> entries = new TreeMap<>();
        for (Path folder : folders) {
            if (!Files.exists(folder)) {
                entries.put(folder, "absent");
                continue;
            }
            try {
                Files.walkFileTree(folder, new SimpleFileVisitor<>() {
                    @Override
                    public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                        entries.put(file, attributes.size() + " bytes, modified " + attributes.lastModifiedTime());
                        return FileVisitResult.CONTINUE;
                    }

                    @Override
                    public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) {
                        entries.put(dir, "folder");
                        return FileVisitResult.CONTINUE;
                    }

                    @Override
                    public FileVisitResult visitFileFailed(Path file, IOException e) throws IOException {
                        if (e instanceof NoSuchFileException) {
                            return FileVisitResult.CONTINUE; // removed while listed: the next look sees it gone
                        }
                        throw e;
                    }
                });
            } catch (IOException e) {
                throw new UncheckedIOException("cannot list " + folder, e);
            }
        }
        return new FolderSnapshot(entries);
    }

    /** What changed from this snapshot to {@code later}, one phrase per entry; empty if nothing. */
    String differences(FolderSnapshot later) {
        List<String> changes = new ArrayList<>();
        for (Map.Entry<Path, String> e : entries.entrySet()) {
            String now = later.entries.get(e.getKey());
            if (now == null) {
                changes.add(e.getKey() + " removed");
            } else if (!now.equals(e.getValue())) {
                changes.add(e.getKey() + " " + e.getValue() + " -> " + now);
            }
        }
        for (Path p : later.entries.keySet()) {
            if (!entries.containsKey(p)) {
                changes.add(p + " added");
            }
        }
        return String.join("; ", changes);
    }
}
