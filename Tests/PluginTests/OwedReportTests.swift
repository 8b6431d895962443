import Foundation
import LedgerCore
import LedgerShell
import Testing

/// `report owed`, `tx reimbursed` and the filters of `txs`.
///
/// The figures against sums made here from the transactions added, paying back in one
/// undo, and each filter against the reference semantics (`TransactionQuery.matches`).
/// Runs on PostgreSQL too (`LEDGERSH_TEST_BACKEND=postgres`).
@Suite("Owed report")
struct OwedReportTests {
  static let lines = [
    "category add Furnishings",
    "category add \"Design Fee\" --kind fee",
    "project add \"Smith Residence\" --client \"Jane Smith\"",
    "project add 陈宅 --client 陈伟",
    "use \"Smith Residence\"",
    "tx add --source \"West Elm\" --amount 1,249.99 --date 2026-11-02 --category Furnishings --reimbursement owed-to-company",
    "tx add --source \"West Elm\" --amount 200 --type return --date 2026-11-09 --category Furnishings --reimbursement owed-to-company",
    "tx add --source Rejuvenation --amount 3,420.50 --date 2026-11-05 --reimbursement owed-to-company",
    "tx add --source \"Home Depot\" --amount 86.40 --date 2026-11-06 --reimbursement owed-to-client",
    "tx add --source \"Jane Smith\" --amount 4000 --date 2026-11-01 --category \"Design Fee\"",
    "tx add --source 无印良品 --amount 312.40 --date 2026-11-20 --project 陈宅 --reimbursement owed-to-company",
    "tx add --source 陈伟 --amount 1500 --date 2026-11-21 --project 陈宅 --category \"Design Fee\"",
  ]

  func harness() throws -> LedgerHarness {
    let harness = try LedgerHarness(width: 80)
    try harness.script(Self.lines)
    return harness
  }

  /// The rows of `report owed --format json`, by project name: owed, paid back, owed to
  /// client, fees and balance in cents.
  func figures(_ harness: LedgerHarness, _ options: String = "") throws -> [String: [Int64]] {
    let run = harness.run("report owed --format json \(options)")
    #expect(run.succeeded, "\(run.errors)")
    let parsed = try JSONSerialization.jsonObject(with: Data(run.output.utf8))
    let objects = try #require(parsed as? [[String: Any]])
    var rows: [String: [Int64]] = [:]
    for object in objects {
      let name = try #require(object["project"] as? String)
      rows[name] = try ["owed", "paid_back", "owed_to_client", "fees", "balance"].map { field in
        let text = try #require(object[field] as? String)
        return try #require(Int64(text.replacingOccurrences(of: ".", with: "")))
      }
    }
    return rows
  }

  @Test("each client's figures: returns net, fees apart, balance less what is owed back")
  func figures() throws {
    let harness = try harness()
    #expect(
      try figures(harness) == [
        "Smith Residence": [124_999 - 20_000 + 342_050, 0, 8_640, 400_000, 447_049 - 8_640],
        "陈宅": [31_240, 0, 0, 150_000, 31_240],
      ])
    #expect(try figures(harness, "--project 陈宅").keys.sorted() == ["陈宅"])
    let text = harness.run("receivables").output
    #expect(text.contains("Smith Residence") && text.contains("陈伟"))
    #expect(text.contains("$4,470.49"))
  }

  @Test("tx reimbursed nets the purchases out of what is owed, and one undo puts them back")
  func reimbursedAndUndo() throws {
    let harness = try harness()
    let run = harness.run("tx reimbursed #1 #2 --date 2026-11-30")
    #expect(run.succeeded, "\(run.errors)")
    #expect((run.output + run.errors).contains("paid back on 2026-11-30"))
    #expect(try figures(harness)["Smith Residence"] == [342_050, 104_999, 8_640, 400_000, 333_410])
    #expect(try reimbursedOn(harness, 1) == "2026-11-30")
    #expect(harness.run("undo").succeeded)
    #expect(try figures(harness)["Smith Residence"]?.first == 447_049)
    #expect(try reimbursedOn(harness, 1) == nil)
  }

  /// The `reimbursed_on` of `tx show #ID --format json`.
  func reimbursedOn(_ harness: LedgerHarness, _ id: Int) throws -> String? {
    let run = harness.run("tx show #\(id) --format json")
    let parsed = try JSONSerialization.jsonObject(with: Data(run.output.utf8))
    let object = try #require(parsed as? [String: Any])
    #expect(object.keys.contains("reimbursed_on"))
    return object["reimbursed_on"] as? String
  }

  @Test("only purchases owed to the company can be paid back; nothing changes otherwise")
  func refusals() throws {
    let harness = try harness()
    let refused = harness.run("tx reimbursed #1 #4")
    #expect(!refused.succeeded)
    #expect(refused.errors.contains("#4 is not owed to the company"))
    // Neither was marked: the change is one, all or nothing.
    #expect(try figures(harness)["Smith Residence"]?[1] == 0)
    #expect(!harness.run("tx reimbursed").succeeded)
    #expect(!harness.run("tx reimbursed #3 --clear --date 2026-11-30").succeeded)
  }

  /// The ids `txs OPTIONS --format json` lists.
  func ids(_ harness: LedgerHarness, _ options: String) throws -> [Int64] {
    let run = harness.run("txs \(options) --format json")
    #expect(run.succeeded, "\(options): \(run.errors)")
    let parsed = try JSONSerialization.jsonObject(with: Data(run.output.utf8))
    let objects = try #require(parsed as? [[String: Any]])
    return try objects.map { try #require(($0["id"] as? Int).map(Int64.init)) }.sorted()
  }

  @Test("txs gives each transaction's kind, last in CSV: purchase, return or fee")
  func kindColumn() throws {
    let harness = try harness()
    let json = harness.run("txs --all --format json")
    #expect(json.succeeded, "\(json.errors)")
    let objects = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
    var kinds: [String: [String]] = [:]
    for object in objects {
      let source = try #require(object["source"] as? String)
      kinds[try #require(object["kind"] as? String), default: []].append(source)
    }
    #expect(kinds["fee"]?.sorted() == ["Jane Smith", "陈伟"])
    #expect(kinds["return"] == ["West Elm"])
    #expect(kinds["purchase"]?.count == 4)
    #expect(harness.run("select txs --all").succeeded)
    for command in ["txs --format csv", "selection --format csv"] {
      let csv = harness.run(command)
      #expect(csv.succeeded, "\(command): \(csv.errors)")
      let lines = csv.output.split(separator: "\n")
      #expect(lines.first?.hasPrefix("id,project_id,project,date,") == true, "\(command)")
      #expect(lines.first?.hasSuffix(",updated_at,kind") == true, "\(command)")
      #expect(lines.contains { $0.hasPrefix("5,") && $0.hasSuffix(",fee") }, "\(command)")
      #expect(lines.contains { $0.hasPrefix("2,") && $0.hasSuffix(",return") }, "\(command)")
    }
  }

  @Test("each filter of txs lists what the reference semantics select")
  func filters() throws {
    let harness = try harness()
    let all = try harness.store.transactions(TransactionQuery())
    let fees: Set<EntityID> = [EntityID(2)]
    let smith = EntityID(1)
    let cases: [(String, TransactionQuery)] = {
      func query(_ change: (inout TransactionQuery) -> Void, all: Bool = false)
        -> TransactionQuery
      {
        var query = TransactionQuery(projectID: all ? nil : smith)
        change(&query)
        return query
      }
      return [
        ("--all", query({ _ in }, all: true)),
        ("--all --type fee", query({ $0.restrict(to: .fee) }, all: true)),
        ("--type purchase", query { $0.restrict(to: .purchase) }),
        ("--type return", query { $0.restrict(to: .return) }),
        (
          "--all --reimbursement owed-to-company",
          query({ $0.reimbursement = .owedToCompany }, all: true)
        ),
        ("--reimbursement none", query { $0.reimbursement = Reimbursement.none }),
        ("--vendor \"west elm\"", query { $0.source = "West Elm" }),
        ("--category Furnishings", query { $0.categoryID = EntityID(1) }),
        (
          "--since 2026-11-03 --until 2026-11-09",
          query {
            $0.from = CalendarDay.parse("2026-11-03")
            $0.to = CalendarDay.parse("2026-11-09")
          }
        ),
        (
          "--all --min 300 --max 1,500",
          query(
            {
              $0.minAmount = 30_000
              $0.maxAmount = 150_000
            }, all: true)
        ),
      ]
    }()
    for (options, query) in cases {
      let expected = all.filter { query.matches($0, feeCategoryIDs: fees) }.map(\.id.rawValue)
        .sorted()
      #expect(try ids(harness, options) == expected, "txs \(options)")
      #expect(!expected.isEmpty, "txs \(options) selects something")
    }
  }
}
