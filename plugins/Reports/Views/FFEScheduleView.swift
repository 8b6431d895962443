import LedgerCore
import LedgerShell
import TerminalUI

/// The text of `report ffe`: per space a heading, a card per line in a grid and the
/// subtotal; then the total.
struct FFEScheduleView: Renderable {
  var schedule: FFESchedule
  var scope: String

  func card(_ line: FFESchedule.Line) -> TitledCard {
    let mode = schedule.mode
    var rows: [any Renderable] = []
    if !line.group.source.isEmpty { rows.append(TextDetailRow("Vendor", line.group.source)) }
    if !line.group.sku.isEmpty { rows.append(TextDetailRow("SKU", line.group.sku)) }
    rows.append(DetailRow("Qty", String(line.group.count)))
    if mode.showsProject {
      rows.append(DetailRow("Unit price", line.unitPrice?.formatted ?? "—"))
      rows.append(DetailRow("Total", line.total?.formatted ?? "—"))
    }
    if mode.showsPurchase {
      rows.append(DetailRow("Unit cost", line.purchaseUnitPrice?.formatted ?? "—"))
      rows.append(DetailRow("Cost total", line.purchaseTotal?.formatted ?? "—"))
    }
    if !line.notes.isEmpty { rows.append(TextDetailRow("Notes", line.notes)) }
    var badges: [Badge] = []
    if line.picture == nil { badges.append(Badge("No picture", role: .dim)) }
    return TitledCard(title: line.group.name, badges: badges, rows: rows)
  }

  func totals(_ project: Money, _ purchase: Money, label: String) -> [any Renderable] {
    var rows: [any Renderable] = []
    if schedule.mode.showsProject { rows.append(AmountRow(label, project.formatted)) }
    if schedule.mode.showsPurchase {
      rows.append(AmountRow(label + " (cost)", purchase.formatted))
    }
    return rows
  }

  var stack: VerticalStack {
    var parts: [any Renderable] = [
      Paragraph(
        "FF&E schedule · \(scope) · \(English.count(schedule.itemCount, "item"))", role: .bold)
    ]
    for section in schedule.sections {
      parts.append(
        VerticalStack(
          [Paragraph(section.name, role: .bold), Grid(section.lines.map(card))]
            + totals(section.subtotal, section.purchaseSubtotal, label: "Subtotal")))
    }
    parts.append(VerticalStack(totals(schedule.total, schedule.purchaseTotal, label: "Total")))
    return VerticalStack(parts, spacing: 1)
  }

  func measure(in context: RenderContext) -> Measurement { stack.measure(in: context) }

  func render(in context: RenderContext) -> [String] { stack.render(in: context) }
}
