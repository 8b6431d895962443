/// A card with a title and badges, detail rows, a progress bar and footer lines.
///
/// Plugins compose project, budget and transaction cards from it:
///
/// ```
/// ┌────────────────────────┐
/// │ Smith Residence [Over] │
/// ├────────────────────────┤
/// │ Budget       $5,000.00 │
/// │ Spent        $5,600.00 │
/// │ ███████████▓▓ 112%     │
/// ├────────────────────────┤
/// │ Updated 2 days ago     │
/// └────────────────────────┘
/// ```
public struct TitledCard: Renderable, WidthFilling {
  /// The title, in bold.
  public var title: String
  /// Status labels after the title.
  public var badges: [Badge]
  /// Label and value rows: `DetailRow`s for numbers, `TextDetailRow`s for free text.
  public var rows: [any Renderable]
  /// A bar under the rows, if any.
  public var progress: ProgressBar?
  /// Anything else to draw between the rows and the footer.
  public var body: [any Renderable]
  /// Secondary lines at the bottom, dimmed.
  public var footer: [String]

  /// Creates a card.
  public init(
    title: String, badges: [Badge] = [], rows: [any Renderable] = [],
    progress: ProgressBar? = nil,
    body: [any Renderable] = [], footer: [String] = []
  ) {
    self.title = VisibleText.escaping(title, keepingNewlines: false)
    self.badges = badges
    self.rows = rows
    self.progress = progress
    self.body = body
    self.footer = footer
  }

  /// The plain card this one is drawn as.
  public var card: Card {
    var middle: [any Renderable] = rows
    if let progress { middle.append(progress) }
    middle += body
    return Card(sections: [
      [CardHeader(title: title, badges: badges)], middle,
      footer.map { Paragraph($0, role: .dim) },
    ])
  }

  // Measuring and drawing go through the parts directly rather than through `card`, which
  // would box every part: grids of thousands of cards measure and draw each one.

  public func measure(in context: RenderContext) -> Measurement {
    // Measurements carry the widest number too, which `render` works out more cheaply.
    var measurement = CardHeader(title: title, badges: badges).measure(in: context)
    for row in rows { measurement = measurement.union(row.measure(in: context)) }
    if let progress { measurement = measurement.union(progress.measure(in: context)) }
    for item in body { measurement = measurement.union(item.measure(in: context)) }
    // A footer (`#4 · 31 transactions · 16 items`) reads best on one line.
    for line in footer { measurement = measurement.union(Measurement.of(text: line).keptOnOneLine) }
    return measurement.adding(Card.decoration)
  }

  public func render(in context: RenderContext) -> [String] {
    render(in: context, height: 0)
  }

  public func render(in context: RenderContext, height: Int) -> [String] {
    guard context.width > Card.decoration else { return card.render(in: context, height: height) }
    return cardBody(in: context, widestNumber: widestNumber(in: context))
      .framed(in: context, height: height, borderRole: .plain)
  }

  /// Returns what the card draws inside its borders in `context`, which must be wider than
  /// `Card.decoration`, given the width of its widest number (its measurement's `number`).
  func cardBody(in context: RenderContext, widestNumber: Int) -> CardBody {
    let isOpen = Card.opens(holding: widestNumber, in: context)
    let inner = isOpen ? context : context.withWidth(context.width - Card.decoration)
    return cardBody(inner: inner, isOpen: isOpen)
  }

  /// Returns what the card draws inside its borders, the lines drawn in `inner`: the card's
  /// context when it is open, else one `Card.decoration` cells narrower.
  func cardBody(inner: RenderContext, isOpen: Bool) -> CardBody {
    var lines: [CardLine] = []
    lines.reserveCapacity(rows.count + footer.count + 3)
    CardHeader(title: title, badges: badges).appendLines(to: &lines, in: inner)
    var rulesBefore: [Int] = []
    let middleStart = lines.count
    for row in rows {
      if let row = row as? DetailRow {
        row.appendLines(to: &lines, in: inner)
      } else {
        for line in row.render(in: inner) { lines.append(CardLine(line)) }
      }
    }
    if let progress { progress.appendLines(to: &lines, in: inner) }
    for item in body {
      for line in item.render(in: inner) { lines.append(CardLine(line)) }
    }
    if lines.count > middleStart { rulesBefore.append(middleStart) }
    if !footer.isEmpty { rulesBefore.append(lines.count) }
    for line in footer {
      // Printable ASCII that fits is its own line, as the wrapper would leave it.
      if !inner.color, let width = DisplayWidth.asciiWidth(line), width <= inner.width {
        lines.append(CardLine(line, width: width))
        continue
      }
      for wrapped in TextWrapper.wrap(line, width: inner.width) {
        lines.append(CardLine(inner.paint(wrapped, .dim)))
      }
    }
    return CardBody(lines: lines, rulesBefore: rulesBefore, isOpen: isOpen)
  }

  /// The width of the widest number the card shows, which decides whether it is drawn open.
  private func widestNumber(in context: RenderContext) -> Int {
    var widest = 0
    for badge in badges { widest = max(widest, ValueFitting.widestNumber(in: badge.label)) }
    for row in rows {
      if let row = row as? DetailRow {
        widest = max(widest, ValueFitting.widestNumber(in: row.value))
      } else {
        widest = max(widest, row.measure(in: context).number)
      }
    }
    for item in body { widest = max(widest, item.measure(in: context).number) }
    return widest
  }
}
