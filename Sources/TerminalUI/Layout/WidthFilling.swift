/// A bordered renderable whose every line is exactly as wide as the context it is drawn in,
/// so layouts need not measure its lines again, and which can be made taller after drawing.
protocol WidthFilling {}

/// Returns whether `item` is one of the width-filling cards.
///
/// Compares dynamic types rather than casting to the protocol, which costs as much as drawing
/// a line; only the card types of this module conform.
func fillsWidth(_ item: any Renderable) -> Bool {
  let type = ObjectIdentifier(Swift.type(of: item))
  return type == ObjectIdentifier(TitledCard.self) || type == ObjectIdentifier(Card.self)
    || type == ObjectIdentifier(InfoCard.self)
}

extension WidthFilling {
  /// Returns `lines`, drawn in `context` as a card, with blank bordered lines added above the
  /// bottom border until there are `height` of them; used instead of drawing the card again.
  func stretch(_ lines: [String], to height: Int, in context: RenderContext) -> [String] {
    guard lines.count < height, lines.count >= 2, context.width > Card.decoration else {
      return lines
    }
    let edge = context.symbols.vertical
    // An open card (`Card.openFrame`) has no side borders to continue.
    let isBoxed = lines.last?.hasPrefix(context.symbols.bottomLeft) ?? false
    let blank =
      isBoxed
      ? Repeated.run(edge, " ", count: context.width - 2, edge) : Repeated.spaces(context.width)
    var stretched = lines
    stretched.insert(
      contentsOf: repeatElement(blank, count: height - lines.count), at: lines.count - 1)
    return stretched
  }
}
