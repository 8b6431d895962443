import LedgerCore
import LedgerShell
import LedgerViews
import TerminalUI

/// `space add NAME [--template T] [--notes TEXT] [--project P]`; on a terminal without
/// NAME, a short form asks for the name and notes.
enum SpaceAddCommand {
  static let spec = CommandSpec(
    "space add",
    summary: "Add a space (a room or area) to a project",
    discussion: """
      The space goes into the current project, or --project P. With --template T it starts \
      with a copy of the template's checklist, all entries not done; later edits to the \
      template do not change it. On a terminal, 'space add' without a name asks for the \
      name and notes one at a time; Ctrl-D cancels with nothing saved.
      """,
    arguments: [
      ArgumentSpec("name", "The space's name, unique in the project", optional: true)
    ],
    options: [
      OptionSpec(
        "template", "Copy the checklist of this template", type: .reference("template"),
        completion: .named(.templates)),
      OptionSpec("notes", "Notes about the space"),
      SpaceArguments.project,
    ],
    examples: [
      CommandExample("space add \"Living Room\"", "Add a space to the current project"),
      CommandExample(
        "space add Pantry --template Kitchen --notes \"Shelves to the ceiling\"",
        "Start from a template's checklist"),
      CommandExample("space add", "Ask for the name and notes (terminal only)"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let arguments = context.arguments
    let project = try context.targetProject()
    let template = try arguments.value("template").map { try context.spaceTemplate(named: $0) }
    var draft = SpaceDraft(
      projectID: project.id, name: arguments.value("name") ?? "",
      notes: arguments.value("notes") ?? "", templateID: template?.id)
    if arguments.value("name") == nil {
      let interaction = try context.requireInteraction(instead: "the space's NAME")
      try context.refuseIfReadOnly()
      // The name is checked as it is typed, taken names too, so nothing typed is lost to
      // an error at the end.
      let taken = try context.store().spaceNames(projectID: project.id)
      let projectName = project.name
      let form = MultiStepForm(
        title: "New space in \(project.name)",
        description: "Enter takes the value in brackets; Ctrl-D cancels.",
        steps: [
          FormStep(
            title: "Name and notes",
            fields: [
              .required(id: "name", label: "Name") { answer in
                do {
                  let name = try EntityName.validated(answer, of: "space")
                  guard let existing = EntityName.match(name, in: taken) else { return nil }
                  return "'\(existing)' is already a space of '\(projectName)'; give another name."
                } catch let error as EntityNameError {
                  return error.message.prefix(1).uppercased() + error.message.dropFirst() + "."
                } catch {
                  return "That name cannot be used."
                }
              },
              FormField(id: "notes", label: "Notes", defaultValue: draft.notes),
            ])
        ])
      guard
        let answers = form.run(
          input: InteractionLineSource(interaction), output: InteractionOutput(interaction),
          context: context.style.renderContext)
      else { return .note("Cancelled; no space added.") }
      draft.name = answers["name"] ?? ""
      draft.notes = answers["notes"] ?? ""
    }
    draft.name = try EntityName.validated(draft.name, of: "space")
    let space = try context.perform { [draft] writer in try writer.addSpace(draft) }
    var message = "Added space '\(space.name)' (\(space.id)) to '\(project.name)'"
    if let template {
      let entries = space.checklist.count == 1 ? "entry" : "entries"
      message += " with the \(space.checklist.count) checklist \(entries) of '\(template.name)'"
    }
    return try SpaceArguments.changed(
      space, project: project, context: context, message: message + ".")
  }
}
