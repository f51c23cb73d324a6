package org.yahtzee.cli.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every image README.md and docs/*.md show is there: a page that names a screenshot nobody
 * made (web.md named two new ones before they were taken) shows a broken image on GitHub.
 */
final class DocImagesTest {

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    /** Markdown's ![alt](path) and HTML's <img src="path">; addresses (http...) are not files of ours. */
    private static final Pattern IMAGE = Pattern.compile("!\\[[^\\]]*\\]\\(([^)\\s]+)\\)|<img\\s[^>]*src=\"([^\"]+)\"");

    @Test
    void everyImageShown_isAFileBesideThePage() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(ROOT.resolve("README.md")));
        try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
            docs.filter((p) -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        List<String> missing = new ArrayList<>();
        int shown = 0;
        for (Path page : pages) {
            Matcher m = IMAGE.matcher(Files.readString(page, StandardCharsets.UTF_8));
            while (m.find()) {
                String link = m.group(1) != null ? m.group(1) : m.group(2);
                if (link.startsWith("http")) {
                    continue;
                }
                shown++;
                if (!Files.isRegularFile(page.resolveSibling(link))) {
                    missing.add(ROOT.relativize(page) + ": " + link);
                }
            }
        }
        assertTrue(shown >= 10, "the pattern finds the pages' images (10 when this was written), found " + shown);
        assertEquals(List.of(), missing, "images shown but not in the repository");
    }
}
