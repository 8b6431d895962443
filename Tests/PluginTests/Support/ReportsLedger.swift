/// A ledger for spending reports, made from a list of purchases and returns the tests also
/// sum themselves: several months, vendors, categories (one a fee) and projects, names in
/// Chinese, Japanese and emoji, and a third project.
enum ReportsLedger {
  /// One transaction as the tests know it.
  struct Purchase {
    var project: String
    var vendor: String
    var category: String?
    /// Minor units (cents), positive.
    var cents: Int64
    var date: String
    var isReturn = false

    /// The `tx add` line that makes it.
    var line: String {
      var line = "tx add --source \(quoted(vendor)) --amount \(cents / 100).\(pad(cents % 100))"
      line += " --date \(date)"
      if let category { line += " --category \(quoted(category))" }
      if isReturn { line += " --type return" }
      return line + " --project \(quoted(project))"
    }

    private func quoted(_ text: String) -> String { "\"\(text)\"" }
    private func pad(_ cents: Int64) -> String { cents < 10 ? "0\(cents)" : "\(cents)" }
  }

  static let feeCategory = "Design Fee"

  static let setup = [
    "category add Furnishings",
    "category add 照明器具",
    "category add \"🪴 Plants\"",
    "category add \"\(feeCategory)\" --kind fee",
    "project add \"Smith Residence\"",
    "project add 東京オフィス",
    "project add \"🏖️ Beach House\"",
    "use \"Smith Residence\"",
  ]

  static let purchases: [Purchase] = [
    Purchase(
      project: "Smith Residence", vendor: "West Elm", category: "Furnishings", cents: 124_999,
      date: "2026-08-02"),
    Purchase(
      project: "Smith Residence", vendor: "West Elm", category: "Furnishings", cents: 20_000,
      date: "2026-08-20", isReturn: true),
    Purchase(
      project: "Smith Residence", vendor: "无印良品", category: "照明器具", cents: 342_050,
      date: "2026-10-05"),
    Purchase(
      project: "Smith Residence", vendor: "🛋️ Sofa Co", category: nil, cents: 98_000,
      date: "2026-10-07"),
    Purchase(
      project: "Smith Residence", vendor: "Jane Smith", category: feeCategory, cents: 400_000,
      date: "2026-09-01"),
    Purchase(
      project: "Smith Residence", vendor: "ニトリ 北欧スタイル家具センター", category: "🪴 Plants",
      cents: 6_540, date: "2026-11-03"),
    Purchase(
      project: "東京オフィス", vendor: "無印良品", category: "Furnishings", cents: 230_000,
      date: "2026-11-03"),
    Purchase(
      project: "東京オフィス", vendor: "無印良品", category: "Furnishings", cents: 15_000,
      date: "2026-11-10", isReturn: true),
    Purchase(
      project: "東京オフィス", vendor: "山田設計", category: feeCategory, cents: 150_000,
      date: "2026-11-12"),
    Purchase(
      project: "🏖️ Beach House", vendor: "IKEA", category: "🪴 Plants", cents: 4_999,
      date: "2026-09-14"),
  ]

  static var lines: [String] { setup + purchases.map(\.line) }
}
