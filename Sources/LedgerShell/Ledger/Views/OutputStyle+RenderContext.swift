import TerminalUI

extension OutputStyle {
  /// The TerminalUI context that draws for this style.
  public var renderContext: RenderContext {
    RenderContext(width: width, color: color, unicode: unicode, isTerminal: isTerminal)
  }

  /// Draws `renderable` at this style's width, one newline-free string of lines.
  public func draw(_ renderable: any Renderable) -> String {
    renderable.render(in: renderContext).joined(separator: "\n")
  }
}
