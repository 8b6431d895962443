import LedgerCore
import LedgerShell
import LedgerViews
import TerminalUI

/// `item add NAME …`: adds an item to a project or to business inventory.
enum ItemAddCommand {
  static let spec = CommandSpec(
    "item add",
    summary: "Add an item to a project or to business inventory",
    discussion: """
      The item goes to the current project, --project P, or business inventory with \
      --inventory. Prices are per unit; --price is what the company paid, --project-price \
      what the client is charged. Each --image attaches a picture or PDF, the first one \
      primary (its kind and size show on the card). On a terminal, 'item add' without a \
      NAME opens a three-step form (name, quantity and space · source and prices · \
      bookmark and notes) with the given flags as defaults; Ctrl-D cancels with nothing \
      saved.
      """,
    group: "Items",
    arguments: [ArgumentSpec("name", "What the item is, such as \"Sofa\"", optional: true)],
    options: [
      ItemOptions.sku, ItemOptions.source, ItemOptions.price, ItemOptions.projectPrice,
      ItemOptions.quantity, ItemOptions.space, ItemOptions.transaction, ItemOptions.notes,
      ItemOptions.bookmark, ItemOptions.image, ItemOptions.project, ItemOptions.inventory,
    ],
    examples: [
      CommandExample(
        "item add Sofa --source \"West Elm\" --price 899 --project-price 1,099 --space "
          + "\"Living Room\"",
        "A sofa for the current project's living room"),
      CommandExample(
        "item add \"Dining Chair\" --qty 6 --price 149 --inventory", "Six chairs into inventory"),
      CommandExample("item add", "Fill in the form (terminal only)"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let arguments = context.arguments
    let project = try ItemForm.destination(context)
    var answers: [String: String] = [:]
    for name in ["name", "sku", "source", "price", "project-price", "qty", "space", "tx", "notes"] {
      answers[name] = arguments.value(name)
    }
    answers["bookmark"] = arguments.flag("bookmark") ? "yes" : "no"
    let images = try ItemOptions.imagePaths(arguments)
    if answers["name"] == nil {
      guard let interaction = context.interaction else {
        throw ShellError.usage(
          "'item add' needs a NAME",
          hint: "item add NAME [--price P] [--space S] [--inventory]")
      }
      let store = try context.store()
      let accountID = try project?.accountID ?? context.account().id
      let form = ItemForm.make(
        title: "New item for \(project?.name ?? "business inventory")", defaults: answers,
        currency: try store.account(accountID).currency,
        spaces: try project.map { try store.spaceNames(projectID: $0.id) },
        vendors: try store.vendorNames(accountID: accountID))
      guard
        let filled = form.run(
          input: InteractionLineSource(interaction), output: InteractionOutput(interaction),
          context: context.style.renderContext)
      else { return .note("Cancelled; no item added.") }
      answers.merge(filled) { _, new in new }
    }
    let draft = try ItemForm.draft(from: answers, project: project, context: context)
    let item = try context.perform { writer in
      let item = try writer.addItem(draft)
      for (index, path) in images.enumerated() {
        _ = try writer.attachFile(atPath: path, to: .item(item.id), primary: index == 0)
      }
      return item
    }
    var message = "Added item \(item.id): \(item.name)"
    if item.quantity != 1 { message += " ×\(item.quantity)" }
    message += project.map { " to \($0.name)" } ?? " to business inventory"
    if !images.isEmpty {
      message += " with \(images.count) attachment\(images.count == 1 ? "" : "s")"
    }
    message += "."
    return try ItemRecords.changed(item, context: context, message: message)
  }
}
