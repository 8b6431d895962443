import LedgerSQL

/// Rows waiting to go into one table in one multi-row `INSERT`, so a bulk load sends a
/// thousand rows per round trip instead of one.
struct InsertBatch {
  /// At most this many rows per statement: 1,000 rows of the widest bulk table (items, 15
  /// columns with the id) stay well under PostgreSQL's 65,535 bound values.
  static let capacity = 1_000

  let table: LedgerTable
  private(set) var values: [DatabaseValue] = []
  private(set) var count = 0

  init(table: LedgerTable) {
    self.table = table
  }

  var isFull: Bool { count >= Self.capacity }

  /// Adds one row: its id, then a value for each of the table's columns.
  mutating func append(id: Int64, _ row: [DatabaseValue]) {
    values.append(.int(id))
    values += row
    count += 1
  }

  /// The `INSERT … VALUES ($1, …), (…)` of the rows, in PostgreSQL's own marks.
  var sql: String {
    let width = table.columns.count + 1
    var text = "INSERT INTO \(table.name)(id, \(table.columns.joined(separator: ", "))) VALUES "
    text.reserveCapacity(text.utf8.count + count * width * 7)
    for row in 0..<count {
      text += row == 0 ? "(" : ", ("
      for column in 0..<width {
        if column > 0 { text += ", " }
        text += "$\(row * width + column + 1)"
      }
      text += ")"
    }
    return text
  }
}
