/// One card of a grid's row, ready to be drawn line by line.
enum GridCell {
  /// Lines drawn by the card itself; `fills` when each is as wide as the card already.
  case lines([String], fills: Bool)
  /// A boxed plain card, whose borders the grid draws straight into its lines.
  case boxed(CardBody, height: Int)

  /// Draws `item`, whose widest number is `number` cells (its measurement's), in `context`;
  /// `inner` is `context` narrowed by the card borders, shared by every card of the grid.
  ///
  /// Titled and plain cards of this module are boxed by the grid: their content lines are
  /// drawn, their borders are not, sparing a string for every line of every card.
  init(_ item: any Renderable, number: Int, in context: RenderContext, inner: RenderContext) {
    let boxes = context.width > Card.decoration
    let body = boxes ? GridCell.body(of: item, number: number, in: context, inner: inner) : nil
    guard let body else {
      self = .lines(item.render(in: context), fills: fillsWidth(item) && boxes)
      return
    }
    if body.isOpen {
      self = .lines(body.framed(in: context, height: 0, borderRole: .plain), fills: true)
    } else {
      self = .boxed(body, height: body.boxedHeight)
    }
  }

  /// The body of a titled card, or of a plain card with a plain border, else nil.
  ///
  /// The item is looked at where it is: its type compared, not cast, which would copy it.
  private static func body<Item: Renderable>(
    of item: Item, number: Int, in context: RenderContext, inner: RenderContext
  ) -> CardBody? {
    if Item.self == TitledCard.self {
      return withUnsafePointer(to: item) { pointer in
        pointer.withMemoryRebound(to: TitledCard.self, capacity: 1) { card in
          if Card.opens(holding: number, in: context) {
            return card.pointee.cardBody(inner: context, isOpen: true)
          }
          return card.pointee.cardBody(inner: inner, isOpen: false)
        }
      }
    }
    if Item.self == Card.self {
      return withUnsafePointer(to: item) { pointer in
        pointer.withMemoryRebound(to: Card.self, capacity: 1) { card in
          guard card.pointee.borderRole == .plain else { return nil }
          return card.pointee.cardBody(in: context, widestNumber: number)
        }
      }
    }
    return nil
  }

  /// The lines it takes when not stretched.
  var height: Int {
    switch self {
    case .lines(let lines, _): lines.count
    case .boxed(_, let height): height
    }
  }
}

/// Writes the lines of a grid's rows: each card's line, padded to the card width, then the
/// gap (none after the last).
///
/// The borders of boxed cards are written from bytes kept once per grid.
struct GridLineWriter {
  private let top: [UInt8]
  private let rule: [UInt8]
  private let bottom: [UInt8]
  private let blank: [UInt8]
  private let edge: [UInt8]
  private let cardWidth: Int
  private let gap: Int
  private var cells: [GridCell] = []
  /// Whether each card of the row is boxed.
  private var boxed: [Bool] = []
  /// For each boxed card, what it shows on each line of the row, `height` a card: one of
  /// the border codes below, or the index of its content line in its body.
  private var codes: [Int32] = []
  /// The body of each boxed card of the row (an empty one for the others).
  private var bodies: [CardBody] = []
  private var height = 0
  private static let topCode: Int32 = -1
  private static let ruleCode: Int32 = -2
  private static let bottomCode: Int32 = -3
  private static let blankCode: Int32 = -4

  init(chrome: CardChrome, edge: String, cardWidth: Int, gap: Int) {
    top = Array(chrome.top.utf8)
    rule = Array(chrome.rule.utf8)
    bottom = Array(chrome.bottom.utf8)
    blank = Array(Repeated.run(edge, " ", count: max(0, cardWidth - 2), edge).utf8)
    self.edge = Array(edge.utf8)
    self.cardWidth = cardWidth
    self.gap = gap
  }

  /// Starts a row of `cells`, already stretched to the row's `height` where drawn.
  mutating func startRow(_ cells: [GridCell], height: Int) {
    self.cells = cells
    self.height = height
    boxed.removeAll(keepingCapacity: true)
    codes.removeAll(keepingCapacity: true)
    bodies.removeAll(keepingCapacity: true)
    for cell in cells {
      guard case .boxed(let body, _) = cell else {
        boxed.append(false)
        bodies.append(CardBody(lines: [], rulesBefore: [], isOpen: false))
        codes.append(contentsOf: repeatElement(0, count: height))
        continue
      }
      boxed.append(true)
      bodies.append(body)
      // As `Card.frame` draws it: the top, each line with a rule before those that have one,
      // blank bordered lines to the row's height, the bottom.
      codes.append(GridLineWriter.topCode)
      var nextRule = 0
      var drawn = 1
      for index in body.lines.indices {
        if nextRule < body.rulesBefore.count, body.rulesBefore[nextRule] == index {
          codes.append(GridLineWriter.ruleCode)
          nextRule += 1
          drawn += 1
        }
        codes.append(Int32(truncatingIfNeeded: index))
        drawn += 1
      }
      while drawn + 1 < height {
        codes.append(GridLineWriter.blankCode)
        drawn += 1
      }
      codes.append(GridLineWriter.bottomCode)
    }
  }

  /// Writes line `row` of the current row of cards into `output`.
  mutating func writeLine(_ row: Int, to output: inout LineBuilder) {
    let last = cells.count - 1
    for index in cells.indices {
      guard boxed[index] else {
        guard case .lines(let lines, let fills) = cells[index] else { continue }
        let text = row < lines.count ? lines[row] : ""
        output.append(text)
        guard index < last else { continue }
        var padding = 0
        if !(fills && row < lines.count) {
          padding = max(0, cardWidth - (DisplayWidth.asciiWidth(text) ?? DisplayWidth.of(text)))
        }
        output.appendSpaces(padding + gap)
        continue
      }
      let code = codes[index * height + row]
      switch code {
      case GridLineWriter.topCode: output.append(top)
      case GridLineWriter.ruleCode: output.append(rule)
      case GridLineWriter.bottomCode: output.append(bottom)
      case GridLineWriter.blankCode: output.append(blank)
      default: writeBoxed(index, line: Int(code), to: &output)
      }
      if index < last { output.appendSpaces(gap) }
    }
    output.endLine()
  }

  /// Writes a boxed card's content `line` as `Card.boxed` draws it: cut when too wide,
  /// padded to the inner width, between edges.
  private func writeBoxed(_ cell: Int, line: Int, to output: inout LineBuilder) {
    let inner = cardWidth - Card.decoration
    var width = bodies[cell].lines[line].width
    if width < 0 { width = bodies[cell].lines[line].measuredWidth }
    output.append(edge)
    output.append(byte: 0x20)
    if width > inner {
      let text = DisplayWidth.truncate(bodies[cell].lines[line].text, to: inner, ellipsis: "")
      width = DisplayWidth.of(text)
      output.append(text)
    } else {
      bodies[cell].lines[line].write(to: &output)
    }
    output.appendSpaces(max(0, inner - width) + 1)
    output.append(edge)
  }
}
