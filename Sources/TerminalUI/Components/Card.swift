/// A bordered box around sections of content separated by rules, every line the same width.
///
/// ```
/// ┌──────────────┐
/// │ Kitchen      │
/// ├──────────────┤
/// │ Spent   $420 │
/// └──────────────┘
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
    let symbols = context.symbols
    // A card narrower than its borders cannot be drawn boxed: show the content bare.
    guard context.width > Self.decoration else {
      return sections.flatMap { $0.flatMap { $0.render(in: context) } }
    }
    let inner = context.width - Self.decoration
    let innerContext = context.withWidth(inner)
    let rule = String(repeating: symbols.horizontal, count: inner + 2)
    let edge = context.paint(symbols.vertical, borderRole)

    var lines: [String] = [context.paint(symbols.topLeft + rule + symbols.topRight, borderRole)]
    for (index, section) in sections.enumerated() {
      if index > 0 {
        lines.append(context.paint(symbols.teeLeft + rule + symbols.teeRight, borderRole))
      }
      for item in section {
        for line in item.render(in: innerContext) {
          lines.append(Card.boxed(line, inner: inner, edge: edge))
        }
      }
    }
    if lines.count + 1 < height {
      let blank = edge + String(repeating: " ", count: inner + 2) + edge
      while lines.count + 1 < height { lines.append(blank) }
    }
    lines.append(context.paint(symbols.bottomLeft + rule + symbols.bottomRight, borderRole))
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
    var result = edge
    result.reserveCapacity(content.utf8.count + max(0, inner - width) + 2 * edge.utf8.count + 2)
    result += " "
    result += content
    if width < inner { result += String(repeating: " ", count: inner - width) }
    result += " "
    result += edge
    return result
  }
}
