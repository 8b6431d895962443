/// Badges in a row, wrapping to further rows when the width runs out, optionally after a
/// dim word such as an id: `#12 [Purchase] [Furnishings]`.
public struct BadgeRow: Renderable {
  /// The badges, left to right.
  public var badges: [Badge]
  /// A dim word before the badges, if any.
  public var leading: String?

  /// Creates a row of `badges`, after `leading` when given.
  public init(_ badges: [Badge], leading: String? = nil) {
    self.badges = badges
    self.leading = leading
  }

  private var pieces: [(text: String, role: StyleRole)] {
    (leading.map { [($0, StyleRole.dim)] } ?? []) + badges.map { ($0.label, $0.role) }
  }

  /// Each badge stays whole and the leading word keeps its first badge beside it
  /// (`#12 [Purchase]`); further badges flow onto further lines as the app's flow layout
  /// does, so a card with five badges does not ask for a line of its own.
  public func measure(in context: RenderContext) -> Measurement {
    let widths = pieces.map { $0.text.displayWidth }
    let widest = widths.max() ?? 0
    let opening = leading != nil && widths.count > 1 ? widths[0] + 1 + widths[1] : widest
    return Measurement(
      minimum: widest, maximum: widths.reduce(0, +) + max(0, widths.count - 1),
      ideal: max(widest, opening),
      number: pieces.map { ValueFitting.widestNumber(in: $0.text) }.max() ?? 0)
  }

  public func render(in context: RenderContext) -> [String] {
    var lines: [String] = []
    var line = ""
    var used = 0
    for piece in pieces {
      let width = piece.text.displayWidth
      if used > 0, used + 1 + width > context.width {
        lines.append(line)
        line = ""
        used = 0
      }
      if used > 0 {
        line += " "
        used += 1
      }
      if width > context.width {
        let parts = ValueFitting.lines(piece.text, width: context.width)
        lines += parts.dropLast().map { context.paint($0, piece.role) }
        line += context.paint(parts.last ?? "", piece.role)
        used = (parts.last ?? "").displayWidth
      } else {
        line += context.paint(piece.text, piece.role)
        used += width
      }
    }
    if used > 0 { lines.append(line) }
    return lines
  }
}
