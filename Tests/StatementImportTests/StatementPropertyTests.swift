import CalendarDays
import PropertyBased
import Testing

@testable import StatementImport

/// Statements of random lines: any line read once, never lost or doubled, and the keys that
/// find a line again the same in any file that holds its whole day.
@Suite("Statement properties")
struct StatementPropertyTests {
  static let descriptions = [
    "SQ *BLUE BOTTLE", "AMZN Mktp US*2K4LL", "Café \"Crème\", Paris", "IKEA\nBrooklyn",
    "TST* LOCAL CAFE 0042", "無印良品 MUJI", "  spaced   out  ", "PAYPAL *ETSY",
  ]

  /// A CSV of `lines` (day offset, description index, cents), with a header.
  static func csv(_ lines: [(Int, Int, Int)], separator: String) -> String {
    var text = "Date\(separator)Description\(separator)Amount\n"
    for (day, description, cents) in lines {
      let date = CalendarDay(year: 2026, month: 1, day: 1)?.adding(days: day).iso8601 ?? ""
      let quoted =
        "\"" + descriptions[description].replacingOccurrences(of: "\"", with: "\"\"")
        + "\""
      let amount =
        (cents < 0 ? "-" : "") + "\(abs(cents) / 100).\(String(format: "%02d", abs(cents) % 100))"
      text += [date, quoted, amount].joined(separator: separator) + "\n"
    }
    return text
  }

  /// A line from one number: its day (0–20), description and cents (±999.99).
  static func line(_ seed: Int) -> (Int, Int, Int) {
    (seed % 21, (seed / 21) % descriptions.count, (seed / 168) % 199_999 - 99_999)
  }

  static let lines = Gen.int(in: 0...(168 * 199_999 - 1))

  @Test("every line is read once, with its amount, and keys are unique")
  func readsEveryLine() async {
    await propertyCheck(count: 300, input: Self.lines.array(of: 0...40), Gen.int(in: 0...2)) {
      seeds, which in
      let sorted = seeds.map(Self.line).sorted { $0.0 < $1.0 }
      let separator = [",", ";", "\t"][which]
      let text = Self.csv(sorted, separator: separator)
      guard let statement = try? StatementReader.read(Array(text.utf8), fileName: "s.csv")
      else {
        Issue.record("could not read \(text)")
        return
      }
      #expect(statement.rows.count == sorted.count)
      #expect(
        statement.rows.map { $0.amount.rescaled(to: 2)?.value } == sorted.map { Int64($0.2) })
      #expect(Set(statement.sourceKeys).count == statement.rows.count)
    }
  }

  @Test("two files overlapping by whole days give the keys of the whole, no more")
  func overlappingFiles() async {
    await propertyCheck(
      count: 300, input: Self.lines.array(of: 1...40), Gen.int(in: 0...20), Gen.int(in: 0...20)
    ) { seeds, cutA, cutB in
      let sorted = seeds.map(Self.line).sorted { $0.0 < $1.0 }
      // The first file ends after day max(a,b), the second starts at day min(a,b).
      let end = max(cutA, cutB)
      let start = min(cutA, cutB)
      let first = sorted.filter { $0.0 <= end }
      let second = sorted.filter { $0.0 >= start }
      func keys(_ part: [(Int, Int, Int)]) -> [String] {
        (try? StatementReader.read(Array(Self.csv(part, separator: ",").utf8)).sourceKeys) ?? []
      }
      let whole = keys(sorted)
      let union = Set(keys(first)).union(keys(second))
      #expect(union == Set(whole))
      // Importing the same file twice: the second finds every key of the first.
      #expect(Set(keys(sorted)) == Set(whole))
    }
  }
}
