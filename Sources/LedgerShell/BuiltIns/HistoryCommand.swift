import Foundation
import TerminalUI

/// `history [N]`: lists the most recent command lines.
enum HistoryCommand {
  static let spec = CommandSpec(
    "history", summary: "List recent command lines",
    discussion:
      "Interactive sessions keep history in $XDG_STATE_HOME/ledgersh/history (the last 2000 lines). Recall lines with Up and Down, search with Ctrl-R.",
    arguments: [
      ArgumentSpec(
        "count", "How many lines (default 20)", type: .integer(1...100_000),
        optional: true)
    ],
    examples: [CommandExample("history 5", "Show the last five commands")]
  ) { context in
    let count = context.arguments.integer("count") ?? 20
    let lines = context.shell.historyLines().suffix(count)
    let start = context.shell.historyLines().count - lines.count + 1
    let records = lines.enumerated().map { offset, line in
      Record(["number": .int(start + offset), "command": .string(line)])
    }
    // The columns are named even with no lines, so that an empty CSV still has its header.
    return CommandResult(data: .list(records, columns: ["number", "command"])) { style in
      guard !records.isEmpty else {
        return CommandResult.wrapped(
          "No history yet: the interactive shell keeps the lines you type.", style: style)
      }
      let rows = records.map { record in
        [record["number"]?.plainText ?? "", record["command"]?.plainText ?? ""]
      }
      let table = Table(columns: [.numeric("#"), TableColumn("command")], rows: rows)
      return table.render(in: style.renderContext).joined(separator: "\n")
    }
  }
}
