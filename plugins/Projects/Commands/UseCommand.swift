import LedgerCore
import LedgerShell
import LedgerViews

/// `use P`: makes P the current project, shown in the prompt and used by commands that
/// need a project when no --project is given.
enum UseCommand {
  static let spec = CommandSpec(
    "use",
    summary: "Choose the current project",
    discussion: """
      Commands that work on a project (budget, tx add, txs, project show, …) take \
      --project P, or use the current project when it is left out. The interactive prompt \
      shows the current project. Without arguments, 'use' says which project is current; \
      'use --none' clears it. Choosing a project is a confirmation, on standard error \
      when piped: under a session-wide --format it adds nothing to the results, unless \
      the 'use' line itself names a --format. A command that needs a project fails with \
      exit status 2 when there is neither.
      """,
    arguments: [
      ArgumentSpec(
        "project", "The project's name or #id", type: .reference("project"), optional: true,
        completion: .named(.projects))
    ],
    options: [.flag("none", "Clear the current project")],
    examples: [
      CommandExample("use \"Smith Residence\"", "Work on the Smith Residence from now on"),
      CommandExample("use --none", "Work on no project in particular"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    // Choosing a project changes the session, not the ledger: its record is data only when
    // this line asks for a format. A script under a session-wide `--format json` that starts
    // with `use P` keeps the project out of its results.
    let asked = context.arguments.value("format") != nil
    if context.arguments.flag("none") {
      guard context.arguments.value("project") == nil else {
        throw ShellError.usage("give a project or --none, not both")
      }
      let previous = context.session.currentProject
      context.setCurrentProject(nil)
      let message =
        previous.map { "No current project (was '\($0.name)')." } ?? "No current project."
      return CommandResult(
        data: asked ? .record(Record(["project": .null])) : .none, message: message,
        isConfirmation: true
      ) { style in
        CommandResult.wrapped(message, style: style)
      }
    }
    guard let text = context.arguments.value("project") else {
      guard context.session.currentProject != nil else {
        let message = "No current project; choose one with 'use NAME'."
        return CommandResult(data: .record(Record(["project": .null])), message: message) { style in
          CommandResult.wrapped(message, style: style)
        }
      }
      let project = try context.targetProject()
      let message = "Current project: \(project.name) (\(project.id))."
      // An answer, not a confirmation: it stays on stdout.
      var result = CommandResult.changed(project.record, message: message)
      result.isConfirmation = false
      return result
    }
    let project = try context.project(named: text)
    context.setCurrentProject(project)
    var message = "Using project '\(project.name)' (\(project.id))."
    if project.isArchived { message += " It is archived." }
    guard asked else {
      let said = message
      return CommandResult(message: said, isConfirmation: true) { style in
        CommandResult.wrapped(said, style: style)
      }
    }
    return .changed(project.record, message: message)
  }
}
