/// A table column: its header, how cells sit in it, and whether long cells may wrap.
public struct TableColumn: Sendable, Hashable {
  /// The header.
  public var title: String
  /// Where cells sit when the column is wider than they are.
  public var alignment: TextAlignment
  /// Whether cells may break across lines (or be cut with `…` on a terminal).
  ///
  /// Amounts, dates and ids should not: their whole width is the column's minimum.
  public var wraps: Bool

  /// Creates a column.
  public init(_ title: String, alignment: TextAlignment = .left, wraps: Bool = true) {
    self.title = title
    self.alignment = alignment
    self.wraps = wraps
  }

  /// A column of numbers or amounts: right-aligned and never broken.
  public static func numeric(_ title: String) -> TableColumn {
    TableColumn(title, alignment: .right, wraps: false)
  }
}
