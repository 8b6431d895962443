import LedgerCore

/// Each account's currency, read once per query so amounts can be rebuilt as `Money`.
struct AccountCurrencies {
  private var byAccount: [Int64: Currency]

  static func fetch(_ db: Database) throws -> AccountCurrencies {
    var byAccount: [Int64: Currency] = [:]
    for row in try Row.fetchAll(db, cachedSQL: "SELECT id, currency FROM accounts") {
      let code: String = row["currency"]
      byAccount[row["id"]] = Currency(code: code) ?? .usd
    }
    return AccountCurrencies(byAccount: byAccount)
  }

  /// The account's currency (USD if the account is unknown).
  subscript(accountID: Int64) -> Currency { byAccount[accountID] ?? .usd }
}
