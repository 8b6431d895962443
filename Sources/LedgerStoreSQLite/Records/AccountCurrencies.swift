import GRDB
import LedgerCore

/// Each account's currency, read once per query so amounts can be rebuilt as `Money`.
struct AccountCurrencies {
  /// Accounts are few: a list searched in order costs less than a dictionary, whose
  /// first use of `[Int64: Currency]` cost half a million instructions at start-up.
  private var byAccount: [(id: Int64, currency: Currency)]

  static func fetch(_ db: Database) throws -> AccountCurrencies {
    let accounts = try db.allRows(cachedSQL: "SELECT id, currency FROM accounts") { columns in
      (id: columns.int64(0), currency: Currency(code: columns.string(1)) ?? .usd)
    }
    return AccountCurrencies(byAccount: accounts)
  }

  /// The account's currency (USD if the account is unknown).
  subscript(accountID: Int64) -> Currency {
    byAccount.first { $0.id == accountID }?.currency ?? .usd
  }
}
