import LedgerSQL

/// The values bound to a statement's `?` marks, in order.
struct StatementArguments: ExpressibleByArrayLiteral, Sendable {
  var values: [DatabaseValue]

  init() { values = [] }

  init(arrayLiteral elements: (any DatabaseValueConvertible)?...) {
    values = elements.map { $0?.databaseValue ?? .null }
  }

  init(_ elements: [(any DatabaseValueConvertible)?]) {
    values = elements.map { $0?.databaseValue ?? .null }
  }

  init(_ elements: [Int64]) {
    values = elements.map { .int($0) }
  }

  static func += (lhs: inout StatementArguments, rhs: StatementArguments) {
    lhs.values += rhs.values
  }
}
