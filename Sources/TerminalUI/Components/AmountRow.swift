/// A label and an amount on one line, like `DetailRow`; where they cannot share a line,
/// the label stays whole on its own line and the amount goes under it, right-aligned —
/// never "Over" beside the amount and "by" below.
///
/// The amount itself is never broken (`ValueFitting`).
public struct AmountRow: Renderable {
  /// The row drawn.
  public var row: DetailRow

  /// Creates a row of `label` and `value`.
  public init(_ label: String, _ value: String, valueRole: StyleRole = .plain) {
    row = DetailRow(label, value, valueRole: valueRole)
  }

  private var wholeWidth: Int { row.label.displayWidth + 1 + row.value.displayWidth }

  public func measure(in context: RenderContext) -> Measurement {
    let inner = row.measure(in: context)
    return Measurement(
      minimum: max(inner.minimum, wholeWidth), maximum: max(inner.maximum, wholeWidth),
      ideal: max(inner.ideal, wholeWidth), number: inner.number)
  }

  public func render(in context: RenderContext) -> [String] {
    guard wholeWidth > context.width else { return row.render(in: context) }
    var lines = TextWrapper.wrap(row.label, width: context.width).map {
      context.paint($0, .dim)
    }
    for line in ValueFitting.lines(row.value, width: context.width) {
      lines.append(
        context.paint(
          DisplayWidth.pad(line, to: context.width, alignment: .right), row.valueRole))
    }
    return lines
  }
}
