/// A row of eight-level glyphs, one per value: `▁▂▃▄▅▆▇█` (ASCII `_.-=+*#@` without
/// Unicode), optionally after a label, like `Spending, 12 months        ▁▁▃█▂▅`.
///
/// Values at or below zero draw the lowest glyph; any positive value at least the second,
/// so a small month never looks empty; the largest draws the highest.
public struct Sparkline: Renderable {
  /// The values, oldest first.
  public var values: [Int64]
  /// Text before the glyphs, dim; empty for none.
  public var label: String
  /// The glyphs' style.
  public var role: StyleRole

  /// Creates a sparkline of `values`, oldest first.
  public init(_ values: [Int64], label: String = "", role: StyleRole = .accent) {
    self.values = values
    self.label = label
    self.role = role
  }

  static let unicodeLevels: [String] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
  static let asciiLevels: [String] = ["_", ".", "-", "=", "+", "*", "#", "@"]

  /// The glyphs alone, one cell per value.
  public func glyphs(unicode: Bool) -> String {
    let levels = unicode ? Sparkline.unicodeLevels : Sparkline.asciiLevels
    let largest = values.max() ?? 0
    var text = ""
    for value in values {
      guard value > 0, largest > 0 else {
        text += levels[0]
        continue
      }
      // 1…7: the upper seven levels share the positive range.
      let step = Int((Double(value) / Double(largest) * 7).rounded(.up))
      text += levels[min(7, max(1, step))]
    }
    return text
  }

  public func measure(in context: RenderContext) -> Measurement {
    guard !label.isEmpty else { return .fixed(values.count) }
    return Measurement(
      minimum: max(values.count, DisplayWidth.longestWord(label)),
      maximum: DisplayWidth.of(label) + 2 + values.count)
  }

  public func render(in context: RenderContext) -> [String] {
    var line = glyphs(unicode: context.unicode)
    if values.count > context.width {
      // The newest values matter most: keep the last ones.
      line = String(line.suffix(context.width))
    }
    let drawn = context.paint(line, role)
    guard !label.isEmpty else { return [drawn] }
    let glyphWidth = min(values.count, context.width)
    let labelWidth = DisplayWidth.of(label)
    if labelWidth + 1 + glyphWidth <= context.width {
      return [
        Repeated.spaced(context.paint(label, .dim), context.width - labelWidth - glyphWidth, drawn)
      ]
    }
    var lines = TextWrapper.wrap(label, width: context.width).map { context.paint($0, .dim) }
    lines.append(Repeated.spaces(context.width - glyphWidth) + drawn)
    return lines
  }
}
