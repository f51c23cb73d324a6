package org.yahtzee.policy;

/**
 * The generator of {@link java.util.SplittableRandom} (SplitMix64: Steele, Lea and Flood, "Fast
 * splittable pseudorandom number generators", OOPSLA 2014) as a reusable object: the same seed
 * gives the very numbers and splits that class gives, but a split fills an existing object
 * instead of allocating one, so a simulator plays a million games without a million generators.
 */
public final class SplitMix {
    /*
     * Implementation notes. The state is a 64-bit seed and an odd gamma; each number adds gamma
     * to the seed and mixes the sum (Stafford's variant 13 of MurmurHash3's finaliser). A split
     * takes the child's seed from the next number and its gamma from the next seed, mixed by
     * MurmurHash3's finaliser, made odd, and flipped at every other bit when it has fewer than 24
     * transitions between neighbouring bits (a gamma like 0x...0001 would mix poorly). The
     * constants are the algorithm's, as published; SplitMixTest holds the streams and splits
     * against java.util.SplittableRandom's, so a JDK that changed them would fail there.
     */

    /** The gamma of a generator made from a seed alone: 2^64 over the golden ratio, odd. */
    private static final long GOLDEN_GAMMA = 0x9e3779b97f4a7c15L;

    private long seed;
    private long gamma;

    /** The generator {@code new SplittableRandom(seed)} is. */
    public SplitMix(long seed) {
        this.seed = seed;
        this.gamma = GOLDEN_GAMMA;
    }

    /** A generator to be filled by {@link #splitInto} before use (seed 0). */
    public SplitMix() {
        this(0);
    }

    /** The next 64 random bits: {@code SplittableRandom.nextLong()}. */
    public long nextLong() {
        seed += gamma;
        return mix64(seed);
    }

    /** Makes {@code child} what {@code SplittableRandom.split()} would return now, and advances this one as it does. */
    public void splitInto(SplitMix child) {
        long childSeed = nextLong();
        seed += gamma;
        child.seed = childSeed;
        child.gamma = mixGamma(seed);
    }

    /** A new generator: {@code SplittableRandom.split()}. */
    public SplitMix split() {
        SplitMix child = new SplitMix();
        splitInto(child);
        return child;
    }

    private static long mix64(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    private static long mixGamma(long z) {
        z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
        z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L;
        z = (z ^ (z >>> 33)) | 1L;
        int transitions = Long.bitCount(z ^ (z >>> 1));
        return transitions < 24 ? z ^ 0xaaaaaaaaaaaaaaaaL : z;
    }
}
