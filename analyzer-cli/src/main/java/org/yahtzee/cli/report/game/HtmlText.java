package org.yahtzee.cli.report.game;

/**
 * Text made safe for an HTML page: the five characters that can end text or an attribute value
 * ({@code & < > " '}) become character references. Enough for element content and quoted
 * attribute values, which is all the report pages use; never for a script, a style or a URL.
 */
final class HtmlText {

    private HtmlText() {
    }

    /** {@code text} with {@code & < > " '} replaced by {@code &amp; &lt; &gt; &quot; &#39;}. */
    static String escape(String text) {
        StringBuilder sb = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            String entity = switch (c) {
                case '&' -> "&amp;";
                case '<' -> "&lt;";
                case '>' -> "&gt;";
                case '"' -> "&quot;";
                case '\'' -> "&#39;";
                default -> null;
            };
            if (entity != null && sb == null) {
                sb = new StringBuilder(text.length() + 16).append(text, 0, i);
            }
            if (sb != null) {
                if (entity != null) {
                    sb.append(entity);
                } else {
                    sb.append(c);
                }
            }
        }
        return sb == null ? text : sb.toString();
    }
}
