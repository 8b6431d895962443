/// The border lines of plain cards of one width, drawn once and shared by every card of a
/// grid instead of being drawn again for each.
struct CardChrome: Sendable {
  /// The card width these lines fit.
  var width: Int
  /// The top border.
  var top: String
  /// The rule between sections.
  var rule: String
  /// The bottom border.
  var bottom: String

  /// Draws the borders of a plain card `context.width` wide.
  init(context: RenderContext) {
    let symbols = context.symbols
    let fill = max(0, context.width - 2)
    width = context.width
    top = Repeated.run(symbols.topLeft, symbols.horizontal, count: fill, symbols.topRight)
    rule = Repeated.run(symbols.teeLeft, symbols.horizontal, count: fill, symbols.teeRight)
    bottom = Repeated.run(
      symbols.bottomLeft, symbols.horizontal, count: fill, symbols.bottomRight)
  }
}
