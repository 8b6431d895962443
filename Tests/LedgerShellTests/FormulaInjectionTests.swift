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
}
