/// A label and a value that is free text (a vendor, a SKU, a client, a file name) on one
/// line, the value right-aligned: `Source          West Elm`.
///
/// Unlike `DetailRow`, whose value is a number that must never break, this value is text:
/// digits in it (`brass-globe-40cm`, `SKU-2026-0042`) do not make it a number. When the width
/// cannot hold label and value on one line, the value wraps under the label, right-aligned,
/// a word wider than the width (a URL, a long SKU) breaking between characters, so all of it
/// stays readable and the card keeps its borders.
public struct TextDetailRow: Renderable {
  /// What the value is.
  public var label: String
  /// The value, wrapped when it does not fit.
  public var value: String
  /// What the value means, for its colour.
  public var valueRole: StyleRole

  /// How much of the value's longest word a layout should try to keep on one line: a longer
  /// word breaks rather than widening a grid's columns for one card.
  static let preferredWord = 16

  /// Creates a row.
  public init(_ label: String, _ value: String, valueRole: StyleRole = .plain) {
    self.label = VisibleText.escaping(label, keepingNewlines: false)
    self.value = VisibleText.escaping(value, keepingNewlines: false)
    self.valueRole = valueRole
  }

  public func measure(in context: RenderContext) -> Measurement {
    let labelWidth = DisplayWidth.of(label)
    let valueWidth = DisplayWidth.of(value)
    return Measurement.oneLine(
      minimum: max(
        DisplayWidth.longestWord(label),
        min(DisplayWidth.longestWord(value), Self.preferredWord)),
      maximum: labelWidth + 2 + valueWidth)
  }

  public func render(in context: RenderContext) -> [String] {
    let width = max(1, context.width)
    let labelWidth = DisplayWidth.of(label)
    let valueWidth = DisplayWidth.of(value)
    if labelWidth + 1 + valueWidth <= width {
      return [
        Repeated.spaced(
          context.paint(label, .dim), width - labelWidth - valueWidth,
          context.paint(value, valueRole))
      ]
    }
    var lines = TextWrapper.wrap(label, width: width).map { context.paint($0, .dim) }
    for line in TextWrapper.wrap(value, width: width) {
      lines.append(context.paint(DisplayWidth.pad(line, to: width, alignment: .right), valueRole))
    }
    return lines
  }
}
