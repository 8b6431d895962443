import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews
import TerminalUI

/// `journal [--limit N]`: lists recent changes, newest first.
enum JournalCommand {
  static let spec = CommandSpec(
    "journal", summary: "List recent changes to the ledger, newest first",
    discussion:
      "Shows each command that changed the ledger: when it ran, the command line, and what it changed (+ added, ~ changed, - removed). Entries marked undone were reverted by 'undo'. In a ledger of several accounts it also shows the account each command ran in: 'undo' takes back the newest change only from the account it was made in. An entry made by a ledgersh older than that shows — as its account (null in JSON) and is undone from any account, as before.",
    options: [
      OptionSpec("limit", "How many entries", type: .integer(1...100_000), defaultValue: "20")
    ],
    examples: [
      CommandExample("journal", "The last 20 changes"),
      CommandExample("journal --limit 5 --format json", "The last 5 as JSON"),
    ]
  ) { context in
    let store = try context.store()
    let entries = try store.journal(limit: context.arguments.integer("limit") ?? 20)
    // The account each entry ran in, by name. An entry made before the journal recorded
    // accounts names none: in a ledger of one account it was that one, else it is unknown.
    let accounts = try store.accounts()
    let names = Dictionary(accounts.map { ($0.id, $0.name) }) { first, _ in first }
    let only = accounts.count == 1 ? accounts.first?.name : nil
    let accountNames: [String?] = entries.map { entry in
      entry.accountID.map { names[$0] ?? "#\($0.rawValue)" } ?? only
    }
    let records = zip(entries, accountNames).map { entry, account in
      Record([
        "id": .int(entry.id.rawValue), "time": .string(entry.time.iso8601),
        "command": .string(entry.commandLine), "summary": .string(entry.summary),
        "undone": .bool(entry.isUndone), "account": account.map(FieldValue.string) ?? .null,
      ])
    }
    let empty = "No changes yet."
    let showsAccount = accounts.count > 1 || Set(accountNames).count > 1
    // An empty journal is a note, on stderr when stdout is not a terminal, like every
    // empty list; machine formats still get the columns (a CSV header, `[]`).
    return CommandResult(
      data: .records(
        records, columns: ["id", "time", "command", "summary", "undone", "account"]),
      message: entries.isEmpty ? empty : nil
    ) { style in
      guard !entries.isEmpty else { return CommandResult.wrapped(empty, style: style) }
      let rows = zip(entries, accountNames).map { entry, account in
        [
          entry.id.description, String(entry.time.iso8601.prefix(19)).replacingTimeSeparator(),
          entry.commandLine, entry.summary + (entry.isUndone ? " (undone)" : ""),
        ] + (showsAccount ? [account ?? "—"] : [])
      }
      let table = Table(
        columns: [
          .numeric("#"), TableColumn("time", wraps: false), TableColumn("command"),
          TableColumn("changes"),
        ] + (showsAccount ? [TableColumn("account")] : []), rows: rows,
        // The command and what it changed are the point of the journal: wrapped whole on a
        // terminal too, never cut with "…".
        truncates: false)
      return table.render(in: style.renderContext).joined(separator: "\n")
    }
  }
}

extension String {
  /// "2026-11-21T10:24:00" as "2026-11-21 10:24:00".
  func replacingTimeSeparator() -> String {
    String(map { $0 == "T" ? " " : $0 })
  }
}
