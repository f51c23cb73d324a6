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

    /**
     * The answer's status line, headers and body, as text; {@code host} null sends no Host, as
     * HTTP/1.0 (an HTTP/1.1 request must have one: RFC 9112, section 3.2).
     */
    static String get(int port, String path, String host) {
        return exchange(port, "GET " + path + (host == null ? " HTTP/1.0\r\n" : " HTTP/1.1\r\nHost: " + host + "\r\n")
                + "Connection: close\r\n\r\n");
    }

    /** The answer to {@code request}, written as it is (malformed, say), read to the connection's end. */
    static String exchange(int port, String request) {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout(10_000);
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
        return Integer.parseInt(answer.substring("HTTP/1.x ".length(), "HTTP/1.x ".length() + 3));
    }

    /** The value of a header of an answer of {@link #get} (names in any case), or null. */
    static String header(String answer, String name) {
        for (String line : answer.substring(0, answer.indexOf("\r\n\r\n")).split("\r\n")) {
            int colon = line.indexOf(':');
            if (colon > 0 && line.substring(0, colon).equalsIgnoreCase(name)) {
                return line.substring(colon + 1).strip();
            }
        }
        return null;
    }

    /** The body of an answer of {@link #get}. */
    static String body(String answer) {
        return answer.substring(answer.indexOf("\r\n\r\n") + 4);
    }
}
