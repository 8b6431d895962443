import Foundation
import LedgerCore
import LedgerShell
import LedgerViews
import TerminalUI

/// `item add NAME …`: adds an item to a project, or to business inventory.
enum ItemAddCommand {
  static let spec = CommandSpec(
    "item add",
    summary: "Add an item to a project or to business inventory",
    discussion: """
      The item goes to the current project, --project P, or with --inventory to business \
      inventory (no project). --image attaches a picture (png, jpg, heic, webp) or PDF and \
      may be repeated; the first becomes the primary one. On a terminal, 'item add' without \
      NAME opens a three-step form (name and source · prices and quantity · space and \
      notes) with the given flags as defaults; Ctrl-D cancels with nothing saved.
      """,
    arguments: [ArgumentSpec("name", "The item's name", optional: true)],
    options: [
      ItemOptions.sku, ItemOptions.source, ItemOptions.price, ItemOptions.projectPrice,
      ItemOptions.quantity, ItemOptions.space, ItemOptions.transaction, ItemOptions.notes,
      .flag("bookmark", "Bookmark it"),
      OptionSpec(
        "image", "Attach a picture or PDF (repeatable; the first is primary)", type: .path,
        repeatable: true),
      ItemOptions.project, .flag("inventory", "Add it to business inventory (no project)"),
    ],
    examples: [
      CommandExample(
        "item add \"Oak Side Table\" --source \"West Elm\" --price 899 --space \"Living Room\"",
        "An item in a space of the current project"),
      CommandExample(
        "item add \"Linen Pillow\" --qty 4 --price 45 --inventory", "Four pillows in stock"),
      CommandExample("item add", "Fill in the form (terminal only)"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let arguments = context.arguments
    let inventory = arguments.flag("inventory")
    if inventory, arguments.has("project") {
      throw ShellError.usage("give --project or --inventory, not both")
    }
    if inventory, arguments.has("space") {
      throw ShellError.usage(
        "inventory items are in no space; drop --space", hint: "spaces belong to projects")
    }
    let project = inventory ? nil : try context.targetProject()
    let store = try context.store()
    var answers: [String: String] = [:]
    for name in ["name", "sku", "source", "price", "project-price", "qty", "space", "tx", "notes"] {
      answers[name] = arguments.value(name)
    }
    answers["bookmark"] = arguments.flag("bookmark") ? "yes" : "no"
    if answers["name"] == nil {
      guard let interaction = context.interaction else {
        throw ShellError.usage(
          "'item add' needs a NAME",
          hint: "item add NAME [--source VENDOR] [--price P] [--space S] [--inventory]")
      }
      try context.refuseIfReadOnly()
      let accountID = try project?.accountID ?? context.account().id
      let form = ItemForm.make(
        title: "New item for \(project?.name ?? "business inventory")", defaults: answers,
        currency: try store.account(accountID).currency,
        vendors: try store.vendorNames(accountID: accountID),
        spaces: try project.map { try store.spaceNames(projectID: $0.id) })
      guard
        let filled = form.run(
          input: InteractionLineSource(interaction), output: InteractionOutput(interaction),
          context: context.style.renderContext)
      else { return .note("Cancelled; no item added.") }
      answers.merge(filled) { _, new in new }
    }
    let draft = try draft(from: answers, project: project, context: context)
    let images = try arguments.values("image").map { path -> String in
      guard !path.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw ShellError.usage(
          "--image needs the path of a file, not an empty string",
          hint: "such as --image ~/Pictures/sofa.jpg")
      }
      try AttachableFile.check(path)
      return path
    }
    let item = try context.perform { writer in
      let item = try writer.addItem(draft)
      for (index, path) in images.enumerated() {
        _ = try writer.attachFile(atPath: path, to: .item(item.id), primary: index == 0)
      }
      return item
    }
    let spaceName = try item.spaceID.map { try store.space($0).name }
    var message = "Added item \(item.id) '\(item.name)' to "
    message += project.map { "'\($0.name)'" } ?? "business inventory"
    if let spaceName { message += " (\(spaceName))" }
    if !images.isEmpty {
      message += " with \(English.count(images.count, "attachment"))"
    }
    message += "."
    return .changed(
      item.record(projectName: project?.name, spaceName: spaceName), message: message)
  }

  /// The amount of the answer `name`: the option's, read before the command ran, unless
  /// the form changed it; nil when empty.
  static func amount(
    _ name: String, in answers: [String: String], context: CommandContext, currency: Currency
  ) throws -> Money? {
    guard let text = nonEmpty(answers[name]) else { return nil }
    if text == context.arguments.value(name), let given = context.arguments.money(name) {
      return given
    }
    return try context.money(text, what: "--\(name)", currency: currency)
  }

  /// The draft the answers describe; fails naming the bad field.
  static func draft(from answers: [String: String], project: Project?, context: CommandContext)
    throws -> ItemDraft
  {
    let accountID = try project?.accountID ?? context.account().id
    let currency = try context.store().account(accountID).currency
    let name = try EntityName.validated(answers["name"] ?? "", of: "item")
    let price = try amount("price", in: answers, context: context, currency: currency)
    let projectPrice = try amount(
      "project-price", in: answers, context: context, currency: currency)
    let quantityText = nonEmpty(answers["qty"]) ?? "1"
    guard let quantity = Int(quantityText), (0...1_000_000).contains(quantity) else {
      throw ShellError.usage(
        "--qty must be a whole number from 0 to 1000000, not '\(quantityText)'")
    }
    var spaceID: EntityID?
    if let text = nonEmpty(answers["space"]) {
      guard let project else {
        throw ShellError.usage("inventory items are in no space; drop --space")
      }
      spaceID = try context.space(named: text, in: project).id
    }
    let transactionID = try nonEmpty(answers["tx"]).map {
      try context.transaction(numbered: $0).id
    }
    let bookmark = ["yes", "y"].contains((answers["bookmark"] ?? "no").lowercased())
    return ItemDraft(
      name: name, projectID: project?.id, sku: answers["sku"] ?? "",
      source: try VendorSpelling.of(
        (answers["source"] ?? "").trimmingCharacters(in: .whitespaces), context: context,
        accountID: accountID),
      purchasePrice: price, projectPrice: projectPrice, quantity: quantity, spaceID: spaceID,
      transactionID: transactionID, isBookmarked: bookmark, notes: answers["notes"] ?? "",
      accountID: accountID)
  }

  private static func nonEmpty(_ text: String?) -> String? {
    guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
    return text
  }
}
