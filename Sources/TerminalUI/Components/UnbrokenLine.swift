/// A short line that asks for room to stay whole (its minimum is its full width), and
/// wraps at spaces only when even that room cannot be had.
public struct UnbrokenLine: Renderable {
  /// The text, one line.
  public var text: String
  /// What the text means, for its colour.
  public var role: StyleRole

  /// Creates a line of `text` in the style of `role`.
  public init(_ text: String, role: StyleRole = .plain) {
    self.text = text
    self.role = role
  }

  public func measure(in context: RenderContext) -> Measurement {
    .fixed(text.displayWidth).holding(number: ValueFitting.widestNumber(in: text))
  }

  public func render(in context: RenderContext) -> [String] {
    ValueFitting.lines(text, width: context.width).map { context.paint($0, role) }
  }
}
