import Foundation
import Testing

/// `export --format journal` read back by hledger: its balances are `budget`'s figures.
@Suite("Journal export read by hledger")
struct JournalExportTests {
  /// hledger on PATH, or nil (then the suite is skipped: `scripts/bootstrap.sh test`
  /// installs it, so CI always runs it).
  static let hledger: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/hledger" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// An account name component the way the manual says the export writes it.
  static func component(_ name: String) -> String {
    name.replacingOccurrences(of: ":", with: "-").replacingOccurrences(of: ";", with: ",")
  }

  @Test(
    "hledger's balance of each category equals budget's spent figure, with no warning",
    .enabled(
      if: hledger != nil,
      "hledger is not installed (apt-get install hledger, or scripts/bootstrap.sh test)"))
  func balancesMatchBudget() throws {
    let ledgersh = try LedgershProcess()
    let odd = "Studio: Phase 2; east"
    let built = try ledgersh.run([
      "--db", "j.db", "-q", "-c", "demo", "-c", "project add \"\(odd)\"", "-c", "use \"\(odd)\"",
      "-c", "category add \"Lighting: LED; dimmable\"",
      "-c",
      "tx add --source \"Lamps | Co; Ltd\" --amount 1,249.99 --category "
        + "\"Lighting: LED; dimmable\" --notes \"Deposit; balance due\"",
      "-c",
      "tx add --source \"Lamps | Co; Ltd\" --amount 200 --type return --category "
        + "\"Lighting: LED; dimmable\"",
      "-c", "tx add --source Client --amount 3000 --category \"Design Fee\"",
      "-c", "tx add --source Nowhere --amount 12.5",
      "-c", "tx add --source \"west elm\" --amount 5 --date 2020-01-01 --needs-review",
      "-c", "tx add --source \"WEST ELM\" --amount 7 --reimbursement owed-to-company",
      "-c",
      "tx add --source \"West Elm\" --amount 11.37 --reimbursement owed-to-company "
        + "--date 2026-01-05",
    ])
    #expect(built.status == 0, "\(built.stderr)")
    #expect(built.stderr.isEmpty)
    // The client pays the 11.37 back: a second entry moves it out of the receivable.
    let owed = try ledgersh.run([
      "--db", "j.db", "-c",
      "txs --all --reimbursement owed-to-company --min 11.37 --max 11.37 --format json",
    ])
    let owedRows = try #require(
      try JSONSerialization.jsonObject(with: Data(owed.stdout.utf8)) as? [[String: Any]])
    #expect(owedRows.count == 1, "\(owed.stdout)")
    let paidID = try #require(owedRows.first?["id"] as? Int)
    let exported = try ledgersh.run([
      "--db", "j.db", "-q", "-c", "tx reimbursed #\(paidID) --date 2026-01-20",
      "-c", "export --format journal --to ledger.journal",
    ])
    #expect(exported.status == 0 && exported.stderr.isEmpty, "\(exported.stderr)")
    let journal = ledgersh.home.appendingPathComponent("ledger.journal").path

    // Ordered by date, every account, commodity and payee declared.
    let check = try run(
      Self.hledger ?? "hledger", ["-f", journal, "check", "--strict", "ordereddates", "payees"])
    #expect(check.status == 0 && check.stderr.isEmpty, "hledger check: \(check.stderr)")

    let hledger = try run(Self.hledger ?? "hledger", ["-f", journal, "balance", "-O", "csv"])
    #expect(hledger.status == 0)
    #expect(hledger.stderr.isEmpty, "hledger warned: \(hledger.stderr)")
    var balances: [String: Decimal] = [:]
    for line in hledger.stdout.split(separator: "\n").dropFirst() {
      // "account","balance": account names may hold commas, so split between the quotes.
      let fields = line.dropFirst().dropLast().components(separatedBy: "\",\"")
      guard fields.count == 2, let number = fields[1].split(separator: " ").first,
        let amount = Decimal(string: String(number))
      else { continue }
      balances[fields[0]] = amount
    }

    let projects = try ledgersh.run(["--db", "j.db", "-c", "projects --archived --format json"])
    let names = try #require(
      try JSONSerialization.jsonObject(with: Data(projects.stdout.utf8)) as? [[String: Any]]
    ).compactMap { $0["name"] as? String }
    #expect(names.count == 7)
    var compared = 0
    var nonZero = 0
    var fees: [String: Decimal] = [:]
    for name in names {
      let budget = try ledgersh.run(
        ["--db", "j.db", "-c", "budget --project \"\(name)\" --format json"])
      #expect(budget.status == 0, "\(budget.stderr)")
      let rows = try #require(
        try JSONSerialization.jsonObject(with: Data(budget.stdout.utf8)) as? [[String: Any]])
      for row in rows {
        let category = try #require(row["category"] as? String)
        let spent = try #require(Decimal(string: "\(row["spent"] ?? "")"))
        // Fees received post to income:fees:PROJECT, whatever their category.
        if row["kind"] as? String == "fee" {
          fees[name, default: 0] += spent
          continue
        }
        let account = ["expenses", Self.component(name), Self.component(category)]
          .joined(separator: ":")
        #expect(balances[account] ?? 0 == spent, "\(account)")
        compared += 1
        if spent != 0 { nonZero += 1 }
      }
    }
    for (name, received) in fees {
      // Income: money received is a credit, so hledger shows it negative.
      let balance = balances["income:fees:\(Self.component(name))"] ?? 0
      #expect(-balance == received, "fees of \(name)")
    }
    #expect(compared > 20)
    #expect(nonZero > 10)
    #expect(balances["expenses:Studio- Phase 2, east:Lighting- LED, dimmable"] == 1049.99)
    #expect(balances["income:fees:Studio- Phase 2, east"] == -3000)
    #expect(balances["expenses:Studio- Phase 2, east:uncategorized"] == 35.87)
    // The receivable is what is still owed: the 7, not the 11.37 paid back; for every
    // project, what 'report owed' says is owed.
    #expect(balances["assets:receivable:Studio- Phase 2, east"] == 7)
    let report = try ledgersh.run(["--db", "j.db", "-c", "report owed --format json"])
    let reportRows = try #require(
      try JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as? [[String: Any]])
    let reportOwed = reportRows.compactMap { Decimal(string: "\($0["owed"] ?? "")") }
      .reduce(0, +)
    let journalOwed = balances.filter { $0.key.hasPrefix("assets:receivable:") }.values
      .reduce(0, +)
    #expect(reportOwed == journalOwed)
    #expect(reportOwed > 7)

    let text = try String(contentsOfFile: journal, encoding: .utf8)
    #expect(text.contains(") Lamps / Co, Ltd  ; id:"))
    #expect(text.contains("\n    ; Deposit; balance due\n"))
    // One payee for West Elm however it was typed; tags for the review and reimbursement.
    #expect(!text.contains(") west elm") && !text.contains(") WEST ELM"))
    #expect(text.contains("2020-01-01 (#"))
    #expect(text.contains(") West Elm  ; id:") && text.contains(", review:needed"))
    #expect(text.contains("reimbursement:owed-to-company"))
    #expect(text.contains("    (assets:receivable:Studio- Phase 2, east)  7.00 USD\n"))
    #expect(
      text.contains(
        "2026-01-20 (#\(paidID)) Studio: Phase 2, east | paid back West Elm  ; id:\(paidID), "
          + "project:Studio: Phase 2; east, reimbursement:paid-back\n"
          + "    [assets:Default]  11.37 USD\n"
          + "    [assets:receivable:Studio- Phase 2, east]  -11.37 USD\n"))
    // Entries by date, then id.
    let dates = text.split(separator: "\n").filter { $0.first?.isNumber == true }
      .map { String($0.prefix(10)) }
    #expect(dates == dates.sorted())
    #expect(
      text.contains("    expenses:Studio- Phase 2, east:Lighting- LED, dimmable  -200.00 USD"))
  }

  @Test(
    "--project limits the journal to one project, and hledger prints it back",
    .enabled(if: hledger != nil, "hledger is not installed"))
  func oneProject() throws {
    let ledgersh = try LedgershProcess()
    let result = try ledgersh.run([
      "--db", "p.db", "-q", "-c", "demo --projects 2 --transactions 40 --items 0",
      "-c", "export --format journal --project \"Smith Residence\"",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let file = try ledgersh.write("smith.journal", result.stdout)
    let accounts = try run(Self.hledger ?? "hledger", ["-f", file, "accounts"])
    #expect(accounts.status == 0 && accounts.stderr.isEmpty, "\(accounts.stderr)")
    let names = accounts.stdout.split(separator: "\n")
    #expect(!names.isEmpty)
    #expect(
      names.allSatisfy {
        $0.hasPrefix("expenses:Smith Residence:") || $0 == "income:fees:Smith Residence"
          || $0 == "assets:Default" || $0.hasPrefix("assets:receivable:")
      }, "\(names)")
  }

  @Test("--format journal is refused with an entity, and --project without it")
  func refusals() throws {
    let ledgersh = try LedgershProcess()
    let withEntity = try ledgersh.run(["--db", "r.db", "-c", "export items --format journal"])
    #expect(withEntity.status == 2)
    #expect(withEntity.stderr.contains("a journal holds transactions only"))
    let projectOnly = try ledgersh.run(["--db", "r.db", "-c", "export --project X"])
    #expect(projectOnly.status == 2)
    #expect(projectOnly.stderr.contains("add --format journal"))
  }

  private func run(_ executable: String, _ arguments: [String]) throws
    -> LedgershProcess.Result
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return LedgershProcess.Result(
      stdout: String(decoding: data, as: UTF8.self),
      stderr: String(decoding: errorData, as: UTF8.self), status: process.terminationStatus)
  }
}
