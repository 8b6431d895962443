/// What a renderable needs to know to draw: the width it has and what the output supports.
public struct RenderContext: Sendable {
  /// The cells available; no rendered line may be wider.
  public var width: Int
  /// Whether colour escape sequences may be written; when off, output has no escape bytes.
  public let color: Bool
  /// Whether Unicode glyphs may be drawn; when off, borders are `+-|` and bars `#=`.
  public let unicode: Bool
  /// Whether output goes to a terminal: content is centered and long cells cut with `…`.
  public let isTerminal: Bool
  /// The style of each role.
  public var theme: Theme
  /// The layout constants.
  public var layout: LayoutSettings
  /// The glyphs to draw with, chosen by `unicode`.
  public let symbols: Symbols
  /// Borders of plain cards as wide as this context, when a grid has drawn them already.
  var cardChrome: CardChrome?

  /// Creates a context; `symbols` defaults to the Unicode or the ASCII set by `unicode`.
  public init(
    width: Int, color: Bool, unicode: Bool, isTerminal: Bool, theme: Theme = .standard,
    layout: LayoutSettings = .standard, symbols: Symbols? = nil
  ) {
    self.width = max(1, width)
    self.color = color
    self.unicode = unicode
    self.isTerminal = isTerminal
    self.theme = theme
    self.layout = layout
    self.symbols = symbols ?? (unicode ? .unicode : .ascii)
  }

  /// A context for piped output: no colour, Unicode glyphs, nothing cut.
  public static func plain(width: Int) -> RenderContext {
    RenderContext(width: width, color: false, unicode: true, isTerminal: false)
  }

  /// Returns this context with a different width.
  public func withWidth(_ width: Int) -> RenderContext {
    var copy = self
    copy.width = max(1, width)
    if copy.cardChrome?.width != copy.width { copy.cardChrome = nil }
    return copy
  }

  /// Returns `text` in the style of `role`, or unchanged when colour is off.
  public func paint(_ text: String, _ role: StyleRole) -> String {
    guard color, role != .plain else { return text }
    return theme.style(for: role).apply(to: text)
  }
}
