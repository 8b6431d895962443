import LedgerCore

/// One value bound to or read from a statement: the few types a ledger stores.
public enum SQLValue: Sendable, Hashable {
  case null
  case int(Int64)
  case double(Double)
  case text(String)

  /// Whether the value is SQL NULL.
  public var isNull: Bool { self == .null }
}

/// A Swift value bound to a statement as one `SQLValue`.
public protocol SQLBindable {
  var sqlValue: SQLValue { get }
}

extension SQLValue: SQLBindable {
  public var sqlValue: SQLValue { self }
}

extension Int64: SQLBindable {
  public var sqlValue: SQLValue { .int(self) }
}

extension Int: SQLBindable {
  public var sqlValue: SQLValue { .int(Int64(self)) }
}

extension Bool: SQLBindable {
  /// Flags are stored as 0 and 1 in both stores.
  public var sqlValue: SQLValue { .int(self ? 1 : 0) }
}

extension Double: SQLBindable {
  public var sqlValue: SQLValue { .double(self) }
}

extension String: SQLBindable {
  public var sqlValue: SQLValue { .text(self) }
}

extension Substring: SQLBindable {
  public var sqlValue: SQLValue { .text(String(self)) }
}

extension EntityID: SQLBindable {
  public var sqlValue: SQLValue { .int(rawValue) }
}

extension Timestamp: SQLBindable {
  public var sqlValue: SQLValue { .int(millisecondsSince1970) }
}

extension Optional: SQLBindable where Wrapped: SQLBindable {
  public var sqlValue: SQLValue { self?.sqlValue ?? .null }
}

/// A Swift value read from one column of a row.
public protocol SQLColumnValue {
  /// The value at `index` of `row`, or nil when it is NULL (or of a type that does not convert).
  static func read(_ row: any SQLRowSource, _ index: Int) -> Self?
  /// What a non-optional read of a NULL column gives (never reached by valid ledgers).
  static var fallback: Self { get }
}

extension Int64: SQLColumnValue {
  public static func read(_ row: any SQLRowSource, _ index: Int) -> Int64? { row.int64(at: index) }
  public static var fallback: Int64 { 0 }
}

extension Int: SQLColumnValue {
  public static func read(_ row: any SQLRowSource, _ index: Int) -> Int? {
    row.int64(at: index).flatMap { Int(exactly: $0) }
  }
  public static var fallback: Int { 0 }
}

extension Bool: SQLColumnValue {
  public static func read(_ row: any SQLRowSource, _ index: Int) -> Bool? {
    row.int64(at: index).map { $0 != 0 }
  }
  public static var fallback: Bool { false }
}

extension Double: SQLColumnValue {
  public static func read(_ row: any SQLRowSource, _ index: Int) -> Double? {
    row.double(at: index)
  }
  public static var fallback: Double { 0 }
}

extension String: SQLColumnValue {
  public static func read(_ row: any SQLRowSource, _ index: Int) -> String? {
    row.string(at: index)
  }
  public static var fallback: String { "" }
}

extension SQLValue: SQLColumnValue {
  public static func read(_ row: any SQLRowSource, _ index: Int) -> SQLValue? {
    row.value(at: index)
  }
  public static var fallback: SQLValue { .null }
}
