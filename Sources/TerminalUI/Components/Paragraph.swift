/// Text that wraps at spaces to the width it is given, in one style.
public struct Paragraph: Renderable {
  /// The text; newlines start new lines.
  public var text: String
  /// What the text means, for its colour.
  public var role: StyleRole

  /// Creates a paragraph of `text` in the style of `role`.
  public init(_ text: String, role: StyleRole = .plain) {
    self.text = VisibleText.escaping(text)
    self.role = role
  }

  public func measure(in context: RenderContext) -> Measurement {
    Measurement.of(text: text)
  }

  public func render(in context: RenderContext) -> [String] {
    TextWrapper.wrap(text, width: context.width).map { context.paint($0, role) }
  }
}
