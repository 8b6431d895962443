import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews
import TerminalUI

/// `item menu I`: the item's action menu — edit ›, set space ›, bookmark, move to project ›,
/// move to inventory, link transaction ›, attachments ›, delete.
enum ItemMenuCommand {
  static let spec = CommandSpec(
    "item menu",
    summary: "Open an item's action menu (terminal only)",
    discussion: """
      Rows: edit › (a field, then its new value), set space › (✓ on the current one), \
      bookmark, move to project ›, move to inventory, link transaction › (the project's \
      latest), attachments › (choose the primary one), delete (asks first). Scripts use \
      'item edit', 'item move', 'item link', 'attachment primary' and 'item delete --yes'.
      """,
    arguments: [ItemOptions.itemArgument],
    examples: [CommandExample("item menu #12", "Act on item 12")]
  ) { context in try run(context) }

  static let editableFields: [(id: String, label: String)] = [
    ("name", "Name"), ("sku", "SKU"), ("source", "Source"), ("price", "Price paid"),
    ("project-price", "Project price"), ("qty", "Quantity"), ("notes", "Notes"),
  ]

  static func run(_ context: CommandContext) throws -> CommandResult {
    var item = try ItemOptions.item(context.arguments.value("item") ?? "", context: context)
    // Every row changes the ledger: refused before the menu on a read-only one.
    try context.refuseIfReadOnly()
    let interaction = try context.requireInteraction(
      instead: "'item edit', 'item move', 'item link' or 'item delete --yes'")
    let store = try context.store()
    let project = try item.projectID.map { try store.project($0) }
    let spaces = try project.map { try store.spaces(projectID: $0.id) } ?? []
    let projects = try store.projects(ProjectQuery(accountID: item.accountID))
      .filter { $0.id != item.projectID }
    let transactions =
      try project.map { try store.transactions(TransactionQuery(projectID: $0.id, limit: 20)) }
      ?? []
    let attachments = try store.attachments(of: .item(item.id))
    let dot = " \(context.style.renderContext.symbols.separator) "

    var rows = [
      ActionMenuItem(
        id: "edit", label: "Edit", symbol: "✎",
        subactions: editableFields.map { ActionMenuItem(id: $0.id, label: $0.label) })
    ]
    if project != nil {
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
    if !projects.isEmpty {
      rows.append(
        ActionMenuItem(
          id: "project", label: "Move to project", symbol: "→",
          subactions: projects.map { ActionMenuItem(id: "\($0.id.rawValue)", label: $0.name) }))
    }
    if project != nil {
      rows.append(ActionMenuItem(id: "inventory", label: "Move to inventory", symbol: "⇣"))
    }
    if !transactions.isEmpty || item.transactionID != nil {
      rows.append(
        ActionMenuItem(
          id: "tx", label: "Link transaction", symbol: "⇄",
          subactions: transactions.map {
            ActionMenuItem(
              id: "\($0.id.rawValue)",
              label: [$0.id.description, $0.source, $0.signedAmount.formatted, $0.date.shown]
                .joined(separator: dot))
          } + [ActionMenuItem(id: "none", label: "No transaction")],
          selectedSubactionID: item.transactionID.map { "\($0.rawValue)" } ?? "none"))
    }
    if !attachments.isEmpty {
      rows.append(
        ActionMenuItem(
          id: "attachment", label: "Attachments (choose the primary)", symbol: "▧",
          subactions: attachments.map {
            ActionMenuItem(id: "\($0.id.rawValue)", label: "\($0.id) \($0.originalName)")
          },
          selectedSubactionID: attachments.first { $0.isPrimary }.map { "\($0.id.rawValue)" }))
    }
    rows.append(
      ActionMenuItem(
        id: "delete", label: "Delete", symbol: "✖", isDestructive: true,
        confirmation: "Delete item \(item.id) '\(item.name)'"))
    let title = item.name + dot + (project?.name ?? "business inventory") + " (\(item.id))"
    let menu = ActionMenu(title: title, items: rows)
    let result = menu.run(
      input: InteractionLineSource(interaction), output: InteractionOutput(interaction),
      context: context.style.renderContext)

    let original = item
    let message: String
    switch result {
    case .submenu("edit", let field):
      let label = editableFields.first { $0.id == field }?.label ?? field
      let current = currentValue(field, of: item)
      guard
        let answer = interaction.readLine(
          prompt: "\(label)\(current.isEmpty ? "" : " [\(current)]"): ")
      else { return .note("Nothing changed.") }
      let value = answer.isEmpty ? current : answer
      try apply(value, to: field, of: &item, context: context)
      message = "Saved item \(item.id)."
    case .submenu("space", let choice):
      item.spaceID = Int64(choice).map(EntityID.init)
      let name = spaces.first { $0.id == item.spaceID }?.name
      message = name.map { "Put \(item.id) in '\($0)'." } ?? "Took \(item.id) out of its space."
    case .selected("bookmark"):
      item.isBookmarked.toggle()
      message =
        item.isBookmarked ? "Bookmarked \(item.id)." : "Removed the bookmark of \(item.id)."
    case .submenu("project", let choice):
      guard let target = projects.first(where: { "\($0.id.rawValue)" == choice }) else {
        return .note("Nothing changed.")
      }
      let id = item.id
      let moved = try context.perform { writer in
        _ = try writer.moveItems([id], toProject: target.id)
        return try writer.item(id)
      }
      let lost = LostLinks.sentence(before: [item], after: [moved]).map { " " + $0 } ?? ""
      return try ItemRecords.changed(
        moved, context: context, message: "Moved \(id) to '\(target.name)'.\(lost)")
    case .selected("inventory"):
      let id = item.id
      let moved = try context.perform { writer in
        _ = try writer.moveItems([id], toProject: nil)
        return try writer.item(id)
      }
      return try ItemRecords.changed(
        moved, context: context, message: "Moved \(id) to business inventory.")
    case .submenu("tx", let choice):
      item.transactionID = Int64(choice).map(EntityID.init)
      message =
        item.transactionID.map { "Linked \(item.id) to transaction \($0)." }
        ?? "Unlinked \(item.id) from its transaction."
    case .submenu("attachment", let choice):
      guard let id = Int64(choice).map(EntityID.init) else { return .note("Nothing changed.") }
      _ = try context.perform { writer in try writer.setPrimaryAttachment(id) }
      return .note("Attachment \(id) is now the primary one of \(item.id).")
    case .selected("delete"):
      let id = item.id
      try context.perform { writer in _ = try writer.deleteItems([id]) }
      return .note("Deleted item \(id) ('undo' brings it back).")
    default:
      return .note("Nothing changed.")
    }
    // An answer that keeps what was there (Return on the default) changes nothing: no
    // write, no journal entry, nothing for 'undo' to take back.
    guard item != original else { return .note("Item \(item.id) is unchanged.") }
    let edited = item
    let saved = try context.perform { writer in try writer.updateItem(edited) }
    return try ItemRecords.changed(saved, context: context, message: message)
  }

  /// The field's value as the user would type it.
  static func currentValue(_ field: String, of item: Item) -> String {
    switch field {
    case "name": return item.name
    case "sku": return item.sku
    case "source": return item.source
    case "price": return item.purchasePrice?.decimalString ?? ""
    case "project-price": return item.projectPrice?.decimalString ?? ""
    case "qty": return "\(item.quantity)"
    case "notes": return item.notes
    default: return ""
    }
  }

  /// Sets `field` of `item` from what the user typed; fails like the matching flag.
  static func apply(_ value: String, to field: String, of item: inout Item, context: CommandContext)
    throws
  {
    let currency = try context.store().account(item.accountID).currency
    switch field {
    case "name": item.name = value
    case "sku": item.sku = value
    case "source": item.source = value.trimmingCharacters(in: .whitespaces)
    case "price":
      item.purchasePrice =
        value.isEmpty ? nil : try context.money(value, what: "The price", currency: currency)
    case "project-price":
      item.projectPrice =
        value.isEmpty
        ? nil : try context.money(value, what: "The project price", currency: currency)
    case "qty":
      guard let quantity = Int(value), (0...1_000_000).contains(quantity) else {
        throw ShellError.usage("the quantity must be a whole number from 0 to 1000000")
      }
      item.quantity = quantity
    case "notes": item.notes = value
    default: break
    }
  }
}
