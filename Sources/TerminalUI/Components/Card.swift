/// A bordered box around sections of content separated by rules, every line the same width.
///
/// ```
/// ┌──────────────┐
/// │ Kitchen      │
/// ├──────────────┤
/// │ Spent   $420 │
/// └──────────────┘
/// ```
///
/// A card too narrow to hold its widest number (an amount, a date) between its borders is
/// drawn open instead: rules above, between and below the sections, and no side borders or
/// padding, so the number keeps its digit grouping on one line:
///
/// ```
/// ────────────────────
/// Sofa [×6 ·
/// $5,999,999,999.94]
/// ────────────────────
/// Unit price
///      $999,999,999.99
/// ────────────────────
/// ```
public struct Card: Renderable, WidthFilling {
  /// The sections, drawn top to bottom with a rule between each.
  public var sections: [[any Renderable]]
  /// What the border means, for its colour (such as `.dim` for an info card).
  public var borderRole: StyleRole

  /// Cells taken by the borders and the one-cell padding on each side.
  static let decoration = 4

  /// Creates a card of one section.
  public init(_ content: [any Renderable], borderRole: StyleRole = .plain) {
    self.init(sections: [content], borderRole: borderRole)
  }

  /// Creates a card of several sections separated by rules.
  public init(sections: [[any Renderable]], borderRole: StyleRole = .plain) {
    self.sections = sections.filter { !$0.isEmpty }
    self.borderRole = borderRole
  }

  public func measure(in context: RenderContext) -> Measurement {
    var measurement = Measurement.fixed(0)
    for section in sections {
      for item in section { measurement = measurement.union(item.measure(in: context)) }
    }
    return measurement.adding(Self.decoration)
  }

  public func render(in context: RenderContext) -> [String] {
    render(in: context, height: 0)
  }

  /// Draws the card with blank bordered lines added so it is `height` lines tall.
  public func render(in context: RenderContext, height: Int) -> [String] {
    // A card narrower than its borders cannot be drawn boxed: show the content bare.
    guard context.width > Self.decoration else {
      return sections.flatMap { $0.flatMap { $0.render(in: context) } }
    }
    var widestNumber = 0
    for section in sections {
      for item in section { widestNumber = max(widestNumber, item.measure(in: context).number) }
    }
    return cardBody(in: context, widestNumber: widestNumber)
      .framed(in: context, height: height, borderRole: borderRole)
  }

  /// Returns what the card draws inside its borders in `context`, which must be wider than
  /// `decoration`, given the width of its widest number (its measurement's `number`).
  func cardBody(in context: RenderContext, widestNumber: Int) -> CardBody {
    let isOpen = Card.opens(holding: widestNumber, in: context)
    let innerContext = isOpen ? context : context.withWidth(context.width - Self.decoration)
    var lines: [CardLine] = []
    var rulesBefore: [Int] = []
    for section in sections {
      if !lines.isEmpty { rulesBefore.append(lines.count) }
      for item in section {
        for line in item.render(in: innerContext) { lines.append(CardLine(line)) }
      }
    }
    return CardBody(lines: lines, rulesBefore: rulesBefore, isOpen: isOpen)
  }

  /// Whether a card `context.width` wide is drawn open: its widest number, `widestNumber`
  /// cells, does not fit between its borders.
  static func opens(holding widestNumber: Int, in context: RenderContext) -> Bool {
    widestNumber > context.width - decoration
  }

  /// Returns `content` drawn open, `context.width` wide and at least `height` tall: a rule
  /// above and below, and before each line index in `rulesBefore`, with no side borders.
  ///
  /// The lines must have been drawn `context.width` wide; they are padded to it.
  static func openFrame(
    _ content: [String], rulesBefore: [Int], context: RenderContext, height: Int,
    borderRole: StyleRole
  ) -> [String] {
    let width = context.width
    let rule = context.paint(
      Repeated.string(context.symbols.horizontal, count: width), borderRole)
    var lines: [String] = [rule]
    var nextRule = 0
    for (index, line) in content.enumerated() {
      if nextRule < rulesBefore.count, rulesBefore[nextRule] == index {
        lines.append(rule)
        nextRule += 1
      }
      lines.append(DisplayWidth.pad(line, to: width))
    }
    let blank = Repeated.spaces(width)
    while lines.count + 1 < height { lines.append(blank) }
    lines.append(rule)
    return lines
  }

  /// Returns `content` drawn in a box `context.width` wide and at least `height` tall, with a
  /// rule before each line index in `rulesBefore`.
  ///
  /// The lines must have been drawn `context.width - decoration` wide; wider ones are cut.
  static func frame(
    _ content: [String], rulesBefore: [Int], context: RenderContext, height: Int,
    borderRole: StyleRole
  ) -> [String] {
    let symbols = context.symbols
    let inner = context.width - decoration
    let edge = context.paint(symbols.vertical, borderRole)
    let shared = borderRole == .plain ? context.cardChrome : nil
    let chrome = shared ?? CardChrome(context: context)
    var lines: [String] = []
    lines.reserveCapacity(max(height, content.count + rulesBefore.count + 2))
    lines.append(context.paint(chrome.top, borderRole))
    var nextRule = 0
    for (index, line) in content.enumerated() {
      if nextRule < rulesBefore.count, rulesBefore[nextRule] == index {
        lines.append(context.paint(chrome.rule, borderRole))
        nextRule += 1
      }
      lines.append(Card.boxed(line, inner: inner, edge: edge))
    }
    if lines.count + 1 < height {
      let blank = Repeated.run(edge, " ", count: inner + 2, edge)
      while lines.count + 1 < height { lines.append(blank) }
    }
    lines.append(context.paint(chrome.bottom, borderRole))
    return lines
  }

  /// Returns `line` padded to `inner` cells between two edges, cut if it is too wide.
  static func boxed(_ line: String, inner: Int, edge: String) -> String {
    var width = DisplayWidth.asciiWidth(line) ?? DisplayWidth.of(line)
    var content = line
    if width > inner {
      content = DisplayWidth.truncate(line, to: inner, ellipsis: "")
      width = DisplayWidth.of(content)
    }
    let padding = max(0, inner - width) + 1
    var edge = edge
    // Built byte by byte: this runs for every line of every card in a grid.
    return content.withUTF8 { body in
      edge.withUTF8 { side in
        makeString(capacity: 2 * side.count + body.count + padding + 1) {
          buffer in
          var offset = 0
          for byte in side {
            buffer[offset] = byte
            offset += 1
          }
          buffer[offset] = 0x20
          offset += 1
          offset += UnsafeMutableBufferPointer(rebasing: buffer[offset...])
            .initialize(fromContentsOf: body)
          for _ in 0..<padding {
            buffer[offset] = 0x20
            offset += 1
          }
          for byte in side {
            buffer[offset] = byte
            offset += 1
          }
          return offset
        }
      }
    }
  }
}

/// One line a card draws between its borders, with its width when known.
///
/// Lines made of parts (a label spaced from its value, a bar) are kept as their parts, so
/// that a grid copies them into its line without building a string for each.
struct CardLine {
  /// What the line holds.
  enum Content {
    /// The line as text.
    case text(String)
    /// `left`, `spaces` spaces, then `right`, as `Repeated.spaced` joins them.
    case spaced(String, Int, String)
    /// A glyph repeated, another repeated, then a tail, as `Repeated.bar` joins them.
    case bar(String, Int, String, Int, String)
  }

  /// How the parts below make the line.
  enum Kind: UInt8 {
    /// `first` is the line.
    case text
    /// `first`, `firstCount` spaces, then `tail`.
    case spaced
    /// `first` repeated `firstCount` times, `second` repeated `secondCount` times, `tail`.
    case bar
  }

  // Kept as plain fields rather than as an enum's payload, so that a grid reads them where
  // they are instead of copying the line.
  private(set) var kind: Kind
  private(set) var first: String
  private(set) var firstCount = 0
  private(set) var second = ""
  private(set) var secondCount = 0
  private(set) var tail = ""
  /// Its width in cells, or -1 when it has yet to be measured.
  var width: Int

  /// A line whose width is measured when needed.
  init(_ text: String) {
    kind = .text
    first = text
    width = -1
  }

  /// A line `width` cells wide, as `DisplayWidth.of` would measure it.
  init(_ text: String, width: Int) {
    kind = .text
    first = text
    self.width = width
  }

  /// A line of parts, `width` cells wide as `DisplayWidth.of` would measure its text, or
  /// -1 to measure it when needed.
  init(_ content: Content, width: Int) {
    self.width = width
    switch content {
    case .text(let text):
      kind = .text
      first = text
    case .spaced(let left, let spaces, let right):
      kind = .spaced
      first = left
      firstCount = spaces
      tail = right
    case .bar(let first, let firstCount, let second, let secondCount, let tail):
      kind = .bar
      self.first = first
      self.firstCount = firstCount
      self.second = second
      self.secondCount = secondCount
      self.tail = tail
    }
  }

  /// The line as text.
  var text: String {
    switch kind {
    case .text: first
    case .spaced: Repeated.spaced(first, firstCount, tail)
    case .bar: Repeated.bar(first, firstCount, second, secondCount, tail)
    }
  }

  /// Its width in cells.
  var measuredWidth: Int {
    if width >= 0 { return width }
    let text = self.text
    return DisplayWidth.asciiWidth(text) ?? DisplayWidth.of(text)
  }

  /// Writes the line into `output`.
  func write(to output: inout LineBuilder) {
    switch kind {
    case .text:
      output.append(first)
    case .spaced:
      output.append(first)
      output.appendSpaces(firstCount)
      output.append(tail)
    case .bar:
      output.append(first, repeating: firstCount)
      output.append(second, repeating: secondCount)
      output.append(tail)
    }
  }
}

/// What a card draws between its borders: its content lines, drawn `Card.decoration` cells
/// narrower than the card (as wide as it when open), and where rules go among them.
struct CardBody {
  /// The content, top to bottom.
  var lines: [CardLine]
  /// The line indices a rule is drawn before, in order.
  var rulesBefore: [Int]
  /// Whether the card is drawn open (`Card.openFrame`) rather than boxed.
  var isOpen: Bool

  /// Returns the card drawn `context.width` wide and at least `height` tall.
  func framed(in context: RenderContext, height: Int, borderRole: StyleRole) -> [String] {
    let lines = self.lines.map(\.text)
    if isOpen {
      return Card.openFrame(
        lines, rulesBefore: rulesBefore, context: context, height: height,
        borderRole: borderRole)
    }
    return Card.frame(
      lines, rulesBefore: rulesBefore, context: context, height: height, borderRole: borderRole)
  }

  /// The lines `Card.frame` draws of it when boxed: the content, the rules it draws (at most
  /// one before each line) and the two borders.
  var boxedHeight: Int {
    var rules = 0
    var nextRule = 0
    for index in lines.indices where nextRule < rulesBefore.count {
      if rulesBefore[nextRule] == index {
        rules += 1
        nextRule += 1
      }
    }
    return lines.count + rules + 2
  }
}
