import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews
import TerminalUI

/// `item menu I`: the item's action menu — edit ›, set space ›, bookmark, move to
/// project ›, move to inventory, link transaction ›, attachments ›, delete.
enum ItemMenuCommand {
  static let spec = CommandSpec(
    "item menu",
    summary: "Open an item's action menu (terminal only)",
    discussion: """
      Rows: edit › (a field, then its new value), set space › (✓ on the current one), \
      bookmark, move to project ›, move to inventory, link transaction › (the project's \
      latest \(transactionChoices)), attachments › (choose the primary one), delete (asks \
      first). Scripts use 'item edit', 'item bookmark', 'item move', 'item link' and \
      'item delete --yes' instead.
      """,
    group: "Items",
    arguments: [ItemOptions.itemArgument],
    examples: [CommandExample("item menu #12", "Act on item 12")]
  ) { context in try run(context) }

  /// How many transactions the link submenu offers.
  static let transactionChoices = 20

  /// The fields `edit ›` offers, by option name.
  static let editable: [(id: String, label: String)] = [
    ("name", "Name"), ("sku", "SKU"), ("source", "Source"), ("price", "Purchase price"),
    ("project-price", "Project price"), ("qty", "Quantity"), ("notes", "Notes"),
  ]

  static func run(_ context: CommandContext) throws -> CommandResult {
    var item = try ItemOptions.item(context.arguments.value("item") ?? "", context: context)
    guard let interaction = context.interaction else {
      throw ShellError.usage(
        "'item menu' asks what to do, and scripts never wait for answers",
        hint: "in scripts use 'item edit', 'item bookmark', 'item move', 'item link' or "
          + "'item delete --yes'")
    }
    let store = try context.store()
    let project = try item.projectID.map { try store.project($0) }
    let spaces = try item.projectID.map { try store.spaces(projectID: $0) } ?? []
    let projects = try store.projects(ProjectQuery(accountID: item.accountID))
    var transactionQuery = TransactionQuery(
      accountID: item.accountID, limit: transactionChoices)
    transactionQuery.projectID = item.projectID
    transactionQuery.withoutProject = item.projectID == nil
    let transactions = try store.transactions(transactionQuery)
    let attachments = try store.attachments(of: .item(item.id))
    let dot = " \(context.style.renderContext.symbols.separator) "

    var rows = [
      ActionMenuItem(
        id: "edit", label: "Edit", symbol: "✎",
        subactions: editable.map { ActionMenuItem(id: $0.id, label: $0.label) })
    ]
    if item.projectID != nil {
      rows.append(
        ActionMenuItem(
          id: "space", label: "Set space", symbol: "⌂",
          subactions: spaces.map { ActionMenuItem(id: "\($0.id.rawValue)", label: $0.name) }
            + [ActionMenuItem(id: "none", label: "No space")],
          selectedSubactionID: item.spaceID.map { "\($0.rawValue)" } ?? "none"))
    }
    rows.append(
      ActionMenuItem(
        id: "bookmark", label: item.isBookmarked ? "Remove bookmark" : "Bookmark", symbol: "★"))
    let otherProjects = projects.filter { $0.id != item.projectID }
    if !otherProjects.isEmpty {
      rows.append(
        ActionMenuItem(
          id: "move", label: "Move to project", symbol: "⇢",
          subactions: otherProjects.map {
            ActionMenuItem(id: "\($0.id.rawValue)", label: $0.name)
          }))
    }
    if item.projectID != nil {
      rows.append(ActionMenuItem(id: "inventory", label: "Move to inventory", symbol: "▤"))
    }
    rows.append(
      ActionMenuItem(
        id: "link", label: "Link transaction", symbol: "⇄",
        subactions: transactions.map {
          ActionMenuItem(
            id: "\($0.id.rawValue)",
            label: "\($0.id) "
              + [$0.source, $0.signedAmount.formatted, $0.date.iso8601]
              .joined(separator: dot))
        } + [ActionMenuItem(id: "none", label: "No transaction")],
        selectedSubactionID: item.transactionID.map { "\($0.rawValue)" } ?? "none"))
    if !attachments.isEmpty {
      rows.append(
        ActionMenuItem(
          id: "attachments", label: "Attachments (choose the primary one)", symbol: "▧",
          subactions: attachments.map {
            ActionMenuItem(
              id: "\($0.id.rawValue)",
              label: "\($0.originalName) (\(ItemCard.kindName(of: $0)))")
          },
          selectedSubactionID: attachments.first(where: \.isPrimary).map { "\($0.id.rawValue)" }))
    }
    rows.append(
      ActionMenuItem(
        id: "delete", label: "Delete", symbol: "✖", isDestructive: true,
        confirmation: "Delete item \(item.id) (\(item.name))"))
    let location = project.map(\.name) ?? "business inventory"
    let menu = ActionMenu(title: "\(item.name) (\(item.id))\(dot)\(location)", items: rows)
    let input = InteractionLineSource(interaction)
    let output = InteractionOutput(interaction)
    let message: String
    switch menu.run(input: input, output: output, context: context.style.renderContext) {
    case .submenu("edit", let field):
      guard let edited = try edit(item, field: field, interaction: interaction, context: context)
      else { return .note("Nothing changed.") }
      item = edited
      message = "Saved item \(item.id)."
    case .submenu("space", let choice):
      let space = spaces.first { "\($0.id.rawValue)" == choice }
      let id = item.id
      _ = try context.perform { writer in try writer.setSpace(space?.id, ofItems: [id]) }
      return try changed(
        id, context: context,
        message: space.map { "Put item \(id) in \($0.name)." }
          ?? "Took item \(id) out of its space.")
    case .selected("bookmark"):
      item.isBookmarked.toggle()
      message =
        item.isBookmarked ? "Bookmarked item \(item.id)." : "Removed the bookmark of \(item.id)."
    case .submenu("move", let choice):
      guard let target = otherProjects.first(where: { "\($0.id.rawValue)" == choice }) else {
        return .note("Nothing changed.")
      }
      let id = item.id
      _ = try context.perform { writer in try writer.moveItems([id], toProject: target.id) }
      return try changed(id, context: context, message: "Moved item \(id) to '\(target.name)'.")
    case .selected("inventory"):
      let id = item.id
      _ = try context.perform { writer in try writer.moveItems([id], toProject: nil) }
      return try changed(id, context: context, message: "Moved item \(id) to business inventory.")
    case .submenu("link", let choice):
      item.transactionID = transactions.first { "\($0.id.rawValue)" == choice }?.id
      message =
        item.transactionID.map { "Linked item \(item.id) to transaction \($0)." }
        ?? "Unlinked item \(item.id) from its transaction."
    case .submenu("attachments", let choice):
      guard let attachment = attachments.first(where: { "\($0.id.rawValue)" == choice }) else {
        return .note("Nothing changed.")
      }
      _ = try context.perform { writer in try writer.setPrimaryAttachment(attachment.id) }
      return try changed(
        item.id, context: context,
        message: "Made \(attachment.originalName) the primary attachment of item \(item.id).")
    case .selected("delete"):
      let record = try ItemRecords.record(item, context: context)
      let id = item.id
      try context.perform { writer in try writer.deleteItem(id) }
      return .changed(record, message: "Deleted item \(id) ('undo' brings it back).")
    default:
      return .note("Nothing changed.")
    }
    let edited = item
    let saved = try context.perform { writer in try writer.updateItem(edited) }
    return try ItemRecords.changed(saved, context: context, message: message)
  }

  /// The item result after a change made by id.
  static func changed(_ id: EntityID, context: CommandContext, message: String) throws
    -> CommandResult
  {
    try ItemRecords.changed(try context.store().item(id), context: context, message: message)
  }

  /// Asks for the new value of `field` and returns the edited item, or nil when the answer
  /// is empty or input ends.
  static func edit(
    _ item: Item, field: String, interaction: Interaction, context: CommandContext
  ) throws -> Item? {
    var item = item
    let currency = try context.store().account(item.accountID).currency
    let current: String
    switch field {
    case "name": current = item.name
    case "sku": current = item.sku
    case "source": current = item.source
    case "price": current = item.purchasePrice?.decimalString ?? ""
    case "project-price": current = item.projectPrice?.decimalString ?? ""
    case "qty": current = String(item.quantity)
    default: current = item.notes
    }
    let label = editable.first { $0.id == field }?.label ?? field
    let shown = current.isEmpty ? "" : " [\(current)]"
    guard let answer = interaction.readLine(prompt: "New \(label.lowercased())\(shown): ") else {
      return nil
    }
    let value = answer.trimmingCharacters(in: .whitespaces)
    guard !value.isEmpty else { return nil }
    switch field {
    case "name": item.name = value
    case "sku": item.sku = value
    case "source": item.source = value
    case "price":
      item.purchasePrice = try context.money(value, what: "Purchase price", currency: currency)
    case "project-price":
      item.projectPrice = try context.money(value, what: "Project price", currency: currency)
    case "qty":
      guard let number = Int(value), (1...ItemOptions.largestQuantity).contains(number) else {
        throw ShellError.usage(
          "the quantity must be a whole number from 1 to \(ItemOptions.largestQuantity)")
      }
      item.quantity = number
    default: item.notes = value
    }
    return item
  }
}
