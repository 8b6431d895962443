import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews
import TerminalUI

/// `project edit P`: changes a project's name, client or description.
enum ProjectEditCommand {
  static let spec = CommandSpec(
    "project edit",
    summary: "Change a project's name, client or description",
    discussion: """
      Give the fields to change as options. On a terminal, 'project edit P' without options \
      asks for each field with its current value as the default.
      """,
    arguments: [projectArgument],
    options: [
      OptionSpec("name", "The new name"),
      OptionSpec("client", "The new client name (\"\" clears it)"),
      OptionSpec("description", "The new description (\"\" clears it)"),
    ],
    examples: [
      CommandExample(
        "project edit \"Smith Residence\" --client \"Jane & Tom Smith\"", "Change the client")
    ]
  ) { context in try run(context) }

  static let projectArgument = ArgumentSpec(
    "project", "The project's name or #id", type: .reference("project"),
    completion: .named(.projects))

  static func run(_ context: CommandContext) throws -> CommandResult {
    let original = try context.project(named: context.arguments.value("project") ?? "")
    var project = original
    let names = ["name", "client", "description"]
    if names.allSatisfy({ context.arguments.value($0) == nil }) {
      let interaction = try context.requireInteraction(
        instead: "--name, --client or --description")
      try context.refuseIfReadOnly()
      guard
        let answers = editForm(project, store: try context.store()).run(
          input: InteractionLineSource(interaction), output: InteractionOutput(interaction),
          context: context.style.renderContext)
      else { return .note("Cancelled; nothing changed.") }
      project = apply(answers, to: project)
    } else {
      var answers: [String: String] = [:]
      for name in names { answers[name] = context.arguments.value(name) }
      project = apply(answers, to: project)
    }
    guard !project.name.isEmpty else { throw ShellError.usage("a project's name cannot be empty") }
    // Values that are already the project's change nothing: no write, no journal entry.
    guard project != original else {
      return .changed(
        original.record, message: "Project \(original.id) '\(original.name)' is unchanged.")
    }
    let saved = try context.perform { writer in try writer.updateProject(project) }
    context.refreshCurrentProject(saved)
    return .changed(saved.record, message: "Saved project \(saved.id) '\(saved.name)'.")
  }

  /// The form that edits `project`, each field defaulting to its current value; the name
  /// is checked against `store` as it is answered.
  static func editForm(_ project: Project, store: any Store) -> FormSheet {
    FormSheet(
      title: "Edit \(project.name)", description: "Enter keeps a value; Ctrl-D cancels.",
      fields: [
        .required(id: "name", label: "Name", defaultValue: project.name) { answer in
          ProjectNameRule.problem(
            with: answer, store: store, accountID: project.accountID, except: project.id)
        },
        FormField(id: "client", label: "Client", defaultValue: project.clientName),
        FormField(id: "description", label: "Description", defaultValue: project.description),
      ])
  }

  /// `project` with the answered fields changed.
  static func apply(_ answers: [String: String], to project: Project) -> Project {
    var project = project
    if let name = answers["name"] { project.name = name.trimmingCharacters(in: .whitespaces) }
    if let client = answers["client"] { project.clientName = client }
    if let description = answers["description"] { project.description = description }
    return project
  }
}
