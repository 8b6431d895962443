/// The order of an item list; ties are broken by id.
public enum ItemSort: String, Hashable, Sendable, CaseIterable {
  /// By name, ignoring case.
  case name
  /// By project price, else purchase price; items without a price come first.
  case price
  /// By when the item was added (its id).
  case created
}
