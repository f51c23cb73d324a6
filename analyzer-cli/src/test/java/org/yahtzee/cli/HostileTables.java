package org.yahtzee.cli;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.CRC32C;
import org.yahtzee.tables.TableFormat;

/** Tables a hostile user makes: a forged table, an old version (a FIFO: {@code SpecialFiles}). */
public final class HostileTables {
    /** Offsets of format version 4 (tables/FORMAT.md): the CRCs are the header's last 8 bytes. */
    private static final int PAYLOAD_CRC = TableFormat.HEADER_LENGTH - 8;
    private static final int HEADER_CRC = TableFormat.HEADER_LENGTH - 4;

    private HostileTables() {
    }

    /** A copy of {@code table} with one state's float64 replaced and both CRCs computed again. */
    public static Path forgedCopy(Path table, Path copy, int stateIndex, double value) throws IOException {
        byte[] bytes = Files.readAllBytes(table);
        ByteBuffer all = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        all.putDouble(TableFormat.HEADER_LENGTH + Double.BYTES * stateIndex, value);
        CRC32C payload = new CRC32C();
        payload.update(bytes, TableFormat.HEADER_LENGTH, bytes.length - TableFormat.HEADER_LENGTH);
        all.putInt(PAYLOAD_CRC, (int) payload.getValue());
        CRC32C header = new CRC32C();
        header.update(bytes, 0, HEADER_CRC);
        all.putInt(HEADER_CRC, (int) header.getValue());
        return Files.write(copy, bytes);
    }

    /** A copy of {@code table} claiming another format version (checked before the header CRC). */
    public static Path versionCopy(Path table, Path copy, int version) throws IOException {
        byte[] bytes = Files.readAllBytes(table);
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).putShort(8, (short) version);
        return Files.write(copy, bytes);
    }
}
