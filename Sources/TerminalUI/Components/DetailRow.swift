/// A label and a value on one line, the value right-aligned: `Spent        $1,240.00`.
///
/// When the width cannot hold both, the value moves under the label, still right-aligned.
public struct DetailRow: Renderable {
  /// What the value is.
  public var label: String
  /// The value, never broken (an amount, a date, a percentage).
  public var value: String
  /// What the value means, for its colour.
  public var valueRole: StyleRole

  /// Creates a row.
  public init(_ label: String, _ value: String, valueRole: StyleRole = .plain) {
    self.label = VisibleText.escaping(label, keepingNewlines: false)
    self.value = VisibleText.escaping(value)
    self.valueRole = valueRole
  }

  public func measure(in context: RenderContext) -> Measurement {
    let ascii = DisplayWidth.asciiWidthAndLongestWord(label)
    let labelWidth = ascii?.width ?? DisplayWidth.of(label)
    let asciiValue = ValueFitting.asciiWidthAndWidestNumber(value)
    let valueWidth = asciiValue?.width ?? DisplayWidth.of(value)
    let labelWord = ascii?.longestWord ?? DisplayWidth.longestWord(label)
    return Measurement.oneLine(
      minimum: labelWord > 0 ? labelWord + 1 + valueWidth : valueWidth,
      maximum: labelWidth + 2 + valueWidth,
      number: asciiValue?.widestNumber ?? ValueFitting.widestNumber(in: value))
  }

  public func render(in context: RenderContext) -> [String] {
    let labelWidth = DisplayWidth.of(label)
    let valueWidth = DisplayWidth.of(value)
    let width = context.width
    if labelWidth + 1 + valueWidth <= width {
      return [
        Repeated.spaced(
          context.paint(label, .dim), width - labelWidth - valueWidth,
          context.paint(value, valueRole))
      ]
    }
    return wrappedLines(in: context)
  }

  /// Adds the row's lines to a card's `lines`, sparing an array in cards of many rows.
  func appendLines(to lines: inout [CardLine], in context: RenderContext) {
    let asciiLabel = DisplayWidth.asciiWidth(label)
    let asciiValue = DisplayWidth.asciiWidth(value)
    let labelWidth = asciiLabel ?? DisplayWidth.of(label)
    let valueWidth = asciiValue ?? DisplayWidth.of(value)
    let width = context.width
    if labelWidth + 1 + valueWidth <= width {
      let spaces = width - labelWidth - valueWidth
      // Printable ASCII without colour is as wide as the width it was spaced out to.
      if !context.color, asciiLabel != nil, asciiValue != nil {
        lines.append(CardLine(.spaced(label, spaces, value), width: width))
        return
      }
      lines.append(
        CardLine(
          Repeated.spaced(context.paint(label, .dim), spaces, context.paint(value, valueRole))))
      return
    }
    for line in wrappedLines(in: context) { lines.append(CardLine(line)) }
  }

  private func wrappedLines(in context: RenderContext) -> [String] {
    let valueWidth = DisplayWidth.of(value)
    let width = context.width
    let labelRoom = width - valueWidth - 1
    if labelRoom > 0, DisplayWidth.longestWord(label) <= labelRoom {
      // The label wraps beside the value, which stays on the first line.
      let labels = TextWrapper.wrap(label, width: labelRoom)
      var lines: [String] = []
      for (index, line) in labels.enumerated() {
        if index == 0 {
          let gap = Repeated.spaces(width - DisplayWidth.of(line) - valueWidth)
          lines.append(context.paint(line, .dim) + gap + context.paint(value, valueRole))
        } else {
          lines.append(context.paint(line, .dim))
        }
      }
      return lines
    }
    var lines = TextWrapper.wrap(label, width: width).map { context.paint($0, .dim) }
    for line in ValueFitting.lines(value, width: width) {
      lines.append(context.paint(DisplayWidth.pad(line, to: width, alignment: .right), valueRole))
    }
    return lines
  }
}
