import LedgerCore
import LedgerData
import LedgerStore
import Testing

@testable import LedgerShell

@Suite("CSV and TSV formula injection")
struct FormulaInjectionTests {
  let records = [
    Record([
      "vendor": "=HYPERLINK(\"http://x\",\"y\")", "amount": .decimal("-12.50"),
      "note": "+1", "sku": "@SUM(A1)",
    ]),
    Record(["vendor": "-cmd|' /C calc'!A0", "amount": .decimal("3"), "note": "\tx", "sku": "ok"]),
  ]
  let columns = ["vendor", "amount", "note", "sku"]

  @Test("a cell a spreadsheet would run gets a leading quote; amounts stay numbers")
  func csv() {
    let text = DelimitedWriter.encode(records, columns: columns, tabs: false)
    #expect(
      text == """
        vendor,amount,note,sku
        "'=HYPERLINK(""http://x"",""y"")",-12.50,+1,'@SUM(A1)
        '-cmd|' /C calc'!A0,3,'\tx,ok

        """)
  }

  @Test("TSV cells are guarded the same way")
  func tsv() {
    let text = DelimitedWriter.encode(records, columns: columns, tabs: true)
    let lines = text.split(separator: "\n")
    #expect(lines[1] == "'=HYPERLINK(\"http://x\",\"y\")\t-12.50\t+1\t'@SUM(A1)")
    #expect(lines[2] == "'-cmd|' /C calc'!A0\t3\t'\\tx\tok")
  }

  @Test("reading the CSV back takes the guard off", arguments: ["=1+1", "-x", "@a", "\rz"])
  func roundTrip(value: String) throws {
    let line = CSVFormat.line([value, "-5"])
    let read = try CSVReader.records(line)
    #expect(read.first?.fields == [value, "-5"])
  }

  /// A quote or CR that a following combining mark or LF joins into one `Character` is
  /// still escaped: found by FuzzCSVImport (`Tests/Fuzz/corpus/FuzzCSVImport/quote-mark-*`).
  @Test(
    "a quote or line break joined to the next character is still escaped",
    arguments: ["say \"\u{301}hi\", ok", "a\r\nb", "\"\u{064F}", "x\\\u{301}\t\u{301}"])
  func graphemeJoined(value: String) throws {
    let read = try CSVReader.records(CSVFormat.line([value, "z"]))
    #expect(read.map(\.fields) == [[value, "z"]])
    let tsv = DelimitedWriter.cell(value, tabs: true)
    #expect(!tsv.unicodeScalars.contains { $0 == "\t" || $0 == "\n" || $0 == "\r" })
  }

  @Test("an SQL identifier doubles a quote that a combining mark follows")
  func quotedIdentifier() {
    #expect("a\"\u{301}b".quoted(doubling: "\"") == "\"a\"\"\u{301}b\"")
    #expect("it's".quoted(doubling: "'") == "'it''s'")
  }
}
