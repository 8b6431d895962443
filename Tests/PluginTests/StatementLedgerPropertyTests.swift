import CalendarDays
import Foundation
import LedgerTestSupport
import PropertyBased
import Testing

/// `import statement` into a ledger, on random statements: importing twice gives the ledger
/// of once; a statement split into two files overlapping by whole days gives the ledger of
/// the whole; no line is lost or doubled (issue 57 §7).
@Suite("Statement import properties")
struct StatementLedgerPropertyTests {
  /// Few descriptions and amounts, so that the same line comes twice on a day.
  static let descriptions = [
    "TST* LOCAL CAFE 0042", "SQ *BLUE BOTTLE #12", "AMZN Mktp US*2K4LL", "PAYPAL *ETSY INC",
    "Café \"Crème\", Paris",
  ]
  static let amounts = ["-12.40", "-4.50", "-129.99", "29.99", "-12.40"]

  /// The line of one number: its day (0–9), description and amount.
  static func line(_ seed: Int) -> (day: Int, description: Int, amount: Int) {
    (seed % 10, (seed / 10) % descriptions.count, (seed / 50) % amounts.count)
  }

  static func csv(_ lines: [(day: Int, description: Int, amount: Int)]) -> String {
    var text = "Date,Description,Amount\n"
    for line in lines {
      let date = CalendarDay(year: 2026, month: 10, day: 1)?.adding(days: line.day).iso8601 ?? ""
      let description = descriptions[line.description].replacingOccurrences(of: "\"", with: "\"\"")
      text += "\(date),\"\(description)\",\(amounts[line.amount])\n"
    }
    return text
  }

  /// The ledger's transactions as `export transactions` writes them, ids and times left
  /// out, sorted: a multiset of lines.
  static func ledger(_ harness: LedgerHarness) -> [String] {
    let lines = harness.run("export transactions").output.split(separator: "\n").map(String.init)
    guard let header = lines.first?.split(separator: ",").map(String.init) else { return [] }
    let wanted = ["date", "source", "amount", "type", "source_key"].compactMap {
      header.firstIndex(of: $0)
    }
    return lines.dropFirst().map { line in
      let fields = line.split(separator: ",", omittingEmptySubsequences: false)
      return wanted.map { $0 < fields.count ? String(fields[$0]) : "" }.joined(separator: "|")
    }.sorted()
  }

  @Test("twice is once; two overlapping files are the whole; no line lost or doubled")
  func idempotentAndSplit() async throws {
    let folder = try TemporaryFolder.make(prefix: "ledgersh-statement-property")
    defer { try? FileManager.default.removeItem(at: folder) }
    let whole = folder.appendingPathComponent("whole.csv").path
    let first = folder.appendingPathComponent("first.csv").path
    let second = folder.appendingPathComponent("second.csv").path
    await propertyCheck(
      count: 25, input: Gen.int(in: 0...9_999).array(of: 1...30), Gen.int(in: 0...9),
      Gen.int(in: 0...9)
    ) { seeds, cutA, cutB in
      let lines = seeds.map(Self.line).sorted { $0.day < $1.day }
      // The first file ends after day max(a,b), the second starts at day min(a,b).
      let end = max(cutA, cutB)
      let start = min(cutA, cutB)
      do {
        try Self.csv(lines).write(toFile: whole, atomically: true, encoding: .utf8)
        try Self.csv(lines.filter { $0.day <= end }).write(
          toFile: first, atomically: true, encoding: .utf8)
        try Self.csv(lines.filter { $0.day >= start }).write(
          toFile: second, atomically: true, encoding: .utf8)
        let once = try LedgerHarness()
        #expect(once.run("import statement \(whole)").succeeded)
        let ledger = Self.ledger(once)
        // Every line once: none lost, none doubled.
        #expect(ledger.count == lines.count, "\(ledger)")
        let again = once.run("import statement \(whole)")
        #expect(
          again.errors.contains("0 added, \(lines.count) duplicates skipped"), "\(again.errors)")
        #expect(Self.ledger(once) == ledger)
        let split = try LedgerHarness()
        #expect(split.run("import statement \(first)").succeeded)
        #expect(split.run("import statement \(second)").succeeded)
        #expect(Self.ledger(split) == ledger, "cut at days \(start) and \(end): \(lines)")
      } catch {
        Issue.record("\(error)")
      }
    }
  }
}
