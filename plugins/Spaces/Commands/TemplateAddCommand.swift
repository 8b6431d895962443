import LedgerCore
import LedgerShell
import LedgerViews

/// `template add NAME --item TEXT…`: a new space template.
enum TemplateAddCommand {
  static let spec = CommandSpec(
    "template add",
    summary: "Add a space template with a checklist",
    discussion: """
      Repeat --item for each checklist entry, in order; a template may start with none. \
      The template goes last in the order.
      """,
    arguments: [ArgumentSpec("name", "The template's name, unique in the account")],
    options: [OptionSpec("item", "A checklist entry (repeat for more)", repeatable: true)],
    examples: [
      CommandExample(
        "template add Bathroom --item \"Choose tiles\" --item \"Order vanity\"",
        "A template with two checklist entries")
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let checklist = try TemplateRecords.checklist(context)
    let accountID = try context.account().id
    let name = try EntityName.validated(
      context.arguments.value("name") ?? "", of: "space template")
    try EntityLookup.requireFree(
      name, among: try context.store().spaceTemplateNames(accountID: accountID),
      noun: "space template")
    let template = try context.perform { writer in
      try writer.addSpaceTemplate(name: name, checklist: checklist, accountID: accountID)
    }
    let entries =
      checklist.count == 1 ? "1 checklist entry" : "\(checklist.count) checklist entries"
    return .changed(
      try TemplateRecords.record(template, context: context),
      message: "Added template '\(template.name)' (\(template.id)) with \(entries).")
  }
}
