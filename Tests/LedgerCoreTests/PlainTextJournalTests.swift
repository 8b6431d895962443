import LedgerCore
import Testing

@Suite("Plain-text journal entries")
struct PlainTextJournalTests {
  func transaction(
    _ units: Int64, type: TransactionType = .purchase, source: String = "West Elm",
    notes: String = "", currency: Currency = .usd
  ) -> Transaction {
    let time = Timestamp(millisecondsSince1970: 0)
    return Transaction(
      id: EntityID(42), accountID: EntityID(1), projectID: EntityID(3), source: source,
      amount: Money(minorUnits: units, currency: currency),
      date: CalendarDay(daysSince1970: 20_089), type: type, notes: notes, createdAt: time,
      updatedAt: time)
  }

  @Test("account names: ':' and ';' replaced, spaces and controls collapsed, empty named")
  func accountNames() {
    #expect(PlainTextJournal.accountComponent("Studio: Phase 2; east") == "Studio- Phase 2, east")
    #expect(PlainTextJournal.accountComponent("  Two  spaces\tand\ntab ") == "Two spaces and tab")
    #expect(PlainTextJournal.accountComponent(" \t ") == "unnamed")
    #expect(PlainTextJournal.accountComponent("Chen Loft 陈宅 🌊") == "Chen Loft 陈宅 🌊")
    #expect(
      PlainTextJournal.postingAccount(projectName: nil, categoryName: nil, isFee: false)
        == "expenses:business inventory:uncategorized")
    #expect(
      PlainTextJournal.postingAccount(projectName: "A:B", categoryName: "Fee", isFee: true)
        == "income:A-B:Fee")
  }

  @Test("payees: ';' and '|' replaced, line breaks become spaces, empty is named")
  func payees() {
    #expect(PlainTextJournal.payee("Lamps | Co; Ltd") == "Lamps / Co, Ltd")
    #expect(PlainTextJournal.payee("two\nlines") == "two lines")
    #expect(PlainTextJournal.payee("  ") == "unknown vendor")
  }

  @Test("a purchase debits the category; notes become comment lines, one per line")
  func purchase() {
    let entry = PlainTextJournal.entry(
      for: transaction(124_999, notes: "first\n\n  second; more  "),
      account: "expenses:P:Furnishings", funding: "assets:Default", isFee: false)
    #expect(
      entry == """
        2025-01-01 (#42) West Elm
            ; first
            ; second; more
            expenses:P:Furnishings  1249.99 USD
            assets:Default


        """)
  }

  @Test("returns post negative; fees received credit income; a return of a fee debits it")
  func signs() {
    let refund = PlainTextJournal.entry(
      for: transaction(20_000, type: .return), account: "expenses:P:C", funding: "assets:A",
      isFee: false)
    #expect(refund.contains("    expenses:P:C  -200.00 USD\n"))
    let fee = PlainTextJournal.entry(
      for: transaction(300_000), account: "income:P:Fee", funding: "assets:A", isFee: true)
    #expect(fee.contains("    income:P:Fee  -3000.00 USD\n"))
    let feeBack = PlainTextJournal.entry(
      for: transaction(500, type: .return), account: "income:P:Fee", funding: "assets:A",
      isFee: true)
    #expect(feeBack.contains("    income:P:Fee  5.00 USD\n"))
  }

  @Test("amounts take the account's currency and its decimals")
  func currencies() {
    let yen = PlainTextJournal.entry(
      for: transaction(1250, currency: .jpy), account: "expenses:P:C", funding: "assets:A",
      isFee: false)
    #expect(yen.contains("  1250 JPY\n"))
    let euro = PlainTextJournal.entry(
      for: transaction(5, currency: .eur), account: "expenses:P:C", funding: "assets:A",
      isFee: false)
    #expect(euro.contains("  0.05 EUR\n"))
  }
}
