import LedgerShell
import LedgerViews
import TerminalUI

/// `admin grants`: which role sees which account.
enum AdminGrantsCommand {
  static let spec = CommandSpec(
    "admin grants",
    summary: "List which database roles see which accounts (team ledgers)",
    examples: [CommandExample("admin grants --format json", "The grants as JSON")]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let grants = try AdminArguments.ledger(context).grants()
    let records = grants.map { grant in
      Record([
        "role": .string(grant.role), "account_id": .int(grant.accountID.rawValue),
        "account": .string(grant.accountName),
      ])
    }
    let table = Table(
      columns: [TableColumn("Role"), TableColumn("Id", wraps: false), TableColumn("Account")],
      rows: grants.map { [$0.role, $0.accountID.description, $0.accountName] })
    return CommandResult(data: .records(records, columns: ["role", "account_id", "account"])) {
      style in style.draw(table)
    }
  }
}
