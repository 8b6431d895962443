import LedgerCore
import LedgerShell
import LedgerViews

/// Builds the records and results of the commands that change an item.
enum ItemRecords {
  /// The record of `item` with its project and space names looked up.
  static func record(_ item: Item, context: CommandContext) throws -> Record {
    let store = try context.store()
    let project = try item.projectID.map { try store.project($0).name }
    let space = try item.spaceID.map { try store.space($0).name }
    return item.record(projectName: project, spaceName: space)
  }

  /// The changed-record result for `item`.
  static func changed(_ item: Item, context: CommandContext, message: String) throws
    -> CommandResult
  {
    .changed(try record(item, context: context), message: message)
  }

  /// The changed-records result for several items.
  static func changed(_ items: [Item], context: CommandContext, message: String) throws
    -> CommandResult
  {
    if items.count == 1, let item = items.first {
      return try changed(item, context: context, message: message)
    }
    let records = try items.map { try record($0, context: context) }
    return CommandResult(data: .records(records, columns: Item.recordFields), message: message) {
      style in CommandResult.wrapped(message, style: style)
    }
  }
}
