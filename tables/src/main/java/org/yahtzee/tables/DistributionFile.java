package org.yahtzee.tables;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.zip.CRC32C;
import org.yahtzee.distribution.ScoreDistribution;
import org.yahtzee.engine.TableException.Problem;
import org.yahtzee.engine.TableException;
import org.yahtzee.files.AtomicFile;
import org.yahtzee.files.IoMessage;
import org.yahtzee.rules.Category;
import org.yahtzee.rules.JokerRule;
import org.yahtzee.rules.Rules;

/**
 * The exact score distribution of a rule set's optimal play, kept in the table cache
 * ({@code official.ydist}) so that {@code simulate} compares with it without the seconds of
 * computing it. Little-endian, checksummed, written atomically; read whole (12 KB).
 *
 * <pre>
 * offset size field
 *   0     8  magic "YZDST" 0x0D 0x0A 0x1A
 *   8     2  u16 format version (1)
 *  10     2  u16 header length (40)
 *  12     4  u32 score count n (highest score + 1, 1..1576)
 *  16     8  u64 rules fingerprint
 *  24     8  u64 payload length ((n + 28) x 8)
 *  32     4  u32 CRC32C of the payload
 *  36     4  u32 CRC32C of header bytes 0..35
 *  40     .  f64 x n: probability of each final score 0..n-1; then f64 x 13 mean points of
 *            each box, f64 x 13 the rate of zeros in each box, f64 P(upper bonus), f64 mean
 *            extra-Yahtzee bonus points
 * </pre>
 */
public final class DistributionFile {

    /** File-name extension in a {@link TableCache}. */
    public static final String FILE_EXTENSION = ".ydist";
    static final int VERSION = 1;
    static final int HEADER_LENGTH = 40;
    private static final byte[] MAGIC = {'Y', 'Z', 'D', 'S', 'T', 0x0D, 0x0A, 0x1A};
    /** f64 fields after the score probabilities: box means, box zero rates, two bonus figures. */
    private static final int TAIL = 2 * Category.COUNT + 2;

    private DistributionFile() {
    }

    /** Writes {@code d} to {@code file} atomically (AtomicFile). */
    public static void write(ScoreDistribution d, Path file) throws IOException {
        byte[] bytes = encode(d);
        AtomicFile.write(file, out -> out.write(bytes));
    }

    static byte[] encode(ScoreDistribution d) {
        int n = d.highest() + 1;
        ByteBuffer out = ByteBuffer.allocate(HEADER_LENGTH + (n + TAIL) * Double.BYTES).order(TableFormat.BYTE_ORDER);
        out.position(HEADER_LENGTH);
        for (int s = 0; s < n; s++) {
            out.putDouble(d.probability(s));
        }
        for (Category c : Category.values()) {
            out.putDouble(d.boxMean(c));
        }
        for (Category c : Category.values()) {
            out.putDouble(d.boxZero(c));
        }
        out.putDouble(d.pUpperBonus()).putDouble(d.meanYahtzeeBonus());
        out.put(0, MAGIC).putShort(8, (short) VERSION).putShort(10, (short) HEADER_LENGTH).putInt(12, n)
                .putLong(16, d.rules().fingerprint()).putLong(24, (long) (n + TAIL) * Double.BYTES)
                .putInt(32, crc(out.array(), HEADER_LENGTH, out.capacity() - HEADER_LENGTH))
                .putInt(36, crc(out.array(), 0, 36));
        return out.array();
    }

    /**
     * The header of a distribution file, every field checked and the rules known by their
     * fingerprint (the file names no rules).
     *
     * @param scores        how many final scores the payload gives a probability: highest + 1
     * @param payloadLength payload bytes: (scores + 28) x 8
     */
    public record Header(int formatVersion, int scores, Rules rules, long payloadLength, int payloadCrc32c) {
        /** Size of the whole file: header plus payload. */
        public long fileLength() {
            return HEADER_LENGTH + payloadLength;
        }
    }

    /** True if {@code file} is a regular file that starts with the distribution magic; never throws. */
    public static boolean isDistributionFile(Path file) {
        try {
            byte[] bytes = readAll(file);
            return bytes.length >= MAGIC.length && Arrays.equals(Arrays.copyOf(bytes, MAGIC.length), MAGIC);
        } catch (TableException e) {
            return false;
        }
    }

    /**
     * Reads the header of a distribution file of any rules: magic, version, header CRC32C, the
     * fields, and rules this program knows by their fingerprint.
     *
     * @throws TableException naming the first check that fails
     */
    public static Header readHeader(Path file) {
        byte[] bytes = readAll(file);
        ByteBuffer in = checkHeader(file, bytes);
        return new Header(Short.toUnsignedInt(in.getShort(8)), in.getInt(12), rulesOf(file, in.getLong(16)),
                in.getLong(24), in.getInt(32));
    }

    /**
     * Reads and checks a distribution file for {@code rules}: magic, version, header CRC32C,
     * fields, rules, length, payload CRC32C, every figure finite and not negative.
     *
     * @throws TableException naming the first check that fails
     */
    public static ScoreDistribution read(Path file, Rules rules) {
        return decode(file, readAll(file), rules);
    }

    /** As {@link #read(Path, Rules)} for the rules the header names by fingerprint. */
    public static ScoreDistribution read(Path file) {
        byte[] bytes = readAll(file);
        return decode(file, bytes, rulesOf(file, checkHeader(file, bytes).getLong(16)));
    }

    /** The whole file, which is at most 12.9 KB; a longer one is refused unread. */
    private static byte[] readAll(Path file) {
        try (FileChannel channel = TableReader.openChannel(file)) {
            long size = channel.size();
            if (size > HEADER_LENGTH + (ScoreDistribution.MAX_SCORE + 1 + TAIL) * Double.BYTES) {
                throw new TableException(Problem.BAD_HEADER, file, "file length: " + size + " bytes, more than any "
                        + "distribution file");
            }
            ByteBuffer all = ByteBuffer.allocate((int) size);
            while (all.hasRemaining() && channel.read(all) >= 0) {
                // read it all
            }
            return Arrays.copyOf(all.array(), all.position());
        } catch (IOException e) {
            throw new TableException(Problem.UNREADABLE, file, "unreadable: " + IoMessage.reason(e), e);
        }
    }

    /** The header checks every reading makes, rules apart; returns the bytes to read the fields from. */
    private static ByteBuffer checkHeader(Path file, byte[] bytes) {
        int start = Math.min(bytes.length, MAGIC.length); // the magic first: another file is named as such
        if (!Arrays.equals(Arrays.copyOf(bytes, start), Arrays.copyOf(MAGIC, start))) {
            throw new TableException(Problem.BAD_MAGIC, file, "magic: bytes are " + TableFormat.hex(bytes, start)
                    + ", expected 59 5a 44 53 54 0d 0a 1a (\"YZDST\" CR LF SUB: not a distribution file)");
        }
        if (bytes.length < HEADER_LENGTH) {
            throw new TableException(Problem.TRUNCATED, file, "truncated: " + bytes.length + " bytes, expected at least "
                    + HEADER_LENGTH + " (the header)");
        }
        ByteBuffer in = ByteBuffer.wrap(bytes).order(TableFormat.BYTE_ORDER);
        HeaderCodec.checkVersion(file, Short.toUnsignedInt(in.getShort(8)), VERSION);
        if (in.getInt(36) != crc(bytes, 0, 36)) {
            throw new TableException(Problem.BAD_HEADER, file, "header checksum: the header is corrupt");
        }
        int n = in.getInt(12);
        if (Short.toUnsignedInt(in.getShort(10)) != HEADER_LENGTH || n < 1 || n > ScoreDistribution.MAX_SCORE + 1
                || in.getLong(24) != (long) (n + TAIL) * Double.BYTES) {
            throw new TableException(Problem.BAD_HEADER, file, "header: length " + in.getShort(10) + ", score count " + n
                    + ", payload length " + in.getLong(24) + "; expected 40, 1.." + (ScoreDistribution.MAX_SCORE + 1)
                    + " and (count + " + TAIL + ") x 8");
        }
        return in;
    }

    /** The rule set with this fingerprint: one of the 8 that joker modes and the bonus make. */
    private static Rules rulesOf(Path file, long fingerprint) {
        for (JokerRule joker : JokerRule.values()) {
            for (boolean bonus : new boolean[] {true, false}) {
                Rules rules = new Rules(joker, bonus);
                if (rules.fingerprint() == fingerprint) {
                    return rules;
                }
            }
        }
        throw new TableException(Problem.BAD_HEADER, file, String.format("rules: fingerprint 0x%016x is of no rule "
                + "set this program knows", fingerprint));
    }

    static ScoreDistribution decode(Path file, byte[] bytes, Rules rules) {
        ByteBuffer in = checkHeader(file, bytes);
        int n = in.getInt(12);
        if (in.getLong(16) != rules.fingerprint()) {
            throw new TableException(Problem.OTHER_RULES, file, String.format("rules: the distribution is of rules with "
                    + "fingerprint 0x%016x, wanted %s (0x%016x)", in.getLong(16), rules.canonicalName(), rules.fingerprint()));
        }
        long expected = HEADER_LENGTH + in.getLong(24);
        if (bytes.length != expected) {
            throw new TableException(bytes.length < expected ? Problem.TRUNCATED : Problem.BAD_HEADER, file,
                    "file length: " + bytes.length + " bytes, expected " + expected);
        }
        if (in.getInt(32) != crc(bytes, HEADER_LENGTH, bytes.length - HEADER_LENGTH)) {
            throw new TableException(Problem.CHECKSUM, file, "checksum: the payload CRC32C is not the header's "
                    + "(the file is corrupt)");
        }
        double[] figures = new double[n + TAIL];
        in.position(HEADER_LENGTH);
        for (int i = 0; i < figures.length; i++) {
            figures[i] = in.getDouble();
            if (!(figures[i] >= 0 && figures[i] <= ScoreDistribution.MAX_SCORE)) {
                throw new TableException(Problem.BAD_VALUE, file, "value: figure " + i + " is " + figures[i]
                        + ", expected a probability or mean in 0.." + ScoreDistribution.MAX_SCORE);
            }
        }
        return new ScoreDistribution(rules, Arrays.copyOf(figures, n),
                Arrays.copyOfRange(figures, n, n + Category.COUNT),
                Arrays.copyOfRange(figures, n + Category.COUNT, n + 2 * Category.COUNT),
                figures[n + 2 * Category.COUNT], figures[n + 2 * Category.COUNT + 1]);
    }

    private static int crc(byte[] bytes, int from, int length) {
        CRC32C crc = new CRC32C();
        crc.update(bytes, from, length);
        return (int) crc.getValue();
    }
}
