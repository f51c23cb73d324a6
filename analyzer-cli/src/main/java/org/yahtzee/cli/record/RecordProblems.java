package org.yahtzee.cli.record;

import java.util.ArrayList;
import java.util.List;

/**
 * The problems found while reading one record, in the order found. At most
 * {@link RecordLimits#PROBLEMS}, then one saying that reading stopped, and the readers stop when
 * {@link #isFull}. The text form keeps the first problem of each line only (docs/game-record.md);
 * the JSON form keeps every one, a minified record being a single line.
 */
final class RecordProblems {

    /** Bytes that are not UTF-8, in either form: one problem, where they are. */
    static final String NOT_UTF8 = "not UTF-8: bytes that are no character here, expected a game record in UTF-8 "
            + "text (reading stops here)";

    private final String source;
    private final boolean onePerLine;
    private final List<RecordProblem> list = new ArrayList<>();
    private int lastLine;
    private boolean full;

    /** @param source the record's name, e.g. its path, as problems show it */
    RecordProblems(String source, boolean onePerLine) {
        this.source = source;
        this.onePerLine = onePerLine;
    }

    void add(SourcePosition at, String message) {
        add(at.line(), at.column(), message);
    }

    void add(int line, int column, String message) {
        if (full || onePerLine && line == lastLine && !list.isEmpty()) {
            return;
        }
        list.add(new RecordProblem(source, line, column, message));
        lastLine = line;
        if (list.size() == RecordLimits.PROBLEMS) {
            list.add(new RecordProblem(source, line, column, RecordLimits.PROBLEMS
                    + " problems: reading stops here (is this a game record?)"));
            full = true;
        }
    }

    /** True once the limit is reached: the readers stop. */
    boolean isFull() {
        return full;
    }

    int count() {
        return list.size();
    }

    List<RecordProblem> list() {
        return List.copyOf(list);
    }
}
