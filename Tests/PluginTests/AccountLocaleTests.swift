import Foundation
import LedgerCore
import LedgerShell
import Testing

/// An account's locale (`account add --locale`, `account set --locale`).
///
/// Amounts and dates written and read as its people write them, machine formats unchanged,
/// shown in `accounts` and `settings`, undone, and carried by the archive. Runs on
/// PostgreSQL too (`LEDGERSH_TEST_BACKEND=postgres`).
@Suite("Account locale")
struct AccountLocaleTests {
  func harness() throws -> LedgerHarness {
    let harness = try LedgerHarness(width: 100)
    try harness.script([
      "account add Berlin --currency EUR --locale de_DE", "account use Berlin",
      "project add Altbau --client \"Frau Weber\"", "use Altbau",
      "tx add --source Manufactum --amount 1.249,99 --date 28.11",
      "tx add --source Ikea --amount 312,40 --date 15.03.2025 "
        + "--reimbursement owed-to-company",
    ])
    return harness
  }

  func objects(_ run: LedgerHarness.Run) throws -> [[String: Any]] {
    #expect(run.succeeded, "\(run.errors)")
    return try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
  }

  @Test("de_DE: 1.249,99 € and 28.11 typed and shown; JSON and CSV stay plain and ISO")
  func german() throws {
    let harness = try harness()
    let text = harness.run("txs").output
    #expect(text.contains("1.249,99 €"), "\(text)")
    #expect(text.contains("312,40 €"))
    #expect(text.contains("28.11") && !text.contains("2026-11-28"))
    #expect(text.contains("15.03.2025"))
    let rows = try objects(harness.run("txs --format json"))
    #expect(Set(rows.compactMap { $0["date"] as? String }) == ["2026-11-28", "2025-03-15"])
    #expect(Set(rows.compactMap { $0["amount"] as? String }) == ["1249.99", "312.40"])
    let csv = harness.run("txs --format csv").output
    #expect(csv.contains(",2026-11-28,Manufactum,1249.99,1249.99,EUR,"))
    // A report and a budget total follow it too.
    #expect(harness.run("report owed").output.contains("312,40 €"))
    #expect(harness.run("budget").output.contains("1.562,39 €"))
    // A short date is read day first: 11/28 is no date here.
    let refused = harness.run("txs --from 11/28")
    #expect(!refused.succeeded && refused.errors.contains("day.month"))
  }

  @Test("accounts and settings show the locale, as text and JSON")
  func listed() throws {
    let harness = try harness()
    let accounts = try objects(harness.run("accounts --format json"))
    #expect(accounts.map { $0["locale"] as? String } == [nil, "de_DE"])
    #expect(harness.run("accounts").output.contains("de_DE"))
    let settings = try objects(harness.run("settings --format json"))
    let locale = try #require(settings.first { $0["name"] as? String == "locale" })
    #expect(locale["value"] as? String == "de_DE")
    #expect(locale["source"] as? String == "account")
    #expect(harness.run("settings").output.contains("de_DE"))
    #expect(harness.run("show locale").output == "locale = de_DE\n")
  }

  @Test("account set changes it, en_US writes €1,249.99 and 11/28; none and undo go back")
  func set() throws {
    let harness = try harness()
    try harness.script(["account set --locale en_US"])
    let text = harness.run("txs").output
    #expect(text.contains("€1,249.99") && text.contains("11/28") && text.contains("03/15/2025"))
    // en_US reads no decimal comma, even in euros.
    #expect(!harness.run("tx add --source X --amount 312,40").succeeded)
    try harness.script(["account set Berlin --locale none"])
    let plain = harness.run("txs").output
    #expect(plain.contains("€1,249.99") && plain.contains("2026-11-28"))
    try harness.script(["undo"])
    #expect(harness.run("txs").output.contains("11/28"))
    let same = harness.run("account set --locale en-US")
    #expect(same.succeeded && same.errors.contains("nothing changed"))
    let bad = harness.run("account set --locale xx_YY")
    #expect(bad.error?.kind == .usage)
    #expect(bad.errors.contains("de_DE, en_US"))
    #expect(harness.run("account add Wien --locale klingon").error?.kind == .usage)
  }

  @Test("fr_FR groups with a no-break space, and reads it back")
  func french() throws {
    let harness = try harness()
    try harness.script([
      "account set --locale fr_FR", "tx add --source Maison --amount 2\u{00A0}500,5",
    ])
    let text = harness.run("txs").output
    #expect(text.contains("2\u{00A0}500,50 €"), "\(text)")
    #expect(text.contains("1\u{00A0}249,99 €"))
  }

  @Test("the archive carries the locale: export, then import into a new ledger")
  func archive() throws {
    let harness = try harness()
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("locale-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("ledger.json").path
    try harness.script(["export --to \(file)"])
    let exported = try String(contentsOfFile: file, encoding: .utf8)
    #expect(exported.contains("\"locale\":\"de_DE\""))
    let fresh = try LedgerHarness(width: 100)
    try fresh.script(["import \(file)"])
    let accounts = try objects(fresh.run("accounts --format json"))
    #expect(accounts.map { $0["locale"] as? String } == [nil, "de_DE"])
  }
}
