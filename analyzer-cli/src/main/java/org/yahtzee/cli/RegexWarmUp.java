package org.yahtzee.cli;

import java.util.regex.Pattern;

/**
 * Compiles, on a second thread at start, a pattern like those every picocli command model
 * compiles in its constructor (its negatable-option transformer: {@code ^--no-(\w(-|\w)*)$}).
 * The first {@code \w} in a JVM makes the JDK's first lambda, and with it the method-handle
 * machinery and a class spun by ASM: about a tenth of advise's start, which the main thread now
 * finds done, or half done, when it builds its first model.
 */
final class RegexWarmUp implements Runnable {
    /*
     * Implementation notes. A named class, not a lambda (docs/startup.md). Harmless if picocli
     * changes its patterns: the work is then done twice, the second time in 0.1 ms. Measured in
     * the class-load log of advise (-Xlog:class+load with uptime): the block from
     * java.lang.invoke.LambdaMetafactory to the spun LambdaForm$MH took 64 of 850 ms on the main
     * thread under a load average of 13 (the whole run 4 to 5 times its quiet length).
     */

    private RegexWarmUp() {
    }

    /** Starts the warm-up on a daemon thread: the JVM does not wait for it. */
    static void inBackground() {
        Thread thread = new Thread(new RegexWarmUp(), "yahtzee-regex");
        thread.setDaemon(true);
        thread.start();
    }

    @Override
    public void run() {
        Pattern.compile("^--no-(\\w(-|\\w)*)$");
    }
}
