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
    .fixed(DisplayWidth.of(label))
  }

  public func render(in context: RenderContext) -> [String] {
    TextWrapper.wrap(label, width: context.width).map { context.paint($0, role) }
  }
}
