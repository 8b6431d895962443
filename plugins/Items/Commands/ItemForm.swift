import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews
import TerminalUI

/// The three-step form of `item add`, and turning its answers (or flags) into a draft.
enum ItemForm {
  /// The form, with `defaults` (answers by option name) filled in; `spaces` are the
  /// project's (empty for inventory, which then has no space field).
  static func make(
    title: String, defaults: [String: String], currency: Currency, spaces: [String]?,
    vendors: [String]
  ) -> MultiStepForm {
    let price = { (label: String) -> @Sendable (String) -> String? in
      { answer in
        guard !answer.isEmpty else { return nil }
        do {
          let amount = try Money.parse(answer, currency: currency)
          return amount.isNegative ? "\(label) cannot be negative." : nil
        } catch {
          return "\(label): " + ((error as? MoneyError)?.message ?? "that is not an amount") + "."
        }
      }
    }
    let largest = ItemOptions.largestQuantity
    var first: [FormField] = [
      .required(id: "name", label: "Name", defaultValue: defaults["name"]),
      FormField(id: "qty", label: "Quantity", defaultValue: defaults["qty"] ?? "1") { answer in
        guard let number = Int(answer), (1...largest).contains(number) else {
          return "Quantity must be a whole number from 1 to \(largest)."
        }
        return nil
      },
    ]
    if let spaces {
      let lowered = Set(spaces.map { $0.lowercased() })
      first.append(
        FormField(
          id: "space", label: "Space", defaultValue: defaults["space"],
          validate: { answer in
            answer.isEmpty || lowered.contains(answer.lowercased())
              || EntityID.parse(answer) != nil
              ? nil
              : spaces.isEmpty
                ? "The project has no spaces yet; leave this empty."
                : "No space '\(answer)'; one of: \(spaces.joined(separator: ", "))."
          }, suggestions: { spaces }))
    }
    return MultiStepForm(
      title: title, description: "Enter takes the value in brackets; Ctrl-D cancels.",
      steps: [
        FormStep(title: "Name, quantity and space", fields: first),
        FormStep(
          title: "Source and prices",
          fields: [
            FormField(
              id: "source", label: "Source (vendor)", defaultValue: defaults["source"],
              suggestions: { vendors }),
            FormField(id: "sku", label: "SKU", defaultValue: defaults["sku"]),
            FormField(
              id: "price", label: "Purchase price", defaultValue: defaults["price"],
              validate: price("The purchase price")),
            FormField(
              id: "project-price", label: "Project price", defaultValue: defaults["project-price"],
              validate: price("The project price")),
          ]),
        FormStep(
          title: "Bookmark and notes",
          fields: [
            FormField(
              id: "bookmark", label: "Bookmark (yes/no)",
              defaultValue: defaults["bookmark"] ?? "no",
              validate: { answer in
                ["yes", "no", "y", "n"].contains(answer.lowercased())
                  ? nil : "Bookmark must be yes or no."
              }),
            FormField(id: "notes", label: "Notes", defaultValue: defaults["notes"]),
          ]),
      ])
  }

  /// Where a new item goes: its project, or nil for business inventory.
  static func destination(_ context: CommandContext) throws -> Project? {
    let arguments = context.arguments
    if arguments.flag("inventory") {
      if let project = arguments.value("project") {
        throw ShellError.usage("give --project \(project) or --inventory, not both")
      }
      return nil
    }
    if arguments.value("project") == nil, context.session.currentProject == nil {
      throw ShellError.usage(
        "'\(context.spec.name)' needs a project, and none is chosen",
        hint: "pass --project NAME or --inventory, or choose a project with 'use NAME'")
    }
    return try context.targetProject()
  }

  /// The draft the answers describe, for `project` (nil: inventory); fails naming the bad
  /// field.
  static func draft(from answers: [String: String], project: Project?, context: CommandContext)
    throws -> ItemDraft
  {
    let store = try context.store()
    let accountID = try project?.accountID ?? context.account().id
    let currency = try store.account(accountID).currency
    let name = (answers["name"] ?? "").trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else {
      throw ShellError.usage("an item needs a name", hint: "such as item add \"Sofa\"")
    }
    let text = { (key: String) in
      (answers[key] ?? "").trimmingCharacters(in: .whitespaces)
    }
    let amount = { (key: String) throws -> Money? in
      let value = text(key)
      return value.isEmpty
        ? nil : try context.money(value, what: "--\(key)", currency: currency)
    }
    var quantity = 1
    if !text("qty").isEmpty {
      guard let number = Int(text("qty")), (1...ItemOptions.largestQuantity).contains(number)
      else {
        throw ShellError.usage(
          "--qty must be between 1 and \(ItemOptions.largestQuantity), not \(text("qty"))")
      }
      quantity = number
    }
    var spaceID: EntityID?
    if !text("space").isEmpty {
      guard let project else {
        throw ShellError.usage(
          "items in business inventory have no space; leave out --space",
          hint: "add it to a project with --project P --space S")
      }
      spaceID = try ItemFilters.space(text("space"), in: project, context: context).id
    }
    let transactionID = try answers["tx"].map { try context.transaction(numbered: $0).id }
    return ItemDraft(
      name: name, projectID: project?.id, sku: text("sku"), source: text("source"),
      purchasePrice: try amount("price"), projectPrice: try amount("project-price"),
      quantity: quantity, spaceID: spaceID, transactionID: transactionID,
      isBookmarked: ["yes", "y"].contains(text("bookmark").lowercased()),
      notes: answers["notes"] ?? "", accountID: accountID)
  }
}
