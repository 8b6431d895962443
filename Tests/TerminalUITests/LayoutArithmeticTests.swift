import Testing

@testable import TerminalUI

@Suite("Layout arithmetic")
struct LayoutArithmeticTests {
  @Test(
    "card width is the largest minimum, clamped to 20...44 and to the space given",
    arguments: [
      ([8, 12], 120, 20),
      ([8, 31], 120, 31),
      ([60], 120, 44),
      ([30], 25, 25),
    ])
  func cardWidth(minimums: [Int], available: Int, expected: Int) {
    #expect(
      Grid.cardWidth(minimums: minimums, settings: .standard, available: available) == expected)
  }

  @Test(
    "columns = max(1, (W + gap) / (card + gap))",
    arguments: [(120, 20, 5), (80, 30, 2), (62, 30, 2), (61, 30, 1), (20, 44, 1), (200, 44, 4)])
  func columns(width: Int, card: Int, expected: Int) {
    #expect(Grid.columnCount(available: width, cardWidth: card, gap: 2) == expected)
  }

  @Test("a grid measures as one card at least and all cards side by side at most")
  func gridMeasurement() {
    let grid = Grid(SampleContent.cards.map { $0 as any Renderable })
    let measurement = grid.measure(in: .plain(width: 80))
    #expect(measurement.minimum == grid.cardWidth(in: .plain(width: 200)))
    #expect(measurement.maximum == 5 * measurement.minimum + 4 * 2)
  }

  @Test("exactly the card types are known to fill their width, and they do")
  func widthFillingTypes() {
    let cards: [any Renderable] = [
      Card([Paragraph("a")]), TitledCard(title: "a"), InfoCard("a"),
    ]
    for card in cards {
      #expect(fillsWidth(card))
      #expect(card is WidthFilling)
      #expect(card.render(in: .plain(width: 12)).allSatisfy { DisplayWidth.of($0) == 12 })
    }
    #expect(!fillsWidth(Paragraph("a")))
  }

  @Test("table columns start at their natural width when they fit")
  func tableFits() {
    let widths = Table.columnWidths(
      for: [Measurement(minimum: 4, maximum: 10), Measurement(minimum: 6, maximum: 6)], in: 40)
    #expect(widths == [10, 6])
  }

  @Test("the widest wrappable column shrinks first, never below its minimum")
  func tableShrinks() {
    let measurements = [
      Measurement(minimum: 5, maximum: 30), Measurement(minimum: 8, maximum: 20),
      Measurement(minimum: 10, maximum: 10),
    ]
    // Natural 30 + 20 + 10 + 4 = 64; at 50, 14 must go: 10 from the widest, then 2 each.
    #expect(Table.columnWidths(for: measurements, in: 50) == [18, 18, 10])
    // At 40, the first two meet at 13 each.
    #expect(Table.columnWidths(for: measurements, in: 40) == [13, 13, 10])
    // At 27 the first gives down to its minimum.
    #expect(Table.columnWidths(for: measurements, in: 27) == [5, 8, 10])
    // Below the sum of minimums there is no tabular layout.
    #expect(Table.columnWidths(for: measurements, in: 26) == nil)
  }

  @Test("content is capped at the content width, the form width for forms")
  func adaptiveContentWidth() {
    let content = Paragraph("x")
    #expect(AdaptiveContentWidth(content).contentWidth(in: .plain(width: 160)) == 100)
    #expect(AdaptiveContentWidth(content, kind: .form).contentWidth(in: .plain(width: 160)) == 78)
    #expect(AdaptiveContentWidth(content).contentWidth(in: .plain(width: 60)) == 60)
  }

  @Test("capped content is centered on a terminal and left-aligned when piped")
  func adaptiveCentering() {
    let content = AdaptiveContentWidth(Paragraph("Kitchen"))
    let terminal = RenderContext(width: 140, color: false, unicode: true, isTerminal: true)
    #expect(content.render(in: terminal) == [String(repeating: " ", count: 20) + "Kitchen"])
    #expect(content.render(in: .plain(width: 140)) == ["Kitchen"])
  }

  @Test("a detail row needs its whole value beside its longest label word")
  func detailRowMeasurement() {
    let row = DetailRow("Total spent", "$31,250.75")
    // Its number, the amount, is 10 cells: a card narrower than that inside is drawn open.
    #expect(
      row.measure(in: .plain(width: 80))
        == Measurement(minimum: 5 + 1 + 10, maximum: 23, number: 10))
  }

  @Test("a card's minimum is its widest unbreakable content plus borders and padding")
  func cardMeasurement() {
    let card = Card([Paragraph("Smith Residence"), DetailRow("Spent", "$31,250.75")])
    #expect(card.measure(in: .plain(width: 80)).minimum == 5 + 1 + 10 + 4)
    #expect(card.measure(in: .plain(width: 80)).maximum == 17 + 4)
  }
}
