import LedgerCore

/// The row a statement stands on, as a backend reads it.
///
/// Values by position, and the position of a column by name; a position out of range
/// reads as NULL.
public protocol SQLRowSource: AnyObject {
  func value(at index: Int) -> SQLValue
  func isNull(at index: Int) -> Bool
  func int64(at index: Int) -> Int64?
  func double(at index: Int) -> Double?
  func string(at index: Int) -> String?
  /// The position of the first column named `name`, if any.
  func columnIndex(_ name: String) -> Int?
}

/// One result row, read while the statement stands on it: by position (the fast path,
/// used with a `LedgerTable`'s `selection`) or by column name.
public struct SQLRow {
  public let source: any SQLRowSource

  public init(_ source: any SQLRowSource) { self.source = source }

  public subscript<T: SQLColumnValue>(_ name: String) -> T {
    guard let index = source.columnIndex(name) else { return T.fallback }
    return T.read(source, index) ?? T.fallback
  }

  public subscript<T: SQLColumnValue>(_ name: String) -> T? {
    source.columnIndex(name).flatMap { T.read(source, $0) }
  }

  public subscript<T: SQLColumnValue>(_ index: Int) -> T { T.read(source, index) ?? T.fallback }

  public subscript<T: SQLColumnValue>(_ index: Int) -> T? { T.read(source, index) }

  public func isNull(_ index: Int) -> Bool { source.isNull(at: index) }

  public func int64(_ index: Int) -> Int64 { source.int64(at: index) ?? 0 }

  public func optionalInt64(_ index: Int) -> Int64? { source.int64(at: index) }

  public func bool(_ index: Int) -> Bool { int64(index) != 0 }

  public func string(_ index: Int) -> String { source.string(at: index) ?? "" }

  public func optionalString(_ index: Int) -> String? { source.string(at: index) }

  public func id(_ index: Int) -> EntityID { EntityID(int64(index)) }

  public func optionalID(_ index: Int) -> EntityID? { optionalInt64(index).map(EntityID.init) }

  public func time(_ index: Int) -> Timestamp { Timestamp(millisecondsSince1970: int64(index)) }

  /// The id in column `name`, or nil when it is NULL.
  public func id(_ name: String) -> EntityID? {
    let value: Int64? = self[name]
    return value.map(EntityID.init)
  }

  /// The time in column `name` (milliseconds since 1970).
  public func time(_ name: String) -> Timestamp { Timestamp(millisecondsSince1970: self[name]) }
}

/// A row copied out of its statement: what a backend that reads whole results (the
/// PostgreSQL client) hands over, and what a caller keeps past the statement.
public final class SQLStoredRow: SQLRowSource {
  public let names: [String]
  public var values: [SQLValue]

  public init(names: [String], values: [SQLValue]) {
    self.names = names
    self.values = values
  }

  public func value(at index: Int) -> SQLValue {
    values.indices.contains(index) ? values[index] : .null
  }

  public func isNull(at index: Int) -> Bool { value(at: index).isNull }

  public func int64(at index: Int) -> Int64? {
    switch value(at: index) {
    case .int(let number): return number
    case .double(let number): return Int64(exactly: number.rounded(.towardZero))
    case .text(let text): return Int64(text)
    case .null: return nil
    }
  }

  public func double(at index: Int) -> Double? {
    switch value(at: index) {
    case .int(let number): return Double(number)
    case .double(let number): return number
    case .text(let text): return Double(text)
    case .null: return nil
    }
  }

  public func string(at index: Int) -> String? {
    switch value(at: index) {
    case .text(let text): return text
    case .int(let number): return String(number)
    case .double(let number): return String(number)
    case .null: return nil
    }
  }

  public func columnIndex(_ name: String) -> Int? { names.firstIndex(of: name) }
}
