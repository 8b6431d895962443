import LedgerSQL

/// Rows of a statement, read one at a time.
final class RowCursor {
  private var iterator: IndexingIterator<[Row]>

  init(_ rows: [Row]) { iterator = rows.makeIterator() }

  func next() throws -> Row? { iterator.next() }
}
