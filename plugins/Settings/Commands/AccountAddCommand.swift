import LedgerCore
import LedgerShell
import LedgerViews

/// `account add NAME [--currency EUR] [--locale de_DE]`.
enum AccountAddCommand {
  static let spec = CommandSpec(
    "account add",
    summary: "Add an account with its own projects, categories and currency",
    discussion: """
      The new account starts empty; 'account use NAME' switches to it. Its currency \
      (ISO 4217, default USD) is the one every amount in it is in. Its --locale (such \
      as de_DE) is how text for people writes and reads its amounts and dates: \
      1.249,99 € and 28.11 in de_DE; without one, $1,249.99 and 2026-11-28 ('account \
      set --locale' changes it).
      """,
    arguments: [ArgumentSpec("name", "The account's name")],
    options: [
      OptionSpec("currency", "Its ISO 4217 currency code", defaultValue: "USD"),
      OptionSpec("locale", "How its amounts and dates are written, such as de_DE"),
    ],
    examples: [
      CommandExample("account add \"Milan Studio\" --currency EUR", "An account in euros"),
      CommandExample(
        "account add Berlin --currency EUR --locale de_DE", "Amounts as 1.249,99 €"),
      CommandExample("account add Personal", "An account in US dollars"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let name = (context.arguments.value("name") ?? "").trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { throw ShellError.usage("an account's name cannot be empty") }
    let code = (context.arguments.value("currency") ?? "USD").uppercased()
    guard let currency = Currency(code: code) else {
      throw ShellError.usage(
        "'\(code)' is not a currency ledgersh knows", hint: "use an ISO 4217 code such as EUR")
    }
    let locale = try context.arguments.value("locale").flatMap(AccountArguments.locale)
    try EntityLookup.requireFree(
      name, among: try context.store().accounts().map(\.name), noun: "account")
    let account = try context.perform { writer in
      let added = try writer.addAccount(name: name, currency: currency)
      guard let locale else { return added }
      return try writer.setAccountLocale(added.id, to: locale.identifier)
    }
    let store = try context.store()
    try AccountArguments.normalize(context.session, store: store)
    return .changed(
      Record([
        "id": .int(account.id.rawValue), "name": .string(account.name),
        "currency": .string(account.currency.code), "locale": .optional(account.locale),
      ]),
      message:
        "Added account \(account.id) '\(account.name)' in \(account.currency.code)"
        + (account.locale.map { " (\($0))" } ?? "") + "; "
        + "switch to it with:\n  account use \(argument(account.name))")
  }

  /// The name as `account use` takes it back: quoted as needed, after `--` when it starts
  /// with a dash (it would read as an option).
  static func argument(_ name: String) -> String {
    (name.hasPrefix("-") ? "-- " : "") + Tokenizer.quote(name)
  }
}
