import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews

/// `project delete P`: deletes a project with everything in it, after confirming.
enum ProjectDeleteCommand {
  static let spec = CommandSpec(
    "project delete",
    summary: "Delete a project with its budgets, transactions, items and spaces",
    discussion: """
      Asks first on a terminal; scripts must pass --yes. 'undo' brings the project back \
      with everything it held.
      """,
    arguments: [ProjectEditCommand.projectArgument],
    options: [.flag("yes", short: "y", "Delete without asking")],
    examples: [
      CommandExample("project delete \"Old Job\" --yes", "Delete without asking (scripts)")
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let project = try context.project(named: context.arguments.value("project") ?? "")
    let store = try context.store()
    let count = try store.transactionCount(TransactionQuery(projectID: project.id))
    let items = try store.itemCount(ItemQuery(scope: .project(project.id)))
    let transactions = count == 1 ? "1 transaction" : "\(count) transactions"
    let itemCount = items == 1 ? "1 item" : "\(items) items"
    guard
      try context.confirmChange(
        "Delete project '\(project.name)' with \(transactions) and \(itemCount)?")
    else { return .note("Kept project '\(project.name)'.") }
    try delete(project, context: context, counted: (count, items))
    return .changed(
      project.record,
      message: "Deleted project \(project.id) '\(project.name)' ('undo' brings it back).")
  }

  /// Deletes `project` and forgets it as the current project.
  ///
  /// `counted`: the transactions and items the question named. When another session
  /// added or deleted some while it waited, nothing is deleted: the user agreed to delete
  /// what they were told of.
  static func delete(
    _ project: Project, context: CommandContext, counted: (transactions: Int, items: Int)? = nil
  ) throws {
    try context.perform { writer in
      if let counted {
        var transactions = TransactionQuery(projectID: project.id)
        transactions.limit = counted.transactions + 1
        var items = ItemQuery(scope: .project(project.id))
        items.limit = counted.items + 1
        let now = (try writer.transactions(transactions).count, try writer.items(items).count)
        guard now == counted else {
          throw ShellError.failure(
            "project '\(project.name)' gained or lost transactions or items after the "
              + "question counted them, by another session; nothing was deleted",
            hint: "run 'project delete \(project.id)' again to be asked with the counts now")
        }
      }
      try writer.deleteProject(project.id)
    }
    context.refreshCurrentProject(project, deleted: true)
  }
}
