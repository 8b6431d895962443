import LedgerCore
import LedgerShell
import LedgerViews

/// Builds the results of the commands that change an item.
enum ItemRecords {
  /// The changed-record result for `item`, with its project and space names looked up.
  static func changed(_ item: Item, context: CommandContext, message: String) throws
    -> CommandResult
  {
    let store = try context.store()
    let project = try item.projectID.map { try store.project($0).name }
    let space = try item.spaceID.map { try store.space($0).name }
    return .changed(item.record(projectName: project, spaceName: space), message: message)
  }

  /// The result of a change to several items: their records, and the message.
  static func changed(_ items: [Item], context: CommandContext, message: String) throws
    -> CommandResult
  {
    let store = try context.store()
    let spaces = SpaceNames(store: store)
    let projects = ProjectNames(store: store)
    let records = try items.map {
      $0.record(
        projectName: try projects.name($0.projectID), spaceName: try spaces.name($0.spaceID))
    }
    return CommandResult(
      data: .records(records, columns: Item.recordFields), message: message, isConfirmation: true
    ) { style in CommandResult.wrapped(message, style: style) }
  }
}
