/// One card of a grid's row, ready to be drawn line by line.
enum GridCell {
  /// Lines drawn by the card itself; `fills` when each is as wide as the card already.
  case lines([String], fills: Bool)
  /// A boxed plain card, whose borders the grid draws straight into its lines.
  case boxed(CardBody, height: Int)

  /// Draws `item`, whose widest number is `number` cells (its measurement's), in `context`.
  ///
  /// Titled and plain cards of this module are boxed by the grid: their content lines are
  /// drawn, their borders are not, sparing a string for every line of every card.
  init(_ item: any Renderable, number: Int, in context: RenderContext) {
    let boxes = context.width > Card.decoration
    let type = ObjectIdentifier(Swift.type(of: item))
    var body: CardBody?
    if boxes, type == ObjectIdentifier(TitledCard.self), let card = item as? TitledCard {
      body = card.cardBody(in: context, widestNumber: number)
    } else if boxes, type == ObjectIdentifier(Card.self), let card = item as? Card,
      card.borderRole == .plain
    {
      body = card.cardBody(in: context, widestNumber: number)
    }
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

  /// The lines it takes when not stretched.
  var height: Int {
    switch self {
    case .lines(let lines, _): lines.count
    case .boxed(_, let height): height
    }
  }
}

/// Writes the lines of a grid's rows: each card's line, padded to the card width, then the
/// gap (none after the last), copied into one string per line.
///
/// The borders of boxed cards are written from bytes kept once per grid, and lines made of
/// borders only (tops, rules, bottoms, blank bordered lines) are built once and shared.
struct GridLineWriter {
  /// What one card shows on the line being written.
  private enum Piece {
    case top, rule, bottom, blank
    /// A boxed card's content line: edge, space, `text`, `padding` spaces, edge.
    case boxedText(String, padding: Int)
    /// A line drawn by the card, then `padding` spaces.
    case text(String, padding: Int)
  }

  private let top: [UInt8]
  private let rule: [UInt8]
  private let bottom: [UInt8]
  private let blank: [UInt8]
  private let edge: [UInt8]
  private let cardWidth: Int
  private let gap: Int
  private var cells: [GridCell] = []
  /// For each boxed card of the row, its next content line and its next rule.
  private var nextLine: [Int] = []
  private var nextRule: [Int] = []
  /// Whether the rule before the next content line was looked for already.
  private var ruleChecked: [Bool] = []
  private var pieces: [Piece] = []
  /// Lines of borders only, by the kinds of border they join.
  private var bordersOnly: [Int: String] = [:]

  init(chrome: CardChrome, edge: String, cardWidth: Int, gap: Int) {
    top = Array(chrome.top.utf8)
    rule = Array(chrome.rule.utf8)
    bottom = Array(chrome.bottom.utf8)
    blank = Array(Repeated.run(edge, " ", count: max(0, cardWidth - 2), edge).utf8)
    self.edge = Array(edge.utf8)
    self.cardWidth = cardWidth
    self.gap = gap
  }

  /// Starts a row of `cells`, already stretched to the row's height where drawn.
  mutating func startRow(_ cells: [GridCell]) {
    self.cells = cells
    nextLine = Array(repeating: 0, count: cells.count)
    nextRule = Array(repeating: 0, count: cells.count)
    ruleChecked = Array(repeating: false, count: cells.count)
  }

  /// Returns line `row` of the current row of cards, which is `height` lines tall; rows must
  /// be asked for in order.
  mutating func line(_ row: Int, height: Int) -> String {
    pieces.removeAll(keepingCapacity: true)
    var key = 1
    var bordersOnly = cells.count <= 28
    for index in cells.indices {
      let piece = self.piece(index, row: row, height: height)
      switch piece {
      case .top: key = key &* 4
      case .rule: key = key &* 4 &+ 1
      case .bottom: key = key &* 4 &+ 2
      case .blank: key = key &* 4 &+ 3
      case .boxedText, .text: bordersOnly = false
      }
      pieces.append(piece)
    }
    if bordersOnly, let shared = self.bordersOnly[key] { return shared }
    let line = build()
    if bordersOnly { self.bordersOnly[key] = line }
    return line
  }

  /// What cell `index` shows on line `row`, moving its place on.
  private mutating func piece(_ index: Int, row: Int, height: Int) -> Piece {
    let isLast = index == cells.count - 1
    switch cells[index] {
    case .lines(let lines, let fills):
      let text = row < lines.count ? lines[row] : ""
      guard !isLast else { return .text(text, padding: 0) }
      var padding = 0
      if !(fills && row < lines.count) {
        padding = max(0, cardWidth - (DisplayWidth.asciiWidth(text) ?? DisplayWidth.of(text)))
      }
      return .text(text, padding: padding + gap)
    case .boxed(let body, _):
      if row == 0 { return .top }
      if row == height - 1 { return .bottom }
      let line = nextLine[index]
      guard line < body.lines.count else { return .blank }
      if !ruleChecked[index] {
        ruleChecked[index] = true
        let rule = nextRule[index]
        if rule < body.rulesBefore.count, body.rulesBefore[rule] == line {
          nextRule[index] = rule + 1
          return .rule
        }
      }
      nextLine[index] = line + 1
      ruleChecked[index] = false
      // As `Card.boxed` draws it: cut when too wide, padded to the inner width.
      let inner = cardWidth - Card.decoration
      var text = body.lines[line]
      var width = DisplayWidth.asciiWidth(text) ?? DisplayWidth.of(text)
      if width > inner {
        text = DisplayWidth.truncate(text, to: inner, ellipsis: "")
        width = DisplayWidth.of(text)
      }
      return .boxedText(text, padding: max(0, inner - width) + 1)
    }
  }

  /// Copies the pieces into one string.
  private func build() -> String {
    var size = 0
    for (index, piece) in pieces.enumerated() {
      let gap = index < pieces.count - 1 ? self.gap : 0
      switch piece {
      case .top: size += top.count + gap
      case .rule: size += rule.count + gap
      case .bottom: size += bottom.count + gap
      case .blank: size += blank.count + gap
      case .boxedText(let text, let padding):
        size += 2 * edge.count + 1 + text.utf8.count + padding + gap
      case .text(let text, let padding): size += text.utf8.count + padding
      }
    }
    return String(unsafeUninitializedCapacity: size) { buffer in
      var offset = 0
      func copy(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { source in
          offset += UnsafeMutableBufferPointer(rebasing: buffer[offset...])
            .initialize(fromContentsOf: source)
        }
      }
      func copy(_ text: String) {
        let utf8 = text.utf8
        let copied = utf8.withContiguousStorageIfAvailable { source in
          UnsafeMutableBufferPointer(rebasing: buffer[offset...])
            .initialize(fromContentsOf: source)
        }
        if let copied {
          offset += copied
        } else {
          for byte in utf8 {
            buffer[offset] = byte
            offset += 1
          }
        }
      }
      func spaces(_ count: Int) {
        for _ in 0..<count {
          buffer[offset] = 0x20
          offset += 1
        }
      }
      for (index, piece) in pieces.enumerated() {
        let gap = index < pieces.count - 1 ? self.gap : 0
        switch piece {
        case .top: copy(top)
        case .rule: copy(rule)
        case .bottom: copy(bottom)
        case .blank: copy(blank)
        case .boxedText(let text, let padding):
          copy(edge)
          spaces(1)
          copy(text)
          spaces(padding)
          copy(edge)
        case .text(let text, let padding):
          copy(text)
          spaces(padding)
          continue
        }
        spaces(gap)
      }
      return offset
    }
  }
}
