import LedgerCore
import LedgerShell
import LedgerViews

/// `template move T --to N`: changes a template's place in the list.
enum TemplateMoveCommand {
  static let spec = CommandSpec(
    "template move",
    summary: "Change a space template's place in the order",
    discussion: "The order is kept wherever templates are listed and completed.",
    arguments: [TemplateRecords.argument],
    options: [
      OptionSpec("to", "Put it at this place (1 = first)", type: .integer(1...100_000))
        .required()
    ],
    examples: [CommandExample("template move Kitchen --to 1", "Make a template the first")]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    guard let place = context.arguments.integer("to") else {
      throw ShellError.usage("say where to move it: --to N (1 = first)")
    }
    let template = try context.spaceTemplate(named: context.arguments.value("template") ?? "")
    let templates = try context.store().spaceTemplates(accountID: template.accountID)
    let count = templates.count
    guard place <= count else {
      throw ShellError.usage(
        (count == 1 ? "there is 1 template" : "there are \(count) templates")
          + ", so --to takes 1 to \(count), not \(place)",
        hint: "--to \(count) moves '\(template.name)' to the end")
    }
    // At its place already: nothing is written, and the message says so.
    let already = templates.firstIndex { $0.id == template.id } == place - 1
    let reordered =
      already
      ? templates
      : try context.perform { writer in try writer.moveSpaceTemplate(template.id, to: place) }
    let names = reordered.map(\.name).joined(separator: ", ")
    let message =
      already
      ? "'\(template.name)' is at place \(place) already; nothing changed. Order: \(names)."
      : "Moved '\(template.name)' to place \(place). Order: \(names)."
    let records = reordered.enumerated().map { TemplateRecords.record($1, place: $0 + 1) }
    return CommandResult(
      data: .records(records, columns: TemplateRecords.fields), message: message,
      isConfirmation: true
    ) { style in CommandResult.wrapped(message, style: style) }
  }
}
