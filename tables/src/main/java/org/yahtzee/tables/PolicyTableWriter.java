package org.yahtzee.tables;

import java.nio.ByteBuffer;
import java.util.function.DoubleConsumer;
import java.util.zip.CRC32C;
import org.yahtzee.engine.TableException;
import org.yahtzee.policy.PolicyBuilder;
import org.yahtzee.rules.Rules;
import org.yahtzee.solver.StateValues;
import org.yahtzee.state.StateIndex;

/**
 * Builds a policy file ({@link TableKind#POLICY}) in memory from a values table: the
 * decisions are written straight into the file's bytes, so building takes the file's size of
 * heap (270 MB) once, not twice.
 */
final class PolicyTableWriter {

    private PolicyTableWriter() {
    }

    /**
     * The whole file: header (headline: the values' start-state value, which ties the file to
     * them) and every entry, checked as a reader checks them.
     */
    static EncodedTable encode(StateValues values, int threads, DoubleConsumer progress) {
        byte[] file = new byte[Math.toIntExact(TableKind.POLICY.fileLength())];
        ByteBuffer payload = EncodedTable.payload(file).order(TableFormat.BYTE_ORDER);
        PolicyBuilder.fill(values, threads, progress, payload.asShortBuffer());
        try {
            PolicyCheck.check(null, payload); // a builder bug is refused here, before any file is touched
        } catch (TableException e) {
            throw new IllegalStateException("the policy builder wrote an impossible " + e.detail(), e);
        }
        CRC32C crc = new CRC32C();
        crc.update(payload.duplicate());
        Rules rules = values.rules();
        TableHeader header = new TableHeader(TableFormat.VERSION, TableKind.POLICY, rules.fingerprint(),
                rules.canonicalName(), StateIndex.STATES, payload.capacity(), headline(values), (int) crc.getValue());
        System.arraycopy(HeaderCodec.encode(header), 0, file, 0, TableFormat.HEADER_LENGTH);
        return new EncodedTable(header, file);
    }

    /** What a policy file's header records of the values it was built from: their start value. */
    static double headline(StateValues values) {
        return values.value(TableFormat.START_STATE);
    }
}
