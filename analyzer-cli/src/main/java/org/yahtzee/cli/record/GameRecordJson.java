package org.yahtzee.cli.record;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;

/**
 * Writes the JSON form of a game record (docs/game-record.md) with Jackson's streaming generator
 * (no object mapper); {@link JsonRecordReader} reads it.
 */
public final class GameRecordJson {
    /** The {@code format} written and accepted. */
    public static final String FORMAT = "yahtzee-game-record/1";

    private static final JsonFactory FACTORY = JsonFactory.builder()
            .disable(StreamWriteFeature.AUTO_CLOSE_TARGET)
            .build();

    private GameRecordJson() {
    }

    /** The record as pretty JSON (one turn a line), ending with a newline. */
    public static String write(GameRecord record) {
        StringWriter out = new StringWriter();
        try (JsonGenerator g = FACTORY.createGenerator(out)) {
            g.writeStartObject();
            g.writeStringField("format", FORMAT);
            g.writeStringField("rules", record.rules().canonicalName());
            g.writeArrayFieldStart("games");
            for (GameRecord.Game game : record.games()) {
                g.writeRaw("\n  ");
                g.writeStartObject();
                g.writeNumberField("game", game.number());
                g.writeArrayFieldStart("players");
                for (GameRecord.Card card : game.cards()) {
                    g.writeRaw("\n    ");
                    g.writeStartObject();
                    g.writeStringField("name", card.name());
                    g.writeArrayFieldStart("turns");
                    for (GameRecord.Turn turn : card.turns()) {
                        g.writeRaw("\n      ");
                        writeTurn(g, turn);
                    }
                    g.writeEndArray();
                    g.writeEndObject();
                }
                g.writeEndArray();
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringWriter does not fail
        }
        return out.append('\n').toString();
    }

    private static void writeTurn(JsonGenerator g, GameRecord.Turn turn) throws IOException {
        g.writeStartObject();
        g.writeNumberField("turn", turn.number());
        g.writeArrayFieldStart("rolls");
        for (String roll : turn.rolls()) {
            g.writeString(roll);
        }
        g.writeEndArray();
        g.writeArrayFieldStart("kept");
        for (String kept : turn.kept()) {
            // No dice kept is "", as in every JSON output (docs/json.md); "none" is still read.
            g.writeString(RecordTokens.isNone(kept) ? "" : kept);
        }
        g.writeEndArray();
        g.writeStringField("box", turn.box().canonicalName());
        if (turn.points() != GameRecord.Turn.NO_POINTS) {
            g.writeNumberField("points", turn.points());
        }
        g.writeEndObject();
    }
}
