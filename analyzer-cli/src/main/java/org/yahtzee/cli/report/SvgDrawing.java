package org.yahtzee.cli.report;

import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.SVGHints;
import org.jfree.svg.SVGUtils;
import org.jfree.svg.ViewBox;

/**
 * The one way the reports write SVG: a Graphics2D from JFreeSVG (drawn on directly, or painted
 * by XChart) whose elements come out as an {@code <svg>} element to put inline in a page or as a
 * file. Text drawn with {@code drawString} stays {@code <text>}; the ids it makes (clip paths)
 * start with a prefix, so that several charts can share a page.
 */
public final class SvgDrawing {
    /*
     * Implementation notes. Coordinates and transforms keep two decimals: a hundredth of a
     * pixel is far below what shows, and full doubles (17 digits) make the SVG of a chart about
     * twice as long. No XML prolog and no DOCTYPE: an HTML page wants only the element, and a
     * file of one <svg> element with its namespace is a complete SVG document.
     */

    /** Decimals of coordinates and transform matrices. */
    private static final int DECIMALS = 2;

    private SvgDrawing() {
    }

    /**
     * A canvas of {@code width} x {@code height} px whose ids (and the element's own, see
     * {@link #inline}) start with {@code idPrefix}, titled {@code title} for screen readers
     * (the first child of the element; no title if null).
     */
    public static SVGGraphics2D canvas(int width, int height, String idPrefix, String title) {
        System.setProperty("java.awt.headless", "true"); // font metrics only: never a window
        SVGGraphics2D g = new SVGGraphics2D(width, height);
        g.setDefsKeyPrefix(idPrefix + "-");
        g.setGeomDoubleConverter(SVGUtils.createDoubleConverter(DECIMALS));
        g.setTransformDoubleConverter(SVGUtils.createDoubleConverter(DECIMALS));
        if (title != null) {
            g.setRenderingHint(SVGHints.KEY_ELEMENT_TITLE, title);
        }
        return g;
    }

    /**
     * The drawing as an {@code <svg>} element with the id {@code id}, no fixed size (a viewBox:
     * the page's style sets the width, the height follows).
     */
    public static String inline(SVGGraphics2D g, String id) {
        return g.getSVGElement(id, false, viewBox(g), null, null);
    }

    /** The drawing as the text of an .svg file: the element with its width and height in px. */
    public static String file(SVGGraphics2D g) {
        return g.getSVGElement(null, true, viewBox(g), null, null) + "\n";
    }

    private static ViewBox viewBox(SVGGraphics2D g) {
        return new ViewBox(0, 0, g.getWidth(), g.getHeight());
    }
}
