package org.yahtzee.tables;

import static org.yahtzee.tables.TableFormat.HEADER_LENGTH;
import static org.yahtzee.tables.TableFormat.MAGIC_LENGTH;
import static org.yahtzee.tables.TableFormat.NAME_LENGTH;
import static org.yahtzee.tables.TableFormat.OFFSET_BYTES_PER_STATE;
import static org.yahtzee.tables.TableFormat.OFFSET_EXPECTED_SCORE;
import static org.yahtzee.tables.TableFormat.OFFSET_FINGERPRINT;
import static org.yahtzee.tables.TableFormat.OFFSET_HEADER_CRC;
import static org.yahtzee.tables.TableFormat.OFFSET_HEADER_LENGTH;
import static org.yahtzee.tables.TableFormat.OFFSET_KIND;
import static org.yahtzee.tables.TableFormat.OFFSET_NAME;
import static org.yahtzee.tables.TableFormat.OFFSET_PAYLOAD_CRC;
import static org.yahtzee.tables.TableFormat.OFFSET_PAYLOAD_LENGTH;
import static org.yahtzee.tables.TableFormat.OFFSET_STATE_COUNT;
import static org.yahtzee.tables.TableFormat.OFFSET_VERSION;
import static org.yahtzee.tables.TableFormat.VERSION;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.zip.CRC32C;
import org.yahtzee.engine.TableException.Problem;
import org.yahtzee.engine.TableException;
import org.yahtzee.rules.Rules;
import org.yahtzee.state.StateIndex;

/** Encodes a {@link TableHeader} to its 80 bytes and decodes them, checking every field. */
final class HeaderCodec {

    private HeaderCodec() {
    }

    /**
     * The 80 header bytes, header CRC included.
     *
     * @throws IllegalArgumentException if the rules name does not fit the 28-byte field
     */
    static byte[] encode(TableHeader header) {
        byte[] name = header.rulesName().getBytes(StandardCharsets.UTF_8);
        if (name.length == 0 || name.length > NAME_LENGTH) {
            throw new IllegalArgumentException("rules name '" + header.rulesName() + "' is "
                    + name.length + " UTF-8 bytes, the table header holds 1.." + NAME_LENGTH);
        }
        ByteBuffer out = ByteBuffer.allocate(HEADER_LENGTH).order(TableFormat.BYTE_ORDER);
        out.put(TableFormat.magic());
        out.putShort(OFFSET_VERSION, (short) header.formatVersion());
        out.putShort(OFFSET_HEADER_LENGTH, (short) HEADER_LENGTH);
        out.putInt(OFFSET_STATE_COUNT, header.stateCount());
        out.putLong(OFFSET_FINGERPRINT, header.rulesFingerprint());
        out.put(OFFSET_NAME, name); // the rest of the field stays 0: NUL padding
        out.putShort(OFFSET_KIND, (short) header.kind().code);
        out.putShort(OFFSET_BYTES_PER_STATE, (short) header.kind().bytesPerState);
        out.putLong(OFFSET_PAYLOAD_LENGTH, header.payloadLength());
        out.putDouble(OFFSET_EXPECTED_SCORE, header.expectedScore());
        out.putInt(OFFSET_PAYLOAD_CRC, header.payloadCrc32c());
        out.putInt(OFFSET_HEADER_CRC, headerCrc(out.array()));
        return out.array();
    }

    /** CRC32C of header bytes 0..75. */
    static int headerCrc(byte[] header) {
        CRC32C crc = new CRC32C();
        crc.update(header, 0, OFFSET_HEADER_CRC);
        return (int) crc.getValue();
    }

    /**
     * Checks the start of a file, in the order of FORMAT.md, and returns its header. Does not
     * look at the payload or the file length beyond the header.
     *
     * @param start the file's first bytes: all of them if the file is shorter than 80 bytes, else 80
     * @throws TableException naming the first check that fails
     */
    static TableHeader decode(Path file, byte[] start) {
        checkMagic(file, start);
        if (start.length < OFFSET_HEADER_LENGTH) {
            throw headerTruncated(file, start);
        }
        ByteBuffer in = ByteBuffer.wrap(start).order(TableFormat.BYTE_ORDER);
        int version = Short.toUnsignedInt(in.getShort(OFFSET_VERSION));
        checkVersion(file, version, VERSION);
        if (start.length < HEADER_LENGTH) {
            throw headerTruncated(file, start);
        }
        // The header CRC comes before the fields: a field that fails a check below was written
        // that way, it was not damaged on disk.
        int storedCrc = in.getInt(OFFSET_HEADER_CRC);
        int actualCrc = headerCrc(start);
        if (storedCrc != actualCrc) {
            throw new TableException(Problem.BAD_HEADER, file, String.format("header checksum: "
                    + "header CRC32C is 0x%08x, header says 0x%08x (the header is corrupt)", actualCrc, storedCrc));
        }
        int headerLength = Short.toUnsignedInt(in.getShort(OFFSET_HEADER_LENGTH));
        expectField(file, "header length", headerLength, HEADER_LENGTH);
        long stateCount = Integer.toUnsignedLong(in.getInt(OFFSET_STATE_COUNT));
        expectField(file, "state count", stateCount, StateIndex.STATES);
        int kindCode = Short.toUnsignedInt(in.getShort(OFFSET_KIND));
        TableKind kind = TableKind.ofCode(kindCode);
        if (kind == null) {
            throw new TableException(Problem.BAD_HEADER, file, "kind: " + kindCode + ", expected "
                    + TableKind.VALUES.code + " (values), " + TableKind.SECOND_MOMENTS.code + " (second moments) or "
                    + TableKind.POLICY.code + " (policy decisions)");
        }
        expectField(file, "bytes per state", Short.toUnsignedInt(in.getShort(OFFSET_BYTES_PER_STATE)), kind.bytesPerState);
        long payloadLength = in.getLong(OFFSET_PAYLOAD_LENGTH);
        expectField(file, "payload length", payloadLength, stateCount * kind.bytesPerState);
        long fingerprint = in.getLong(OFFSET_FINGERPRINT);
        String name = decodeName(file, start);
        checkRules(file, name, fingerprint);
        double expectedScore = in.getDouble(OFFSET_EXPECTED_SCORE);
        if (!(expectedScore >= 0 && expectedScore <= kind.maxValue)) { // NaN fails both
            throw new TableException(Problem.BAD_HEADER, file, "expected score: " + expectedScore
                    + ", expected a value in 0.." + (long) kind.maxValue);
        }
        return new TableHeader(version, kind, fingerprint, name, (int) stateCount, payloadLength, expectedScore,
                in.getInt(OFFSET_PAYLOAD_CRC));
    }

    /**
     * A format version this program reads ({@code reads}), else NEWER_VERSION, OLDER_VERSION
     * (solve again) or, for 0, BAD_HEADER. Tables of values and reach tables alike.
     */
    static void checkVersion(Path file, int version, int reads) {
        if (version > reads) {
            throw new TableException(Problem.NEWER_VERSION, file, "format version " + version
                    + " is newer than this program reads (" + reads + ")");
        } else if (version >= 1 && version < reads) {
            throw new TableException(Problem.OLDER_VERSION, file, "format version " + version
                    + " is older than this program reads (" + reads + "): solve again");
        } else if (version < 1) {
            throw new TableException(Problem.BAD_HEADER, file, "format version: " + version
                    + " is not a format version, expected " + reads);
        }
    }

    private static void checkMagic(Path file, byte[] start) {
        int available = Math.min(start.length, MAGIC_LENGTH);
        boolean prefixMatches = true;
        for (int i = 0; i < available; i++) {
            prefixMatches &= start[i] == TableFormat.magicByte(i);
        }
        if (prefixMatches && available < MAGIC_LENGTH) {
            // The bytes there are the start of the magic: a table cut short, not another file.
            throw headerTruncated(file, start);
        }
        if (!prefixMatches && available == MAGIC_LENGTH
                && Arrays.equals(Arrays.copyOf(start, MAGIC_LENGTH), GoalTableFormat.magic())) {
            throw new TableException(Problem.OTHER_KIND, file, "kind: the file is a reach table (magic \"YZGOL\"), "
                    + "expected a table of values or second moments (\"YZTBL\")");
        }
        if (!prefixMatches) {
            String hint = isTextModeCopy(start, available)
                    ? "the line endings were converted: copy the file in binary mode"
                    : "not a Yahtzee table file";
            throw new TableException(Problem.BAD_MAGIC, file, "magic: bytes are "
                    + TableFormat.hex(start, available) + ", expected " + TableFormat.describeMagic()
                    + " (" + hint + ")");
        }
    }

    /** The file ends inside the header; {@code start} holds all of it. */
    private static TableException headerTruncated(Path file, byte[] start) {
        return new TableException(Problem.TRUNCATED, file, "truncated: " + start.length
                + " bytes, expected at least " + HEADER_LENGTH + " (the header)");
    }

    /** "YZTBL" followed by LF SUB (CR LF became LF) or CR CR LF (LF became CR LF). */
    private static boolean isTextModeCopy(byte[] start, int available) {
        for (int i = 0; i < 5; i++) {
            if (i >= available || start[i] != TableFormat.magicByte(i)) {
                return false;
            }
        }
        return available >= 7 && (start[5] == 0x0A && start[6] == 0x1A
                || start[5] == 0x0D && start[6] == 0x0D);
    }

    private static void expectField(Path file, String field, long actual, long expected) {
        if (actual != expected) {
            throw new TableException(Problem.BAD_HEADER, file, field + ": " + actual + ", expected " + expected);
        }
    }

    /** The name field up to its first NUL; the rest of the field must be NUL. */
    private static String decodeName(Path file, byte[] start) {
        int length = 0;
        while (length < NAME_LENGTH && start[OFFSET_NAME + length] != 0) {
            length++;
        }
        for (int i = length; i < NAME_LENGTH; i++) {
            if (start[OFFSET_NAME + i] != 0) {
                throw new TableException(Problem.BAD_HEADER, file, "rules name: byte " + i
                        + " after the terminating NUL is 0x" + HexFormat.of().toHexDigits(start[OFFSET_NAME + i])
                        + ", expected NUL padding");
            }
        }
        if (length == 0) {
            throw new TableException(Problem.BAD_HEADER, file, "rules name: empty, expected a rules name");
        }
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(start, OFFSET_NAME, length))
                    .toString();
        } catch (CharacterCodingException e) {
            throw new TableException(Problem.BAD_HEADER, file, "rules name: bytes "
                    + TableFormat.hex(Arrays.copyOfRange(start, OFFSET_NAME, OFFSET_NAME + length), length)
                    + " are not UTF-8", e);
        }
    }

    /** The name must be rules this program knows, and their fingerprint the recorded one. */
    private static void checkRules(Path file, String name, long fingerprint) {
        Rules rules;
        try {
            rules = Rules.parse(name);
        } catch (IllegalArgumentException e) {
            throw new TableException(Problem.BAD_HEADER, file, "rules name: '" + name
                    + "' is not a rule set this program knows (" + e.getMessage() + ")", e);
        }
        if (rules.fingerprint() != fingerprint) {
            // Same name, other fingerprint: the rules' definition changed since the table was
            // written (e.g. a bonus amount), so its values answer a different game.
            throw new TableException(Problem.BAD_HEADER, file, String.format("rules fingerprint: "
                    + "0x%016x, expected 0x%016x for '%s'", fingerprint, rules.fingerprint(), name));
        }
    }
}
