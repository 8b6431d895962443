import Foundation
import LedgerCore
import LedgerShell
import LedgerTestSupport
import ReportsPlugin
import TerminalUI
import Testing

/// `report spending`: its figures against sums the test makes from the transactions it
/// added, its scopes and ranges, its formats and its errors.
@Suite("Spending reports")
struct ReportTests {
  typealias Purchase = ReportsLedger.Purchase

  func harness(width: Int = 80) throws -> LedgerHarness {
    let harness = try LedgerHarness(width: width)
    try harness.script(ReportsLedger.lines)
    return harness
  }

  /// One row of the JSON output.
  struct Row: Equatable, CustomStringConvertible {
    var section: String
    var label: String
    var cents: Int64
    var count: Int
    var description: String { "\(section) \(label) \(cents) ×\(count)" }
  }

  func rows(_ json: String) throws -> [Row] {
    let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8))
    let objects = try #require(parsed as? [[String: Any]])
    return try objects.map { object in
      let amount = try #require(object["amount"] as? String)
      let cents = try #require(Int64(amount.replacingOccurrences(of: ".", with: "")))
      #expect(object["currency"] as? String == "USD")
      return Row(
        section: try #require(object["section"] as? String),
        label: try #require(object["label"] as? String), cents: cents,
        count: try #require(object["count"] as? Int))
    }
  }

  /// The label a purchase's bar has under `grouping`.
  func label(_ purchase: Purchase, _ grouping: SpendingGrouping) throws -> String {
    let date = try #require(CalendarDay.parse(purchase.date))
    switch grouping {
    case .month: return date.monthKey
    case .week: return date.isoWeekKey
    case .category: return purchase.category ?? "(no category)"
    case .vendor: return purchase.vendor
    case .project: return purchase.project
    }
  }

  /// The rows the report must give with zero periods left out, summed here.
  func expected(
    _ purchases: [Purchase], _ grouping: SpendingGrouping
  ) throws -> [String: Row] {
    var sums: [String: Row] = [:]
    for purchase in purchases {
      let section = purchase.category == ReportsLedger.feeCategory ? "fees" : "spending"
      let label = try label(purchase, grouping)
      var row = sums[section + label] ?? Row(section: section, label: label, cents: 0, count: 0)
      row.cents += purchase.isReturn ? -purchase.cents : purchase.cents
      row.count += 1
      sums[section + label] = row
    }
    return sums
  }

  @Test(
    "figures equal the sums of the transactions, returns subtracted and fees apart",
    arguments: SpendingGrouping.allCases)
  func figures(grouping: SpendingGrouping) throws {
    let harness = try harness()
    let scopes: [(String, (Purchase) -> Bool)] = [
      ("", { $0.project == "Smith Residence" }),
      ("--all", { _ in true }),
      ("--project 東京オフィス", { $0.project == "東京オフィス" }),
      (
        "--all --from 2026-09-01 --to 2026-10-31",
        { $0.date >= "2026-09-01" && $0.date <= "2026-10-31" }
      ),
    ]
    for (options, selects) in scopes {
      let command = "report spending --by \(grouping.rawValue) \(options) --format json"
      let got = try rows(try harness.script([command]))
      let want = try expected(ReportsLedger.purchases.filter(selects), grouping)
      let nonZero = got.filter { $0.count > 0 }
      #expect(nonZero.count == want.count, "\(command): \(got)")
      for row in nonZero {
        #expect(want[row.section + row.label] == row, "\(command): \(row)")
      }
      // Zero bars only fill gaps between periods; they never appear elsewhere.
      for row in got where row.count == 0 {
        #expect(grouping.isPeriod && row.cents == 0, "\(command): \(row)")
      }
      if grouping.isPeriod {
        for section in ["spending", "fees"] {
          let keys = got.filter { $0.section == section }.map(\.label)
          #expect(keys == keys.sorted(), "\(command): \(section) out of order")
        }
      }
      // The text's total is the spending alone.
      let text = try harness.script([command.replacingOccurrences(of: " --format json", with: "")])
      let spending = want.values.filter { $0.section == "spending" }
      let total = spending.reduce(0) { $0 + $1.cents }
      let count = spending.reduce(0) { $0 + $1.count }
      let money = Money(minorUnits: total, currency: .usd).formatted
      #expect(text.contains("Total (\(count) transaction\(count == 1 ? "" : "s"))"), "\(text)")
      #expect(text.contains(money), "\(command): no total \(money) in\n\(text)")
    }
  }

  @Test("months of a range with nothing bought are zero bars, in order")
  func emptyMonths() throws {
    let harness = try harness()
    let got = try rows(
      try harness.script([
        "report spending --by month --all --from 2026-06-01 --to 2026-12-31 --format json"
      ]))
    #expect(
      got.filter { $0.section == "spending" }.map(\.label)
        == ["2026-06", "2026-07", "2026-08", "2026-09", "2026-10", "2026-11", "2026-12"])
    #expect(got.first { $0.label == "2026-07" }?.cents == 0)
  }

  @Test("csv and tsv give one row per bar under the documented header")
  func delimited() throws {
    let harness = try harness()
    let csv = try harness.script(["report spending --by category --all --format csv"])
    let lines = csv.split(separator: "\n")
    #expect(lines.first == "section,label,key,amount,purchases,returns,currency,count")
    #expect(lines.count == 1 + 5)
    #expect(lines.contains("fees,Design Fee,4,5500.00,5500.00,0.00,USD,2"))
    let tsv = try harness.script(["report spending --by vendor --format tsv"])
    #expect(tsv.contains("spending\tWest Elm\tWest Elm\t1049.99\t1249.99\t200.00\tUSD\t2"))
  }

  @Test("a date typed as 9999 does not chart 95,000 empty months, and says why")
  func farDate() throws {
    let harness = try LedgerHarness()
    try harness.script([
      "project add P", "use P", "tx add --source A --amount 5 --date 2026-11-01",
      "tx add --source B --amount 7 --date 9999-12-31",
    ])
    for by in ["month", "week"] {
      let run = harness.run("report spending --by \(by) --format csv")
      #expect(run.succeeded)
      #expect(run.output.split(separator: "\n").count == 1 + 2, "\(by): \(run.output.prefix(300))")
      #expect(run.errors.contains("only those with transactions are listed"), "\(run.errors)")
    }
    // A range given in full is charted whole, empty periods included.
    let given = harness.run("report spending --from 2026-01-01 --to 2026-12-31 --format csv")
    #expect(given.output.split(separator: "\n").count == 1 + 12)
    #expect(!given.errors.contains("only those with transactions"))
  }

  @Test("a vendor typed in several cases is one bar, named as 'vendors' names it")
  func vendorCase() throws {
    let harness = try harness()
    try harness.script([
      "tx add --source \"west elm\" --amount 5 --date 2026-11-03",
      "tx add --source \"WEST ELM\" --amount 6 --date 2026-11-04",
    ])
    let tsv = try harness.script(["report spending --by vendor --format tsv"])
    let rows = tsv.split(separator: "\n").filter { $0.lowercased().contains("west elm") }
    #expect(rows == ["spending\tWest Elm\tWest Elm\t1060.99\t1260.99\t200.00\tUSD\t4"])
  }

  @Test("every width from 20 fits, amounts whole and nothing cut with … in a pipe")
  func widths() throws {
    let harness = try harness()
    let amounts = ["$3,420.50", "$1,049.99", "$5,500.00", "-$150.00"]
    for width in 20...160 {
      for by in ["month", "vendor", "category"] {
        let output = try harness.script(["report spending --by \(by) --all --width \(width)"])
        for line in output.split(separator: "\n") {
          #expect(DisplayWidth.of(String(line)) <= width, "\(by) at \(width): '\(line)'")
        }
        #expect(!output.contains("…"), "\(by) at \(width) cut a piped line")
        if by == "vendor" {
          for amount in amounts.prefix(2) {
            #expect(output.contains(amount), "\(by) at \(width) lost \(amount)")
          }
        }
      }
      // A long label wraps rather than losing characters.
      let vendors = try harness.script(["report spending --by vendor --all --width \(width)"])
      var rest = Substring(vendors)
      for character in "ニトリ北欧スタイル家具センター" {
        guard let found = rest.firstIndex(of: character) else {
          Issue.record("vendor label lost '\(character)' at \(width):\n\(vendors)")
          break
        }
        rest = rest[rest.index(after: found)...]
      }
    }
  }

  @Test("without UTF-8, bars are drawn with #")
  func ascii() throws {
    let harness = try LedgerHarness(locale: "C")
    try harness.script(ReportsLedger.lines)
    let output = try harness.script(["report spending --all"])
    #expect(output.contains("#"))
    for glyph in ["█", "▏", "▌", "▉"] { #expect(!output.contains(glyph)) }
  }

  @Test("mistakes are refused with what to do")
  func errors() throws {
    let harness = try harness()
    let both = harness.run("report spending --all --project 東京オフィス")
    #expect(!both.succeeded)
    #expect(both.errors.contains("give --project or --all, not both"))
    let backwards = harness.run("report spending --from 2026-12-01 --to 2026-01-01")
    #expect(backwards.errors.contains("--from 2026-12-01 is after --to 2026-01-01"))
    let badBy = harness.run("report spending --by year")
    #expect(!badBy.succeeded)
    harness.run("use --none")
    let none = harness.run("report spending")
    #expect(none.errors.contains("needs a project"))
  }

  @Test("an empty range says how to add a transaction")
  func empty() throws {
    let harness = try harness()
    let run = harness.run("report spending --from 2020-01-01 --to 2020-12-31")
    #expect(run.succeeded)
    #expect((run.output + run.errors).contains("No transactions in this range"))
  }

  @Test("each help example runs", arguments: ReportsPlugin().commands.flatMap(\.examples))
  func example(_ example: CommandExample) throws {
    let harness = try harness()
    // The FF&E examples name a space; the files they write go to a temporary folder.
    try harness.script(["space add \"Living Room\""])
    let folder = try TemporaryFolder.make(prefix: "ledgersh-report-example")
    defer { try? FileManager.default.removeItem(at: folder) }
    // (report spending's --to is a day.)
    let writes =
      example.command.hasPrefix("report ffe") || example.command.hasPrefix("report budget")
    let line =
      writes
      ? example.command.replacingOccurrences(of: "--to ", with: "--to \(folder.path)/")
      : example.command
    let run = harness.run(line)
    #expect(run.succeeded, "\(example.command): \(run.errors)")
  }

  @Test("project show charts the last 12 months of spending, fees left out")
  func sparkline() throws {
    let harness = try harness()
    let output = try harness.script(["project show"])
    // Aug $1,049.99 · Sep 0 (a fee) · Oct $4,400.50 · Nov $65.40, to 2026-11.
    #expect(output.contains("Spending, 2025-12 to 2026-11"))
    #expect(output.contains("▁▁▁▁▁▁▁▁▃▁█▂"), "\(output)")
    let json = try harness.script(["project show --format json"])
    #expect(json.contains("\"monthly_spending\""))
    #expect(json.contains("\"month\" : \"2026-10\"") || json.contains("\"month\": \"2026-10\""))
  }
}
