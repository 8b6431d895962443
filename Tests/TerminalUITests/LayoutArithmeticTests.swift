import Testing

@testable import TerminalUI

@Suite("Layout arithmetic")
struct LayoutArithmeticTests {
  @Test(
    "card width is the largest ideal width, clamped to 20...44 and to the space given",
    arguments: [
      ([8, 12], 120, 20),
      ([8, 31], 120, 31),
      ([60], 120, 44),
      ([30], 25, 25),
    ])
  func cardWidth(ideals: [Int], available: Int, expected: Int) {
    #expect(Grid.cardWidth(ideals: ideals, settings: .standard, available: available) == expected)
  }

  @Test(
    "the row's spare columns widen its cards up to the card maximum; one column takes what the content wants",
    arguments: [
      // 4 cards of 30 in 140: 14 spare columns, 3 more each.
      ([30, 28], 10, 140, 33, 4),
      // 2 cards of 40 in 100: widened to the maximum, 44.
      ([40], 6, 100, 44, 2),
      // One card alone keeps the width a full row's cards would have: 7 fit, 13 spare.
      ([25], 1, 200, 26, 1),
      // 80 columns hold one card of 40: it keeps 40.
      ([40], 6, 80, 40, 1),
      // Content wider than the maximum, in one column: as wide as it wants, up to the space.
      ([56], 6, 80, 56, 1),
      ([56], 6, 50, 50, 1),
      // A full row leaves fewer spare columns than it has cards.
      ([21], 12, 97, 22, 4),
    ])
  func shape(ideals: [Int], count: Int, available: Int, width: Int, columns: Int) {
    let shape = Grid.shape(
      ideals: ideals, count: count, settings: .standard, available: available)
    #expect(shape == Grid.Shape(cardWidth: width, columns: columns))
    let used = shape.columns * shape.cardWidth + (shape.columns - 1) * 2
    #expect(used <= available)
    if shape.cardWidth < 44, count >= shape.columns, shape.columns > 1 {
      #expect(available - used < shape.columns)
    }
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
    let context = RenderContext.plain(width: 80)
    let measurement = grid.measure(in: context)
    let ideal = Grid.cardWidth(
      ideals: grid.items.map { $0.measure(in: context).ideal }, settings: .standard,
      available: .max)
    #expect(measurement.ideal == ideal)
    #expect(measurement.minimum <= measurement.ideal)
    #expect(measurement.maximum == 5 * measurement.ideal + 4 * 2)
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

  @Test(
    "a detail row needs its whole value beside its longest label word, and ideally the whole label")
  func detailRowMeasurement() {
    let row = DetailRow("Total spent", "$31,250.75")
    // Its number, the amount, is 10 cells: a card narrower than that inside is drawn open.
    // Ideally the label and its value share one line, two cells apart.
    #expect(
      row.measure(in: .plain(width: 80))
        == Measurement(minimum: 5 + 1 + 10, maximum: 23, ideal: 11 + 2 + 10, number: 10))
  }

  @Test("a card's minimum is its widest unbreakable content plus borders and padding")
  func cardMeasurement() {
    let card = Card([Paragraph("Smith Residence"), DetailRow("Spent", "$31,250.75")])
    #expect(card.measure(in: .plain(width: 80)).minimum == 5 + 1 + 10 + 4)
    #expect(card.measure(in: .plain(width: 80)).maximum == 17 + 4)
  }
}
