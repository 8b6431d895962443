import LedgerCore
import LedgerShell
import LedgerViews
import TerminalUI

/// `templates` / `template list`: the account's space templates, in the user's order.
enum TemplateListCommand {
  static let spec = CommandSpec(
    "template list", aliases: ["templates"],
    summary: "List space templates with their checklists",
    discussion: """
      Templates are shared by every project of the account; 'space add NAME --template T' \
      copies one's checklist into a new space. 'template move' changes the order.
      """,
    examples: [
      CommandExample("templates", "The templates as cards"),
      CommandExample("templates --format json", "The same as JSON"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let templates = try context.store().spaceTemplates(accountID: context.account().id)
    let records = templates.enumerated().map { TemplateRecords.record($1, place: $0 + 1) }
    let cards = templates.enumerated().map { TemplateCard(template: $1, place: $0 + 1) }
    let emptyMessage =
      "No space templates yet. Add one with 'template add NAME --item TEXT --item TEXT'."
    return CommandResult(
      data: .records(records, columns: TemplateRecords.fields),
      message: templates.isEmpty ? emptyMessage : nil
    ) { style in
      cards.isEmpty ? CommandResult.wrapped(emptyMessage, style: style) : style.draw(Grid(cards))
    }
  }
}
