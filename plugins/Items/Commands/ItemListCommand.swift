import LedgerShell

/// `items` / `item list`: a project's items (or inventory, or all) as cards, identical ones
/// grouped.
enum ItemListCommand {
  static let spec = CommandSpec(
    "item list", aliases: ["items"],
    summary: "List a project's items as cards, identical ones grouped",
    discussion: """
      The items as cards in a grid as wide as the terminal. Items with the same name, SKU, source and prices show as one card with the count and \
      total (×3 · $2,697.00); --expand lists the members, --no-group shows each item. An \
      item card shows SKU, source, space, prices, quantity, a ★ when bookmarked, its \
      primary picture's kind and size, and a warning when it has no price or (in a \
      project) no space. The filters chosen with 'items filter' and 'items sort' apply too, \
      said on a line above the cards. Text shows the first \(ItemListing.textPageSize) cards \
      unless --limit is given; --format json, jsonl, csv and tsv list every matching item, \
      one per row, never grouped. Fields: id, name, sku, source, project_id, project (null \
      in inventory), space_id, space, price, project_price, currency, quantity, bookmarked, \
      transaction_id, notes, created_at, updated_at.
      """,
    options: ItemListing.options(scope: true),
    examples: [
      CommandExample("items", "The current project's items"),
      CommandExample("items --space \"Living Room\" --sort price --desc", "Dearest first"),
      CommandExample("items --all --bookmarked --no-group", "Every bookmarked item"),
      CommandExample("items --format json", "One JSON object per item"),
    ]
  ) { context in try ItemListing.run(context, inventory: false) }
}
