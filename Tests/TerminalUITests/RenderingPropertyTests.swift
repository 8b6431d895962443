import Testing

@testable import TerminalUI

/// A small deterministic generator, so a failing case can be reproduced from its seed.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state
  }
}

@Suite("Rendering properties")
struct RenderingPropertyTests {
  static let pieces = [
    "Kitchen", "Smith", "Residence", "Café", "Crème", "brûlée", "日本語", "上海公寓", "厨房改造",
    "リビングルーム", "ｱｸﾃｨﾌﾞ", "한국", "✓", "⚠", "⚠️", "👩‍💻", "👍🏽", "🇯🇵", "1️⃣", "…", "$48,000.00",
    "¥2,400,000", "2026-03-14", "92%", "Supercalifragilisticexpialidocious", "┌─┐",
    "\u{1B}[31mred\u{1B}[0m", "a",
  ]

  static func text(_ generator: inout SeededGenerator, words: ClosedRange<Int>) -> String {
    let count = Int.random(in: words, using: &generator)
    return (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }
      .joined(separator: " ")
  }

  static func card(_ generator: inout SeededGenerator) -> TitledCard {
    TitledCard(
      title: text(&generator, words: 1...5),
      badges: (0..<Int.random(in: 0...2, using: &generator)).map { _ in
        Badge(text(&generator, words: 1...2))
      },
      rows: (0..<Int.random(in: 0...3, using: &generator)).map { _ in
        DetailRow(text(&generator, words: 1...3), text(&generator, words: 1...1))
      },
      progress: Bool.random(using: &generator)
        ? ProgressBar(fraction: Double.random(in: 0...2.5, using: &generator)) : nil,
      body: [
        CollapsibleSection(text(&generator, words: 1...2), summary: "3 items", isExpanded: true)
      ],
      footer: [text(&generator, words: 0...6)])
  }

  @Test("no rendered line is wider than the width given", arguments: 0..<40)
  func neverWiderThanWidth(seed: Int) {
    var generator = SeededGenerator(state: UInt64(seed) &+ 1)
    let width = Int.random(in: 1...200, using: &generator)
    let context = RenderContext(
      width: width, color: Bool.random(using: &generator), unicode: Bool.random(using: &generator),
      isTerminal: Bool.random(using: &generator))
    let cards = (0..<6).map { _ in Self.card(&generator) as any Renderable }
    let rows = (0..<6).map { _ in (0..<4).map { _ in Self.text(&generator, words: 1...4) } }
    let renderables: [any Renderable] = [
      Grid(cards),
      AdaptiveContentWidth(Grid(cards)),
      Table(
        columns: [
          TableColumn("Name"), TableColumn("Space"), TableColumn("When", wraps: false),
          .numeric("Amount"),
        ], rows: rows),
      StatusBanner(.error, Self.text(&generator, words: 1...12), actions: ["retry"]),
      ErrorRetry(Self.text(&generator, words: 1...8), suggestion: "sync", isOffline: true),
      InfoCard(Self.text(&generator, words: 1...20)),
      BulkSelectionBar(count: 5, total: "$1,234.00", actions: ["move", "delete"]),
      SegmentedControl(["Items", "日本語", "👩‍💻 Office"], selectedIndex: 1),
      CollapsibleSection(
        Self.text(&generator, words: 1...4), summary: "12 items", isExpanded: false),
    ]
    for renderable in renderables {
      for line in renderable.render(in: context) {
        #expect(DisplayWidth.of(line) <= width, "seed \(seed) width \(width): \(line)")
      }
    }
    let menu = ActionMenu(
      title: Self.text(&generator, words: 1...4),
      items: (1...7).map { ActionMenuItem(id: "\($0)", label: Self.text(&generator, words: 1...3)) }
    )
    for line in menu.render(in: context) {
      #expect(DisplayWidth.of(line) <= width, "menu, seed \(seed) width \(width): \(line)")
    }
  }

  @Test("every line of a card has the same display width, borders aligned", arguments: 0..<40)
  func cardLinesAligned(seed: Int) {
    var generator = SeededGenerator(state: UInt64(seed) &+ 1_000)
    let width = Int.random(in: 5...80, using: &generator)
    let context = RenderContext(
      width: width, color: Bool.random(using: &generator), unicode: Bool.random(using: &generator),
      isTerminal: false)
    let card = Self.card(&generator)
    let lines = card.render(in: context)
    #expect(lines.count >= 3)
    for line in lines {
      #expect(DisplayWidth.of(line) == width, "seed \(seed) width \(width): \(line)")
    }
    let taller = card.render(in: context, height: lines.count + 3)
    #expect(taller.count == lines.count + 3)
    #expect(taller.allSatisfy { DisplayWidth.of($0) == width })
  }
}
