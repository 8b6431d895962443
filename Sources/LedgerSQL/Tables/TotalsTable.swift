/// A table of sums of `transactions` kept by triggers, described once for both stores:
/// each backend writes its triggers and its rebuild from this description.
///
/// Keys use 0 for "no project" and "no category" (ids start at 1), so that they can be a
/// primary key. The tables are derived data: they have no undo-log triggers of their own
/// and are neither exported nor imported. Undo stays right because undo replays row
/// changes on `transactions`, which fire the triggers again. Bulk loads skip the per-row
/// triggers and rebuild the tables once (`rebuild`), as they do the search index.
public struct TotalsTable: Sendable {
  /// The table's name.
  public let name: String
  /// The first words of its triggers' names (SQLite).
  public let triggerName: String
  /// The key columns, and the value of each for a transaction row, written with `ROW.`
  /// where the row's columns go (`coalesce(ROW.project_id, 0)`).
  public let keys: [(column: String, value: String)]

  /// Each project's spending per category, type and vendor (as typed).
  ///
  /// Budgets and project cards read a few rows instead of summing a project's
  /// transactions, and spending by vendor reads them instead of every transaction.
  /// Transactions without a project are kept under project 0 of their account (schema
  /// v14; before it they were left out on PostgreSQL, and vendors were not kept).
  public static let projects = TotalsTable(
    name: "transaction_totals", triggerName: "transactions_totals",
    keys: [
      ("project_id", "coalesce(ROW.project_id, 0)"), ("account_id", "ROW.account_id"),
      ("category_id", "coalesce(ROW.category_id, 0)"), ("type", "ROW.type"),
      ("source", "ROW.source"),
    ])

  /// Each day's spending per account, project, category and type.
  ///
  /// Spending reports over a million transactions read a few thousand rows instead of the transactions.
  public static let days = TotalsTable(
    name: "report_totals", triggerName: "transactions_report",
    keys: [
      ("account_id", "ROW.account_id"), ("project_id", "coalesce(ROW.project_id, 0)"),
      ("date", "ROW.date"), ("category_id", "coalesce(ROW.category_id, 0)"),
      ("type", "ROW.type"),
    ])

  /// Every table of sums, in the order they are made.
  public static let all = [projects, days]

  /// The transaction columns whose change moves a row to another key or changes its sum.
  public var watchedColumns: [String] {
    keys.map(\.column) + ["amount"]
  }

  /// The key columns, joined by commas.
  public var columnList: String {
    keys.map(\.column).joined(separator: ", ")
  }

  /// The key values of the transaction row `row` (`new`, `old`, or "" for the table).
  public func values(_ row: String) -> [String] {
    keys.map { $0.value.replacingOccurrences(of: "ROW.", with: row.isEmpty ? "" : row + ".") }
  }

  /// `column = value AND …`: the key of `row`'s sums.
  public func match(_ row: String) -> String {
    zip(keys, values(row)).map { "\($0.column) = \($1)" }.joined(separator: " AND ")
  }

  /// Statements that take `row`'s amount off its sums and drop a sum that counts nothing.
  public func subtract(_ row: String) -> [String] {
    [
      "UPDATE \(name) SET amount = amount - \(row).amount, count = count - 1 WHERE \(match(row))",
      "DELETE FROM \(name) WHERE \(match(row)) AND count = 0",
    ]
  }

  /// The statements that recompute the whole table from `transactions`.
  public var rebuild: [String] {
    let positions = keys.indices.map { String($0 + 1) }.joined(separator: ", ")
    return [
      "DELETE FROM \(name)",
      """
      INSERT INTO \(name)(\(columnList), amount, count)
      SELECT \(values("").joined(separator: ", ")), sum(amount), count(*)
      FROM transactions GROUP BY \(positions)
      """,
    ]
  }
}
