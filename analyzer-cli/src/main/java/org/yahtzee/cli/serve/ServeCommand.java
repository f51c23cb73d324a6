package org.yahtzee.cli.serve;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.yahtzee.cli.CommandModel;
import org.yahtzee.cli.Environment;
import org.yahtzee.cli.options.RulesOption;
import org.yahtzee.cli.text.UserText;
import org.yahtzee.files.TempFiles;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;

/**
 * {@code yahtzee serve}: the engine as a local HTTP server with a JSON API (docs/web.md), the
 * tables loaded once and kept. Prints its address, then answers until Ctrl-C (or SIGTERM), when
 * it stops taking connections, finishes the requests in flight (at most 10 s) and exits 0.
 */
public final class ServeCommand implements Callable<Integer> {
    /*
     * Implementation notes. A signal ends the JVM through its shutdown hooks, and the exit
     * status of a JVM ended by SIGINT is 130 whatever the hooks do, unless a hook halts it:
     * the hook stops the server, then halts with 0. (The JDK's sun.misc.Signal would let call()
     * return instead, but it is internal API, which the build's -Werror refuses.) The only other
     * hook a serve process may have is TempFiles' (a table being written to the cache when the
     * signal came): hooks run concurrently, so this one removes those temp files itself before
     * the halt, rather than race it.
     */

    public final CommandSpec spec = CommandModel.withCacheFooter(CommandModel.command(this, "serve",
            "Serve the engine over HTTP: web pages and a JSON API (docs/web.md).",
            "Pages: the advisor at /, /play, /grade and /reports, served from the jar. The API",
            "answers advise, grade, distribution and opening requests under /api/v1/, with the",
            "tables loaded once. Listens on 127.0.0.1 (this machine only) unless --host says",
            "otherwise. Ctrl-C stops it: requests in flight are answered first (at most 10 s)."));
    private final RulesOption rulesOption = new RulesOption(spec);
    private final CommandModel.Value<Integer> port = CommandModel.option(spec, OptionSpec.builder("--port")
            .paramLabel("N").type(int.class).defaultValue("8080")
            .description("TCP port, 1 to 65535, or 0 for any free one (default ${DEFAULT-VALUE})."));
    private final CommandModel.Value<String> host = CommandModel.option(spec, OptionSpec.builder("--host")
            .paramLabel("H").type(String.class).defaultValue("127.0.0.1")
            .description("Address to listen on (default ${DEFAULT-VALUE}: this machine only; 0.0.0.0: every "
                    + "network the machine is on, for anyone who can reach it)."));

    private final Environment environment;

    public ServeCommand(Environment environment) {
        this.environment = environment;
        spec.usageMessage().footerHeading("%nExample:%n").footer(
                "  yahtzee serve --port 8080",
                "  curl -s localhost:8080/api/v1/advise -H 'Content-Type: application/json' -d '{\"dice\":\"12344\"}'");
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        if (port.get() < 0 || port.get() > 65535) {
            throw new ParameterException(spec.commandLine(), "--port must be 0 to 65535, was " + port.get());
        }
        InetAddress address;
        try {
            address = InetAddress.getByName(host.get());
        } catch (UnknownHostException e) {
            throw new ParameterException(spec.commandLine(), "--host " + UserText.quote(host.get())
                    + " is no address of this machine: expected e.g. 127.0.0.1, ::1 or 0.0.0.0");
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ApiServer server = ApiServer.start(new InetSocketAddress(address, port.get()), environment,
                rulesOption.rules(), ServeLimits.defaults(), err);
        server.prepareSessions();
        // The hook before the address: a script that stops the server as soon as it reads the address gets exit 0.
        Runtime.getRuntime().addShutdownHook(new Thread(new Stop(server, out), "yahtzee-serve-stop"));
        String shown = HostCheck.authority(address); // a name the Host check takes
        out.println("serving http://" + shown + ":" + server.port() + "/ (the advisor; /play, /grade, /reports; the API under "
                + ApiServer.PREFIX + "; Ctrl-C stops)");
        out.flush();
        new CountDownLatch(1).await(); // until the hook halts the JVM
        return 0; // not reached: the hook halts the JVM
    }

    /** The shutdown hook: a clean stop, then exit 0. */
    private static final class Stop implements Runnable {
        private final ApiServer server;
        private final PrintWriter out;

        Stop(ApiServer server, PrintWriter out) {
            this.server = server;
            this.out = out;
        }

        @Override
        public void run() {
            int status = 0;
            try {
                server.stop();
                out.println("stopped");
                out.flush();
            } catch (InterruptedException e) {
                status = 1;
            }
            TempFiles.removeLive();
            Runtime.getRuntime().halt(status);
        }
    }
}
