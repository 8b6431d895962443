/// A selection mark: `○` when not selected, `●` when selected (`( )`/`(*)` in ASCII).
public struct SelectorCircle: Renderable {
  /// Whether the mark shows as selected.
  public var isSelected: Bool

  /// Creates a mark.
  public init(isSelected: Bool) {
    self.isSelected = isSelected
  }

  /// Returns the mark's glyph in `context`, coloured when selected.
  public func glyph(in context: RenderContext) -> String {
    isSelected
      ? context.paint(context.symbols.selectorOn, .accent) : context.symbols.selectorOff
  }

  public func measure(in context: RenderContext) -> Measurement {
    .fixed(DisplayWidth.of(isSelected ? context.symbols.selectorOn : context.symbols.selectorOff))
  }

  public func render(in context: RenderContext) -> [String] {
    [glyph(in: context)]
  }
}
