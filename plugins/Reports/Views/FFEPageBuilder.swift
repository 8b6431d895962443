import LedgerCore
import LedgerStore
import ReportPages

/// An FF&E schedule laid out for `FFEPage`: amounts formatted, pictures embedded.
enum FFEPageBuilder {
  static func page(_ schedule: FFESchedule, heading: PageHeading, store: any Store) -> FFEPage {
    let mode = schedule.mode
    let attachments = schedule.sections.flatMap { $0.lines.compactMap(\.picture) }
    let pictures = PagePictures.embed(attachments, store: store)
    var columns: [FFEPage.PriceColumn] = []
    if mode.showsProject {
      columns += [.init("Unit price", isTotal: false), .init("Total", isTotal: true)]
    }
    if mode.showsPurchase {
      let both = mode == .both
      columns += [
        .init(both ? "Unit cost" : "Unit price", isTotal: false),
        .init(both ? "Cost total" : "Total", isTotal: true),
      ]
    }
    func text(_ money: Money?) -> String { money?.formatted ?? "—" }
    func totals(project: Money, purchase: Money) -> [String] {
      var values: [String] = []
      if mode.showsProject { values += ["", project.formatted] }
      if mode.showsPurchase { values += ["", purchase.formatted] }
      return values
    }
    let sections = schedule.sections.map { section in
      FFEPage.Section(
        name: section.name,
        rows: section.lines.map { line in
          var prices: [String] = []
          if mode.showsProject { prices += [text(line.unitPrice), text(line.total)] }
          if mode.showsPurchase {
            prices += [text(line.purchaseUnitPrice), text(line.purchaseTotal)]
          }
          let picture: FFEPage.Picture
          if let attachment = line.picture {
            if let embedded = pictures[attachment.sha256] {
              picture = .image(embedded)
            } else {
              picture = .placeholder(attachment.kind == .pdf ? "PDF" : "No picture")
            }
          } else {
            picture = .placeholder("No picture")
          }
          return FFEPage.Row(
            picture: picture, name: line.group.name, vendor: line.group.source,
            sku: line.group.sku, quantity: String(line.group.count), prices: prices,
            notes: line.notes)
        },
        subtotals: totals(project: section.subtotal, purchase: section.purchaseSubtotal))
    }
    return FFEPage(
      heading: heading, columns: columns, sections: sections,
      totals: totals(project: schedule.total, purchase: schedule.purchaseTotal),
      countText: English.count(schedule.itemCount, "item"))
  }
}
