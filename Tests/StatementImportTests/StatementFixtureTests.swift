import CalendarDays
import Foundation
import Testing

@testable import StatementImport

/// The fixtures: files shaped as banks publish them.
func fixture(_ name: String) throws -> [UInt8] {
  let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")
  return Array(try Data(contentsOf: folder.appendingPathComponent(name)))
}

func rules(_ name: String) throws -> StatementRules {
  let text = String(decoding: try fixture(name), as: UTF8.self)
  return try StatementRules.parse(text, fileName: name)
}

func day(_ text: String) -> CalendarDay? { CalendarDay.parse(text) }

@Suite("Statements as banks write them")
struct StatementFixtureTests {
  @Test("an Amex-style card export: positive charges, a payment skipped by a rule")
  func amexCard() throws {
    let statement = try StatementReader.read(
      try fixture("amex.csv"), fileName: "amex.csv", rules: try rules("amex.rules"))
    #expect(statement.format == .csv)
    #expect(statement.rows.count == 5)
    let chair = statement.rows[0]
    #expect(chair.date == day("2026-11-03"))
    #expect(chair.amount.description == "-129.99")
    #expect(!chair.isReturn)
    #expect(chair.assigned[.vendor] == .init("Amazon", source: .rule(line: 11)))
    #expect(chair.assigned[.category]?.value == "Office supplies")
    #expect(statement.rows[2].skippedBy == 8)
    let sofa = statement.rows[3]
    #expect(sofa.description == "RESTORATION HARDWARE #123\nSAN FRANCISCO CA")
    #expect(sofa.amount.description == "-1249.99")
    #expect(sofa.line == 5)
    #expect(sofa.assigned[.vendor]?.value == "Restoration Hardware")
    #expect(
      sofa.assigned[.notes]?.value == "RESTORATION HARDWARE #123 SAN FRANCISCO CA (card -41004)")
    let refund = statement.rows[4]
    #expect(refund.isReturn)
    #expect(refund.magnitude.description == "29.99")
    #expect(refund.line == 7)
  }

  @Test("a checking account: debit and credit columns, a running balance, no rules")
  func checking() throws {
    let statement = try StatementReader.read(try fixture("checking.csv"), fileName: "checking.csv")
    #expect(statement.rows.count == 6)
    #expect(statement.rows[0].amount.isZero)
    let cafe = statement.rows[1]
    #expect(cafe.description == "TST* LOCAL CAFE 0042")
    #expect(cafe.amount.description == "-12.40")
    #expect(!cafe.isReturn)
    #expect(cafe.balance?.description == "4987.60")
    let deposit = statement.rows[3]
    #expect(deposit.amount.description == "2500.00")
    #expect(deposit.isReturn)
    // The same line twice on one day: two keys.
    let keys = statement.sourceKeys
    #expect(Set(keys).count == keys.count)
    #expect(keys[4].hasSuffix("|1") && keys[5].hasSuffix("|2"))
  }

  @Test("a European bank: ';', DD.MM.YYYY, 1.249,99, Windows-1252 with a warning")
  func european() throws {
    let statement = try StatementReader.read(
      try fixture("european.csv"), fileName: "european.csv", decimalMark: ",")
    #expect(statement.warnings.contains { $0.contains("Windows-1252") })
    #expect(statement.dateFormat == "%d.%m.%Y")
    #expect(statement.rows.count == 3)
    #expect(statement.rows[0].description == "MÖBEL HÜBNER GMBH")
    #expect(statement.rows[0].amount.description == "-1249.99")
    #expect(statement.rows[0].currency == "EUR")
    #expect(statement.rows[1].isReturn)
    #expect(statement.rows[2].description == "Café € Bar")
    #expect(statement.rows[2].amount.description == "-4.50")
  }

  @Test("an Excel 'Unicode text' export: UTF-16 with a byte-order mark, tabs")
  func excelUTF16() throws {
    let statement = try StatementReader.read(
      try fixture("excel-utf16.txt"), fileName: "excel-utf16.txt")
    #expect(statement.warnings.isEmpty)
    #expect(statement.rows.map(\.description) == ["IKEA Brooklyn", "無印良品 MUJI"])
    #expect(statement.rows.map(\.amount.description) == ["-312.45", "-28.00"])
  }

  @Test("OFX 1.x (SGML): unclosed elements, FITID, entities, a Windows-1252 header")
  func ofx1() throws {
    let statement = try StatementReader.read(try fixture("ofx1.ofx"), fileName: "card.qfx")
    #expect(statement.format == .ofx)
    #expect(statement.rows.count == 2)
    #expect(statement.rows[0].fitid == "2026110300001")
    #expect(statement.rows[0].date == day("2026-11-03"))
    #expect(statement.rows[0].amount.description == "-129.99")
    #expect(statement.rows[0].currency == "USD")
    #expect(statement.rows[1].description == "AMZN Mktp US & Co")
    #expect(statement.rows[1].isReturn)
    #expect(statement.sourceKeys == ["ofx:2026110300001", "ofx:2026112000002"])
  }

  @Test("OFX 2.x (XML): closed elements, a payee's name, UTF-8")
  func ofx2() throws {
    let rules = try StatementRules.parse("if %memo karten\n vendor Café Crème\n")
    let statement = try StatementReader.read(
      try fixture("ofx2.ofx"), fileName: "bank.ofx", rules: rules)
    #expect(statement.rows.map(\.description) == ["Café Crème", "Möbel Hübner"])
    #expect(statement.rows.map(\.amount.description) == ["-45.10", "-1249.99"])
    #expect(statement.rows[0].currency == "EUR")
    #expect(statement.rows[0].assigned[.vendor]?.source == .rule(line: 2))
    #expect(statement.rows[1].assigned[.vendor] == nil)
  }

  // Found by FuzzOFX (Tests/Fuzz/corpus/FuzzOFX/tag-across-lines): the lines inside a tag
  // were not counted, so every row and error after a comment or declaration that spans
  // lines named a line too early.
  @Test("OFX: a tag across lines (a comment, a declaration) counts its lines")
  func ofxTagAcrossLines() throws {
    let text = """
      <?xml version="1.0"
        encoding="UTF-8"?>
      <OFX><!-- exported
      by the bank -->
      <STMTTRN><DTPOSTED>20261104<TRNAMT>-1.00<FITID>A1<NAME>Cafe
      </STMTTRN>
      <STMTTRN><DTPOSTED>20261105<TRNAMT>-2.00<FITID>A2

      """
    let statement = try StatementReader.read(Array((text + "</STMTTRN></OFX>").utf8))
    #expect(statement.rows.map(\.line) == [5, 7])
    let cut = StatementError("the OFX file ends inside the <STMTTRN> at line 7: it is cut short")
    #expect(throws: cut) { try StatementReader.read(Array(text.utf8)) }
  }
}

@Suite("Statement pieces")
struct StatementPieceTests {
  @Test(
    "amounts as statements write them",
    arguments: [
      ("-12.50", nil, "-12.50"), ("(12.50)", nil, "-12.50"), ("12.50-", nil, "-12.50"),
      ("$1,249.99", nil, "1249.99"), ("1.249,99", nil, "1249.99"), ("1.249,99 €", ",", "1249.99"),
      ("EUR -4,50", ",", "-4.50"), ("1'249.99", nil, "1249.99"), ("+3", nil, "3"),
      ("12,50", nil, "12.50"), ("1,249", nil, "1249"), ("12.50", ",", "12.50"),
      ("1 249,99", ",", "1249.99"), ("-$20.00", nil, "-20.00"), ("£7", nil, "7"),
      (".5", nil, "0.5"),
    ] as [(String, Character?, String)])
  func amounts(text: String, mark: Character?, expected: String) throws {
    #expect(try StatementAmount.parse(text, decimalMark: mark)?.amount.description == expected)
  }

  @Test("CR and DR say the direction")
  func markers() throws {
    #expect(try StatementAmount.parse("12.50 CR")?.marker == .credit)
    #expect(try StatementAmount.parse("DR 7.00")?.marker == .debit)
    let rules = try StatementRules.parse("fields date, description, amount\npurchase-sign +\n")
    let csv = "2026-01-02,Shop,12.50 DR\n2026-01-03,Refund,5.00 CR\n2026-01-04,Plain,3.00\n"
    let rows = try StatementReader.read(Array(csv.utf8), rules: rules).rows
    #expect(rows.map(\.isReturn) == [false, true, false])
  }

  @Test("text that is not an amount is refused", arguments: ["abc", "1..2", "12,34,5", "--3"])
  func notAmounts(text: String) {
    #expect(throws: StatementError.self) { try StatementAmount.parse(text) }
  }

  @Test("dates are guessed only when one format fits")
  func guessing() {
    #expect(
      StatementDateFormat.guess(["01/02/2026", "13/02/2026"]).format?.description == "%d/%m/%Y")
    #expect(
      StatementDateFormat.guess(["01/02/2026", "02/13/2026"]).format?.description == "%m/%d/%Y")
    let ambiguous = StatementDateFormat.guess(["01/02/2026", "03/04/2026"])
    #expect(ambiguous.format == nil)
    #expect(ambiguous.candidates.count == 2)
    #expect(StatementDateFormat.guess(["2026-11-03"]).format?.description == "%Y-%m-%d")
  }

  @Test("an ambiguous date column is an error naming it and asking for date-format")
  func ambiguousDates() {
    let csv = "Date,Description,Amount\n01/02/2026,A,-1\n03/04/2026,B,-2\n"
    #expect {
      try StatementReader.read(Array(csv.utf8))
    } throws: { error in
      let error = error as? StatementError
      return error?.message.contains("'Date'") == true
        && error?.hint?.contains("date-format") == true
    }
  }

  @Test(
    "date-format reads what it says",
    arguments: [
      ("%m/%d/%Y", "11/03/2026", "2026-11-03"), ("%d.%m.%Y", "03.11.2026", "2026-11-03"),
      ("%-d/%-m/%y", "3/11/26", "2026-11-03"), ("%d %b %Y", "03 Nov 2026", "2026-11-03"),
      ("%Y-%m-%d %H:%M", "2026-11-03 10:42", "2026-11-03"),
    ])
  func formats(format: String, text: String, expected: String) throws {
    #expect(try StatementDateFormat(format).parse(text)?.iso8601 == expected)
  }

  @Test("CSV: quoted separators, doubled quotes, line breaks in quotes, CR line ends")
  func csv() {
    let records = StatementCSV.records(
      "a,\"b,c\",\"say \"\"hi\"\"\"\r\n\"x\ny\",2,3\r4,5,6", separator: ",")
    #expect(
      records.map(\.fields) == [["a", "b,c", "say \"hi\""], ["x\ny", "2", "3"], ["4", "5", "6"]])
    #expect(records.map(\.line) == [1, 2, 4])
    #expect(StatementCSV.guessSeparator("a;b;c\n1;2,5;3\n") == ";")
    #expect(StatementCSV.guessSeparator("a\tb\n1\t2\n") == "\t")
  }
}

@Suite("Statement rules")
struct StatementRulesTests {
  @Test("if blocks: matcher lines are OR, && and & are AND, the last assignment wins")
  func ifBlocks() throws {
    let text = """
      fields date, description, amount, memo
      category General

      if COFFEE
      TEA
       category Drinks

      if %description AMAZON && %amount ^-1
       category Big Amazon
      if %memo !gift
      & %description AMAZON
       vendor Amazon
       notes %memo for %3
      """
    let rules = try StatementRules.parse(text)
    let csv = """
      2026-01-01,Coffee shop,-3,x
      2026-01-02,Tea house,-4,y
      2026-01-03,Amazon,-12,work
      2026-01-04,Amazon,-5,gift
      """
    let rows = try StatementReader.read(Array(csv.utf8), rules: rules).rows
    #expect(
      rows.map { $0.assigned[.category]?.value } == [
        "Drinks", "Drinks", "Big Amazon", "General",
      ])
    #expect(rows[0].assigned[.category]?.source == .rule(line: 6))
    #expect(rows[3].assigned[.category]?.source == .rule(line: 2))
    #expect(rows[2].assigned[.vendor]?.value == "Amazon")
    #expect(rows[2].assigned[.notes]?.value == "work for -12")
    #expect(rows[3].assigned[.vendor] == nil)
  }

  @Test(
    "mistakes name the rules file's line",
    arguments: [
      ("skip 1\nbogus thing\n", "line 2: unknown directive or field 'bogus'"),
      ("if (unclosed\n vendor X\n", "line 1: '(unclosed' is not a regular expression"),
      ("\n\nif foo\n", "line 3: if block sets nothing"),
      ("date-format %Q\n", "line 1: date-format '%Q'"),
      ("purchase-sign x\n", "line 1: purchase-sign is"),
      ("if x\n type gift\n", "line 2: type is purchase or return"),
      ("fields date, date\n", "line 1: fields names 'date' twice"),
      ("encoding ebcdic\n", "line 1: encoding 'ebcdic'"),
    ])
  func errors(text: String, expected: String) {
    #expect {
      try StatementRules.parse(text, fileName: "bank.rules")
    } throws: { error in
      (error as? StatementError)?.message.contains("bank.rules " + expected) == true
    }
  }

  @Test("a %column that the file does not have names the rule's line")
  func unknownColumn() throws {
    let rules = try StatementRules.parse(
      "fields date, description, amount\n\nif %memo x\n vendor Y\n")
    #expect {
      try StatementReader.read(Array("2026-01-01,a,1\n".utf8), rules: rules)
    } throws: { error in
      (error as? StatementError)?.message.contains("rules line 3: '%memo'") == true
    }
  }

  @Test("hledger's own fields are left out with a warning")
  func hledgerFields() throws {
    let rules = try StatementRules.parse("account1 assets:bank\nfields date,description,amount\n")
    #expect(rules.warnings.count == 1)
    #expect(rules.rules.isEmpty)
  }
}
