package org.yahtzee.cli;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import java.net.URL;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.yahtzee.engine.ModuleDescriptors;

/**
 * The command line and the server reach the engine through its API alone: nothing in
 * {@code org.yahtzee.cli..} uses a class of the solver or the tables module that the library
 * does not export. What it exports has one home, the two modules' {@code module-info.java},
 * read here; within an exported package the engine's own machinery is named below.
 */
final class ArchitectureTest {
    /*
     * Implementation notes. The rule reads the main classes only (tests may reach the internals
     * to set up their fixtures). The exports are read from the descriptors' sources
     * (ModuleDescriptors): module-info.class is made when the jars are packaged, after the tests.
     */

    /** Public in an exported package for the engine's own modules, not for its users: they take the engine's values. */
    private static final Set<String> ENGINE_ONLY = Set.of("org.yahtzee.grade.GameGrader");

    private static JavaClasses classes;
    private static Set<String> exported;

    @BeforeAll
    static void importMainClasses() {
        // From the three modules' own class folders or jars, not a scan of the whole class path
        // (its Jetty, Selenium and Jackson jars made the import about 10 CPU-seconds).
        List<URL> modules = Stream.of(org.yahtzee.cli.advise.AdviseCommand.class, org.yahtzee.engine.Engine.class,
                org.yahtzee.solver.Solver.class).map(c -> c.getProtectionDomain().getCodeSource().getLocation()).toList();
        classes = new ClassFileImporter().withImportOption(new ImportOption.DoNotIncludeTests()).importUrls(modules);
        exported = new TreeSet<>();
        for (String module : ModuleDescriptors.MODULES) {
            exported.addAll(ModuleDescriptors.exports(module));
        }
    }

    @Test
    void exports_theApiAndItsVocabulary() {
        assertEquals(new TreeSet<>(List.of("org.yahtzee.dice", "org.yahtzee.engine", "org.yahtzee.files",
                "org.yahtzee.game", "org.yahtzee.grade", "org.yahtzee.rules")), exported);
    }

    @Test
    void commandLine_reachesTheEngineThroughItsApiAlone() {
        ArchRule rule = noClasses().that().resideInAPackage("org.yahtzee.cli..")
                .should().dependOnClassesThat(new EngineInternals())
                .because("the engine's one entry point is org.yahtzee.engine (docs/library.md)");
        rule.check(classes);
    }

    /** The rule can fail: the engine's own classes are among those it names internal, and it reads the CLI's. */
    @Test
    void engineInternals_namesTheSolverAndTheCache() {
        EngineInternals internal = new EngineInternals();
        assertTrue(internal.test(classes.get("org.yahtzee.solver.TurnAnalyzer")));
        assertTrue(internal.test(classes.get("org.yahtzee.tables.TableCache")));
        assertTrue(internal.test(classes.get("org.yahtzee.grade.GameGrader")));
        assertTrue(!internal.test(classes.get("org.yahtzee.engine.Engine")));
        assertTrue(!internal.test(classes.get("org.yahtzee.rules.Rules")));
        assertTrue(classes.contain("org.yahtzee.cli.advise.AdviseCommand"), "the command line's classes are read");
    }

    /** A class of the engine's modules that the library does not export. */
    private static final class EngineInternals extends DescribedPredicate<JavaClass> {
        EngineInternals() {
            super("are engine internals (not exported by module-info.java)");
        }

        @Override
        public boolean test(JavaClass c) {
            String pkg = c.getPackageName();
            if (!pkg.startsWith("org.yahtzee.") || pkg.startsWith("org.yahtzee.cli")) {
                return false;
            }
            return !exported.contains(pkg) || ENGINE_ONLY.contains(c.getName().replaceAll("\\$.*", ""));
        }
    }
}
