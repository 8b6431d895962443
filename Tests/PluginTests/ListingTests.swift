import Foundation
import LedgerCore
import LedgerShell
import TerminalUI
import Testing

/// What listings show, in every format and at every width.
@Suite("Listings")
struct ListingTests {
  @Test("--source finds a listed vendor typed without its accents; other text as typed")
  func sourceWithoutAccents() throws {
    let harness = try LedgerHarness()
    try harness.script(SampleLedger.lines)
    try harness.script([
      "tx add --source 'Hôtel Drouot' --amount 80", "item add Vase --source 'Hôtel Drouot'",
    ])
    let txs = harness.run("txs --source 'hotel drouot' --format csv").output
    #expect(txs.split(separator: "\n").count == 2, "\(txs)")
    let items = harness.run("items --source 'HOTEL DROUOT' --format csv").output
    #expect(items.split(separator: "\n").count == 2, "\(items)")
    // Case alone was ever enough; a vendor no one listed still matches as typed.
    #expect(harness.run("txs --source 'west elm' --format csv").output.contains("West Elm"))
    #expect(
      harness.run("txs --source 'hotel' --format csv").output.split(separator: "\n").count == 1)
    // Typed so in an edit or a new one, it is the listed spelling: no second vendor.
    try harness.script([
      "tx edit 1 --source 'hotel drouot'", "tx add --source 'HOTEL DROUOT' --amount 5",
      "item add Urn --source 'hotel drouot'",
    ])
    #expect(try harness.store.transaction(EntityID(1)).source == "Hôtel Drouot")
    let vendors = harness.run("vendors --format csv").output
    #expect(!vendors.lowercased().contains("hotel drouot"), "\(vendors)")
    let listed = harness.run("txs --source 'hotel drouot' --format csv").output
    #expect(listed.split(separator: "\n").count == 4, "\(listed)")
  }

  @Test("text output fits every width from 20 to 250 and piped text is never cut")
  func fitsEveryWidth() throws {
    let harness = try LedgerHarness()
    try harness.script(SampleLedger.lines)
    let commands = [
      "projects", "budget", "txs", "project show", "project show --tab budget",
      "project show --tab transactions", "categories", "tx show 1",
    ]
    for width in 20...250 {
      for command in commands {
        let output = try harness.script(["\(command) --width \(width)"])
        for line in output.split(separator: "\n") {
          #expect(
            DisplayWidth.of(String(line)) <= width, "\(command) at \(width): '\(line)'")
        }
        #expect(!output.contains("…"), "\(command) at \(width) cut a piped line")
        #expect(!output.contains("\u{1B}"), "\(command) at \(width) wrote colour into a pipe")
      }
    }
  }

  @Test("cards in a grid are one width and every card line is as wide as its border")
  func cardsNeverRagged() throws {
    let harness = try LedgerHarness()
    try harness.script(SampleLedger.lines)
    for width in [20, 33, 40, 57, 80, 101, 120, 250] {
      for command in ["projects", "budget", "txs"] {
        let output = try harness.script(["\(command) --width \(width)"])
        let widths = Set(output.split(separator: "\n").flatMap { Self.cardSegments(String($0)) })
        #expect(widths.count == 1, "\(command) at \(width): card widths \(widths)")
      }
    }
  }

  /// The display widths of the card pieces on a line, border to border.
  static func cardSegments(_ line: String) -> [Int] {
    var widths: [Int] = []
    var current: String?
    for character in line {
      if var segment = current {
        segment.append(character)
        if "┐┤┘│".contains(character) {
          widths.append(DisplayWidth.of(segment))
          current = nil
        } else {
          current = segment
        }
      } else if "┌├└│".contains(character) {
        current = String(character)
      }
    }
    return widths
  }

  @Test("JSON lists every transaction; text shows the first page and says how many more")
  func jsonListsEverything() throws {
    let harness = try LedgerHarness()
    try harness.script(["project add Big", "use Big"])
    for day in 1...60 {
      let date = "2026-09-\(String(format: "%02d", (day - 1) % 30 + 1))"
      try harness.script(["tx add --source Vendor\(day) --amount \(day) --date \(date)"])
    }
    // How many more is a note: on stderr when piped, under the cards on a terminal.
    let text = harness.run("txs --width 80")
    #expect(text.errors.contains("Showing 50 of 60 transactions"))
    #expect(!text.output.contains("Showing"))
    #expect(text.output.components(separatedBy: "Vendor").count == 51, "50 cards")
    let json = try harness.script(["txs --format json"])
    let list = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [Any])
    #expect(list.count == 60)
    let limited = try harness.script(["txs --format jsonl --limit 3"])
    #expect(limited.split(separator: "\n").count == 3)
  }

  @Test("transaction records carry stable fields; returns have a negative signed amount")
  func transactionRecord() throws {
    let harness = try LedgerHarness()
    try harness.script(SampleLedger.lines)
    let output = try harness.script(["txs --format json --category Furnishings --sort amount"])
    let list = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    #expect(list.count == 2)
    let sofa = try #require(list.first)
    #expect(sofa["source"] as? String == "West Elm")
    #expect(sofa["amount"] as? String == "1249.99")
    #expect(sofa["category"] as? String == "Furnishings")
    #expect(sofa["project"] as? String == "Smith Residence")
    #expect(sofa["created_at"] as? String == "2026-11-21T10:00:00.000Z")
    let ottoman = try #require(list.last)
    #expect(ottoman["type"] as? String == "return")
    #expect(ottoman["signed_amount"] as? String == "-200.00")
  }

  @Test("filters: category, needs review, dates and vendor ignoring case")
  func filters() throws {
    let harness = try LedgerHarness()
    try harness.script(SampleLedger.lines)
    func ids(_ options: String) throws -> [String] {
      let csv = try harness.script(["txs --format csv \(options)"])
      return csv.split(separator: "\n").dropFirst().map { String($0.split(separator: ",")[0]) }
    }
    #expect(try ids("--category Lighting") == ["3"])
    #expect(try ids("--needs-review") == ["3"])
    #expect(try ids("--from 2026-11-05 --to 2026-11-07") == ["4", "3"])
    #expect(try ids("--source \"WEST ELM\"") == ["2", "1"])
    #expect(try ids("--sort amount --limit 2") == ["5", "3"])
  }

  @Test("projects sort by spending and hide archived ones unless asked")
  func projectsSortAndArchive() throws {
    let harness = try LedgerHarness()
    try harness.script(SampleLedger.lines)
    try harness.script(["project archive \"🏖️ Beach House\""])
    let active = try harness.script(["projects --format csv --sort spent"])
    let names = active.split(separator: "\n").dropFirst().map { $0.split(separator: ",")[1] }
    #expect(names == ["Smith Residence", "東京オフィス"])
    let all = try harness.script(["projects --archived --format jsonl"])
    #expect(all.split(separator: "\n").count == 3)
  }

  @Test("without UTF-8, cards, bars and separators are plain ASCII")
  func asciiWithoutUTF8() throws {
    let harness = try LedgerHarness(locale: "C")
    try harness.script(SampleLedger.lines)
    for command in ["projects", "budget", "txs", "project show", "categories"] {
      let output = try harness.script([command])
      for symbol in ["┌", "│", "─", "█", "░", "▓", "·"] {
        #expect(!output.contains(symbol), "\(command) drew '\(symbol)' without UTF-8")
      }
    }
  }
}
