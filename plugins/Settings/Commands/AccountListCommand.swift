import LedgerCore
import LedgerShell
import LedgerViews
import TerminalUI

/// `account list` / `accounts`: the ledger's accounts, the current one marked.
enum AccountListCommand {
  static let spec = CommandSpec(
    "account list", aliases: ["accounts"],
    summary: "List the ledger's accounts",
    discussion: """
      Each account keeps its own projects, categories, vendors and templates in its own \
      currency; 'account use NAME' switches to one. The current account is marked with *. \
      Each row shows the account's currency, its locale ('account set --locale') and how \
      many projects it has.
      """,
    examples: [
      CommandExample("account list", "Every account, the current one marked"),
      CommandExample("accounts --format json", "The accounts as JSON"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let store = try context.store()
    let accounts = try store.accounts()
    let current = try context.account().id
    let records = accounts.map { account in
      Record([
        "id": .int(account.id.rawValue), "name": .string(account.name),
        "currency": .string(account.currency.code), "locale": .optional(account.locale),
        "projects": .int(
          (try? store.projectNames(accountID: account.id).count) ?? 0),
        "current": .bool(account.id == current),
      ])
    }
    let table = Table(
      columns: [
        TableColumn("", wraps: false), TableColumn("Id", wraps: false), TableColumn("Name"),
        TableColumn("Currency", wraps: false), TableColumn("Locale", wraps: false),
        TableColumn.numeric("Projects"),
      ],
      rows: zip(accounts, records).map { account, record in
        [
          account.id == current ? "*" : "", account.id.description, account.name,
          account.currency.code, account.locale ?? "", record["projects"]?.plainText ?? "0",
        ]
      })
    return CommandResult(
      data: .records(
        records, columns: ["id", "name", "currency", "locale", "projects", "current"])
    ) { style in style.draw(table) }
  }
}
