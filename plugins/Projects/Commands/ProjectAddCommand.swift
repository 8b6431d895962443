import LedgerCore
import LedgerShell
import LedgerViews
import TerminalUI

/// `project add NAME`: adds a project; on a terminal without NAME, a short form asks.
enum ProjectAddCommand {
  static let spec = CommandSpec(
    "project add",
    summary: "Add a project",
    discussion: """
      The name must be new in the account (names are compared ignoring case). On a \
      terminal, 'project add' without a name asks for the name, client and description \
      one at a time; Ctrl-D cancels with nothing saved. Scripts must give the name.
      """,
    arguments: [
      ArgumentSpec("name", "The project's name (quote names with spaces)", optional: true)
    ],
    options: [
      OptionSpec("client", "The client's name"),
      OptionSpec("description", "A line about the project"),
    ],
    examples: [
      CommandExample(
        "project add \"Smith Residence\" --client \"Jane Smith\"", "Add a project for a client"),
      CommandExample("project add", "Ask for the fields one at a time (terminal only)"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    var draft = ProjectDraft(
      name: context.arguments.value("name") ?? "",
      clientName: context.arguments.value("client") ?? "",
      description: context.arguments.value("description") ?? "")
    if context.arguments.value("name") == nil {
      let interaction = try context.requireInteraction(instead: "the project's NAME")
      try context.refuseIfReadOnly()
      let store = try context.store()
      let accountID = try context.account().id
      let form = FormSheet(
        title: "New project", description: "Ctrl-D cancels; nothing is saved until the end.",
        fields: [
          .required(id: "name", label: "Name") { answer in
            ProjectNameRule.problem(with: answer, store: store, accountID: accountID)
          },
          FormField(id: "client", label: "Client", defaultValue: draft.clientName),
          FormField(id: "description", label: "Description", defaultValue: draft.description),
        ])
      guard
        let answers = form.run(
          input: InteractionLineSource(interaction), output: InteractionOutput(interaction),
          context: context.style.renderContext)
      else { return .note("Cancelled; no project added.") }
      draft.name = answers["name"] ?? ""
      draft.clientName = answers["client"] ?? ""
      draft.description = answers["description"] ?? ""
    }
    draft.name = draft.name.trimmingCharacters(in: .whitespaces)
    guard !draft.name.isEmpty else {
      throw ShellError.usage("a project needs a name", hint: "project add \"Smith Residence\"")
    }
    draft.accountID = try context.account().id
    let project = try context.perform { writer in try writer.addProject(draft) }
    return .changed(
      project.record, message: "Added project \(project.id) '\(project.name)'.")
  }
}
