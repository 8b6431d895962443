/// `report budget --format html`: where a project's budget stands, for its client.
///
/// Amounts arrive as text, formatted by the ledger; this type only lays them out.
public struct BudgetPage: Sendable {
  /// One category's line.
  public struct Line: Sendable, Equatable {
    public var name: String
    /// The budget, or "" when the category has none.
    public var budgeted: String
    public var spent: String
    /// What remains, or how far over ("Over by $600.00" is said by `isOver`).
    public var remaining: String
    /// Spent as a fraction of the budget (1.12 is 12 % over); nil without a budget.
    public var fraction: Double?
    public var isOver: Bool

    public init(
      name: String, budgeted: String, spent: String, remaining: String, fraction: Double?,
      isOver: Bool
    ) {
      self.name = name
      self.budgeted = budgeted
      self.spent = spent
      self.remaining = remaining
      self.fraction = fraction
      self.isOver = isOver
    }
  }

  /// A fee category's line: money received, not spent.
  public struct FeeLine: Sendable, Equatable {
    public var name: String
    public var budgeted: String
    public var received: String

    public init(name: String, budgeted: String, received: String) {
      self.name = name
      self.budgeted = budgeted
      self.received = received
    }
  }

  public var heading: PageHeading
  public var lines: [Line]
  /// The total line (budget, spent, remaining), with "Spending without a category" in it.
  public var total: Line
  /// Spending without a category, when there is any.
  public var uncategorized: String?
  public var fees: [FeeLine]
  public var feesTotal: FeeLine?
  /// The spending of the last 12 months, oldest first.
  public var months: [MonthBar]
  /// What the months cover ("January 2026 to December 2026").
  public var monthsCaption: String

  public init(
    heading: PageHeading, lines: [Line], total: Line, uncategorized: String? = nil,
    fees: [FeeLine] = [], feesTotal: FeeLine? = nil, months: [MonthBar] = [],
    monthsCaption: String = ""
  ) {
    self.heading = heading
    self.lines = lines
    self.total = total
    self.uncategorized = uncategorized
    self.fees = fees
    self.feesTotal = feesTotal
    self.months = months
    self.monthsCaption = monthsCaption
  }

  /// The whole file.
  public var html: String {
    PageDocument.html(heading: heading, bodyClass: "budget-report", body: body)
  }

  var body: String {
    var out = "<section class=\"summary\">\n<div class=\"tiles\">\n"
    out += tile("Budget", total.budgeted.isEmpty ? "—" : total.budgeted)
    out += tile("Spent", total.spent)
    out += tile(
      total.isOver ? "Over budget by" : "Remaining", total.remaining,
      valueClass: total.isOver ? "over" : "ok")
    if let feesTotal { out += tile("Fees received", feesTotal.received) }
    out += "</div>\n</section>\n"
    out += "<section class=\"categories\">\n<h2>By category</h2>\n"
    if lines.isEmpty && uncategorized == nil {
      out += "<p class=\"muted\">No budget categories yet.</p>\n"
    } else {
      out += "<table class=\"budget\">\n<thead><tr><th>Category</th>"
      out += "<th class=\"hide-narrow\">Progress</th><th class=\"num\">Budget</th>"
      out += "<th class=\"num\">Spent</th><th class=\"num\">Remaining</th></tr></thead>\n<tbody>\n"
      for line in lines { out += row(line) }
      if let uncategorized {
        out += "<tr class=\"line\"><td>Without a category</td><td class=\"hide-narrow\"></td>"
        out += "<td class=\"num\">—</td><td class=\"num\">\(HTMLText.escape(uncategorized))</td>"
        out += "<td class=\"num\"></td></tr>\n"
      }
      out += row(total, rowClass: "total")
      out += "</tbody>\n</table>\n"
    }
    out += "</section>\n"
    if !fees.isEmpty {
      out += "<section class=\"fees\">\n<h2>Fees received</h2>\n<table class=\"budget fees\">\n"
      out += "<thead><tr><th>Category</th><th class=\"num\">Budget</th>"
      out += "<th class=\"num\">Received</th></tr></thead>\n<tbody>\n"
      for fee in fees { out += feeRow(fee, rowClass: "line") }
      if let feesTotal { out += feeRow(feesTotal, rowClass: "total") }
      out += "</tbody>\n</table>\n</section>\n"
    }
    if !months.isEmpty {
      out += "<section class=\"months\">\n<h2>Spending by month</h2>\n<figure class=\"chart\">\n"
      out += MonthChart.svg(months)
      if !monthsCaption.isEmpty {
        out += "<figcaption>\(HTMLText.escape(monthsCaption))</figcaption>\n"
      }
      out += "</figure>\n</section>\n"
    }
    return out
  }

  func tile(_ label: String, _ value: String, valueClass: String = "") -> String {
    "<div class=\"tile\"><div class=\"label\">\(HTMLText.escape(label))</div>"
      + "<div class=\"value \(valueClass)\">\(HTMLText.escape(value))</div></div>\n"
  }

  func row(_ line: Line, rowClass: String = "line") -> String {
    var out = "<tr class=\"\(rowClass)\"><td>\(HTMLText.escape(line.name))</td>"
    out += "<td class=\"bar-cell hide-narrow\">"
    if let fraction = line.fraction {
      out += ProgressSVG.svg(fraction: fraction, isOver: line.isOver)
      out += "<span class=\"pct\">\(Int((fraction * 100).rounded()))%</span>"
    }
    out += "</td>"
    out += "<td class=\"num\">\(line.budgeted.isEmpty ? "—" : HTMLText.escape(line.budgeted))</td>"
    out += "<td class=\"num\">\(HTMLText.escape(line.spent))</td>"
    let remaining =
      line.isOver ? "−" + HTMLText.escape(line.remaining) : HTMLText.escape(line.remaining)
    out +=
      "<td class=\"num\(line.isOver ? " over" : "")\">\(line.budgeted.isEmpty && !line.isOver ? "" : remaining)</td>"
    out += "</tr>\n"
    return out
  }

  func feeRow(_ fee: FeeLine, rowClass: String) -> String {
    "<tr class=\"\(rowClass)\"><td>\(HTMLText.escape(fee.name))</td>"
      + "<td class=\"num\">\(fee.budgeted.isEmpty ? "—" : HTMLText.escape(fee.budgeted))</td>"
      + "<td class=\"num\">\(HTMLText.escape(fee.received))</td></tr>\n"
  }
}
