import LedgerCore
import TerminalUI

/// The text of `report spending`: a heading, the spending chart with its total, and the
/// fees (money received, not spent) in a chart of their own.
struct SpendingReportView: Renderable {
  var report: SpendingReport

  var heading: String {
    var parts = ["Spending by \(report.grouping.rawValue)", report.scope]
    switch (report.from, report.to) {
    case (let from?, let to?): parts.append("\(from) to \(to)")
    case (let from?, nil): parts.append("from \(from)")
    case (nil, let to?): parts.append("to \(to)")
    case (nil, nil): break
    }
    return parts.joined(separator: " · ")
  }

  func money(_ minorUnits: Int64) -> String {
    Money(minorUnits: minorUnits, currency: report.currency).formatted
  }

  /// `count` with thousands separated by commas, as amounts are: `960,253`.
  func grouped(_ count: Int) -> String {
    let digits = Array(String(count))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return text
  }

  var stack: VerticalStack {
    let count = report.count
    var sections: [any Renderable] = [
      VerticalStack([
        Paragraph(heading, role: .bold),
        BarChart(
          report.spending.map {
            ChartBar($0.label, value: $0.total.net, valueText: $0.amount.formatted)
          },
          totalLabel: "Total (\(grouped(count)) transaction\(count == 1 ? "" : "s"))",
          totalText: money(report.spendingTotal)),
      ])
    ]
    if !report.fees.isEmpty {
      sections.append(
        VerticalStack([
          Paragraph("Fees received (not spending)", role: .bold),
          BarChart(
            report.fees.map {
              ChartBar(
                $0.label, value: $0.total.net, valueText: $0.amount.formatted, role: .success)
            },
            totalLabel: "Total fees", totalText: money(report.feeTotal)),
        ]))
    }
    return VerticalStack(sections, spacing: 1)
  }

  func measure(in context: RenderContext) -> Measurement { stack.measure(in: context) }

  func render(in context: RenderContext) -> [String] { stack.render(in: context) }
}
