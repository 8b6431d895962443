import TerminalUI

extension OutputStyle {
  /// Draws `renderable` at this style's width, one newline-free string of lines.
  public func draw(_ renderable: any Renderable) -> String {
    renderable.render(in: renderContext).joined(separator: "\n")
  }
}
