import LedgerShell
import LedgerViews

/// `admin revoke ROLE --account NAME`.
enum AdminRevokeCommand {
  static let spec = CommandSpec(
    "admin revoke",
    summary: "Take back a role's grant of one account (team ledgers)",
    discussion: """
      The role no longer sees the account's rows, from its next statement on.
      """,
    arguments: [ArgumentSpec("role", "The database role")],
    options: [
      OptionSpec("account", "The account to take back", completion: .named(.accounts)).required()
    ],
    examples: [CommandExample("admin revoke ann --account \"Milan Studio\"", "Ann loses it")]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let ledger = try AdminArguments.ledger(context)
    let role = try AdminArguments.role(context)
    let account = try AdminArguments.account(context, in: ledger)
    try ledger.revoke(role: role, accountID: account.id)
    return .changed(
      Record([
        "role": .string(role), "account_id": .int(account.id.rawValue),
        "account": .string(account.name),
      ]),
      message: "Role '\(role)' no longer sees account \(account.id) '\(account.name)'.")
  }
}
