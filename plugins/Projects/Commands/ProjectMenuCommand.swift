import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews
import TerminalUI

/// `project menu P`: the project's action menu — edit, pin a budget category ›, archive,
/// delete.
enum ProjectMenuCommand {
  static let spec = CommandSpec(
    "project menu",
    summary: "Open a project's action menu (terminal only)",
    discussion: """
      Rows: edit, pin a budget category › (the current pin marked ✓), archive or \
      unarchive, delete (asks first). Answer with a number, a submenu letter (2b) or the \
      start of a label; q or Ctrl-D leaves. Scripts use the commands instead: \
      project edit, budget pin, project archive, project delete --yes.
      """,
    arguments: [
      ArgumentSpec(
        "project", "The project's name or #id (default: the current project)",
        type: .reference("project"), optional: true, completion: .named(.projects))
    ],
    examples: [CommandExample("project menu \"Smith Residence\"", "Act on a project")]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    // The optional PROJECT argument, else the current project.
    let project = try context.targetProject()
    // Every row changes the ledger: refused before the menu on a read-only one.
    try context.refuseIfReadOnly()
    let interaction = try context.requireInteraction(
      instead: "'project edit', 'budget pin', 'project archive' or 'project delete --yes'")
    let store = try context.store()
    let categories = try store.categories(accountID: project.accountID, includeArchived: false)
    let pins =
      categories.map { ActionMenuItem(id: "\($0.id.rawValue)", label: $0.name) }
      + [ActionMenuItem(id: "none", label: "No pin (whole budget)")]
    let menu = ActionMenu(
      title: project.name,
      items: [
        ActionMenuItem(id: "edit", label: "Edit details", symbol: "✎"),
        ActionMenuItem(
          id: "pin", label: "Pin a budget category", symbol: "⚲", subactions: pins,
          selectedSubactionID: project.pinnedCategoryID.map { "\($0.rawValue)" } ?? "none"),
        ActionMenuItem(
          id: "archive", label: project.isArchived ? "Unarchive" : "Archive", symbol: "▣"),
        ActionMenuItem(
          id: "delete", label: "Delete", symbol: "✖", isDestructive: true,
          confirmation: "Delete project '\(project.name)' and everything in it"),
      ])
    let input = InteractionLineSource(interaction)
    let output = InteractionOutput(interaction)
    let render = context.style.renderContext
    switch menu.run(input: input, output: output, context: render) {
    case .cancelled, .selectedMany:
      return .note("Nothing changed.")
    case .selected("edit"):
      guard
        let answers = ProjectEditCommand.editForm(project, store: try context.store()).run(
          input: input, output: output, context: render)
      else { return .note("Cancelled; nothing changed.") }
      let edited = ProjectEditCommand.apply(answers, to: project)
      let saved = try context.perform { writer in try writer.updateProject(edited) }
      context.refreshCurrentProject(saved)
      return .changed(saved.record, message: "Saved project \(saved.id) '\(saved.name)'.")
    case .selected("archive"):
      let saved = try context.perform { writer in
        try writer.setProjectArchived(project.id, !project.isArchived)
      }
      let verb = saved.isArchived ? "Archived" : "Unarchived"
      return .changed(saved.record, message: "\(verb) project \(saved.id) '\(saved.name)'.")
    case .selected("delete"):
      try ProjectDeleteCommand.delete(project, context: context)
      return .changed(
        project.record,
        message: "Deleted project \(project.id) '\(project.name)' ('undo' brings it back).")
    case .submenu("pin", let choice):
      let categoryID = Int64(choice).map(EntityID.init)
      let saved = try context.perform { writer in
        try writer.pinCategory(categoryID, projectID: project.id)
      }
      let name = categories.first { $0.id == categoryID }?.name
      let message =
        name.map { "Pinned '\($0)' to project '\(saved.name)'." }
        ?? "Unpinned; project '\(saved.name)' shows its whole budget."
      return .changed(saved.record, message: message)
    case .selected, .submenu:
      return .note("Nothing changed.")
    }
  }
}
