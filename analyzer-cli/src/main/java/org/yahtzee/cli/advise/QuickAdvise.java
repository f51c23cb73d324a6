package org.yahtzee.cli.advise;

import java.io.PrintWriter;
import java.util.Map;
import org.yahtzee.cli.CheckedOutput;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.FailureReport;
import org.yahtzee.cli.options.OptionDeclaration;
import org.yahtzee.cli.options.QuickParser;
import org.yahtzee.engine.Goal;

/**
 * advise's common command lines answered without picocli: {@code advise 12344},
 * {@code advise --dice 12344 --card ... --json} and the like, read by {@link QuickParser} from
 * {@link AdviseOptions} and answered by {@link AdviseQuestion}, as {@link AdviseCommand} answers
 * them. A command line the parser is not certain of, or whose values fail a check, is left to
 * picocli, which reads it again and reports what is wrong in its words; so is any that names
 * {@code --goal} or {@code --verbose}. The output, the exit code and a failure's report are the
 * same either way (QuickAdviseTest).
 */
public final class QuickAdvise {
    /*
     * Implementation notes. picocli's classes (Java 5 class files, checked by the old verifier at
     * every start) and advise's model were 15-18 ms of the main thread's CPU in a cached advise of
     * about 60 (docs/startup.md). Nothing reached from here names a picocli class: the JVM would
     * load it to verify the caller, and Main, which calls here, keeps picocli's tree in Commands.
     */

    /** What {@link #run} returns when it leaves the command line to picocli. */
    public static final int NOT_TAKEN = -1;

    private QuickAdvise() {
    }

    /** The settings of {@code args} if they are a common advise command line, else null: picocli reads them. */
    public static AdviseSettings read(String[] args) {
        if (args.length == 0 || !args[0].equals("advise")) {
            return null;
        }
        Map<OptionDeclaration, Object> values = QuickParser.parse(AdviseOptions.QUICK, args, 1);
        return values == null ? null : AdviseSettings.of(values);
    }

    /**
     * Answers the command line {@link #read} read, printing on {@code out}
     * (checked for a failed write, as {@code CommandExecution} checks picocli's runs) and
     * {@code err}, and reporting a failure as picocli's runs report it.
     *
     * @return the exit code, or {@link #NOT_TAKEN} (nothing printed) if a value fails its check
     */
    public static int run(AdviseSettings settings, Environment environment, PrintWriter out, PrintWriter err) {
        AdviseQuestion question;
        try {
            question = new AdviseQuestion(settings.rules(), AdviseQuestion.card(settings), AdviseQuestion.rollId(settings),
                    AdviseQuestion.rollsLeft(settings.rollsLeft()), Goal.EV, AdviseQuestion.shown(settings.top()), settings.json());
        } catch (IllegalArgumentException problem) {
            return NOT_TAKEN;
        }
        try {
            int exitCode = question.answer(environment, out, err);
            CheckedOutput.check(out);
            return exitCode;
        } catch (Exception | VirtualMachineError failure) {
            return FailureReport.report(failure, err, out, false, settings.json());
        }
    }
}
