import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews
import TerminalUI

/// The list of `items` and `inventory`: grouped cards for people, one row per item for
/// machines, with the session's filters applied and said above the cards.
enum ItemListing {
  /// How many cards text output shows when no --limit is given.
  static let textPageSize = 50

  /// The options of a listing: filters, sort, scope, limit and the grouping switches.
  static func options(scope: Bool) -> [OptionSpec] {
    // Inventory (no scope options) has no spaces: spaces belong to projects.
    let filters =
      scope
      ? ItemFilters.filterOptions
      : ItemFilters.filterOptions.filter { $0.name != "space" && $0.name != "no-space" }
    return filters + (scope ? ItemFilters.scopeOptions : [])
      + [
        OptionSpec("limit", "Show at most N cards (or rows)", type: .integer(1...1_000_000_000)),
        .flag("expand", "List the members under each group"),
        .flag("no-group", "One card per item, identical ones too"),
      ]
  }

  static func run(_ context: CommandContext, inventory: Bool) throws -> CommandResult {
    let arguments = context.arguments
    let (scope, project) = try ItemFilters.scope(context, inventory: inventory)
    let store = try context.store()
    let state = (context.session[state: ItemFilterState.self] ?? ItemFilterState())
      .holding(for: scope, store: store)
    var query = try ItemFilters.query(context, scope: scope, project: project, base: state.query)
    let names = SpaceNames(store: store)
    let place = project.map { "'\($0.name)'" } ?? (scope == .inventory ? "inventory" : "")
    // The filters in force are said in every format (on stderr in the machine formats, as
    // for 'txs'): a listing that silently leaves items out reads as the whole of them.
    let style = context.style
    let separator = style.renderContext.symbols.separator
    let shown = state.leftInForce(by: arguments)
    let heading = (shown.isActive ? shown : nil)
      .map { $0.summary(store: store, separator: separator, unicode: style.renderContext.unicode) }
      .flatMap { $0.isEmpty ? nil : "\($0) \(separator) 'items filter --clear'" }
    // With saved filters in force, those are what to change, not "add one".
    let emptyMessage =
      heading != nil
      ? "No items match\(place.isEmpty ? "" : " in \(place)") with the filters in force; "
        + "'items filter --clear' shows them all."
      : scope == .inventory
        ? "No inventory items match. Add one with 'item add NAME --inventory'."
        : "No items match\(place.isEmpty ? "" : " in \(place)"). Add one with 'item add NAME'."

    guard context.format == .text else {
      query.limit = arguments.integer("limit")
      let items = try store.items(query)
      let projects = ProjectNames(store: store)
      let records = try items.map {
        $0.record(
          projectName: try projects.name($0.projectID), spaceName: try names.name($0.spaceID))
      }
      var result = CommandResult(data: .records(records, columns: Item.recordFields))
      result.heading = heading
      return result
    }

    let limit = arguments.integer("limit") ?? textPageSize
    var cards: [any Renderable] = []
    var records: [Record] = []
    let footer: String?
    if arguments.flag("no-group") {
      query.limit = limit
      let items = try store.items(query)
      let total = try store.itemCount(query)
      for item in items {
        var card = ItemCard(
          item, spaceName: try names.name(item.spaceID),
          primaryImage: try primaryImage(of: item.id, store: store))
        card.thumbnail = ImageThumbnail.load(card.primaryImage, context: context)
        cards.append(card)
        records.append(item.record(projectName: nil, spaceName: try names.name(item.spaceID)))
      }
      footer =
        total > items.count
        ? "Showing \(items.count) of \(total) items; --limit N shows more." : nil
    } else {
      query.limit = limit
      let groups = try store.itemGroups(query)
      // Counting every group means grouping every item (a second or so at 100k); the
      // footer says how many items there are instead, which an index answers at once.
      let shown = groups.reduce(0) { $0 + $1.itemIDs.count }
      let total = groups.count < limit ? shown : try store.itemCount(query)
      let memberIDs = groups.flatMap { group in
        group.itemIDs.count == 1 || arguments.flag("expand") ? group.itemIDs : []
      }
      let members = Dictionary(
        uniqueKeysWithValues: try store.items(ItemQuery(ids: memberIDs)).map { ($0.id, $0) })
      for group in groups {
        if group.itemIDs.count == 1, let id = group.itemIDs.first, let item = members[id] {
          var card = ItemCard(
            item, spaceName: try names.name(item.spaceID),
            primaryImage: try primaryImage(of: item.id, store: store))
          card.thumbnail = ImageThumbnail.load(card.primaryImage, context: context)
          cards.append(card)
        } else if arguments.flag("expand") {
          let lines = try group.itemIDs.compactMap { members[$0] }.map {
            GroupedItemCard.Member(
              id: $0.id, spaceName: try names.name($0.spaceID), quantity: $0.quantity,
              isBookmarked: $0.isBookmarked)
          }
          cards.append(GroupedItemCard(group, members: lines))
        } else {
          cards.append(GroupedItemCard(group))
        }
      }
      // "Identical items grouped" only when a card on show stands for several.
      let grouped = groups.contains { $0.itemIDs.count > 1 }
      footer =
        total > shown
        ? "Showing \(English.count(groups.count, "card")) with \(shown) of \(total) items"
          + (grouped ? " (identical items grouped)" : "")
          + "; --limit N shows more" + (grouped ? ", --no-group lists each item." : ".") : nil
    }
    var result = CommandResult(
      data: .records(records, columns: Item.recordFields),
      message: cards.isEmpty ? emptyMessage : nil
    ) { [cards] style in
      guard !cards.isEmpty else { return CommandResult.wrapped(emptyMessage, style: style) }
      return style.draw(Grid(cards))
    }
    result.heading = heading
    result.footer = footer
    return result
  }

  /// The item's primary attachment, if it has one.
  static func primaryImage(of id: EntityID, store: any Store) throws -> Attachment? {
    try store.attachments(of: .item(id)).first { $0.isPrimary }
  }
}

/// Space names by id, each looked up once.
final class SpaceNames {
  private let store: any Store
  private var cache: [EntityID: String] = [:]

  init(store: any Store) { self.store = store }

  func name(_ id: EntityID?) throws -> String? {
    guard let id else { return nil }
    if let name = cache[id] { return name }
    let name = try store.space(id).name
    cache[id] = name
    return name
  }
}

/// Project names by id, each looked up once.
final class ProjectNames {
  private let store: any Store
  private var cache: [EntityID: String] = [:]

  init(store: any Store) { self.store = store }

  func name(_ id: EntityID?) throws -> String? {
    guard let id else { return nil }
    if let name = cache[id] { return name }
    let name = try store.project(id).name
    cache[id] = name
    return name
  }
}
