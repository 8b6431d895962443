/// The order of an item list; ties are broken by id.
public enum ItemSort: String, Hashable, Sendable, CaseIterable {
  /// By name, ignoring case.
  case name
  /// By project price, else purchase price; items without a price come first.
  case price
  /// By when the item was added (its id); what users call "date".
  case created
  /// By the name of the item's space, ignoring case; items without a space come last in
  /// either direction.
  case space
  /// By source (vendor), ignoring case.
  case source
}
