package org.yahtzee.cli;

import java.io.BufferedWriter;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import org.yahtzee.cli.advise.AdviseSettings;
import org.yahtzee.cli.advise.QuickAdvise;
import org.yahtzee.engine.Yahtzee;

/**
 * The {@code yahtzee} command's entry point: advise's common command lines are answered without
 * picocli ({@link QuickAdvise}), every other command line runs through picocli's command tree
 * ({@link Commands}). Nothing here is initialised statically, and nothing here names a picocli
 * class: every command starts from this class.
 */
public final class Main {

    private static final String PICOCLI_CONVERTER_EXCLUDES = "picocli.converters.excludes";
    private static final String PICOCLI_DISABLE_CLOSURES = "picocli.disable.closures";

    private Main() {
    }

    public static void main(String[] args) {
        // picocli registers converters for java.sql and java.time types by reflection, loading
        // java.sql.DriverManager among ~130 classes (about 10 ms of every start); no option here
        // has such a type.
        if (System.getProperty(PICOCLI_CONVERTER_EXCLUDES) == null) {
            System.setProperty(PICOCLI_CONVERTER_EXCLUDES, "java\\.sql\\..*,java\\.time\\..*");
        }
        // picocli's default factory looks for groovy.lang.Closure when it is first used. The miss
        // makes the class loader open the jar, 4,870 entries, whose index is built by interpreted
        // code, where the launcher's class-data archive holds every other class advise needs and
        // the jar is otherwise never opened (with the launchers' -cp, advise 0.91x the CPU;
        // docs/startup.md).
        if (System.getProperty(PICOCLI_DISABLE_CLOSURES) == null) {
            System.setProperty(PICOCLI_DISABLE_CLOSURES, "true");
        }
        // advise's common command lines are read first, without picocli (QuickAdvise, well under
        // a millisecond). Any other command line builds picocli's models, whose first compiles a
        // \w pattern, the JDK's first lambda: that is made on another thread (the second core)
        // while this one loads picocli, first, since the models need it first. Most commands read
        // the solver's static tables: they are built on another thread too. On JDK 25 the first
        // mapping of a file spins classes: it is made on a third.
        AdviseSettings quick = QuickAdvise.read(args);
        if (quick == null) {
            RegexWarmUp.inBackground();
        }
        Yahtzee.prepareInBackground();
        if (Runtime.version().feature() >= MappingWarmUp.FROM_FEATURE) {
            MappingWarmUp.inBackground();
        }
        Environment environment = Environment.system();
        PrintWriter out = CheckedOutput.stdout();
        PrintWriter err = standardError();
        if (quick != null) {
            int exitCode = QuickAdvise.run(quick, environment, out, err);
            if (exitCode != QuickAdvise.NOT_TAKEN) {
                System.exit(exitCode);
            }
            RegexWarmUp.inBackground();
        }
        System.exit(Commands.execute(environment, args, out, err));
    }

    /**
     * Standard error as picocli made it when none was set (CommandLine.getErr, picocli 4.7), so
     * that both ways of running print the same bytes: System.err in the charset named by
     * {@code sun.stderr.encoding} (cp65001 is UTF-8), else the default, buffered, flushed at
     * each line.
     */
    private static PrintWriter standardError() {
        String name = System.getProperty("sun.stderr.encoding");
        Charset charset = Charset.defaultCharset();
        try {
            charset = name == null ? charset : Charset.forName(name.equalsIgnoreCase("cp65001") ? "UTF-8" : name);
        } catch (IllegalArgumentException unknown) {
            // picocli falls back to the default too
        }
        return new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.err, charset)), true);
    }
}
