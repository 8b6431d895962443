import LedgerCore

/// Each account's currency, read once per query so amounts can be rebuilt as `Money`.
public struct AccountCurrencies {
  /// Accounts are few: a list searched in order costs less than a dictionary, whose
  /// first use of `[Int64: Currency]` cost half a million instructions at start-up.
  private var byAccount: [(id: Int64, currency: Currency)]

  public static func fetch(_ db: any SQLConnection) throws -> AccountCurrencies {
    let accounts = try db.all("SELECT id, currency FROM accounts") { row in
      (id: row.int64(0), currency: Currency(code: row.string(1)) ?? .usd)
    }
    return AccountCurrencies(byAccount: accounts)
  }

  /// The account's currency (USD if the account is unknown).
  public subscript(accountID: Int64) -> Currency {
    byAccount.first { $0.id == accountID }?.currency ?? .usd
  }
}
