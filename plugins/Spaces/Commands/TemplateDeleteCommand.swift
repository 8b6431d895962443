import LedgerCore
import LedgerShell
import LedgerViews

/// `template delete T [--yes]`: deletes a template; spaces made from it keep their lists.
enum TemplateDeleteCommand {
  static let spec = CommandSpec(
    "template delete",
    summary: "Delete a space template (spaces made from it keep their checklists)",
    discussion: "Asks first on a terminal; scripts must pass --yes. 'undo' brings it back.",
    arguments: [TemplateRecords.argument],
    options: [.flag("yes", short: "y", "Delete without asking")],
    examples: [CommandExample("template delete Kitchen --yes", "Delete without asking")]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let template = try context.spaceTemplate(named: context.arguments.value("template") ?? "")
    guard try context.confirmChange("Delete template '\(template.name)'?") else {
      return .note("Kept template '\(template.name)'.")
    }
    let record = try TemplateRecords.record(template, context: context)
    try context.perform { writer in try writer.deleteSpaceTemplate(template.id) }
    return .changed(
      record,
      message: "Deleted template '\(template.name)'; spaces made from it keep their checklists "
        + "('undo' brings it back).")
  }
}
