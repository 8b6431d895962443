import LedgerCore
import LedgerStore

/// The reads behind `import statement`.
public enum StatementQueries {
  /// Every statement source key of the account's transactions (schema v14), read from the
  /// partial unique index alone.
  public static func sourceKeys(_ db: any SQLConnection, accountID: EntityID) throws -> Set<
    String
  > {
    var keys = Set<String>()
    try db.each(
      """
      SELECT source_key FROM transactions
      WHERE account_id = \(accountID) AND source_key IS NOT NULL
      """
    ) { row in
      keys.insert(row.string(0))
      return true
    }
    return keys
  }
}
