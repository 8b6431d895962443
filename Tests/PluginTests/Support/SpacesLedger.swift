import Foundation
import LedgerCore
import LedgerStore
import Testing

/// A project with templates, spaces (names in Chinese, Japanese and emoji), items and a
/// transaction, for the space and attachment tests.
enum SpacesLedger {
  static let lines = [
    "project add \"Smith Residence\" --client \"Jane Smith\"",
    "use \"Smith Residence\"",
    "template add Kitchen --item \"Measure counters\" --item \"Choose tiles\""
      + " --item \"Book electrician\"",
    "template add Bath --item \"Pick grout colour\"",
    "space add Kitchen --template Kitchen --notes \"Induction hob; keep the oak floor\"",
    "space add Lounge",
    "space add 客厅 --notes 落地窗，朝南",
    "space add リビング",
    "space add \"🛋️ Lounge\" --template Bath",
    "space check Kitchen 1",
    "tx add --source \"West Elm\" --amount 1,249.99 --date 2026-11-02",
  ]

  /// Adds two items to the Kitchen space and one to no space; returns the Kitchen's id.
  @discardableResult
  static func addItems(to harness: LedgerHarness) throws -> EntityID {
    let project = try #require(try harness.store.project(named: "Smith Residence", accountID: nil))
    let kitchen = try #require(try harness.store.space(named: "Kitchen", projectID: project.id))
    let usd = Currency.usd
    try harness.store.perform("add items") { writer in
      _ = try writer.addItem(
        ItemDraft(
          name: "Counter stool", projectID: project.id,
          purchasePrice: Money(minorUnits: 18_900, currency: usd),
          quantity: 3, spaceID: kitchen.id))
      _ = try writer.addItem(
        ItemDraft(name: "Pendant lamp", projectID: project.id, spaceID: kitchen.id))
      _ = try writer.addItem(ItemDraft(name: "Rug", projectID: project.id))
    }
    return kitchen.id
  }
}
