import LedgerCore
import LedgerShell
import LedgerViews

/// `account use NAME`: switches the session to another account.
enum AccountUseCommand {
  static let spec = CommandSpec(
    "account use",
    summary: "Switch to another account",
    discussion: """
      Every listing, search and report then stays inside that account, and the prompt \
      shows it. The current project is put aside unless it belongs to that account.
      """,
    arguments: [AccountArguments.account("account", "The account's name or #id")],
    examples: [CommandExample("account use \"Paris Studio\"", "Work in another account")]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let store = try context.store()
    let account = try AccountArguments.account(
      named: context.arguments.value("account") ?? "", in: store)
    try AccountArguments.use(account, session: context.session, store: store)
    return .changed(
      Record(["id": .int(account.id.rawValue), "name": .string(account.name)]),
      message: "Now in account '\(account.name)' (\(account.currency.code)).")
  }
}
