import LedgerCore
import LedgerShell
import LedgerViews

/// `project archive P` and `project unarchive P`.
enum ProjectArchiveCommand {
  static func spec(archiving: Bool) -> CommandSpec {
    CommandSpec(
      archiving ? "project archive" : "project unarchive",
      summary: archiving
        ? "Archive a project (hidden from 'projects' unless --archived)"
        : "Bring an archived project back to the active list",
      discussion: archiving
        ? "Archiving keeps everything; 'project unarchive' brings the project back."
        : "",
      arguments: [ProjectEditCommand.projectArgument],
      examples: [
        archiving
          ? CommandExample("project archive \"Smith Residence\"", "Archive a finished project")
          : CommandExample("project unarchive \"Smith Residence\"", "Make it active again")
      ]
    ) { context in try run(context, archiving: archiving) }
  }

  static func run(_ context: CommandContext, archiving: Bool) throws -> CommandResult {
    let project = try context.project(named: context.arguments.value("project") ?? "")
    guard project.isArchived != archiving else {
      let state = archiving ? "already archived" : "not archived"
      return .changed(project.record, message: "Project '\(project.name)' is \(state).")
    }
    let saved = try context.perform { writer in
      try writer.setProjectArchived(project.id, archiving)
    }
    let verb = archiving ? "Archived" : "Unarchived"
    return .changed(saved.record, message: "\(verb) project \(saved.id) '\(saved.name)'.")
  }
}
