import TerminalUI

/// What a text renderer needs to know about where its output goes.
public struct OutputStyle: Sendable, Equatable {
  /// The width in terminal cells to fit.
  public var width: Int
  /// Whether ANSI colour may be used.
  public var color: Bool
  /// Whether Unicode box drawing and symbols may be used.
  public var unicode: Bool
  /// Whether output goes to a terminal (cut long cells with `…` only then).
  public var isTerminal: Bool

  /// Creates a style.
  public init(width: Int, color: Bool, unicode: Bool, isTerminal: Bool) {
    self.width = width
    self.color = color
    self.unicode = unicode
    self.isTerminal = isTerminal
  }
}

extension OutputStyle {
  /// The TerminalUI render context for this style, to draw components with.
  public var renderContext: RenderContext {
    RenderContext(width: width, color: color, unicode: unicode, isTerminal: isTerminal)
  }
}
