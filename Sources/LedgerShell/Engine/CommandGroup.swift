/// The group of commands `begin` (or `-1`) opened: the store holds its changes in one
/// transaction; the shell remembers who opened it and what ran inside.
struct CommandGroup {
  /// Who opened the group, which decides who may close it.
  enum Opener: Equatable {
    /// The `begin` command, interactively or in a script.
    case begin
    /// `-1` / `--single-transaction`: the whole script is the group.
    case singleTransaction
  }

  /// Who opened the group.
  let opener: Opener
  /// Where `begin` ran, in a script (nil interactively and for `-1`).
  var openedAt: SourceLocation?
  /// The command lines that changed the ledger inside the group, in order.
  var changes: [String] = []

  /// "3 commands", for messages.
  var changeCount: String {
    changes.count == 1 ? "1 command" : "\(changes.count) commands"
  }

  /// The journal's label for the committed group: its command lines, the first few
  /// written out.
  var journalLabel: String {
    guard let first = changes.first else { return "begin … commit" }
    guard changes.count > 1 else { return first }
    let shown = changes.prefix(3).joined(separator: "; ")
    return changes.count > 3 ? "\(shown); … (\(changes.count) commands)" : shown
  }
}
