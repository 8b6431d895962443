import LedgerTestSupport
import Testing

@testable import TerminalUI

@Suite("Grids and tables at standard widths")
struct GridGoldenTests {
  static let widths = [20, 40, 80, 120, 200]

  @Test("a grid of cards in English, accented Latin, CJK and emoji", arguments: widths)
  func grid(width: Int) {
    let grid = Grid(SampleContent.cards.map { $0 as any Renderable })
    GoldenFile.expectMatches(grid.renderedText(in: .plain(width: width)), named: "grid-\(width)")
  }

  @Test("a grid keeps each row's cards one height and one width", arguments: widths)
  func gridAlignment(width: Int) {
    let grid = Grid(SampleContent.cards.map { $0 as any Renderable })
    let context = RenderContext.plain(width: width)
    let cardWidth = grid.cardWidth(in: context)
    let columns = Grid.columnCount(available: width, cardWidth: cardWidth, gap: 2)
    for line in grid.render(in: context) where !line.isEmpty {
      // Every card row is as wide as its cards and gaps: no border is out of line.
      let used = DisplayWidth.of(line)
      #expect((used + 2) % (cardWidth + 2) == 0, "\(line)")
      #expect(used <= columns * (cardWidth + 2) - 2)
    }
  }

  @Test("a table piped: natural widths, wrapped when narrow, vertical when tiny", arguments: widths)
  func pipedTable(width: Int) {
    let table = Table(columns: SampleContent.columns, rows: SampleContent.rows)
    GoldenFile.expectMatches(
      table.renderedText(in: .plain(width: width)), named: "table-piped-\(width)")
  }

  @Test("a table on a terminal: long cells end in an ellipsis", arguments: [40, 80])
  func terminalTable(width: Int) {
    let table = Table(columns: SampleContent.columns, rows: SampleContent.rows)
    let context = RenderContext(width: width, color: false, unicode: true, isTerminal: true)
    GoldenFile.expectMatches(
      table.renderedText(in: context), named: "table-terminal-\(width)")
  }

  @Test("piped tables are never cut: every word of every cell is still there")
  func pipedNeverCut() {
    let table = Table(columns: SampleContent.columns, rows: SampleContent.rows)
    for width in Self.widths {
      let text = table.renderedText(in: .plain(width: width))
      #expect(!text.contains("…"))
      for row in SampleContent.rows {
        for word in row.flatMap({ $0.split(separator: " ") })
        where DisplayWidth.of(String(word)) <= width / 3 {
          #expect(text.contains(word), "\(word) at \(width)")
        }
      }
    }
  }

  @Test("numeric columns are right-aligned")
  func numericRightAligned() {
    let table = Table(
      columns: [TableColumn("Item"), .numeric("Price")],
      rows: [["Sofa", "$4,250.00"], ["Lamp", "$80.00"]])
    #expect(
      table.render(in: .plain(width: 40)) == [
        "Item      Price", "────  ─────────", "Sofa  $4,250.00", "Lamp     $80.00",
      ])
  }

  @Test("content capped at the content width is centered on a wide terminal")
  func centeredGrid() {
    let content = AdaptiveContentWidth(Grid(SampleContent.cards.map { $0 as any Renderable }))
    let terminal = RenderContext(width: 160, color: false, unicode: true, isTerminal: true)
    let lines = content.render(in: terminal).filter { !$0.isEmpty }
    #expect(lines.allSatisfy { $0.hasPrefix(String(repeating: " ", count: 30)) })
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 160 })
  }
}
