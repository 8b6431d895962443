import LedgerShell
import LedgerViews

/// `admin grant ROLE --account NAME`.
enum AdminGrantCommand {
  static let spec = CommandSpec(
    "admin grant",
    summary: "Let a database role see and change one account (team ledgers)",
    discussion: """
      On a team ledger on PostgreSQL, each account's rows (its journal entries and undo \
      log among them) are visible only to the database roles granted that account and \
      their members, enforced by the server with row-level security. Run it \
      as the ledger's owner; the role must exist (CREATE ROLE in psql).
      """,
    arguments: [ArgumentSpec("role", "The database role")],
    options: [
      OptionSpec("account", "The account to grant", completion: .named(.accounts)).required()
    ],
    examples: [
      CommandExample("admin grant ann --account \"Milan Studio\"", "Ann sees Milan Studio")
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let ledger = try AdminArguments.ledger(context)
    let role = try AdminArguments.role(context)
    let account = try AdminArguments.account(context, in: ledger)
    try ledger.grant(role: role, accountID: account.id)
    return .changed(
      Record([
        "role": .string(role), "account_id": .int(account.id.rawValue),
        "account": .string(account.name),
      ]),
      message: "Granted account \(account.id) '\(account.name)' to role '\(role)'.")
  }
}
