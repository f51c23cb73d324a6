package org.yahtzee.cli.report.game;

import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import gg.jte.output.WriterOutput;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import org.yahtzee.cli.VersionProvider;
import org.yahtzee.cli.grade.RecordGrading.GradedCard;
import org.yahtzee.cli.options.RulesOption;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.rules.Rules;

/**
 * The page of {@code report game}: one self-contained HTML document (inline CSS and SVG, no
 * script, no address of anything outside it) with a section per player and game, rendered from
 * the templates page.jte and section.jte (src/main/jte, compiled with the sources). This class is
 * the page's model: texts from the record (names, the file's name) are made printable here
 * ({@link UserText#printable}: no control character reaches the page) and escaped by jte for
 * where the template puts them.
 */
final class GameReportPage {
    /*
     * Implementation notes. jte writes straight to the writer as it renders; a section's model
     * is made when the template reaches it, its two charts (5 to 7 KB of SVG each) when the
     * template asks for them, and all is dropped after the section: a page of 100 games needs
     * the memory of one section (and of the graded games), whatever its size on disk.
     */

    /** The package jte-maven-plugin generates the templates' classes into (see the pom). */
    private static final String TEMPLATE_PACKAGE = "org.yahtzee.cli.report.game";

    /** A line of the contents of a page of several games: a link to the section, its score and loss. */
    record Entry(String id, String heading, int score, String loss) {
    }

    private final String file;
    private final Rules rules;
    private final List<GradedCard> graded;
    private final double threshold;
    private final List<Entry> contents;

    private GameReportPage(String file, Rules rules, List<GradedCard> graded, double threshold) {
        this.file = UserText.printable(file);
        this.rules = rules;
        this.graded = graded;
        this.threshold = threshold;
        List<Entry> entries = new ArrayList<>(graded.size());
        for (int i = 0; i < graded.size(); i++) {
            GradedCard c = graded.get(i);
            entries.add(new Entry(sectionId(i), GameSection.heading(c.game(), c.card()), c.graded().score(),
                    GameSection.fixed(2, c.graded().totalLoss())));
        }
        this.contents = List.copyOf(entries);
    }

    /**
     * Writes the page for a valid record's cards graded in game and seating order (as
     * {@link org.yahtzee.cli.grade.RecordGrading#grade} gives them), as it is rendered.
     *
     * @param file      the record's name as shown in the title
     * @param threshold decisions losing more than this many expected points are flagged
     * @throws IOException if {@code out} fails (the writer's own exception, not jte's wrapping)
     */
    static void write(Writer out, String file, Rules rules, List<GradedCard> graded, double threshold)
            throws IOException {
        TemplateEngine engine = TemplateEngine.createPrecompiled(null, ContentType.Html, null, TEMPLATE_PACKAGE);
        try {
            engine.render("page.jte", new GameReportPage(file, rules, graded, threshold), new WriterOutput(out));
        } catch (RuntimeException e) {
            // WriterOutput wraps the writer's IOException, and jte wraps that in a TemplateException.
            for (Throwable cause = e; cause != null; cause = cause.getCause()) {
                if (cause instanceof UncheckedIOException unchecked) {
                    throw unchecked.getCause();
                }
            }
            throw e;
        }
    }

    String file() {
        return file;
    }

    String rules() {
        return RulesOption.describe(rules);
    }

    String threshold() {
        return Double.toString(threshold);
    }

    String version() {
        return VersionProvider.version();
    }

    /** One entry per section, in page order (the page lists them when there are several). */
    List<Entry> contents() {
        return contents;
    }

    /** The sections, each made when the template asks for it (see the implementation notes). */
    List<GameSection> sections() {
        return new AbstractList<>() {
            @Override
            public GameSection get(int i) {
                GradedCard c = graded.get(i);
                return new GameSection(sectionId(i), c.game(), c.card(), c.graded(), threshold);
            }

            @Override
            public int size() {
                return graded.size();
            }
        };
    }

    private static String sectionId(int i) {
        return "s" + (i + 1);
    }
}
