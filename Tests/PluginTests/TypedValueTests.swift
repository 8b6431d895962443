import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews
import Testing

/// Amounts, days and counts are read by their declared kind when the line is parsed: a bad
/// one is refused with the same message by every command, before the command looks
/// anything up or writes.
@Suite("Typed option values")
struct TypedValueTests {
  static let notAnAmount = "'abc' is not an amount; write it like 1249.99, 1,249.99 or $1,249.99"

  /// Each names a project, item or transaction that does not exist: the bad value is what
  /// the user hears about, as no lookup ran before it was read.
  @Test(
    "a bad amount gets one message from every command, before any lookup or write",
    arguments: [
      ("tx add --project Nowhere --source X --amount abc", "--amount: \(notAnAmount)"),
      ("tx edit #9999 --amount abc", "--amount: \(notAnAmount)"),
      ("item add Lamp --project Nowhere --price abc", "--price: \(notAnAmount)"),
      ("item edit #9999 --project-price abc", "--project-price: \(notAnAmount)"),
      ("items --project Nowhere --min-price abc", "--min-price: \(notAnAmount)"),
      ("budget set Nope abc --project Nowhere", "AMOUNT: \(notAnAmount)"),
      ("tx edit #9999 --amount -5", "--amount cannot be negative ('-5')"),
      ("tx add --project Nowhere --source X --amount 1.234", "'1.234' has too many decimals"),
      ("item edit #9999 --price 1,23", "'1,23' has misplaced commas"),
    ])
  func badAmount(line: String, message: String) throws {
    let harness = try LedgerHarness()
    try harness.script(SampleLedger.lines)
    let journal = try harness.store.journal(limit: 1000).count
    let run = harness.run(line)
    #expect(run.error?.exitStatus == 2, "\(run.errors)")
    #expect(run.errors == "error: \(message)\n" || run.errors.contains(message), "\(run.errors)")
    #expect(!run.errors.contains("Nowhere") && !run.errors.contains("9999"), "\(run.errors)")
    #expect(try harness.store.journal(limit: 1000).count == journal)
  }

  @Test("an amount is read in the current account's currency before the command runs")
  func accountCurrency() throws {
    let harness = try LedgerHarness()
    try harness.script(
      SampleLedger.lines + ["account add Tokyo --currency JPY", "account use Tokyo"])
    let run = harness.run("tx add --project Nowhere --source X --amount 12.5")
    #expect(run.error?.exitStatus == 2)
    #expect(
      run.errors.contains("--amount: '12.5' has decimals, but JPY amounts are whole numbers"),
      "\(run.errors)")
    let typed = harness.run("tx add --project Nowhere --source X --amount ¥abc")
    #expect(typed.errors.contains("write it like 1249, 1,249 or ¥1,249"), "\(typed.errors)")
  }

  @Test(
    "a bad day or count is refused without opening the ledger",
    arguments: [
      ("tx edit #1 --date 2026-02-30", "--date: "),
      ("txs --from 2026-13-01", "--from: "),
      ("report spending --to 2026-1-1x", "--to: "),
      ("journal --limit 0", "--limit must be between 1 and 100000, not 0"),
      ("items --limit many", "--limit expects a whole number, not 'many'"),
      ("tx add --source X --amount 5 --date someday", "--date: 'someday' is not a date"),
    ])
  func badDayOrCount(line: String, message: String) throws {
    let harness = try LedgerHarness()
    let opened = Counter()
    let store = harness.store
    harness.shell.openStore {
      opened.count += 1
      return store
    }
    let run = harness.run(line)
    #expect(run.error?.exitStatus == 2, "\(run.errors)")
    #expect(run.errors.contains("error: \(message)"), "\(run.errors)")
    #expect(opened.count == 0)
  }

  @Test("the typed accessors hand out what was given")
  func accessors() throws {
    let harness = try LedgerHarness()
    try harness.script(SampleLedger.lines)
    try harness.script(["tx add --source Lamps --amount '$1,000.5' --date 2026-11-12"])
    let added = try #require(
      try harness.store.transactions(TransactionQuery(source: "Lamps")).first)
    #expect(added.amount == Money(minorUnits: 100_050, currency: .usd))
    #expect(added.date == CalendarDay.parse("2026-11-12"))
    try harness.script(["tx edit \(added.id) --amount 7 --date 2026-11-13"])
    let edited = try harness.store.transaction(added.id)
    #expect(edited.amount == Money(minorUnits: 700, currency: .usd))
    #expect(edited.date == CalendarDay.parse("2026-11-13"))
  }
}

/// A count a closure can raise.
private final class Counter: @unchecked Sendable {
  var count = 0
}
