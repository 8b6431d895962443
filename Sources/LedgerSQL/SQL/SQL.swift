import LedgerCore

/// A statement as the store writes it once for both backends: text, with its values kept
/// apart as binds (as GRDB's `SQL` and postgres-nio's `PostgresQuery` keep them), and the
/// few places where the dialects spell things differently kept as `SQLDialect.Word`s.
///
/// `"SELECT id FROM projects WHERE name = \(name)"` binds `name`; `\(raw: table)` inserts
/// trusted text (a table or column name the store chose); `\(word: .foldedCase)` a word
/// each dialect renders its own way; `\(ids: list)` a bound list of ids to select from.
/// Nothing rewrites SQL text afterwards: `rendered(for:)` walks the pieces.
public struct SQL: Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
  public enum Piece: Sendable, Hashable {
    case text(String)
    case value(SQLValue)
    case word(SQLDialect.Word)
  }

  public private(set) var pieces: [Piece]

  public init(pieces: [Piece] = []) { self.pieces = pieces }

  public init(stringLiteral value: String) { pieces = value.isEmpty ? [] : [.text(value)] }

  public init(stringInterpolation: Interpolation) { pieces = stringInterpolation.pieces }

  /// Trusted text, as it is.
  public init(raw text: String) { pieces = [.text(text)] }

  public struct Interpolation: StringInterpolationProtocol {
    var pieces: [Piece] = []

    public init(literalCapacity: Int, interpolationCount: Int) {
      pieces.reserveCapacity(interpolationCount * 2 + 1)
    }

    public mutating func appendLiteral(_ literal: String) {
      if !literal.isEmpty { pieces.append(.text(literal)) }
    }

    /// A bound value.
    public mutating func appendInterpolation(_ value: some SQLBindable) {
      pieces.append(.value(value.sqlValue))
    }

    /// Trusted text: a table, column or expression the store chose, never user input.
    public mutating func appendInterpolation(raw text: String) {
      if !text.isEmpty { pieces.append(.text(text)) }
    }

    /// A fragment built elsewhere, binds and all.
    public mutating func appendInterpolation(_ sql: SQL) { pieces += sql.pieces }

    /// A word each dialect spells its own way.
    public mutating func appendInterpolation(word: SQLDialect.Word) { pieces.append(.word(word)) }

    /// A table of ids to select `value` from: `(SELECT value FROM \(ids: list))`.
    public mutating func appendInterpolation(ids: [EntityID]) {
      pieces.append(.word(.idList))
      pieces.append(.value(.text(SQL.jsonArray(ids))))
      pieces.append(.word(.idListEnd))
    }
  }

  public mutating func append(_ other: SQL) { pieces += other.pieces }

  public static func + (lhs: SQL, rhs: SQL) -> SQL { SQL(pieces: lhs.pieces + rhs.pieces) }

  public static func += (lhs: inout SQL, rhs: SQL) { lhs.pieces += rhs.pieces }

  public var isEmpty: Bool { pieces.isEmpty }

  /// `parts` with `separator` between them (`" AND "`, `", "`).
  public static func joined(_ parts: [SQL], separator: String) -> SQL {
    var result = SQL()
    for (index, part) in parts.enumerated() {
      if index > 0 { result.pieces.append(.text(separator)) }
      result.pieces += part.pieces
    }
    return result
  }

  /// The text for `dialect`, with its placeholders numbered in order, and the values to bind.
  public func rendered(for dialect: SQLDialect) -> (text: String, values: [SQLValue]) {
    var text = ""
    var values: [SQLValue] = []
    for piece in pieces {
      switch piece {
      case .text(let part): text += part
      case .value(let value):
        values.append(value)
        text += dialect.placeholder(values.count)
      case .word(let word): text += dialect.spelling(of: word)
      }
    }
    return (text, values)
  }

  /// The SQLite spelling, for messages and tests.
  public var description: String { rendered(for: .sqlite).text }

  /// The JSON array of `ids`, what `json_each(?)` and `ledger_ids(?)` read.
  public static func jsonArray(_ ids: [EntityID]) -> String {
    "[" + ids.map { String($0.rawValue) }.joined(separator: ",") + "]"
  }
}
