/// Something that can be drawn as lines of text at a given width.
///
/// Layout asks `measure(in:)` first, then draws with `render(in:)` at a width it chose;
/// no line returned may be wider than `context.width`.
public protocol Renderable: Sendable {
  /// Returns the least and the natural width of this renderable.
  func measure(in context: RenderContext) -> Measurement
  /// Returns the lines drawn at `context.width` cells, none wider.
  func render(in context: RenderContext) -> [String]
  /// Returns the lines drawn at `context.width` and stretched to at least `height` lines.
  func render(in context: RenderContext, height: Int) -> [String]
}

extension Renderable {
  /// Adds blank lines under the rendered ones; cards override this to keep their border.
  public func render(in context: RenderContext, height: Int) -> [String] {
    var lines = render(in: context)
    while lines.count < height { lines.append("") }
    return lines
  }

  /// Returns the rendered lines joined, each ending in a newline.
  public func renderedText(in context: RenderContext) -> String {
    let lines = render(in: context)
    var text = ""
    text.reserveCapacity(lines.reduce(0) { $0 + $1.utf8.count + 1 })
    for line in lines {
      text += line
      text += "\n"
    }
    return text
  }
}
