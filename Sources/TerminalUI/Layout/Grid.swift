/// Cards laid out in as many columns as fit, all one width, each row's cards one height.
///
/// The card width is content-aware: the largest minimum among the cards (as narrow as
/// possible without breaking a word or an amount), clamped to the layout's card minimum and
/// maximum, and never wider than the space given. Columns are
/// `max(1, (width + gap) / (cardWidth + gap))`, recomputed at every render.
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

  /// Returns the card width for cards needing `minimums`, in `available` cells.
  public static func cardWidth(
    minimums: some Sequence<Int>, settings: LayoutSettings, available: Int
  ) -> Int {
    let widest = minimums.reduce(0, max)
    let clamped = min(max(widest, settings.cardMinimumWidth), settings.cardMaximumWidth)
    return max(1, min(clamped, available))
  }

  /// Returns how many cards of `cardWidth` fit across `available` cells with `gap` between.
  public static func columnCount(available: Int, cardWidth: Int, gap: Int) -> Int {
    max(1, (available + gap) / (max(1, cardWidth) + gap))
  }

  private func settings(_ context: RenderContext) -> LayoutSettings {
    settings ?? context.layout
  }

  /// Returns the width every card gets in `context`.
  public func cardWidth(in context: RenderContext) -> Int {
    Grid.cardWidth(
      minimums: items.lazy.map { $0.measure(in: context).minimum }, settings: settings(context),
      available: context.width)
  }

  public func measure(in context: RenderContext) -> Measurement {
    let settings = settings(context)
    let measurements = items.map { $0.measure(in: context) }
    let width = Grid.cardWidth(
      minimums: measurements.lazy.map(\.minimum), settings: settings, available: Int.max)
    let count = max(1, items.count)
    return Measurement(
      minimum: width, maximum: count * width + (count - 1) * settings.gap,
      number: measurements.lazy.map(\.number).max() ?? 0)
  }

  public func render(in context: RenderContext) -> [String] {
    guard !items.isEmpty else { return [] }
    let settings = settings(context)
    let width = cardWidth(in: context)
    let columns = Grid.columnCount(available: context.width, cardWidth: width, gap: settings.gap)
    var cardContext = context.withWidth(width)
    cardContext.cardChrome = CardChrome(context: cardContext)
    var paddings = [Int](repeating: 0, count: columns)
    var lines: [String] = []
    lines.reserveCapacity(items.count / columns * 10)
    var start = 0
    while start < items.count {
      let end = min(start + columns, items.count)
      var cells = items[start..<end].map { $0.render(in: cardContext) }
      let height = cells.reduce(0) { max($0, $1.count) }
      let fills = items[start..<end].map { fillsWidth($0) && width > Card.decoration }
      for index in cells.indices where cells[index].count < height {
        let item = items[start + index]
        if fills[index], let card = item as? WidthFilling, !cardContext.color {
          cells[index] = card.stretch(cells[index], to: height, in: cardContext)
        } else {
          cells[index] = item.render(in: cardContext, height: height)
        }
      }
      if start > 0 { lines.append("") }
      for row in 0..<height {
        // Each cell is followed by the padding that brings it to the card width (none after
        // the last) and the gap; the line is then copied out in one allocation.
        var size = 0
        for (index, cell) in cells.enumerated() {
          let text = row < cell.count ? cell[row] : ""
          var padding = 0
          if index < cells.count - 1 {
            if !(fills[index] && row < cell.count) {
              padding = max(0, width - (DisplayWidth.asciiWidth(text) ?? DisplayWidth.of(text)))
            }
            padding += settings.gap
          }
          paddings[index] = padding
          size += text.utf8.count + padding
        }
        lines.append(
          String(unsafeUninitializedCapacity: size) { buffer in
            var offset = 0
            for (index, cell) in cells.enumerated() {
              if row < cell.count {
                let text = cell[row].utf8
                let copied = text.withContiguousStorageIfAvailable { source in
                  UnsafeMutableBufferPointer(rebasing: buffer[offset...])
                    .initialize(fromContentsOf: source)
                }
                if let copied {
                  offset += copied
                } else {
                  for byte in text {
                    buffer[offset] = byte
                    offset += 1
                  }
                }
              }
              for _ in 0..<paddings[index] {
                buffer[offset] = 0x20
                offset += 1
              }
            }
            return offset
          })
      }
      start = end
    }
    return lines
  }
}
