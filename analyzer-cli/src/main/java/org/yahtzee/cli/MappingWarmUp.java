package org.yahtzee.cli;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Maps one byte of a file on a second thread at start, so that the JDK's first mapping in the
 * process, which the tables' mapping would otherwise make on the main thread, is done or under
 * way by then. {@link Main} starts it from JDK 25 only.
 */
final class MappingWarmUp implements Runnable {
    /*
     * Implementation notes. JDK 25 maps a file through java.lang.foreign.MemorySegment, whose
     * first use builds method handles and spins ten LambdaForm classes with the class-file API
     * (a hundred more classes loaded): the first FileChannel.map of a fresh JVM took 24 ms of CPU
     * there against 6 ms on JDK 17. With the warm-up, advise on Temurin 25 took 0.95x the CPU
     * and 0.89x the wall (25 alternated pairs, load 8); on JDK 17, whose mapping spins nothing, the
     * thread cost more than it saved (1.08x the CPU), so it starts only from JDK 25. The file is
     * the JDK's own module image, always there and never written; a named class, not a lambda
     * (docs/startup.md).
     */

    /**
     * The first JDK feature version whose mapping is worth warming up: a compile-time constant,
     * so that Main's test of it loads no class on older JDKs.
     */
    static final int FROM_FEATURE = 25;

    private MappingWarmUp() {
    }

    /** Starts the warm-up on a daemon thread: the JVM does not wait for it. */
    static void inBackground() {
        Thread thread = new Thread(new MappingWarmUp(), "yahtzee-mapping");
        thread.setDaemon(true);
        thread.start();
    }

    @Override
    public void run() {
        Path modules = Path.of(System.getProperty("java.home"), "lib", "modules");
        try (FileChannel channel = FileChannel.open(modules, StandardOpenOption.READ)) {
            channel.map(FileChannel.MapMode.READ_ONLY, 0, 1);
        } catch (IOException | RuntimeException e) {
            // Only a warm-up: a table's own mapping reports what goes wrong there.
        }
    }
}
