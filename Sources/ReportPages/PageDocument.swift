/// The frame every page shares: one self-contained HTML file, its CSS inline (screen, a
/// phone's narrow screen, and print on A4 or US Letter), no scripts, no fonts to fetch.
enum PageDocument {
  /// The whole file around `body`.
  static func html(heading: PageHeading, bodyClass: String, body: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">
    <meta name="generator" content="ledgersh">
    <title>\(heading.documentTitle)</title>
    <style>
    \(css)
    </style>
    </head>
    <body class="\(bodyClass)">
    <main>
    \(heading.html)\(body)</main>
    </body>
    </html>

    """
  }

  /// The page's CSS, with system fonts only: the page fetches nothing.
  static let css = """
    :root { --ink: #1d1d1f; --muted: #5f6368; --line: #dadce0; --soft: #f4f4f5;
      --accent: #2d6a57; --error: #b3261e; --track: #e8eaed; }
    * { box-sizing: border-box; }
    html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
    body { margin: 0; color: var(--ink); background: #fff;
      font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, "Noto Color Emoji", sans-serif; }
    main { max-width: 1120px; margin: 0 auto; padding: 32px 24px 48px; }
    h1 { font-size: 26px; margin: 0; line-height: 1.2; }
    h2 { font-size: 18px; margin: 28px 0 8px; }
    p { margin: 0; }
    .page-head { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: flex-end;
      gap: 12px 24px; border-bottom: 2px solid var(--ink); padding-bottom: 12px; margin-bottom: 20px; }
    .page-head .titles { flex: 1 1 320px; min-width: 0; }
    .page-head .studio { order: 2; text-align: right; min-width: 0; max-width: 100%; }
    .studio-name { font-weight: 600; letter-spacing: .02em; overflow-wrap: anywhere; }
    .logo { display: block; margin-left: auto; max-height: 64px; max-width: 220px; width: auto; height: auto; }
    .project { font-size: 18px; margin-top: 4px; overflow-wrap: anywhere; }
    .facts { color: var(--muted); margin-top: 2px; overflow-wrap: anywhere; }
    .muted { color: var(--muted); }
    .num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
    .over { color: var(--error); }
    .ok { color: var(--accent); }
    table { width: 100%; border-collapse: collapse; }
    th, td { padding: 7px 8px; border-bottom: 1px solid var(--line); vertical-align: top; text-align: left; }
    th { font-size: 12px; font-weight: 600; color: var(--muted); text-transform: uppercase; letter-spacing: .04em; }
    td { overflow-wrap: anywhere; }
    tr { break-inside: avoid; page-break-inside: avoid; }
    thead { display: table-header-group; }
    tr.total td, tr.subtotal td { font-weight: 600; border-bottom: 0; }
    tr.subtotal td { background: var(--soft); }
    tr.total td { border-top: 2px solid var(--ink); }
    .tiles { display: grid; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); gap: 12px; margin: 8px 0 8px; }
    .tile { border: 1px solid var(--line); border-radius: 8px; padding: 10px 12px; break-inside: avoid; min-width: 0; }
    .tile .label { color: var(--muted); font-size: 12px; text-transform: uppercase; letter-spacing: .04em; }
    .tile .value { font-size: 20px; font-weight: 600; white-space: nowrap; font-variant-numeric: tabular-nums; }
    svg.bar { display: block; width: 100%; height: 10px; min-width: 60px; }
    .bar-cell { width: 28%; vertical-align: middle; }
    .bar-cell .pct { font-size: 12px; color: var(--muted); }
    figure.chart { margin: 8px 0 0; break-inside: avoid; }
    figure.chart svg { display: block; width: 100%; height: auto; }
    figure.chart figcaption { color: var(--muted); font-size: 12px; margin-top: 4px; }
    .pic-cell { width: 104px; }
    .pic { display: block; max-width: 96px; max-height: 96px; width: auto; height: auto; border-radius: 4px; }
    .placeholder { display: flex; align-items: center; justify-content: center; width: 96px; height: 72px;
      border: 1px dashed var(--line); border-radius: 4px; color: var(--muted); font-size: 11px; text-align: center; }
    .item-name { font-weight: 600; }
    .notes { color: var(--muted); font-size: 12px; margin-top: 2px; }
    tr.repeat { display: none; }
    .label-narrow { display: none; }
    section.space { break-before: auto; }
    footer.page-foot { margin-top: 28px; color: var(--muted); font-size: 12px; }
    @media (max-width: 600px) {
      main { padding: 16px 12px 32px; }
      h1 { font-size: 22px; }
      .page-head .studio { order: 0; text-align: left; flex-basis: 100%; }
      .logo { margin-left: 0; }
      .tile .value { font-size: 17px; }
      table.ffe, table.ffe tbody, table.ffe tr, table.ffe td { display: block; width: auto; }
      table.ffe thead { display: none; }
      table.ffe tr.item { display: grid; grid-template-columns: 80px minmax(0, 1fr); column-gap: 12px;
        padding: 10px 0; border-bottom: 1px solid var(--line); }
      table.ffe tr.item td { border: 0; padding: 1px 0; text-align: left; white-space: normal; }
      table.ffe tr.item td.pic-cell { grid-row: 1 / span 8; width: auto; }
      table.ffe tr.item td[data-label]:not(.main)::before { content: attr(data-label) ": "; color: var(--muted); }
      table.ffe tr.item td:empty { display: none; }
      .pic { max-width: 80px; max-height: 80px; }
      .placeholder { width: 80px; height: 64px; }
      table.ffe tr.subtotal, table.ffe tr.total { display: flex; justify-content: space-between; gap: 8px; padding: 8px; flex-wrap: wrap; }
      table.ffe tr.subtotal td, table.ffe tr.total td { border: 0; padding: 0; }
      table.ffe tr.subtotal td:empty, table.ffe tr.total td:empty { display: none; }
      .label-narrow { display: inline; color: var(--muted); font-weight: 400; }
      table.budget th.hide-narrow, table.budget td.hide-narrow { display: none; }
      table.budget th, table.budget td { padding: 6px 4px; }
      table.budget td.bar-cell { width: 22%; }
    }
    @page { margin: 14mm 12mm 16mm;
      @bottom-right { content: "Page " counter(page) " of " counter(pages); font-size: 8pt; color: #5f6368; } }
    @media print {
      body { font-size: 9.5pt; }
      main { max-width: none; padding: 0; }
      h2 { break-after: avoid; page-break-after: avoid; }
      section.space > h2 { display: none; }
      tr.repeat { display: table-row; }
      tr.repeat th { font-size: 11pt; color: var(--ink); text-transform: none; letter-spacing: 0; padding-top: 10px; }
      .pic-cell { width: 76px; }
      .pic { max-width: 68px; max-height: 68px; }
      .placeholder { width: 68px; height: 52px; }
      th, td { padding: 4px 5px; }
      .tiles, figure.chart, .tile { break-inside: avoid; }
      a { color: inherit; text-decoration: none; }
    }
    """
}
