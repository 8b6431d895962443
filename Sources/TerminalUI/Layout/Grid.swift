/// Cards laid out in as many columns as fit, all one width, each row's cards one height.
///
/// The seeds' content-aware grid: cards as narrow as possible without text wrapping, then an
/// adaptive grid whose cards share the row. The card width is the largest *ideal* width
/// among the cards (a label beside its value, a badge row, a footer on one line), clamped to
/// the layout's card minimum and maximum and to the space given; columns are
/// `max(1, (width + gap) / (cardWidth + gap))`; then the columns the row leaves over are
/// shared out among its cards, which widen up to the card maximum (a grid of fewer cards
/// keeps the width a full row's cards would have). In one column a card takes
/// the width its content wants, up to the space given and the content width. Recomputed at
/// every render, so a resized terminal gets a new column count on the next command.
public struct Grid: Renderable {
  /// The cards, in reading order.
  public var items: [any Renderable]
  /// Layout constants overriding the context's.
  public var settings: LayoutSettings?

  /// Creates a grid of `items`.
  public init(_ items: [any Renderable], settings: LayoutSettings? = nil) {
    self.items = items
    self.settings = settings
  }

  /// The width of every card and the number of columns.
  public struct Shape: Sendable, Hashable {
    /// The width every card gets.
    public var cardWidth: Int
    /// How many cards stand side by side.
    public var columns: Int
  }

  /// Returns the card width for cards wanting `ideals`, before the row's spare columns are
  /// shared out: the largest, clamped to the card minimum and maximum and to `available`.
  public static func cardWidth(
    ideals: some Sequence<Int>, settings: LayoutSettings, available: Int
  ) -> Int {
    let widest = ideals.reduce(0, max)
    let clamped = min(max(widest, settings.cardMinimumWidth), settings.cardMaximumWidth)
    return max(1, min(clamped, available))
  }

  /// Returns how many cards of `cardWidth` fit across `available` cells with `gap` between.
  public static func columnCount(available: Int, cardWidth: Int, gap: Int) -> Int {
    max(1, (available + gap) / (max(1, cardWidth) + gap))
  }

  /// Returns the shape of a grid of `count` cards wanting `ideals`, in `available` cells.
  public static func shape(
    ideals: [Int], count: Int, settings: LayoutSettings, available: Int
  ) -> Shape {
    let available = max(1, available)
    let wanted = ideals.reduce(0, max)
    var width = cardWidth(ideals: ideals, settings: settings, available: available)
    let fitting = columnCount(available: available, cardWidth: width, gap: settings.gap)
    let columns = max(1, min(fitting, count))
    if fitting == 1 {
      // One column: the width the content wants, up to the space and the content width.
      width = max(width, min(wanted, available, settings.contentWidth))
    } else if width < settings.cardMaximumWidth {
      // The columns a full row leaves over widen its cards, up to the card maximum. A grid of
      // fewer cards than fit keeps the width of a full row's (as SwiftUI's adaptive grid
      // leaves the other slots empty), so a lone card does not stretch across the line.
      let spare = available - fitting * width - (fitting - 1) * settings.gap
      width = min(settings.cardMaximumWidth, width + max(0, spare) / fitting)
    }
    return Shape(cardWidth: width, columns: columns)
  }

  private func settings(_ context: RenderContext) -> LayoutSettings {
    settings ?? context.layout
  }

  /// Returns the width every card gets and the columns in `context`.
  public func shape(in context: RenderContext) -> Shape {
    Grid.shape(
      ideals: items.map { $0.measure(in: context).ideal }, count: items.count,
      settings: settings(context), available: context.width)
  }

  /// Returns the width every card gets in `context`.
  public func cardWidth(in context: RenderContext) -> Int {
    shape(in: context).cardWidth
  }

  public func measure(in context: RenderContext) -> Measurement {
    let settings = settings(context)
    let measurements = items.map { $0.measure(in: context) }
    let least = Grid.cardWidth(
      ideals: measurements.lazy.map(\.minimum), settings: settings, available: Int.max)
    let ideal = Grid.cardWidth(
      ideals: measurements.lazy.map(\.ideal), settings: settings, available: Int.max)
    let count = max(1, items.count)
    return Measurement(
      minimum: least, maximum: count * ideal + (count - 1) * settings.gap, ideal: ideal,
      number: measurements.lazy.map(\.number).max() ?? 0)
  }

  public func render(in context: RenderContext) -> [String] {
    var lines = LineBuilder(joined: false, capacity: context.width * 4 + 64)
    write(to: &lines, in: context)
    return lines.finishedLines()
  }

  public func renderedText(in context: RenderContext) -> String {
    // A card of a few lines takes about as many bytes as a line per line of the grid.
    var text = LineBuilder(joined: true, capacity: items.count * context.width * 2 + 64)
    write(to: &text, in: context)
    return text.text()
  }

  /// Writes the grid's lines into `output`.
  private func write(to output: inout LineBuilder, in context: RenderContext) {
    guard !items.isEmpty else { return }
    let settings = settings(context)
    // Each card is measured once: for the shape, and for the widest number it draws.
    let measurements = items.map { $0.measure(in: context) }
    let shape = Grid.shape(
      ideals: measurements.map(\.ideal), count: items.count, settings: settings,
      available: context.width)
    let width = shape.cardWidth
    let columns = shape.columns
    var cardContext = context.withWidth(width)
    let chrome = CardChrome(context: cardContext)
    cardContext.cardChrome = chrome
    // The context inside a boxed card's borders, the same for every card.
    let inner = cardContext.withWidth(max(1, width - Card.decoration))
    var writer = GridLineWriter(
      chrome: chrome, edge: cardContext.symbols.vertical, cardWidth: width, gap: settings.gap)
    var start = 0
    while start < items.count {
      let end = min(start + columns, items.count)
      var cells = (start..<end).map { index in
        GridCell(items[index], number: measurements[index].number, in: cardContext, inner: inner)
      }
      let height = cells.reduce(0) { max($0, $1.height) }
      for index in cells.indices {
        guard case .lines(let drawn, let fills) = cells[index], drawn.count < height else {
          continue
        }
        let item = items[start + index]
        if fills, let card = item as? WidthFilling, !cardContext.color {
          cells[index] = .lines(card.stretch(drawn, to: height, in: cardContext), fills: fills)
        } else {
          cells[index] = .lines(item.render(in: cardContext, height: height), fills: fills)
        }
      }
      if start > 0 { output.endLine() }
      writer.startRow(cells, height: height)
      for row in 0..<height {
        writer.writeLine(row, to: &output)
      }
      start = end
    }
  }
}
