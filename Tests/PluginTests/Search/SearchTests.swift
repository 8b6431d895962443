import Foundation
import LedgerCore
import LedgerShell
import LedgerStore
import LedgerTestSupport
import TerminalUI
import Testing

@testable import SearchPlugin

/// `search`: sections, formats, scope and errors, as a user sees them.
@Suite("Search command")
struct SearchTests {
  func harness(width: Int = 80) throws -> LedgerHarness {
    let harness = try LedgerHarness(width: width)
    try harness.script(ItemsLedger.lines)
    try harness.script(SearchLedger.lines)
    return harness
  }

  @Test("results match their golden files at 40, 80 and 120 columns", arguments: [40, 80, 120])
  func goldens(width: Int) throws {
    let harness = try harness(width: width)
    for (line, name) in [
      ("search oak", "search-oak"), ("search 陈宅", "search-cjk"),
      ("search 1,249.99", "search-amount"), ("search hay --limit 1", "search-limit"),
    ] {
      let output = try harness.script([line])
      GoldenFile.expectMatches(output, named: "\(name)-\(width)")
      for row in output.split(separator: "\n", omittingEmptySubsequences: false) {
        #expect(DisplayWidth.of(String(row)) <= width, "\(line) too wide at \(width): \(row)")
      }
    }
  }

  @Test("every width from 20 up fits", arguments: [20, 21, 25, 33])
  func narrow(width: Int) throws {
    let harness = try harness(width: width)
    let output = try harness.script(["search oak table"])
    #expect(output.contains("Items · 3"))
    for row in output.split(separator: "\n") {
      #expect(DisplayWidth.of(String(row)) <= width, "too wide at \(width): \(row)")
    }
  }

  @Test("each section shows its count; best first; --kind picks and orders sections")
  func sections() throws {
    let harness = try harness()
    let output = try harness.script(["search velvet"])
    #expect(output.hasPrefix("Items · 2\n"))
    // The name outranks the note.
    let velvetSofa = try #require(output.range(of: "Velvet Sofa"))
    let lounge = try #require(output.range(of: "Lounge Chair"))
    #expect(velvetSofa.lowerBound < lounge.lowerBound)
    let kinds = try harness.script(["search smith --kind transactions,projects"])
    let transactions = try #require(kinds.range(of: "Transactions · 1"))
    let projects = try #require(kinds.range(of: "Projects · 1"))
    #expect(transactions.lowerBound < projects.lowerBound)
    #expect(!kinds.contains("Items"))
  }

  @Test("--format json gives kind, id, title, snippet, rank and project for each hit")
  func json() throws {
    let harness = try harness()
    let output = try harness.script(["search velvet --format json"])
    let hits = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    #expect(hits.count == 2)
    #expect(
      hits.first.map { Set($0.keys) } == ["kind", "id", "title", "snippet", "rank", "project"])
    #expect(hits.first?["title"] as? String == "Velvet Sofa")
    #expect(hits.first?["project"] as? String == "Smith Residence")
    #expect(hits.last?["snippet"] as? String == "Velvet, emerald")
    #expect(hits.last?["project"] as? String == "Smith Residence")
    let inventory = try harness.script(["search pillow --format json"])
    let pillow = try #require(
      try JSONSerialization.jsonObject(with: Data(inventory.utf8)) as? [[String: Any]])
    #expect(pillow.first?["project"] is NSNull)
    let csv = try harness.script(["search velvet --format csv"])
    #expect(csv.hasPrefix("kind,id,title,snippet,rank,project\n"))
  }

  @Test("--project keeps to one project; the account's other projects are left out")
  func project() throws {
    let harness = try harness()
    let all = try harness.script(["search 陈宅 --format jsonl"])
    #expect(all.split(separator: "\n").count == 2)
    let one = try harness.script(["search 陈宅 --project \"Smith Residence\" --format jsonl"])
    #expect(one.split(separator: "\n").count == 1)
    #expect(one.contains("\"kind\":\"item\""))
  }

  @Test("nothing found, an unknown kind and no words are told plainly")
  func errors() throws {
    let harness = try harness()
    let none = harness.run("search zebra")
    #expect(none.succeeded)
    #expect((none.output + none.errors).contains("Nothing matches 'zebra'."))
    let kind = harness.run("search oak --kind rooms")
    #expect(!kind.succeeded)
    #expect(kind.errors.contains("no kind 'rooms'"))
    let symbols = harness.run("search '\"' '*' : -- -")
    #expect(symbols.succeeded)
    #expect((symbols.output + symbols.errors).contains("Nothing to search for"))
    let near = harness.run("search 'NEAR(' '\"oak'")
    #expect(near.succeeded)
    #expect((near.output + near.errors).contains("Nothing matches"))
  }

  @Test("matched words are bold on a colour terminal and plain otherwise")
  func highlight() throws {
    let sections = [
      SearchSection(
        kind: .item, total: 1,
        hits: [
          SearchHit(
            kind: .item, id: EntityID(4), title: "Rejuvenation Sconce", projectID: nil,
            snippet: "Ordered from Rejuvenation")
        ])
    ]
    let view = SearchResultsView(
      sections: sections, highlighter: SearchHighlighter(terms: SearchTerm.parse("rejuv")))
    let colour = RenderContext(width: 60, color: true, unicode: true, isTerminal: true)
    let coloured = view.render(in: colour).joined(separator: "\n")
    #expect(coloured.contains(Style.bold.apply(to: "Rejuv") + "enation Sconce"))
    #expect(coloured.contains("from " + Style.bold.apply(to: "Rejuv")))
    let plain = view.render(in: .plain(width: 60)).joined(separator: "\n")
    #expect(!plain.contains("\u{1B}"))
    #expect(plain.contains("• Rejuvenation Sconce  #4"))
  }
}

/// What `SearchTests` adds to `ItemsLedger`: names that rank, an amount, a note.
enum SearchLedger {
  static let lines = [
    "item add \"Velvet Sofa\" --source \"West Elm\" --price 1,249.99 --notes \"Deep seat\"",
    "tx add --source \"Jane Smith\" --amount 1,249.99 --date 2026-11-04"
      + " --notes \"Design fee, first half\"",
    "space add \"Reading Nook\" --notes \"North light, an oak shelf\"",
  ]
}
