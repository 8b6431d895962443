/// Why an amount could not be read or computed; `message` is shown to the user.
public enum MoneyError: Error, Hashable, Sendable, CustomStringConvertible {
  case empty
  /// Text that is not an amount in `currency`, whose symbol the example shows.
  case notANumber(String, currency: Currency)
  case tooManyDecimals(String, currency: Currency)
  case badGrouping(String)
  case overflow(String)
  /// An amount typed beyond the largest a ledger accepts (`limit`).
  case tooLarge(String, limit: Money)
  case currencyMismatch(Currency, Currency)

  /// A sentence the user can act on.
  public var message: String {
    switch self {
    case .empty:
      return "an amount is required, such as 1249.99"
    case .notANumber(let text, let currency):
      let (plain, grouped) =
        currency.minorUnitDigits == 0 ? ("1249", "1,249") : ("1249.99", "1,249.99")
      return
        "'\(text)' is not an amount; write it like \(plain), \(grouped) or "
        + "\(currency.symbol)\(grouped)"
    case .tooManyDecimals(let text, let currency):
      if currency.minorUnitDigits == 0 {
        return "'\(text)' has decimals, but \(currency.code) amounts are whole numbers"
      }
      return
        "'\(text)' has too many decimals: \(currency.code) allows \(currency.minorUnitDigits)"
    case .badGrouping(let text):
      return "'\(text)' has misplaced commas; group digits in threes, like 1,249.99"
    case .overflow(let text):
      return "'\(text)' is too large an amount"
    case .tooLarge(let text, let limit):
      return "'\(text)' is too large: amounts can be at most \(limit.formatted) either way"
    case .currencyMismatch(let lhs, let rhs):
      return "cannot combine \(lhs.code) and \(rhs.code) amounts"
    }
  }

  public var description: String { message }
}
