/// A card holding a tip or a piece of help, headed `ℹ Tip`.
public struct InfoCard: Renderable, WidthFilling {
  /// The heading, such as `Tip`.
  public var title: String
  /// The help text.
  public var text: String

  /// Creates an info card.
  public init(title: String = "Tip", _ text: String) {
    self.title = title
    self.text = VisibleText.escaping(text)
  }

  private func card(_ context: RenderContext) -> Card {
    Card(
      [Paragraph(context.symbols.infoMark + " " + title, role: .accent), Paragraph(text)],
      borderRole: .dim)
  }

  public func measure(in context: RenderContext) -> Measurement {
    card(context).measure(in: context)
  }

  public func render(in context: RenderContext) -> [String] {
    card(context).render(in: context)
  }

  public func render(in context: RenderContext, height: Int) -> [String] {
    card(context).render(in: context, height: height)
  }
}
