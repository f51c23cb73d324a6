package org.yahtzee.cli.serve;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Clients that misbehave, on raw sockets, for the tests of what the server does with them: one
 * that sends its headers a byte at a time (slow loris), one that posts a record and never reads
 * the answer; and a game record of about 1 MB that grades into about 11 MB of JSON.
 */
final class Sockets {
    private Sockets() {
    }

    /** A connection to this machine's {@code port}, reads bounded by {@code timeoutMillis}. */
    static Socket open(int port, int timeoutMillis) {
        try {
            Socket socket = new Socket(InetAddress.getLoopbackAddress(), port);
            socket.setSoTimeout(timeoutMillis);
            return socket;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Sends {@code head} (a request's first bytes) a byte every {@code gapMillis} until
     * {@code stopAt} (System.nanoTime), or until the server closes the connection.
     *
     * @return true if the server closed the connection
     */
    static boolean slowLoris(Socket socket, String head, long gapMillis, long stopAt) {
        byte[] bytes = head.getBytes(StandardCharsets.US_ASCII);
        try {
            for (int i = 0; System.nanoTime() < stopAt; i = (i + 1) % bytes.length) {
                socket.getOutputStream().write(bytes[i]);
                socket.getOutputStream().flush();
                Thread.sleep(gapMillis);
            }
            return false;
        } catch (IOException e) {
            return true; // the write failed: the server has closed the connection
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** Posts {@code record} to grade on {@code socket} and reads nothing. */
    static void postWithoutReading(Socket socket, byte[] record) {
        try {
            String head = "POST /api/v1/grade HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: "
                    + record.length + "\r\n\r\n";
            socket.getOutputStream().write(head.getBytes(StandardCharsets.US_ASCII));
            socket.getOutputStream().write(record);
            socket.getOutputStream().flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Reads the connection to its end: the number of bytes read, or -1 if it did not end within
     * the socket's timeout (a reset counts as an end: the server closed it).
     */
    static long readToEnd(Socket socket) {
        long total = 0;
        byte[] buffer = new byte[1 << 16];
        try {
            InputStream in = socket.getInputStream();
            for (int n; (n = in.read(buffer)) >= 0; ) {
                total += n;
            }
            return total;
        } catch (SocketTimeoutException e) {
            return -1;
        } catch (IOException e) {
            return total; // reset by the server
        }
    }

    /** A record of the example game repeated to just under 1 MB (1,297 games, 11 MB of graded JSON). */
    static byte[] megabyteRecord() {
        return record(1024 * 1024);
    }

    /** A record of the example game repeated to just under {@code bytes} (a game is 809 bytes). */
    static byte[] record(int bytes) {
        try {
            StringBuilder turns = new StringBuilder();
            for (String line : Files.readAllLines(Path.of("..", "examples", "clean-solitaire.txt"))) {
                if (!line.isEmpty() && Character.isDigit(line.charAt(0))) {
                    turns.append(line).append('\n');
                }
            }
            StringBuilder record = new StringBuilder("rules: official\n");
            for (int game = 1; ; game++) {
                String block = "game: " + game + "\n" + turns;
                if (record.length() + block.length() > bytes) {
                    return record.toString().getBytes(StandardCharsets.US_ASCII);
                }
                record.append(block);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
