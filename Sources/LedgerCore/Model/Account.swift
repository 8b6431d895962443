import Foundation

/// A ledger account: the owner of projects, categories, vendors and templates.
///
/// A fresh ledger has one account, "Default", in USD.
public struct Account: Hashable, Sendable, Codable, Identifiable {
  public var id: EntityID
  public var name: String
  /// The currency every amount in this account is in.
  public var currency: Currency
  public var createdAt: Timestamp
  /// The locale amounts and dates are written in for people (`de_DE`, `en_US`); nil when
  /// the account has none (amounts as `$1,249.99`, dates as ISO, short dates read in the
  /// order of the environment's locale).
  public var locale: String?

  public init(
    id: EntityID, name: String, currency: Currency, createdAt: Timestamp, locale: String? = nil
  ) {
    self.id = id
    self.name = name
    self.currency = currency
    self.createdAt = createdAt
    self.locale = locale
  }

  /// The style of `locale`, nil when the account has none (or one this build cannot read).
  public var localeStyle: LocaleStyle? { locale.flatMap(LocaleStyle.init) }
}
