/// Renderables drawn one under the other at the same width.
public struct VerticalStack: Renderable {
  /// The renderables, top to bottom.
  public var items: [any Renderable]
  /// Blank lines between items.
  public var spacing: Int

  /// Creates a stack of `items` with `spacing` blank lines between them.
  public init(_ items: [any Renderable], spacing: Int = 0) {
    self.items = items
    self.spacing = max(0, spacing)
  }

  public func measure(in context: RenderContext) -> Measurement {
    items.reduce(Measurement.fixed(0)) { $0.union($1.measure(in: context)) }
  }

  public func render(in context: RenderContext) -> [String] {
    var lines: [String] = []
    for (index, item) in items.enumerated() {
      if index > 0 { lines.append(contentsOf: repeatElement("", count: spacing)) }
      lines.append(contentsOf: item.render(in: context))
    }
    return lines
  }
}
