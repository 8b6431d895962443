import LedgerSQL

/// A Swift value that can be bound to a statement and read back from a row.
protocol DatabaseValueConvertible {
  /// The value as bound to a statement.
  var databaseValue: DatabaseValue { get }
  /// The value read from a column, or nil when it is NULL or of another type.
  static func fromDatabaseValue(_ value: DatabaseValue) -> Self?
  /// What a non-optional read of a NULL column gives (never reached by valid ledgers).
  static var fallback: Self { get }
}

extension Int64: DatabaseValueConvertible {
  var databaseValue: DatabaseValue { .int(self) }
  static func fromDatabaseValue(_ value: DatabaseValue) -> Int64? {
    switch value {
    case .int(let number): return number
    case .double(let number): return Int64(exactly: number.rounded(.towardZero))
    case .text(let text): return Int64(text)
    case .null: return nil
    }
  }
  static var fallback: Int64 { 0 }
}

extension Int: DatabaseValueConvertible {
  var databaseValue: DatabaseValue { .int(Int64(self)) }
  static func fromDatabaseValue(_ value: DatabaseValue) -> Int? {
    Int64.fromDatabaseValue(value).flatMap { Int(exactly: $0) }
  }
  static var fallback: Int { 0 }
}

extension Bool: DatabaseValueConvertible {
  var databaseValue: DatabaseValue { .int(self ? 1 : 0) }
  static func fromDatabaseValue(_ value: DatabaseValue) -> Bool? {
    Int64.fromDatabaseValue(value).map { $0 != 0 }
  }
  static var fallback: Bool { false }
}

extension Double: DatabaseValueConvertible {
  var databaseValue: DatabaseValue { .double(self) }
  static func fromDatabaseValue(_ value: DatabaseValue) -> Double? {
    switch value {
    case .int(let number): return Double(number)
    case .double(let number): return number
    case .text(let text): return Double(text)
    case .null: return nil
    }
  }
  static var fallback: Double { 0 }
}

extension String: DatabaseValueConvertible {
  var databaseValue: DatabaseValue { .text(self) }
  static func fromDatabaseValue(_ value: DatabaseValue) -> String? {
    switch value {
    case .text(let text): return text
    case .int(let number): return String(number)
    case .double(let number): return String(number)
    case .null: return nil
    }
  }
  static var fallback: String { "" }
}

extension DatabaseValue: DatabaseValueConvertible {
  var databaseValue: DatabaseValue { self }
  static func fromDatabaseValue(_ value: DatabaseValue) -> DatabaseValue? { value }
  static var fallback: DatabaseValue { .null }
}
