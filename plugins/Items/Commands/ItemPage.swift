import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews
import TerminalUI

/// A page of an item list with what its cards and records need: project and space names,
/// primary pictures, and how many cards or items matched in all.
struct ItemPage {
  /// The page's items, in the list's order (every member of every group when grouped).
  var items: [Item]
  /// The page's groups, when the list is grouped.
  var groups: [ItemGroup]?
  /// How many groups (grouped) or items match, ignoring the page's limit.
  var total: Int
  var projectNames: [EntityID: String] = [:]
  var spaceNames: [EntityID: String] = [:]
  /// Primary attachments by item, looked up for text pages only.
  var primaryAttachments: [EntityID: Attachment] = [:]
  /// Whether project names show on cards (lists of more than one project).
  var showsProjects = false

  /// Loads the items `query` selects, one per row (records, --no-group).
  static func items(_ query: ItemQuery, store: any Store, withPictures: Bool) throws -> ItemPage {
    let items = try store.items(query)
    let total =
      query.limit == nil && query.offset == 0 ? items.count : try store.itemCount(query)
    var page = ItemPage(items: items, groups: nil, total: total)
    try page.lookUpNames(store: store, scope: query.scope)
    if withPictures { try page.lookUpPictures(store: store) }
    return page
  }

  /// Loads the groups `query` selects (limit counts groups) and their members.
  static func groups(_ query: ItemQuery, store: any Store) throws -> ItemPage {
    let groups = try store.itemGroups(query)
    let complete = query.offset == 0 && (query.limit.map { groups.count < $0 } ?? true)
    let total = complete ? groups.count : try store.itemGroupCount(query)
    let ids = groups.flatMap(\.itemIDs)
    var byID: [EntityID: Item] = [:]
    if !ids.isEmpty {
      for item in try store.items(ItemQuery(accountID: query.accountID, ids: ids)) {
        byID[item.id] = item
      }
    }
    var page = ItemPage(items: ids.compactMap { byID[$0] }, groups: groups, total: total)
    try page.lookUpNames(store: store, scope: query.scope)
    try page.lookUpPictures(store: store, only: groups.filter { $0.itemIDs.count == 1 })
    return page
  }

  private mutating func lookUpNames(store: any Store, scope: ItemScope) throws {
    let projectIDs = Set(items.compactMap(\.projectID))
    for projectID in projectIDs {
      projectNames[projectID] = try store.project(projectID).name
      if items.contains(where: { $0.projectID == projectID && $0.spaceID != nil }) {
        for space in try store.spaces(projectID: projectID) { spaceNames[space.id] = space.name }
      }
    }
    if case .project = scope { showsProjects = false } else { showsProjects = !projectIDs.isEmpty }
  }

  private mutating func lookUpPictures(store: any Store, only groups: [ItemGroup]? = nil) throws {
    let ids = groups.map { $0.flatMap(\.itemIDs) } ?? items.map(\.id)
    for id in ids {
      let attachments = try store.attachments(of: .item(id))
      if let primary = attachments.first(where: \.isPrimary) ?? attachments.first {
        primaryAttachments[id] = primary
      }
    }
  }

  /// The card of one item.
  func card(_ item: Item) -> ItemCard {
    ItemCard(
      item, spaceName: item.spaceID.flatMap { spaceNames[$0] },
      projectName: showsProjects ? item.projectID.flatMap { projectNames[$0] } : nil,
      primaryAttachment: primaryAttachments[item.id])
  }

  /// The cards of the page: a group card for each group of several items (members listed
  /// when `expanded`), an item card for everything else.
  func cards(expanded: Bool) -> [any Renderable] {
    let byID = Dictionary(items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    guard let groups else { return items.map(card) }
    return groups.compactMap { group -> (any Renderable)? in
      if group.itemIDs.count == 1 { return group.itemIDs.first.flatMap { byID[$0] }.map(card) }
      let members = group.itemIDs.compactMap { byID[$0] }.map {
        GroupedItemCard.Member($0, spaceName: $0.spaceID.flatMap { spaceNames[$0] })
      }
      return GroupedItemCard(group, members: members, expanded: expanded)
    }
  }

  /// The records of the page, one per item.
  var records: [Record] {
    items.map {
      $0.record(
        projectName: $0.projectID.flatMap { projectNames[$0] },
        spaceName: $0.spaceID.flatMap { spaceNames[$0] })
    }
  }
}
