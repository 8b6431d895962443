import GRDB
import LedgerCore

/// SQL functions every ledger connection registers, so queries follow LedgerCore's rules
/// exactly where SQLite's own (ASCII-only case folding) would differ.
enum LedgerFunctions {
  /// `ledger_item_text(name, sku, source, notes, words)`: whether every word of `words`
  /// (lower-cased, separated by spaces) appears in one of the fields, as
  /// `ItemQuery.fieldsContain` decides.
  static let itemText = "ledger_item_text"

  private static let itemTextFunction = DatabaseFunction(
    itemText, argumentCount: 5, pure: true
  ) { values in
    let fields = values.prefix(4).map { String.fromDatabaseValue($0) ?? "" }
    let words = (String.fromDatabaseValue(values[4]) ?? "").split(separator: " ").map(String.init)
    return ItemQuery.fieldsContain(fields, words: words)
  }

  /// Registers the functions on a new connection.
  static func register(_ db: Database) {
    db.add(function: itemTextFunction)
  }
}
