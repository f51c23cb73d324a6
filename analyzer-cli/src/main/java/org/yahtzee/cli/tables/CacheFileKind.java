package org.yahtzee.cli.tables;

import java.nio.file.Path;
import org.yahtzee.engine.TableException;
import org.yahtzee.tables.DistributionFile;
import org.yahtzee.tables.GoalTableReader;
import org.yahtzee.tables.TableKind;
import org.yahtzee.tables.TableReader;

/**
 * Every kind of file the table cache holds, as {@code tables info} and {@code tables verify} tell
 * them apart: by their first bytes (a reach table and a distribution have magics of their own),
 * then by the kind in a table's header. The word is the JSON {@code kind} (docs/json.md).
 */
enum CacheFileKind {
    VALUES("values"),
    MOMENTS("moments"),
    POLICY("policy"),
    REACH("reach"),
    DISTRIBUTION("distribution");

    final String word;

    CacheFileKind(String word) {
        this.word = word;
    }

    /**
     * The kind of {@code file}.
     *
     * @throws TableException if it is none of them: the table reader's error for its header
     *                        (not found, not a regular file, bad magic, ...)
     */
    static CacheFileKind of(Path file) {
        if (GoalTableReader.isReachTable(file)) {
            return REACH;
        } else if (DistributionFile.isDistributionFile(file)) {
            return DISTRIBUTION;
        }
        return of(TableReader.readHeader(file).kind());
    }

    /** The kind of a table whose header says {@code kind}. */
    static CacheFileKind of(TableKind kind) {
        return switch (kind) {
            case VALUES -> VALUES;
            case SECOND_MOMENTS -> MOMENTS;
            case POLICY -> POLICY;
        };
    }
}
