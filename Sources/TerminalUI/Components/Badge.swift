/// A short status label such as `[Over budget]`, coloured by what it means.
public struct Badge: Renderable {
  /// The label.
  public var text: String
  /// What the badge means, for its colour.
  public var role: StyleRole

  /// Creates a badge.
  public init(_ text: String, role: StyleRole = .accent) {
    self.text = VisibleText.escaping(text, keepingNewlines: false)
    self.role = role
  }

  /// The badge's text with its brackets, uncoloured.
  public var label: String { "[" + text + "]" }

  public func measure(in context: RenderContext) -> Measurement {
    .fixed(DisplayWidth.of(label)).holding(number: ValueFitting.widestNumber(in: label))
  }

  /// The badge on one line, or wrapped at spaces when it is too wide, never inside a number.
  public func render(in context: RenderContext) -> [String] {
    ValueFitting.lines(label, width: context.width).map { context.paint($0, role) }
  }
}
