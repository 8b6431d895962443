import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews

/// The bulk actions, shared by the direct `bulk …` commands and the `bulk` menu.
///
/// Each is one `perform`: one database transaction, one journal entry, one `undo`. An
/// action that deletes, moves items out of a project, or touches more than
/// `quietLimit` entities asks first on a terminal and needs `--yes` in a script.
enum BulkActions {
  /// The most entities an action changes without asking.
  static let quietLimit = 3

  /// The `--yes` flag of every bulk command.
  static let yes = OptionSpec.flag("yes", short: "y", "Do it without asking (scripts)")

  /// Whether the action may go ahead, asking `question` first when needed.
  ///
  /// It asks when `always`, or when more than `quietLimit` are touched; `confirmed`
  /// means a menu has asked already.
  static func mayProceed(
    _ context: CommandContext, _ question: String, count: Int, always: Bool, confirmed: Bool
  ) throws -> Bool {
    guard !confirmed, always || count > quietLimit else { return true }
    return try context.confirmChange(question)
  }

  /// How many ids one statement of a bulk change takes, so that a long change can show
  /// its progress between them.
  static let chunkSize = 500

  /// Runs `change` on `ids` a chunk at a time inside ONE `perform` (one transaction, one
  /// journal entry, one `undo`), with a progress bar when it takes long; returns how many
  /// changed in all.
  static func inChunks(
    _ context: CommandContext, _ ids: [EntityID], of selection: SelectionSnapshot,
    _ change: @escaping (any LedgerWriter, [EntityID]) throws -> Int
  ) throws -> Int {
    try context.withProgress("Changing") { update in
      try context.perform { writer in
        try requireUnchanged(selection, writer)
        var changed = 0
        var start = 0
        while start < ids.count {
          let end = min(start + chunkSize, ids.count)
          changed += try change(writer, Array(ids[start..<end]))
          start = end
          update?(start, ids.count)
        }
        return changed
      }
    }
  }

  /// Fails, changing nothing, when a row of `selection` is not as it was read for this
  /// action: changed or deleted by another session while its question or the menu
  /// waited, or another row under the same id.
  static func requireUnchanged(_ selection: SelectionSnapshot, _ writer: any LedgerWriter)
    throws
  {
    var now: [EntityID: RowStamp] = [:]
    switch selection.kind {
    case .items:
      for item in try writer.items(ItemQuery(ids: selection.ids)) { now[item.id] = RowStamp(item) }
    case .transactions:
      for transaction in try writer.transactions(TransactionQuery(ids: selection.ids)) {
        now[transaction.id] = RowStamp(transaction)
      }
    }
    let changed = selection.ids.filter { now[$0] != selection.stamps[$0] }
    guard let first = changed.first else { return }
    throw ShellError.failure(
      "\(selection.kind.counted(changed.count)) of the selection changed after it was "
        + "read for this command (\(first)\(changed.count > 1 ? " first" : "")), by another "
        + "session; nothing was changed",
      hint: "'selection' lists them as they are now; run the command again to act on that")
  }

  /// How many of `count` an undo brings back, for messages; when none changed, the command
  /// left no journal entry, and `undo` would take back the one before it.
  static func undoNote(_ count: Int) -> String {
    switch count {
    case 0: "all were so already; nothing changed"
    case 1: "'undo' reverts it"
    default: "'undo' reverts all \(count) at once"
    }
  }

  /// The result of a bulk change: its message and, in the machine formats, the records of
  /// the selection as they are now (`gone` when the change deleted them), as a single
  /// change hands back its record.
  static func result(
    _ context: CommandContext, _ selection: SelectionSnapshot, message: String,
    gone: SelectionRecords? = nil
  ) throws -> CommandResult {
    guard context.format != .text else { return .note(message) }
    let loaded =
      try gone ?? SelectionRecords.load(selection.kind, ids: selection.ids, from: context.store())
    return CommandResult(
      data: .records(loaded.records, columns: loaded.columns), message: message,
      isConfirmation: true
    ) { style in CommandResult.wrapped(message, style: style) }
  }

  static func setSpace(
    _ context: CommandContext, _ selection: SelectionSnapshot, space text: String?,
    confirmed: Bool = false
  ) throws -> CommandResult {
    let store = try context.store()
    let items = try store.items(ItemQuery(ids: selection.ids))
    let projectIDs = Set(items.map(\.projectID))
    guard projectIDs.count == 1, let projectID = projectIDs.first.flatMap({ $0 }) else {
      throw ShellError.usage(
        projectIDs.contains(nil)
          ? "items in business inventory have no space; the selection includes some"
          : "the selected items are in \(projectIDs.count) projects, and a space belongs to one",
        hint: "select the items of one project with 'select items --project P …'")
    }
    let project = try store.project(projectID)
    let space = try text.map { try context.space(named: $0, in: project) }
    let target = space.map { "'\($0.name)'" } ?? "no space"
    // The question counts the items that would change; those already there are named apart.
    let moving = items.filter { $0.spaceID != space?.id }.count
    var question = "Put \(selection.description) in \(target)?"
    if moving < items.count {
      let verb = items.count - moving == 1 ? "is" : "are"
      question =
        "Put \(SelectionKind.items.counted(moving)) in \(target)? "
        + "(\(items.count - moving) of the \(items.count) selected \(verb) there already)"
    }
    guard
      try mayProceed(context, question, count: moving, always: false, confirmed: confirmed)
    else { return .note("Nothing changed.") }
    let ids = selection.ids
    let changed = try inChunks(context, ids, of: selection) { writer, chunk in
      try writer.setSpace(space?.id, ofItems: chunk)
    }
    return try result(
      context, selection,
      message: "Put \(SelectionKind.items.counted(changed)) in \(target) (\(undoNote(changed))).")
  }

  static func move(
    _ context: CommandContext, _ selection: SelectionSnapshot, toProject text: String?,
    confirmed: Bool = false
  ) throws -> CommandResult {
    let store = try context.store()
    let project = try text.map { try context.project(named: $0) }
    let items = try store.items(ItemQuery(ids: selection.ids))
    let leavesProject = items.contains { $0.projectID != nil && $0.projectID != project?.id }
    let target = project.map { "'\($0.name)'" } ?? "business inventory"
    let question = "Move \(selection.description) to \(target)?"
    guard
      try mayProceed(
        context, question, count: selection.ids.count, always: leavesProject,
        confirmed: confirmed)
    else { return .note("Nothing moved.") }
    // Items there already stay as they are: moving them would only take them out of their
    // space (as `item move` leaves them).
    let ids = items.filter { $0.projectID != project?.id }.map(\.id)
    let changed =
      ids.isEmpty
      ? 0
      : try inChunks(context, ids, of: selection) { writer, chunk in
        try writer.moveItems(chunk, toProject: project?.id)
      }
    // Moved to another project, an item's link to a transaction of the one it left goes.
    let linked = items.filter { $0.transactionID != nil && $0.projectID != project?.id }
    let lost =
      project == nil || linked.isEmpty
      ? nil
      : LostLinks.sentence(
        before: linked, after: try store.items(ItemQuery(ids: linked.map(\.id))))
    return try result(
      context, selection,
      message: "Moved \(SelectionKind.items.counted(changed)) to \(target) (\(undoNote(changed)))."
        + (lost.map { " " + $0 } ?? ""))
  }

  static func bookmark(
    _ context: CommandContext, _ selection: SelectionSnapshot, _ value: Bool,
    confirmed: Bool = false
  ) throws -> CommandResult {
    let verb = value ? "Bookmark" : "Unbookmark"
    guard
      try mayProceed(
        context, "\(verb) \(selection.description)?", count: selection.ids.count, always: false,
        confirmed: confirmed)
    else { return .note("Nothing changed.") }
    let ids = selection.ids
    let changed = try inChunks(context, ids, of: selection) { writer, chunk in
      try writer.setBookmarked(value, ofItems: chunk)
    }
    let done = value ? "Bookmarked" : "Unbookmarked"
    return try result(
      context, selection,
      message: "\(done) \(SelectionKind.items.counted(changed)) (\(undoNote(changed))).")
  }

  static func delete(
    _ context: CommandContext, _ selection: SelectionSnapshot, confirmed: Bool = false
  ) throws -> CommandResult {
    guard
      try mayProceed(
        context, "Delete \(selection.description)?", count: selection.ids.count, always: true,
        confirmed: confirmed)
    else { return .note("Nothing deleted.") }
    let ids = selection.ids
    let kind = selection.kind
    // The machine formats hand back what was deleted, as `item delete` does.
    let gone =
      context.format == .text
      ? nil : try SelectionRecords.load(kind, ids: ids, from: context.store())
    let changed = try inChunks(context, ids, of: selection) { writer, chunk in
      switch kind {
      case .items: return try writer.deleteItems(chunk)
      case .transactions: return try writer.deleteTransactions(chunk)
      }
    }
    context.session[state: Selection.self] = nil
    return try result(
      context, selection,
      message:
        "Deleted \(kind.counted(changed)) and cleared the selection (\(undoNote(changed))).",
      gone: gone)
  }

  static func setCategory(
    _ context: CommandContext, _ selection: SelectionSnapshot, category text: String?,
    confirmed: Bool = false
  ) throws -> CommandResult {
    let category = try text.map { try context.category(named: $0) }
    let target = category.map { "'\($0.name)'" } ?? "no category"
    guard
      try mayProceed(
        context, "Set the category of \(selection.description) to \(target)?",
        count: selection.ids.count, always: false, confirmed: confirmed)
    else { return .note("Nothing changed.") }
    let ids = selection.ids
    let changed = try inChunks(context, ids, of: selection) { writer, chunk in
      try writer.setCategory(category?.id, ofTransactions: chunk)
    }
    return try result(
      context, selection,
      message: "Set the category of \(SelectionKind.transactions.counted(changed)) to \(target) "
        + "(\(undoNote(changed))).")
  }

  static func markReviewed(
    _ context: CommandContext, _ selection: SelectionSnapshot, confirmed: Bool = false
  ) throws -> CommandResult {
    guard
      try mayProceed(
        context, "Mark \(selection.description) reviewed?", count: selection.ids.count,
        always: false, confirmed: confirmed)
    else { return .note("Nothing changed.") }
    let ids = selection.ids
    let changed = try inChunks(context, ids, of: selection) { writer, chunk in
      try writer.setNeedsReview(false, ofTransactions: chunk)
    }
    return try result(
      context, selection,
      message:
        "Marked \(SelectionKind.transactions.counted(changed)) reviewed (\(undoNote(changed))).")
  }

  static func setReimbursement(
    _ context: CommandContext, _ selection: SelectionSnapshot, _ value: Reimbursement,
    confirmed: Bool = false
  ) throws -> CommandResult {
    guard
      try mayProceed(
        context, "Set the reimbursement of \(selection.description) to \(value.rawValue)?",
        count: selection.ids.count, always: false, confirmed: confirmed)
    else { return .note("Nothing changed.") }
    let ids = selection.ids
    let changed = try inChunks(context, ids, of: selection) { writer, chunk in
      try writer.setReimbursement(value, ofTransactions: chunk)
    }
    return try result(
      context, selection,
      message: "Set the reimbursement of \(SelectionKind.transactions.counted(changed)) to "
        + "\(value.rawValue) (\(undoNote(changed))).")
  }
}
