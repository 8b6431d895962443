import LedgerShell
import LineEditor

/// The app's New and Search menu commands, the terminal way: `new` opens the creation form
/// for what the session shows, and libedit key bindings run it (`keys` lists them).
public struct ShortcutsPlugin: ShellPlugin {
  /// Creates the plugin.
  public init() {}

  public var name: String { "shortcuts" }

  public var helpGroup: String { "Shortcuts" }

  public var commands: [CommandSpec] { [NewCommand.spec, KeysCommand.spec] }

  /// The editor functions the interactive shell adds to libedit, with their default keys.
  ///
  /// The defaults sit on the `^X` prefix, which emacs mode already uses as a lead-in
  /// (libedit binds only `^X^X`, readline `^X^X`, `^X^U`, `^X^R`, `^X^G` and, in bash,
  /// `^X^E` and `^X^V`) and which vi insert mode leaves unassigned, so they take no key
  /// a libedit or readline user relies on.
  public static let keyActions: [KeyAction] = [
    KeyAction(
      name: "ledgersh-new", summary: "Open the form that creates what is shown ('new')",
      defaultKey: "^X^N", effect: .run("new")),
    KeyAction(
      name: "ledgersh-new-transaction", summary: "Open the new transaction form ('new tx')",
      defaultKey: "^X^T", effect: .run("new tx")),
    KeyAction(
      name: "ledgersh-search", summary: "Start a search: the line becomes 'search '",
      defaultKey: "^X^F", effect: .insert("search ")),
  ]
}
