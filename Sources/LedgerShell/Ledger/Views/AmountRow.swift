import TerminalUI

/// A label and an amount on one line, like `DetailRow`, that asks for room to keep a
/// short label such as "Over by" whole beside its amount.
public struct AmountRow: Renderable {
  /// The row drawn.
  public var row: DetailRow

  /// Creates a row of `label` and `value`.
  public init(_ label: String, _ value: String, valueRole: StyleRole = .plain) {
    row = DetailRow(label, value, valueRole: valueRole)
  }

  public func measure(in context: RenderContext) -> Measurement {
    let inner = row.measure(in: context)
    let whole = row.label.displayWidth + 1 + row.value.displayWidth
    return Measurement(minimum: max(inner.minimum, whole), maximum: max(inner.maximum, whole))
  }

  public func render(in context: RenderContext) -> [String] {
    row.render(in: context)
  }
}
