import LedgerCore
import LedgerShell
import LedgerViews

/// `template edit T [--name NAME] [--item TEXT…]`.
enum TemplateEditCommand {
  static let spec = CommandSpec(
    "template edit",
    summary: "Rename a space template or replace its checklist",
    discussion: """
      --item, repeated, replaces the whole checklist. Spaces already made from the \
      template keep their own checklists.
      """,
    arguments: [TemplateRecords.argument],
    options: [
      OptionSpec("name", "The new name, unique in the account"),
      OptionSpec("item", "A checklist entry of the new list (repeat for more)", repeatable: true),
    ],
    examples: [
      CommandExample("template edit Kitchen --name \"Kitchen (galley)\"", "Rename a template"),
      CommandExample(
        "template edit Kitchen --item \"Measure counters\" --item \"Order tiles\"",
        "Replace its checklist"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let arguments = context.arguments
    guard arguments.value("name") != nil || arguments.has("item") else {
      throw ShellError.usage(
        "say what to change: --name NAME, --item TEXT (repeated) or both",
        hint: "see 'template edit --help'")
    }
    let template = try context.spaceTemplate(named: arguments.value("template") ?? "")
    var edited = template
    if let name = arguments.value("name") {
      edited.name = try EntityName.validated(name, of: "space template")
      try EntityLookup.requireFree(
        edited.name, among: try context.store().spaceTemplateNames(accountID: template.accountID),
        noun: "space template", own: template.name)
    }
    if arguments.has("item") { edited.checklist = try TemplateRecords.checklist(context) }
    guard edited != template else {
      return .changed(
        try TemplateRecords.record(template, context: context),
        message: "Template '\(template.name)' is unchanged.")
    }
    let changes = edited
    let saved = try context.perform { writer in try writer.updateSpaceTemplate(changes) }
    var message =
      saved.name != template.name
      ? "Renamed template '\(template.name)' to '\(saved.name)'"
      : "Saved template '\(saved.name)'"
    if saved.checklist != template.checklist {
      message +=
        " with \(saved.checklist.count == 1 ? "1 entry" : "\(saved.checklist.count) entries")"
    }
    return .changed(try TemplateRecords.record(saved, context: context), message: message + ".")
  }
}
