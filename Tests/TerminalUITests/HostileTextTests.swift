import Testing

@testable import TerminalUI

@Suite("Hostile text in views")
struct HostileTextTests {
  let context = RenderContext.plain(width: 30)

  @Test(
    "control characters are shown, never sent to the terminal",
    arguments: [
      ("a\tb", "a\\tb"), ("a\rb", "a\\rb"), ("\u{1B}[31mred", "\\x1b[31mred"),
      ("bell\u{07}", "bell\\x07"), ("c1\u{85}", "c1\\x85"), ("del\u{7F}", "del\\x7f"),
      ("two\nlines", "two\nlines"), ("\u{1B}]0;PWN\u{07}", "\\x1b]0;PWN\\x07"),
      ("\u{9B}2J\u{9D}0;t\u{9C}", "\\x9b2J\\x9d0;t\\x9c"),
      // Bidi controls reorder what follows ("B" RLO "gnp.exe" shows as "Bexe.png"): shown.
      ("B\u{202E}gnp.exe", "B\\u202egnp.exe"), ("\u{2066}x\u{2069}", "\\u2066x\\u2069"),
      ("\u{202A}\u{202B}\u{202C}\u{202D}", "\\u202a\\u202b\\u202c\\u202d"),
      ("\u{2067}\u{2068}", "\\u2067\\u2068"),
      // Neighbours of the bidi controls are ordinary text.
      ("\u{2029}\u{202F}\u{2065}\u{206A}é", "\u{2029}\u{202F}\u{2065}\u{206A}é"),
    ])
  func escaped(raw: String, shown: String) {
    #expect(VisibleText.escaping(raw) == shown)
  }

  @Test("a tab takes the two cells of its picture, never 0")
  func tabWidth() {
    #expect(DisplayWidth.of("a\tb") == 4)
    #expect(DisplayWidth.of(Character("\t")) == 2)
  }

  @Test("CR LF measures the same as a cluster and as scalars, and wraps within the width")
  func crlf() {
    #expect(DisplayWidth.of(Character("\r\n")) == DisplayWidth.of("\r\n"))
    // Found by FuzzWidth (Tests/Fuzz/corpus/FuzzWidth/crlf-wrap).
    let text = "日楜\0本\r\n\u{FFFD}\u{0E}5afé"
    for line in TextWrapper.wrap(text, width: 1) {
      #expect(DisplayWidth.of(line) <= 1, "\(line.debugDescription)")
    }
  }

  @Test("a card's notes, rows and title keep their borders whatever they hold")
  func card() {
    let card = TitledCard(
      title: "Shop\u{1B}[2J", rows: [DetailRow("Notes", "a\tb\rc")],
      body: [NotesPreview("x\u{1B}]0;title\u{07}y")])
    let lines = card.render(in: context)
    for line in lines {
      #expect(!line.unicodeScalars.contains { $0.value < 0x20 })
      #expect(DisplayWidth.of(line) == 30)
    }
    #expect(lines.contains { $0.contains("Shop\\x1b[2J") })
    #expect(lines.contains { $0.contains("a\\tb\\rc") })
    #expect(lines.contains { $0.contains("x\\x1b]0;title\\x07y") })
  }

  @Test("table cells show their control characters")
  func table() {
    let table = Table(
      columns: [TableColumn("Vendor"), TableColumn("Amount", alignment: .right)],
      rows: [["West\u{1B}[31m Elm", "$12.00"], ["Tab\there", "$1.00"]])
    let text = table.render(in: context).joined(separator: "\n")
    #expect(!text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\t" })
    #expect(text.contains("West\\x1b[31m Elm"))
    #expect(text.contains("Tab\\there"))
  }

  @Test("a table's headers show their escape codes and bidi controls, as its cells do")
  func tableHeaders() {
    let hostile = "f\u{1B}]0;PWN\u{07}\u{1B}[2J\u{9B}1m\u{202E}x\u{2066}"
    let table = Table(columns: [TableColumn(hostile), .numeric("n\u{85}")], rows: [["a", "1"]])
    for width in [30, 8] {
      let text = table.render(in: .plain(width: width)).joined(separator: "\n")
      #expect(
        !text.unicodeScalars.contains { VisibleText.escape(for: $0) != nil && $0 != "\n" },
        "\(text.debugDescription)")
      #expect(text.contains("\\x1b]0;PWN\\x07") || width == 8, "\(text)")
    }
  }

  @Test(
    "an amount is never broken inside its number at narrow widths",
    arguments: ["$1,000,000,000.00", "-$100,000,000.00", "CHF 1,000,000,000.00"])
  func amountWhole(amount: String) {
    let card = Card([DetailRow("2026-11-23", amount), AmountRow("Remaining budget", amount)])
    let lines = card.render(in: .plain(width: 20))
    let digits = amount.filter { $0.isNumber }
    for line in lines {
      #expect(DisplayWidth.of(line) <= 20)
      let shown = line.filter { $0.isNumber }
      // Every line holding digits holds all of them: the number is in one piece.
      #expect(shown.isEmpty || shown == digits || shown == "20261123", "\(lines)")
    }
    #expect(lines.contains { $0.filter { $0.isNumber } == digits })
  }

  @Test("a table drawn vertically at width 20 keeps amounts and dates whole")
  func verticalTable() {
    let table = Table(
      columns: [
        TableColumn("Id"), TableColumn("Date"), TableColumn("Category"),
        TableColumn("Amount", alignment: .right),
      ],
      rows: [["#1", "2026-11-23", "Furniture", "$999,999,999.99"]])
    let lines = table.render(in: .plain(width: 20))
    for line in lines { #expect(DisplayWidth.of(line) <= 20) }
    let text = lines.joined(separator: "\n")
    #expect(text.contains("2026-11-23"), "\(text)")
    #expect(text.contains("$999,999,999.99"), "\(text)")
  }

  /// Found by a QA pass: at width 20 `vendors` labelled a row "Defaul / t / catego / ry".
  @Test("a long column title drawn vertically wraps between its words, not inside one")
  func verticalTitleWords() {
    let table = Table(
      columns: [
        TableColumn("Id"), TableColumn("Vendor"), TableColumn("Total", alignment: .right),
        TableColumn("Default category"),
      ],
      rows: [["#5", "Article", "$481.91", "Lighting"]])
    let lines = table.render(in: .plain(width: 20))
    for line in lines { #expect(DisplayWidth.of(line) <= 20) }
    let labels = lines.dropFirst().map { $0.split(separator: "│").first.map(String.init) ?? "" }
      .map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(labels == ["Id", "Vendor", "Total", "Default", "category"], "\(lines)")
  }

  @Test("text after a prepended mark is measured as drawn (found by FuzzWidth)")
  func prependedMark() {
    #expect(DisplayWidth.of(Character("\u{06DD}<")) == DisplayWidth.of("\u{06DD}<"))
    for line in TextWrapper.wrap("f\u{FFFD}\u{06DD}<\u{06DD}<ab", width: 2) {
      #expect(DisplayWidth.of(line) <= 2, "\(line.debugDescription)")
    }
  }
}
