import LedgerCore
import LedgerShell
import LedgerViews

/// `items` / `item list`: a project's items (or inventory's, or all) as cards, identical
/// ones grouped.
enum ItemListCommand {
  static let spec = CommandSpec(
    "item list", aliases: ["items"],
    summary: "List items as cards, identical ones grouped",
    discussion: """
      Lists the current project's items, or --project P's, business inventory's \
      (--inventory) or every item (--all). Items with the same name, SKU, source and \
      prices show as one card with the count and total (×3 · $2,697.00) and their ids; \
      --expand lists the members, --no-group shows one card per item. A card warns when an \
      item has no price or, in a project, no space. Filters and the order chosen with \
      'items filter' and 'items sort' apply too, named on a line above the cards; options \
      given here win over them. Text shows the first \(ItemListing.textPageSize) cards \
      unless --limit is given. --format json, jsonl, csv and tsv list one item per row \
      (never grouped) with the fields id, name, sku, source, project_id, project (null in \
      inventory), space_id, space, price, project_price, currency, quantity, bookmarked, \
      transaction_id, notes, created_at and updated_at.
      """,
    group: "Items",
    options: ItemFilters.options + ItemListing.pageOptions,
    examples: [
      CommandExample("items", "The current project's items, identical ones grouped"),
      CommandExample(
        "items --space \"Living Room\" --sort price --desc", "A room's items, dearest first"),
      CommandExample("items --no-space --expand", "Items still to place, groups opened"),
      CommandExample("items --all --bookmarked --format csv", "Every bookmarked item as CSV"),
    ]
  ) { context in try ItemListing.run(context, scope: nil) }
}
