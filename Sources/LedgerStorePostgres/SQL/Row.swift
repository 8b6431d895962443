import LedgerSQL

/// One result row: its values by position and by column name.
struct Row: Sendable {
  var names: [String]
  var values: [DatabaseValue]

  /// The value of the first column named `name` (NULL when there is none).
  func value(_ name: String) -> DatabaseValue {
    guard let index = names.firstIndex(of: name) else { return .null }
    return values[index]
  }

  subscript<T: DatabaseValueConvertible>(_ name: String) -> T {
    T.fromDatabaseValue(value(name)) ?? T.fallback
  }

  subscript<T: DatabaseValueConvertible>(_ name: String) -> T? {
    T.fromDatabaseValue(value(name))
  }

  subscript<T: DatabaseValueConvertible>(_ index: Int) -> T {
    guard values.indices.contains(index) else { return T.fallback }
    return T.fromDatabaseValue(values[index]) ?? T.fallback
  }

  subscript<T: DatabaseValueConvertible>(_ index: Int) -> T? {
    guard values.indices.contains(index) else { return nil }
    return T.fromDatabaseValue(values[index])
  }
}
