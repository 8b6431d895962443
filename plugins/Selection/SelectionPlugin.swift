import LedgerCore
import LedgerShell
import LedgerStore
import TerminalUI

/// Selection and bulk actions: `select …`, `selection`, `bulk …`, and the selection bar
/// the interactive shell shows after each command while something is selected.
public struct SelectionPlugin: ShellPlugin {
  /// Creates the plugin.
  public init() {}

  public var name: String { "selection" }

  public var helpGroup: String { "Selection" }

  public var commands: [CommandSpec] {
    [
      SelectItemsCommand.spec, SelectTransactionsCommand.spec, SelectAddCommand.spec,
      SelectRemoveCommand.spec, SelectClearCommand.spec, SelectionListCommand.spec,
      BulkMenuCommand.spec, BulkSetSpaceCommand.spec, BulkMoveCommand.spec,
      BulkBookmarkCommand.spec, BulkUnbookmarkCommand.spec, BulkSetCategoryCommand.spec,
      BulkMarkReviewedCommand.spec, BulkSetReimbursementCommand.spec, BulkDeleteCommand.spec,
    ]
  }

  /// `● 12 items selected · $3,450.00 — 'bulk' for actions, 'select clear' to clear`.
  public func statusLine(_ context: StatusLineContext) -> String? {
    guard let selection = context.session[state: Selection.self], !selection.ids.isEmpty,
      let store = context.store(),
      let snapshot = try? SelectionSnapshot.load(
        selection, from: store, accountID: context.session.currentAccount.map { EntityID($0.id) }),
      !snapshot.ids.isEmpty
    else { return nil }
    return Self.bar(snapshot).renderedText(in: context.style.renderContext)
      .trimmingCharacters(in: .newlines)
  }

  /// The bar for a selection.
  static func bar(_ snapshot: SelectionSnapshot) -> BulkSelectionBar {
    BulkSelectionBar(
      count: snapshot.ids.count, noun: snapshot.kind.noun(snapshot.ids.count),
      total: snapshot.totalIsTooLarge ? "total too large" : snapshot.total?.formatted,
      hint: "'bulk' for actions, 'select clear' to clear")
  }
}
