/// What SQLite and PostgreSQL spell differently in the store's statements, and nothing else.
public struct SQLDialect: Sendable, Hashable {
  /// The words a statement leaves to its dialect.
  public enum Word: Sendable, Hashable {
    /// `IS` (SQLite) / `IS NOT DISTINCT FROM`: equality where NULL equals NULL.
    case isSame
    /// `IS NOT` / `IS DISTINCT FROM`.
    case isNotSame
    /// The collation that compares names ignoring case in every script (`LEDGER_NOCASE`,
    /// `NOCASE`), after `COLLATE`.
    case foldedCase
    /// The opening of a table of bound ids: `json_each(` / `ledger_ids(`; the id list
    /// itself is bound as a JSON array, then `idListEnd` closes it.
    case idList
    case idListEnd
    /// `INSERT OR IGNORE` / `INSERT`: the start of an insert that skips conflicting rows;
    /// `onConflictIgnore` ends it (nothing / `ON CONFLICT DO NOTHING`).
    case insertOrIgnore
    case onConflictIgnore
    /// The bound limit that means "no limit": `-1` in SQLite, NULL in PostgreSQL.
    case noLimit
  }

  public enum Kind: Sendable, Hashable {
    case sqlite
    case postgres
  }

  public let kind: Kind

  public static let sqlite = SQLDialect(kind: .sqlite)
  public static let postgres = SQLDialect(kind: .postgres)

  /// The mark of the `number`th bound value (from 1): `?` or `$1`.
  public func placeholder(_ number: Int) -> String {
    kind == .sqlite ? "?" : "$\(number)"
  }

  public func spelling(of word: Word) -> String {
    switch (word, kind) {
    case (.isSame, .sqlite): return "IS"
    case (.isSame, .postgres): return "IS NOT DISTINCT FROM"
    case (.isNotSame, .sqlite): return "IS NOT"
    case (.isNotSame, .postgres): return "IS DISTINCT FROM"
    case (.foldedCase, .sqlite): return "LEDGER_NOCASE"
    case (.foldedCase, .postgres): return "NOCASE"
    case (.idList, .sqlite): return "json_each("
    case (.idList, .postgres): return "ledger_ids("
    case (.idListEnd, _): return ")"
    case (.insertOrIgnore, .sqlite): return "INSERT OR IGNORE"
    case (.insertOrIgnore, .postgres): return "INSERT"
    case (.onConflictIgnore, .sqlite): return ""
    case (.onConflictIgnore, .postgres): return " ON CONFLICT DO NOTHING"
    case (.noLimit, .sqlite): return "-1"
    case (.noLimit, .postgres): return "NULL"
    }
  }

  /// `column` as names sort ignoring case, `COLLATE NOCASE` in SQLite: ASCII letters
  /// folded, then bytes (PostgreSQL: `lower()` under "C", then bytes).
  public func nocaseOrder(_ column: String) -> String {
    kind == .sqlite ? "\(column) COLLATE NOCASE" : "lower(\(column) COLLATE \"C\") COLLATE \"C\""
  }

  /// `column` compared byte for byte (`COLLATE BINARY` / `COLLATE "C"`).
  public func binary(_ column: String) -> String {
    kind == .sqlite ? "\(column) COLLATE BINARY" : "\(column) COLLATE \"C\""
  }

  /// How item lists sort a text column: SQLite's NOCASE (ASCII letters folded); in
  /// PostgreSQL lower-cased in all of Unicode (ICU), then by code point, as
  /// `ItemQuery.precedes` compares.
  public func itemOrder(_ column: String) -> String {
    kind == .sqlite
      ? "\(column) COLLATE NOCASE" : "lower(\(column) COLLATE \"und-x-icu\") COLLATE \"C\""
  }

  /// What puts NULL first in an ascending order and last in a descending one, as SQLite
  /// always does.
  public func nullsLowest(descending: Bool) -> String {
    kind == .sqlite ? "" : (descending ? " NULLS LAST" : " NULLS FIRST")
  }

  /// Every word of `words` in one of an item's text fields, ignoring case in every script,
  /// as `ItemQuery.fieldsContain` compares: SQLite's `ledger_item_text` function (registered
  /// on each connection), PostgreSQL's ICU `lower()`.
  public func itemTextMatch(_ words: [String]) -> SQL {
    if kind == .sqlite {
      return
        "ledger_item_text(items.name, items.sku, items.source, items.notes, \(words.joined(separator: " ")))"
    }
    var clauses: [SQL] = []
    for word in words {
      let fields = ["name", "sku", "source", "notes"].map { column -> SQL in
        "strpos(lower(items.\(raw: column) COLLATE \"und-x-icu\"), \(word)) > 0"
      }
      clauses.append("(" + SQL.joined(fields, separator: " OR ") + ")")
    }
    return SQL.joined(clauses, separator: " AND ")
  }
}
