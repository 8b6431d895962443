import LedgerCore
import LedgerShell

/// `bulk set-category`: sets the budget category of the selected transactions.
enum BulkSetCategoryCommand {
  static let spec = CommandSpec(
    "bulk set-category",
    summary: "Set the category of the selected transactions (or --none)",
    discussion:
      "Asks first on a terminal when more than 3 transactions change; scripts then pass --yes.",
    arguments: [
      ArgumentSpec(
        "category", "The budget category", type: .reference("category"), optional: true,
        completion: .named(.categories))
    ],
    options: [.flag("none", "Remove their category"), BulkActions.yes],
    examples: [CommandExample("bulk set-category Furnishings --yes", "All under Furnishings")]
  ) { context in
    let selection = try SelectionSnapshot.require(context, kind: .transactions)
    let category = context.arguments.value("category")
    guard (category == nil) == context.arguments.flag("none") else {
      throw ShellError.usage(
        "give a category or --none (not both)", hint: "such as 'bulk set-category Lighting'")
    }
    return try BulkActions.setCategory(context, selection, category: category)
  }
}
