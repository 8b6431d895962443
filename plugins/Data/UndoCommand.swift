import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews

/// `undo`: reverts the most recent command that changed the ledger.
enum UndoCommand {
  static let spec = CommandSpec(
    "undo", summary: "Revert the last command that changed the ledger",
    discussion:
      "Every command that changes the ledger is one journal entry. undo reverts the most recent entry not yet undone; run it again to go further back. See 'journal'. Each journal entry records the account its command ran in (for a group, the account in use at 'commit'). When that is another account, undo refuses with exit status 1 and names the account: switch to it with 'account use' to undo it there.",
    examples: [
      CommandExample("undo", "Bring back the project you just deleted"),
      CommandExample("undo --format json", "Report what was undone as JSON"),
    ]
  ) { context in
    let entry = try context.store().undo()
    let record = Record([
      "id": .int(entry.id.rawValue), "time": .string(entry.time.iso8601),
      "command": .string(entry.commandLine), "summary": .string(entry.summary),
    ])
    // `Undid #89 'project delete 2': 1 project, 4 budgets restored` — the entry's own
    // summary (-1 project) would read as if the undo had deleted it.
    let line = entry.commandLine
    let quoted = !line.contains("'") ? "'\(line)'" : !line.contains("\"") ? "\"\(line)\"" : line
    var message = "Undid \(entry.id) \(quoted): \(ChangeCount.undoneSummary(entry.summary))"
    // Undoing `account add` while in that account: the session goes back to the first one
    // now, so the prompt and the next command are right.
    if let moved = try context.leaveVanishedAccount() { message += "\n" + moved }
    return CommandResult(data: .record(record), message: message, isConfirmation: true)
  }
  .topLevelOnly()
}
