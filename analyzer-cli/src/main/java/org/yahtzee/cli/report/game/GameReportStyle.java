package org.yahtzee.cli.report.game;

/**
 * The fixed parts of the {@code report game} page: its style sheet (inlined: the page loads
 * nothing) and the footer that explains the figures. Plain constants, no text from a record.
 */
final class GameReportStyle {

    private GameReportStyle() {
    }

    /** Wide screens: card beside the figures, the two charts side by side; narrow: one column. */
    static final String CSS = """
            :root { --ink: #1d2330; --muted: #667085; --rule: #d9dde5; --accent: #2c4a82;
                    --small: #fff4cc; --medium: #ffdcb8; --large: #ffc4bd; }
            * { box-sizing: border-box; }
            body { margin: 0; background: #f4f5f8; color: var(--ink);
                   font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; }
            main { max-width: 1180px; margin: 0 auto; padding: 20px 24px 32px; }
            h1 { font-size: 24px; margin: 0 0 4px; }
            h1 .file { font-weight: normal; color: var(--muted); }
            h2 { font-size: 20px; margin: 0 0 14px; }
            h2 small { font-weight: normal; color: var(--muted); }
            h3 { font-size: 15px; margin: 0 0 8px; }
            .meta, .note, figcaption { color: var(--muted); }
            nav ul { margin: 6px 0 0; padding-left: 20px; }
            nav a { color: var(--accent); }
            section.game { background: #fff; border: 1px solid var(--rule); border-radius: 8px;
                           padding: 18px 20px; margin: 18px 0; }
            .top { display: grid; grid-template-columns: minmax(300px, 360px) 1fr; gap: 28px; align-items: start; }
            .side { display: flex; flex-direction: column; gap: 18px; }
            table { border-collapse: collapse; }
            th, td { padding: 3px 8px; text-align: left; vertical-align: baseline; }
            th { font-weight: 600; }
            thead th { border-bottom: 2px solid var(--rule); color: var(--muted); font-weight: 600; }
            .n { text-align: right; font-variant-numeric: tabular-nums; }
            .dice { font-family: ui-monospace, "DejaVu Sans Mono", monospace; letter-spacing: 1px; }
            table.card { width: 100%; }
            table.card td, table.card th { border-bottom: 1px solid #eef0f4; }
            table.card th, table.card td.note { white-space: nowrap; }
            table.card tr.open td { color: var(--muted); }
            table.card tr.sub th, table.card tr.sub td { background: #f6f7fa; }
            table.card tr.total th, table.card tr.total td { border-top: 2px solid var(--ink); font-size: 16px;
                                                             font-weight: 700; }
            .split { background: #f6f8fc; border: 1px solid var(--rule); border-radius: 6px; padding: 12px 16px; }
            .equation { font-size: 26px; font-weight: 600; margin: 0 0 8px; font-variant-numeric: tabular-nums; }
            table.terms td[data-term] { text-align: right; font-weight: 600; font-variant-numeric: tabular-nums; }
            table.terms th { font-weight: normal; white-space: nowrap; }
            table.facts th { font-weight: normal; color: var(--muted); white-space: nowrap; }
            .tag { display: inline-block; padding: 0 6px; margin: 1px 2px; border-radius: 4px; }
            .tag.small { background: var(--small); } .tag.medium { background: var(--medium); }
            .tag.large { background: var(--large); }
            .charts { display: grid; grid-template-columns: 1fr 1fr; gap: 20px; margin: 20px 0; }
            figure { margin: 0; }
            svg.chart { display: block; width: 100%; height: auto; border: 1px solid #eef0f4; }
            figcaption { font-size: 12.5px; margin-top: 4px; }
            table.flagged td, table.flagged th { padding: 2px 6px; }
            table.flagged td { border-bottom: 1px solid #f0f2f5; }
            table.decisions { width: 100%; }
            table.decisions td { border-bottom: 1px solid #f0f2f5; }
            table.decisions tr.even td { background: #fafbfc; }
            table.decisions td.best { color: var(--muted); }
            table.decisions tr.flagged td.best { color: var(--ink); font-weight: 600; }
            table.decisions tr.small td { background: var(--small); }
            table.decisions tr.medium td { background: var(--medium); }
            table.decisions tr.large td { background: var(--large); }
            footer { color: var(--muted); font-size: 12.5px; margin-top: 8px; }
            @media (max-width: 900px) { .top, .charts { grid-template-columns: 1fr; } }
            """;

    /** How to read the figures; HTML, fixed. */
    static final String FOOTER = "Expected totals are the points on the card plus the expected rest of the game "
            + "under optimal solitaire play. A decision's loss is the best choice's expected total minus the "
            + "one played; luck is, over every roll, the expected total after it minus the one before it. "
            + "For a finished game the score is exactly the expected score at the start, minus the loss, "
            + "plus the luck. Decision classes: small under 1 point, medium 1 to 5, large over 5.";
}
