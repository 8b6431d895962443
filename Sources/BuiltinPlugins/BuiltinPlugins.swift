import AttachmentsPlugin
import BudgetPlugin
import DataPlugin
import ItemsPlugin
import LedgerShell
import ProjectsPlugin
import ReportsPlugin
import SearchPlugin
import SelectionPlugin
import SettingsPlugin
import ShortcutsPlugin
import SpacesPlugin
import TeamPlugin
import TransactionsPlugin

/// The plugins built into ledgersh: the one list the executable, the tests and the fuzz
/// target share.
///
/// A new built-in plugin is its folder under `plugins/`, its line in Package.swift's
/// `builtinPlugins` and its line (with its import) here; `BuiltinPluginListTests` fails
/// while a folder is missing from this list.
public enum BuiltinPlugins {
  /// The plugins of the folders under `plugins/`, in the order `help` lists them.
  public static let fromFolders: [any ShellPlugin] = [
    ProjectsPlugin(), BudgetPlugin(), TransactionsPlugin(), ItemsPlugin(), SpacesPlugin(),
    AttachmentsPlugin(), SelectionPlugin(), ReportsPlugin(), SettingsPlugin(), SearchPlugin(),
    ShortcutsPlugin(), DataPlugin(), TeamPlugin(),
  ]

  /// Every built-in plugin: the shell's own commands, then those of `fromFolders`.
  public static let all: [any ShellPlugin] = [BuiltinPlugin()] + fromFolders
}
