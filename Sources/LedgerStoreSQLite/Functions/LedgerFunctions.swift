import GRDB
import LedgerCore
import LedgerSQL
import LedgerStore

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

  /// `ledger_search_checklist(json)`: a checklist's entries as indexed text, one after
  /// another.
  static let searchChecklist = "ledger_search_checklist"

  private static let searchChecklistFunction = DatabaseFunction(
    searchChecklist, argumentCount: 1, pure: true
  ) { values in
    let json = String.fromDatabaseValue(values[0]) ?? "[]"
    let texts = ChecklistCoding.decodeEntries(json).map(\.text)
    return SearchText.indexed(texts.joined(separator: " "))
  }

  /// The name of the collation that ignores case in every script.
  ///
  /// `COLLATE LEDGER_NOCASE` compares text as `EntityName.caseKey` compares names (`Café`
  /// and `CAFÉ`, `über` and `Über` are the same), where SQLite's NOCASE folds ASCII letters
  /// only. Vendor names match by it.
  static let noCase = "LEDGER_NOCASE"

  private static let noCaseCollation = DatabaseCollation(noCase) { left, right in
    let (a, b) = (left.lowercased(), right.lowercased())
    return a == b ? .orderedSame : (a < b ? .orderedAscending : .orderedDescending)
  }

  /// Registers the functions on a new connection.
  static func register(_ db: Database) {
    db.add(function: itemTextFunction)
    db.add(function: searchChecklistFunction)
    db.add(collation: noCaseCollation)
    TriggerFunctions.register(db)
  }
}
