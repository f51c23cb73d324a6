package org.yahtzee.cli.serve;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/**
 * One HTTP/1.1 request written by hand on a socket to this machine, for what a client library
 * will not send: a Host header of its own choosing (the JDK's HttpClient refuses to set one).
 */
final class RawHttp {
    private RawHttp() {
    }

    /** The answer's status line, headers and body, as text; {@code host} null sends no Host. */
    static String get(int port, String path, String host) {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout(10_000);
            String request = "GET " + path + " HTTP/1.1\r\n" + (host == null ? "" : "Host: " + host + "\r\n")
                    + "Connection: close\r\n\r\n";
            OutputStream out = socket.getOutputStream();
            out.write(request.getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The status code of an answer of {@link #get}. */
    static int status(String answer) {
        return Integer.parseInt(answer.substring("HTTP/1.1 ".length(), "HTTP/1.1 ".length() + 3));
    }
}
