package org.yahtzee.cli.docs;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.yahtzee.cli.CommandRun;
import org.yahtzee.cli.SharedCache;
import org.yahtzee.cli.play.PlayCommandTest;
import org.yahtzee.cli.serve.ApiServer;
import org.yahtzee.cli.serve.TestServer;

/**
 * Every command example of README.md and docs/*.md prints what the doc shows (issue 23: the
 * docs had drifted). A {@code yahtzee} command runs in-process ({@link CommandRun}) on the
 * shared test cache, standing for {@code ~/.cache/yahtzee}; another command (a copy, curl)
 * runs in bash, with {@code /tmp/} a folder of the test's own and {@code localhost:8080} a
 * server of the test's own. What changes from run to run or machine to machine is masked on
 * both sides: times, threads, the folders. The examples of a file run in its order, so one
 * may make what the next reads. A block marked slow (a reach or policy table to build, half a
 * minute or more) runs only with {@code -Dyahtzee.docs.slow=true}; its test is skipped with the
 * reason, as is one marked not run.
 */
final class DocExamplesTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final boolean SLOW = Boolean.getBoolean("yahtzee.docs.slow");
    /** The cache folder as the docs name it, and the options whose value is a file written. */
    private static final String CACHE = "~/.cache/yahtzee";
    private static final Set<String> OUTPUTS = Set.of("--chart", "--html", "--out", "--each-game");
    /** What differs from run to run on both sides, each regex with what stands for it. */
    private static final String[][] MASKS = {
        {"\"seconds\":[0-9.eE+-]+", "\"seconds\":#"},
        {"\"threads\":[0-9]+", "\"threads\":#"},
        {"\\bseconds(\\s+)[0-9.]+", "seconds$1#"},
        {"\\b[0-9]+(\\.[0-9]+)? (s|ms)\\b", "# $2"},
        {"\\b[0-9]+ threads\\b", "# threads"},
        {"\\([0-9.]+ games/s\\)", "(# games/s)"},
        {"/root/\\.cache/yahtzee", CACHE},
        // A page holds the record's path as given, so its size follows the folder it runs from.
        {"(page written .*, )[0-9]+ bytes\\)", "$1# bytes)"},
    };

    @TempDir
    static Path work;
    private static ApiServer server;
    private static Path slowCache;

    /**
     * The cache of an example: the shared test cache, but for a slow one a cache of its own (the
     * official table copied in), so that the reach and policy tables it builds reach no other
     * test: a test of the play page counts on the shared cache having no reach table.
     */
    private static synchronized Path cache(DocExample example) throws IOException {
        if (!"slow".equals(example.mark())) {
            return SharedCache.directory();
        }
        if (slowCache == null) {
            slowCache = Files.createDirectories(work.resolve("cache"));
            Files.copy(SharedCache.directory().resolve("official.ytable"), slowCache.resolve("official.ytable"));
        }
        return slowCache;
    }

    @AfterAll
    static void stop() throws InterruptedException {
        if (server != null) {
            server.stop();
        }
    }

    @TestFactory
    Stream<DynamicTest> everyCommandExample_printsWhatTheDocShows() throws IOException {
        List<DocExample> examples = new ArrayList<>(DocExample.read(ROOT, "README.md"));
        try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
            for (Path doc : docs.filter(p -> p.toString().endsWith(".md")).sorted().toList()) {
                examples.addAll(DocExample.read(ROOT, "docs/" + doc.getFileName()));
            }
        }
        assertTrue(examples.size() > 30, "the docs' examples were found: " + examples.size());
        return examples.stream().map(e -> DynamicTest.dynamicTest(e.name(), () -> check(e)));
    }

    private static void check(DocExample example) throws Exception {
        Assumptions.assumeFalse("not run".equals(example.mark()), () -> "not run: " + example.why());
        Assumptions.assumeTrue(example.mark() == null || SLOW, () -> "slow (-Dyahtzee.docs.slow=true runs it): "
                + example.why());
        Map<String, String> shownAs = new LinkedHashMap<>(); // what the run prints -> what the doc prints there
        List<String> words = example.words();
        Path cache = cache(example);
        shownAs.put(cache.toString(), CACHE);
        String[] printed = words != null && (words.get(0).equals("./yahtzee") || words.get(0).equals("yahtzee"))
                ? yahtzee(example, words.subList(1, words.size()), cache, shownAs) : shell(example.command(), cache, shownAs);
        List<String> actual = mask(printed[0].isEmpty() ? printed[1] : printed[0], shownAs);
        List<String> expected = mask(String.join("\n", example.output()), Map.of());
        assertTrue(DocExample.shows(expected, actual), () -> example.name() + "\n--- the doc shows (masked)\n"
                + String.join("\n", expected) + "\n--- the run printed (masked)\n" + String.join("\n", actual)
                + "\n--- its standard error\n" + printed[1]);
    }

    /** Runs a yahtzee command in-process: {stdout, stderr}. */
    private static String[] yahtzee(DocExample example, List<String> docWords, Path cache, Map<String, String> shownAs)
            throws IOException {
        List<String> args = new ArrayList<>();
        for (int i = 0; i < docWords.size(); i++) {
            String word = docWords.get(i);
            if (i > 0 && OUTPUTS.contains(docWords.get(i - 1))) {
                Path file = work.resolve(Path.of(word).getFileName().toString());
                shownAs.put(file.toString(), word);
                args.add(file.toString());
            } else {
                args.add(where(word, cache));
            }
        }
        shownAs.put(work.toString(), "/tmp");
        shownAs.put(ROOT + "/", "");
        CommandRun run = args.get(0).equals("play") ? PlayCommandTest.play(cache, example.typed(), args.subList(1, args.size())
                .toArray(new String[0])) : CommandRun.run(cache, args.toArray(new String[0]));
        return new String[] {run.out(), run.err()};
    }

    /** A path of the docs where the test has it: the cache, /tmp, a file of the repository. */
    private static String where(String word, Path cache) {
        if (word.startsWith(CACHE + "/")) {
            return cache.resolve(word.substring(CACHE.length() + 1)).toString();
        }
        if (word.startsWith("/tmp/")) {
            return work.resolve(word.substring("/tmp/".length())).toString();
        }
        return !word.startsWith("-") && word.contains("/") && Files.exists(ROOT.resolve(word)) ? ROOT.resolve(word).toString()
                : word;
    }

    /** Runs another command in bash, in the repository's root: {stdout, stderr}. */
    private static String[] shell(String command, Path cache, Map<String, String> shownAs) throws IOException,
            InterruptedException {
        assertTrue(!command.matches("(?s).*(^|[\\s;|&(])(\\./)?yahtzee\\s.*"), "a yahtzee command inside a shell line would "
                + "run the jar on the user's cache: mark its block <!-- example not run: ... --> or run it alone");
        String line = command.replace("/tmp/", work + "/").replace(CACHE + "/", cache + "/"); // the cache may be in /tmp
        if (line.contains("localhost:8080")) {
            synchronized (DocExamplesTest.class) {
                server = server != null ? server : TestServer.start();
            }
            line = line.replace("localhost:8080", "127.0.0.1:" + server.port());
        }
        shownAs.put(work.toString(), "/tmp");
        Path err = Files.createTempFile(work, "stderr", ".txt");
        Process bash = new ProcessBuilder("bash", "-c", line).directory(ROOT.toFile()).redirectError(err.toFile()).start();
        bash.getOutputStream().close();
        byte[] out = bash.getInputStream().readAllBytes();
        assertTrue(bash.waitFor(60, TimeUnit.SECONDS), "bash did not end: " + line);
        return new String[] {new String(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8)};
    }

    /** The lines of {@code text} with the run's folders as the doc names them and {@link #MASKS} applied. */
    private static List<String> mask(String text, Map<String, String> shownAs) {
        for (Map.Entry<String, String> e : shownAs.entrySet()) {
            text = text.replace(e.getKey(), e.getValue());
        }
        for (String[] m : MASKS) {
            text = text.replaceAll(m[0], m[1]);
        }
        return text.lines().toList();
    }
}
