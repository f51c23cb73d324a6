package org.yahtzee.tables;

import org.yahtzee.policy.PolicyTable;

/**
 * A checked policy file: its header and its decisions, mapped read-only
 * ({@link TableReader#openPolicy}), or, when a {@link TableCache} could not write what it
 * built, the bytes the file would have held.
 *
 * @param header the file's checked header; its expected score is that of the values the
 *               decisions were built from
 * @param table  the decisions
 */
public record MappedPolicy(TableHeader header, PolicyTable table) {
}
