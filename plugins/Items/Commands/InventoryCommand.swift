import LedgerCore
import LedgerShell
import LedgerViews

/// `inventory`: business inventory (items in no project) as cards.
enum InventoryCommand {
  static let spec = CommandSpec(
    "inventory",
    summary: "List business inventory (items in no project)",
    discussion: """
      The same as 'items --inventory': the filters, order, --expand, --no-group, --limit \
      and formats of 'items' (inventory items have no space, so --space does not apply). \
      Add to it with 'item add NAME --inventory'; move items in and out with 'item move'.
      """,
    group: "Items",
    options: ItemFilters.filterOptions.filter { !["space", "no-space"].contains($0.name) }
      + ItemListing.pageOptions,
    examples: [
      CommandExample("inventory", "Everything the business holds"),
      CommandExample(
        "inventory --source \"West Elm\" --sort price", "One vendor's stock, cheapest first"),
      CommandExample("inventory --text chair --format json", "Chairs in stock as JSON"),
    ]
  ) { context in try ItemListing.run(context, scope: .inventory) }
}
