import Testing

@testable import TerminalUI

/// The printable-ASCII fast paths (eight bytes at a time, widths known without measuring,
/// lines written straight into one text) must give what measuring each cluster gives.
@Suite("Fast paths of width and drawing")
struct FastPathWidthTests {
  /// The width summed cluster by cluster, the slow way.
  private func clusterWidth(_ text: String) -> Int {
    text.reduce(0) { $0 + DisplayWidth.of($1) }
  }

  @Test(
    "one character that is not printable ASCII, anywhere in a line, leaves the fast path",
    arguments: [
      ("tab", "\t"), ("delete", "\u{7F}"), ("unit separator", "\u{1F}"),
      ("NUL", "\u{0}"), ("C1 control", "\u{85}"), ("e acute", "é"), ("emoji", "🎉"),
      ("kanji", "日"), ("ZWJ sequence", "👩‍💻"), ("combining accent", "\u{301}"),
      ("box drawing", "─"),
    ])
  func oddCharacterAnywhere(name: String, odd: String) {
    let ascii = "Spent on the kitchen cabinets"
    for position in 0...ascii.count {
      let index = ascii.index(ascii.startIndex, offsetBy: position)
      let text = String(ascii[..<index]) + odd + String(ascii[index...])
      #expect(DisplayWidth.asciiWidth(text) == nil, "\(name) at \(position)")
      #expect(DisplayWidth.of(text) == clusterWidth(text), "\(name) at \(position)")
    }
  }

  @Test("printable ASCII of every length is as wide as its bytes, edges included")
  func printableASCII() {
    let printable = String((0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) })
    for length in 0...printable.count {
      let text = String(printable.prefix(length))
      #expect(DisplayWidth.asciiWidth(text) == length)
      #expect(DisplayWidth.of(text) == length)
    }
    #expect(VisibleText.escaping(printable) == printable)
    #expect(VisibleText.escaping("Kitchen cabinets\u{7F}") == "Kitchen cabinets\\x7f")
    #expect(VisibleText.escaping("Kitchen cabinets, oak\t") == "Kitchen cabinets, oak\\t")
  }

  @Test("a long ASCII line ending in one wide character is measured whole")
  func wideAtTheEnd() {
    #expect(DisplayWidth.of("Kitchen cabinets and counters 🎉") == 32)
    #expect(DisplayWidth.of("Kitchen cabinets and counters 日本") == 34)
    #expect(DisplayWidth.of("Kitchen cabinets and counters e\u{301}") == 31)
    #expect(DisplayWidth.of("Kitchen cabinets and counters 👩‍💻") == 32)
    // An escape sequence takes no cells, wherever it falls among the eight-byte words.
    #expect(DisplayWidth.of("Kitchen \u{1B}[1mcabinets\u{1B}[0m and counters") == 29)
    #expect(DisplayWidth.asciiWidth("Kitchen cabinets\u{1B}[0m") == nil)
  }

  /// Cards whose text is ASCII but for one character, where a width taken on trust would
  /// be wrong.
  private static let cards = [
    TitledCard(
      title: "Kitchen cabinets and counters 🎉", badges: [Badge("Over", role: .error)],
      rows: [DetailRow("Budget", "$5,000.00"), DetailRow("Spent 日本", "$1,200.00")],
      progress: ProgressBar(fraction: 1.3), footer: ["Updated 2 days ago 👩‍💻"]),
    TitledCard(
      title: "Cafe\u{301} #2", badges: [Badge("Über")],
      rows: [DetailRow("Budget", "$5,000.00"), DetailRow("Spent\tnow", "$12.00")],
      progress: ProgressBar(fraction: 0.4), footer: ["Notes\twith a tab"]),
    TitledCard(
      title: "Smith Living room #7", badges: [Badge("Over"), Badge("Late")],
      rows: [DetailRow("Budget", "$5,554.33")], progress: ProgressBar(fraction: 0.5),
      footer: ["Updated 8 days ago"]),
  ]

  @Test("a grid draws each card as the card draws itself", arguments: [30, 60, 120])
  func gridMatchesCards(width: Int) {
    let context = RenderContext.plain(width: width)
    for card in Self.cards {
      let grid = Grid([card])
      let cardWidth = grid.cardWidth(in: context)
      #expect(grid.render(in: context) == card.render(in: context.withWidth(cardWidth)))
    }
    let grid = Grid(Self.cards)
    let lines = grid.render(in: context)
    #expect(grid.renderedText(in: context) == lines.map { $0 + "\n" }.joined())
    for line in lines { #expect(DisplayWidth.of(line) <= width) }
  }

  @Test("a table's text is its lines, wide and escaped cells among ASCII rows")
  func tableTextMatchesLines() {
    var rows: [[String]] = (0..<40).map { ["Item \($0)", "Kitchen", "$\($0).00"] }
    rows[3] = ["Chair 🪑", "Living room", "$12.00"]
    rows[17] = ["Lamp\twith a tab", "Office", "$3.00"]
    rows[30] = ["Café table", "日本", "$120.00"]
    rows[31] = ["Short"]
    let table = Table(
      columns: [TableColumn("Item"), TableColumn("Space"), .numeric("Price")], rows: rows)
    for width in [20, 40, 100] {
      let context = RenderContext.plain(width: width)
      let lines = table.render(in: context)
      #expect(table.renderedText(in: context) == lines.map { $0 + "\n" }.joined())
      for line in lines { #expect(DisplayWidth.of(line) <= width) }
    }
    let wide = table.render(in: .plain(width: 100))
    #expect(wide[5] == "Chair 🪑          Living room   $12.00")
    #expect(wide[19] == "Lamp\\twith a tab  Office         $3.00")
    #expect(wide[33] == "Short")
  }
}
