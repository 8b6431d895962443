import Foundation
import LedgerCore
import LedgerShell
import LedgerStore

/// Which prices an FF&E schedule shows: the client's (project price), the company's
/// (purchase price, the designer's margin hides in the difference) or both.
enum FFEPriceMode: String, CaseIterable {
  case project, purchase, both

  var showsProject: Bool { self != .purchase }
  var showsPurchase: Bool { self != .project }
}

/// An FF&E schedule: a section per space in the project's order (items in no space
/// last), a line per group of identical items, with subtotals and the total.
struct FFESchedule {
  /// A group of identical items in one space.
  struct Line {
    var group: ItemGroup
    /// Their notes, each told once.
    var notes: String
    /// The first item's primary attachment.
    var picture: Attachment?
    var unitPrice: Money?
    var total: Money?
    var purchaseUnitPrice: Money?
    var purchaseTotal: Money?
  }

  struct Section {
    /// The space's name, or `noSpaceName`.
    var name: String
    var space: Space?
    var lines: [Line]
    var subtotal: Money
    var purchaseSubtotal: Money
    var itemCount: Int { lines.reduce(0) { $0 + $1.group.count } }
  }

  /// The heading of the section of items in no space.
  static let noSpaceName = "Not in a space"

  var project: Project
  var currency: Currency
  var mode: FFEPriceMode
  var sections: [Section]
  var total: Money
  var purchaseTotal: Money

  var itemCount: Int { sections.reduce(0) { $0 + $1.itemCount } }
  var lineCount: Int { sections.reduce(0) { $0 + $1.lines.count } }

  static func load(
    project: Project, space: Space?, mode: FFEPriceMode, currency: Currency, store: any Store
  ) throws -> FFESchedule {
    let items = try store.items(
      ItemQuery(accountID: project.accountID, scope: .project(project.id), spaceID: space?.id))
    let spaces = try space.map { [$0] } ?? store.spaces(projectID: project.id)
    var bySpace: [Int64: [Item]] = [:]
    var loose: [Item] = []
    for item in items {
      if let id = item.spaceID {
        bySpace[id.rawValue, default: []].append(item)
      } else {
        loose.append(item)
      }
    }
    var sections: [Section] = []
    var known = Set<Int64>()
    for space in spaces {
      known.insert(space.id.rawValue)
      guard let inside = bySpace[space.id.rawValue], !inside.isEmpty else { continue }
      sections.append(
        try section(space.name, space: space, items: inside, mode: mode, currency, store))
    }
    // Items whose space is gone from the list (none should be) count as in no space.
    for (id, inside) in bySpace where !known.contains(id) { loose += inside }
    if !loose.isEmpty, space == nil {
      sections.append(
        try section(noSpaceName, space: nil, items: loose, mode: mode, currency, store))
    }
    var total = Money.zero(currency)
    var purchaseTotal = Money.zero(currency)
    for section in sections {
      total = (try? total.adding(section.subtotal)) ?? total
      purchaseTotal = (try? purchaseTotal.adding(section.purchaseSubtotal)) ?? purchaseTotal
    }
    return FFESchedule(
      project: project, currency: currency, mode: mode, sections: sections, total: total,
      purchaseTotal: purchaseTotal)
  }

  private static func section(
    _ name: String, space: Space?, items: [Item], mode: FFEPriceMode, _ currency: Currency,
    _ store: any Store
  ) throws -> Section {
    let byID = Dictionary(items.map { ($0.id.rawValue, $0) }) { first, _ in first }
    var lines: [Line] = []
    var subtotal = Money.zero(currency)
    var purchaseSubtotal = Money.zero(currency)
    for group in ItemGroup.group(items) {
      let members = group.itemIDs.compactMap { byID[$0.rawValue] }
      var notes: [String] = []
      for item in members {
        let note = item.notes.trimmingCharacters(in: .whitespacesAndNewlines)
        if !note.isEmpty, !notes.contains(note) { notes.append(note) }
      }
      var picture: Attachment?
      for id in group.itemIDs {
        if let primary = try store.attachments(of: .item(id)).first(where: { $0.isPrimary }) {
          picture = primary
          break
        }
      }
      let total = group.projectPrice.flatMap { try? $0.multiplied(by: group.count) }
      let purchaseTotal = group.purchasePrice.flatMap { try? $0.multiplied(by: group.count) }
      if let total { subtotal = (try? subtotal.adding(total)) ?? subtotal }
      if let purchaseTotal {
        purchaseSubtotal = (try? purchaseSubtotal.adding(purchaseTotal)) ?? purchaseSubtotal
      }
      lines.append(
        Line(
          group: group, notes: notes.joined(separator: "\n"), picture: picture,
          unitPrice: group.projectPrice, total: total, purchaseUnitPrice: group.purchasePrice,
          purchaseTotal: purchaseTotal))
    }
    return Section(
      name: name, space: space, lines: lines, subtotal: subtotal,
      purchaseSubtotal: purchaseSubtotal)
  }

  /// The fields of a line's record, in order, for `mode`.
  static func recordFields(_ mode: FFEPriceMode) -> [String] {
    var fields = ["space", "name", "vendor", "sku", "quantity"]
    if mode.showsProject { fields += ["unit_price", "total"] }
    if mode.showsPurchase { fields += ["purchase_unit_price", "purchase_total"] }
    return fields + ["notes", "picture", "item_ids", "currency"]
  }

  /// One record per line: what the CSV's rows and the JSON's objects hold.
  var records: [Record] {
    sections.flatMap { section in
      section.lines.map { line in
        var fields: [(String, FieldValue)] = [
          ("space", section.space == nil ? .string("") : .string(section.name)),
          ("name", .string(line.group.name)),
          ("vendor", .string(line.group.source)),
          ("sku", .string(line.group.sku)),
          ("quantity", .integer(Int64(line.group.count))),
        ]
        func amount(_ money: Money?) -> FieldValue {
          money.map { .decimal($0.decimalString) } ?? .null
        }
        if mode.showsProject {
          fields += [("unit_price", amount(line.unitPrice)), ("total", amount(line.total))]
        }
        if mode.showsPurchase {
          fields += [
            ("purchase_unit_price", amount(line.purchaseUnitPrice)),
            ("purchase_total", amount(line.purchaseTotal)),
          ]
        }
        fields += [
          ("notes", .string(line.notes)),
          ("picture", .string(line.picture?.originalName ?? "")),
          ("item_ids", .string(line.group.itemIDs.map { "\($0)" }.joined(separator: " "))),
          ("currency", .string(currency.code)),
        ]
        return Record(fields: fields.map { Record.Field(name: $0.0, value: $0.1) })
      }
    }
  }
}
