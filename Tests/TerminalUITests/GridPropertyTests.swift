import PropertyBased
import Testing

@testable import TerminalUI

/// The content-aware grid over random cards: names in CJK, emoji and accents, amounts up to
/// $99,999,999.99, terminals 20 to 240 columns wide.
@Suite("Grid properties")
struct GridPropertyTests {
  static let names = [
    "Sofa", "Maison Café ☕", "陈宅 Chen Residence 🏡", "田中邸", "リビングルーム", "Crème brûlée",
    "Müller Penthouse", "👩‍💻 Studio", "Washi 和紙 Planter 🪴", "無印良品 MUJI", "Ann & David Smith",
    "Rejuvenation", "A", "Supercalifragilistic",
  ]
  static let labels = [
    "Price", "Project price", "Spent", "Remaining", "Furnishings", "Qty", "Unit price", "照明器具",
  ]

  /// `$12,345.67` for `cents` up to $99,999,999.99.
  static func dollars(_ cents: Int) -> String {
    let whole = String(cents / 100)
    var grouped = ""
    for (index, digit) in whole.enumerated() {
      if index > 0, (whole.count - index) % 3 == 0 { grouped += "," }
      grouped.append(digit)
    }
    let fraction = cents % 100
    return "$" + grouped + (fraction < 10 ? ".0" : ".") + String(fraction)
  }

  /// A card from a seed: a title, one to three label-and-amount rows, a source, a footer.
  static func card(_ seed: Int) -> (card: TitledCard, pairs: [(String, String)]) {
    var pairs: [(String, String)] = []
    for row in 0..<(1 + seed % 3) {
      let label = labels[(seed / 7 + row * 3) % labels.count]
      pairs.append((label, dollars((seed &* 7_919 &+ row &* 104_729) % 10_000_000_000)))
    }
    let source = names[(seed / 13) % names.count]
    let card = TitledCard(
      title: names[seed % names.count],
      rows: pairs.map { DetailRow($0.0, $0.1) as any Renderable }
        + [TextDetailRow("Source", source)],
      footer: ["#\(seed % 1000)"])
    return (card, pairs)
  }

  @Test("no line is wider than the terminal, and no label stacks over a value a card could hold")
  func cardsFitAndPairsStayWhole() async {
    await propertyCheck(
      count: 400, input: Gen.int(in: 20...240), Gen.int(in: 0...1_000_000).array(of: 1...12)
    ) { width, seeds in
      let settings = LayoutSettings.standard
      let context = RenderContext(width: width, color: false, unicode: true, isTerminal: true)
      let cards = seeds.map(Self.card)
      let grid = Grid(cards.map { $0.card as any Renderable })
      let lines = grid.render(in: context)
      #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "width \(width)")

      let shape = grid.shape(in: context)
      for (card, pairs) in cards {
        let drawn = card.render(in: context.withWidth(shape.cardWidth))
        for (label, value) in pairs {
          // The pair, two cells apart inside the card's borders and padding.
          let needed = DisplayWidth.of(label) + 2 + DisplayWidth.of(value) + Card.decoration
          guard needed <= min(settings.cardMaximumWidth, width) else { continue }
          #expect(
            drawn.contains { $0.contains(label) && $0.contains(value) },
            "'\(label)' stacked over '\(value)' in a card \(shape.cardWidth) wide at \(width)")
        }
      }

      // A full row leaves fewer spare columns than it has cards, unless they are as wide as
      // the layout allows.
      let fitting = Grid.columnCount(
        available: width, cardWidth: shape.cardWidth, gap: settings.gap)
      if seeds.count >= fitting, shape.columns > 1,
        shape.cardWidth < settings.cardMaximumWidth
      {
        let used = shape.columns * shape.cardWidth + (shape.columns - 1) * settings.gap
        #expect(width - used < shape.columns, "width \(width), \(shape)")
      }
    }
  }
}
