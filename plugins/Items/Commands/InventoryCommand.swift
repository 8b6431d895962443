import LedgerShell

/// `inventory`: business inventory — items that belong to no project.
enum InventoryCommand {
  static let spec = CommandSpec(
    "inventory",
    summary: "List business inventory: items in no project",
    discussion: """
      The app's Inventory section: the same cards, grouping and filters as 'items' (but \
      --space, which needs a project). 'item move I --to-project P' puts an item to work \
      in a project; 'item add NAME --inventory' adds one here.
      """,
    options: ItemListing.options(scope: false),
    examples: [
      CommandExample("inventory", "Everything in stock"),
      CommandExample(
        "inventory --source \"West Elm\" --sort price", "One vendor's, cheapest first"),
      CommandExample(
        "ledgersh -c 'inventory --format csv' > stock.csv", "In the system shell: a CSV file"),
    ]
  ) { context in try ItemListing.run(context, inventory: true) }
}
