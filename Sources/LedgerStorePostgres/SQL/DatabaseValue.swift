/// One value bound to or read from a statement: the few types a ledger stores.
enum DatabaseValue: Sendable, Hashable {
  case null
  case int(Int64)
  case double(Double)
  case text(String)

  /// Whether the value is SQL NULL.
  var isNull: Bool { self == .null }
}
