import LedgerCore
import LedgerShell
import LedgerViews

/// `account set [ACCOUNT] --locale L`: how an account writes amounts and dates.
enum AccountSetCommand {
  static let spec = CommandSpec(
    "account set",
    summary: "Set an account's locale: how its amounts and dates are written",
    discussion: """
      --locale names a locale such as de_DE, en_US, en_GB or fr_FR (de-DE and \
      de_DE.UTF-8 are read too); 'none' takes it away. Text for people then follows it: \
      amounts as 1.249,99 € in de_DE and $1,249.99 in en_US, dates as 28.11 or 11/28 \
      (with the year when it is not this year's), and amounts and short dates are read \
      that way too. JSON, CSV and the other machine formats keep plain numbers \
      (1249.99) and ISO dates (2026-11-28) whatever the locale. Without ACCOUNT, the \
      current account. 'accounts' and 'settings' show it.
      """,
    arguments: [
      AccountArguments.account(
        "account", "The account's name or #id (default: the current one)", optional: true)
    ],
    options: [
      OptionSpec("locale", "A locale such as de_DE or en_US; none for no locale").required()
    ],
    examples: [
      CommandExample("account set --locale de_DE", "Amounts as 1.249,99 €, dates as 28.11"),
      CommandExample("account set \"Paris Studio\" --locale fr_FR", "Another account's"),
      CommandExample("account set --locale none", "Back to $1,249.99 and 2026-11-28"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let store = try context.store()
    let account =
      try context.arguments.value("account").map {
        try AccountArguments.account(named: $0, in: store)
      } ?? context.account()
    guard let typed = context.arguments.value("locale") else {
      throw ShellError.usage(
        "'account set' needs --locale", hint: "such as 'account set --locale de_DE'")
    }
    let locale = try AccountArguments.locale(typed)
    let saved = try context.perform { writer in
      try writer.setAccountLocale(account.id, to: locale?.identifier)
    }
    let record = Record([
      "id": .int(saved.id.rawValue), "name": .string(saved.name),
      "currency": .string(saved.currency.code), "locale": .optional(saved.locale),
    ])
    if saved.locale == account.locale {
      return .changed(
        record,
        message: "Account \(saved.id) '\(saved.name)' has "
          + (saved.locale.map { "locale \($0)" } ?? "no locale") + " already; nothing changed.")
    }
    let sample = Money(minorUnits: 124_999, currency: saved.currency)
    let example =
      locale.map { "\($0.format(sample)), \($0.format(context.today, currentYear: 0))" }
      ?? "\(sample.decimalString) as \(Self.plain(sample)), dates as YYYY-MM-DD"
    return .changed(
      record,
      message: saved.locale.map {
        "Account \(saved.id) '\(saved.name)' now writes in \($0): \(example)."
      } ?? "Account \(saved.id) '\(saved.name)' has no locale now: \(example).")
  }

  /// `amount` as an account without a locale writes it (`$1,249.99`).
  static func plain(_ amount: Money) -> String {
    LocaleStyle.$source.withValue(nil) { amount.formatted }
  }
}
