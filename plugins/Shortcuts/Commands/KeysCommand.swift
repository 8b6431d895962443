import LedgerShell
import LineEditor
import TerminalUI

/// `keys`: the key bindings of ledgersh's editor functions, defaults and `~/.editrc`'s.
enum KeysCommand {
  static let spec = CommandSpec(
    "keys",
    summary: "List the key bindings of ledgersh's editor functions",
    discussion: """
      Lists each key bound to a ledgersh editor function: the defaults, and the 'bind' \
      lines of ~/.editrc (or $EDITRC) that name a ledgersh function. Binding a key or a \
      function in ~/.editrc replaces its default; 'bind -v' keeps the defaults in vi \
      insert mode. The mode is 'edit' (emacs, or vi insert mode) or 'vi-command' (a \
      'bind -a' line). Keys are written as in ~/.editrc: ^X^N is Ctrl-X then Ctrl-N. \
      The bindings are those the session read when it started: a change to ~/.editrc takes \
      effect in the next session. With --format json, one object per binding with key, \
      function, description, mode and source (default or editrc).
      """,
    examples: [
      CommandExample("keys", "The key bindings"),
      CommandExample("keys --format json", "The same, for a program"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let actions = ShortcutsPlugin.keyActions
    let bindings = EditrcBindings(environment: context.environment, programName: "ledgersh")
      .bindings(for: actions)
    let records = bindings.map { binding in
      Record([
        "key": .string(binding.key),
        "function": .string(binding.function),
        "description": .string(actions.first { $0.name == binding.function }?.summary ?? ""),
        "mode": .string(binding.isViCommandMode ? "vi-command" : "edit"),
        "source": .string(binding.source.rawValue),
      ])
    }
    let columns = ["key", "function", "description", "mode", "source"]
    guard !records.isEmpty else { return CommandResult(data: .list(records, columns: columns)) }
    let rows = records.map { record in columns.map { record[$0]?.plainText ?? "" } }
    return CommandResult(data: .list(records, columns: columns)) { style in
      // A description is what a binding does: wrapped whole on a terminal too, never cut
      // with "…" (the key and function names are never broken).
      let table = Table(
        columns: [
          TableColumn("key", wraps: false), TableColumn("function", wraps: false),
          TableColumn("description"), TableColumn("mode", wraps: false),
          TableColumn("source", wraps: false),
        ], rows: rows.map { $0.map { VisibleText.escaping($0, keepingNewlines: false) } },
        truncates: false)
      return table.render(in: style.renderContext).joined(separator: "\n")
    }
  }
}
