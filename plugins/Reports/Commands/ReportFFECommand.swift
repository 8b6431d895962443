import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews
import ReportPages
import TerminalUI

/// `report ffe`: the FF&E schedule, space by space, for the client; an HTML page with the
/// pictures, a CSV for a spreadsheet, or cards in the terminal.
enum ReportFFECommand {
  static let spec = CommandSpec(
    "report ffe",
    summary: "The FF&E schedule: every item by space, with pictures, as a page or CSV",
    discussion: """
      Furniture, fixtures and equipment, for the client: one section per space in the \
      project's order (items in no space last, under "Not in a space"), a line per item \
      or per group of identical items (same name, SKU, vendor and prices), with its \
      primary picture, vendor, SKU, quantity, unit price and total, its notes, a subtotal \
      per space and the total. Prices are the project price, what the client pays: \
      --price purchase shows what the company paid instead, --price both shows both; \
      never by default, since the difference is the designer's margin. An item without \
      the price shown has none in its line and counts nothing in the totals. --format \
      html writes one self-contained page (no scripts, nothing fetched: the pictures, \
      scaled to at most 400 pixels, are inside it) that prints on A4 or US Letter and \
      reads on a phone; a PDF attachment or an item without a picture gets a \
      placeholder. At the top: 'set studio.name' and 'set studio.logo FILE'. --format \
      csv, tsv, json and jsonl give one row per line with the fields space, name, \
      vendor, sku, quantity, unit_price and total (purchase_unit_price and \
      purchase_total with --price purchase or both), notes, picture (the file's name), \
      item_ids and currency. --to FILE writes the file (replaced whole) instead of \
      standard output.
      """,
    options: [
      OptionSpec(
        "project", "The project (default: the current one)", type: .reference("project"),
        completion: .named(.projects)),
      OptionSpec(
        "space", "Only this space", type: .reference("space"), completion: .named(.spaces)),
      OptionSpec(
        "price", "Prices shown: project (the client's), purchase or both",
        type: .choice(FFEPriceMode.allCases.map(\.rawValue)), defaultValue: "project"),
      ReportOutput.formatOption, ReportOutput.toOption,
    ],
    examples: [
      CommandExample("report ffe", "The current project's schedule as cards"),
      CommandExample(
        "report ffe --format html --to schedule.html", "A page to mail or print for the client"),
      CommandExample(
        "report ffe --space \"Living Room\" --format csv --to living.csv",
        "One space for a spreadsheet"),
      CommandExample("report ffe --price both", "Client and purchase prices side by side"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let project = try context.targetProject()
    let store = try context.store()
    let account = try store.account(project.accountID)
    let space = try context.arguments.value("space").map {
      try context.space(named: $0, in: project)
    }
    let mode = context.arguments.value("price").flatMap(FFEPriceMode.init(rawValue:)) ?? .project
    let schedule = try FFESchedule.load(
      project: project, space: space, mode: mode, currency: account.currency, store: store)
    let scope = space.map { "\(project.name) · \($0.name)" } ?? project.name
    let message =
      "No items in \(space.map { "space '\($0.name)'" } ?? "'\(project.name)'") yet. Add one "
      + "with 'item add NAME --project-price AMOUNT'."
    let view = FFEScheduleView(schedule: schedule, scope: scope)
    let result = CommandResult(
      data: .records(schedule.records, columns: FFESchedule.recordFields(mode)),
      message: schedule.sections.isEmpty ? message : nil
    ) { style in
      guard !schedule.sections.isEmpty else { return CommandResult.wrapped(message, style: style) }
      return style.draw(view)
    }
    return try ReportOutput.deliver(
      context, result: result, what: "the FF&E schedule of '\(project.name)'"
    ) {
      var details = [English.count(schedule.itemCount, "item")]
      if let space { details.append("Space: \(space.name)") }
      if mode != .project {
        details.append(mode == .both ? "Client and purchase prices" : "Purchase prices")
      }
      let heading = ReportHeading.make(
        context, title: "FF&E schedule", project: project, details: details)
      return FFEPageBuilder.page(schedule, heading: heading, store: store).html
    }
  }
}
