/// Where text sits inside a wider cell.
public enum TextAlignment: Sendable, Hashable {
  /// Flush with the left edge; padding goes on the right.
  case left
  /// Flush with the right edge, as numbers and amounts are shown.
  case right
  /// Centered, any odd cell of padding on the right.
  case center
}
