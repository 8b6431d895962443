import LedgerCore
import LedgerShell
import LedgerViews
import TerminalUI

/// What `items` and `inventory` share: their page options, the session's filters, and
/// drawing a page of cards.
enum ItemListing {
  /// How many cards text output shows when no --limit is given.
  static let textPageSize = 50

  /// The options of a listing besides the filters.
  static let pageOptions: [OptionSpec] = [
    OptionSpec(
      "limit", "Show at most N cards (text) or items (other formats)",
      type: .integer(1...1_000_000_000)),
    .flag("expand", "List the members of each group of identical items"),
    .flag("no-group", "One card per item, identical ones too"),
  ]

  /// Runs a listing of `scope` (nil: the scope options, else the current project).
  static func run(_ context: CommandContext, scope: ItemScope?) throws -> CommandResult {
    let given = context.arguments
    let saved = context.session[state: ItemListState.self] ?? ItemListState()
    let withoutSpaces = scope == .inventory || given.flag("inventory") || given.flag("all")
    let arguments = saved.merged(under: given, withoutSpaces: withoutSpaces)
    var query: ItemQuery
    do {
      query = try ItemFilters.query(context, arguments: arguments, scope: scope)
    } catch let error as ShellError where !saved.isEmpty {
      throw ShellError(
        error.message,
        hint: "the session's filters are in force; 'items filter --clear' clears them",
        kind: error.kind)
    }
    let store = try context.store()
    let limit = given.integer("limit")
    let page: ItemPage
    let grouped = context.format == .text && !given.flag("no-group")
    if grouped {
      query.limit = limit ?? textPageSize
      page = try ItemPage.groups(query, store: store)
    } else {
      query.limit = limit ?? (context.format == .text ? textPageSize : nil)
      page = try ItemPage.items(query, store: store, withPictures: context.format == .text)
    }
    let cards = page.cards(expanded: given.flag("expand"))
    let noun = scope == .inventory || query.scope == .inventory ? "inventory items" : "items"
    let empty =
      saved.isEmpty
      ? "No \(noun) match. Add one with 'item add NAME\(noun == "items" ? "" : " --inventory")'."
      : "No \(noun) match the filters in force; 'items filter --clear' clears them."
    let shown = grouped ? "cards" : noun
    let footer =
      page.total > cards.count
      ? "Showing \(cards.count) of \(page.total) \(shown); --limit N shows more." : nil
    let inForce = saved.applicable(withoutSpaces: withoutSpaces)
    return CommandResult(
      data: .records(page.records, columns: Item.recordFields),
      message: cards.isEmpty ? empty : nil
    ) { style in
      var parts: [String] = []
      let symbols = style.renderContext.symbols
      if let summary = inForce.summary(separator: symbols.separator, unicode: style.unicode) {
        let dash = style.unicode ? "—" : "--"
        parts.append(
          CommandResult.wrapped("\(summary) \(dash) 'items filter --clear'", style: style))
      }
      guard !cards.isEmpty else {
        return (parts + [CommandResult.wrapped(empty, style: style)]).joined(separator: "\n")
      }
      parts.append(style.draw(Grid(cards)))
      var text = parts.joined(separator: "\n")
      if let footer { text += "\n\n" + CommandResult.wrapped(footer, style: style) }
      return text
    }
  }
}
