import TerminalUI

/// Badges in a row, wrapping to further rows when the width runs out.
public struct BadgeRow: Renderable {
  /// The badges, left to right.
  public var badges: [Badge]

  /// Creates a row of `badges`.
  public init(_ badges: [Badge]) {
    self.badges = badges
  }

  public func measure(in context: RenderContext) -> Measurement {
    let widths = badges.map { $0.label.displayWidth }
    return Measurement(
      minimum: widths.max() ?? 0, maximum: widths.reduce(0, +) + max(0, widths.count - 1))
  }

  public func render(in context: RenderContext) -> [String] {
    var lines: [String] = []
    var line = ""
    var used = 0
    for badge in badges {
      let width = badge.label.displayWidth
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
        line += badge.render(in: context).joined(separator: " ")
        used = context.width
      } else {
        line += context.paint(badge.label, badge.role)
        used += width
      }
    }
    if used > 0 { lines.append(line) }
    return lines
  }
}
