import LedgerSQL
import LedgerStore

extension Database: SQLConnection {
  var dialect: SQLDialect { .postgres }

  @discardableResult
  func execute(_ sql: SQL) throws -> Int {
    let (text, values) = sql.rendered(for: .postgres)
    return try server.run(text, values).changes
  }

  /// Adds `RETURNING id`, PostgreSQL's way of telling the new row's id.
  func insert(_ sql: SQL) throws -> Int64 {
    let (text, values) = sql.rendered(for: .postgres)
    let rows = try server.run(text + " RETURNING id", values).rows
    guard let id: Int64 = rows.first?[0] else {
      throw ServerError(state: "P0002", message: "the insert returned no id")
    }
    return id
  }

  /// The client reads the whole result first; `body` then sees each row in turn.
  func each(_ sql: SQL, _ body: (SQLRow) throws -> Bool) throws {
    let (text, values) = sql.rendered(for: .postgres)
    let rows = try server.run(text, values).rows
    guard let first = rows.first else { return }
    let source = SQLStoredRow(names: first.names, values: [])
    for row in rows {
      source.values = row.values
      guard try body(SQLRow(source)) else { return }
    }
  }
}

extension Database {
  /// Every ledger has an account: a role that sees none has no grant (or lost it).
  func noVisibleAccount() throws -> StoreError {
    let role = try value("SELECT current_user::text", as: String.self) ?? "?"
    return StoreError(
      .unavailable,
      "no account of this ledger is granted to the role '\(role)': ask the ledger's owner "
        + "for one ('admin grant \(role) --account NAME')")
  }
}

extension Database {
  /// Every row of `sql`, whole: for the backend's own reads that keep rows past the loop.
  func rows(_ sql: SQL) throws -> [Row] {
    let (text, values) = sql.rendered(for: .postgres)
    return try server.run(text, values).rows
  }
}
