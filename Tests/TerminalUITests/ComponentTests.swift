import LedgerTestSupport
import Testing

@testable import TerminalUI

@Suite("Components")
struct ComponentTests {
  let plain = RenderContext.plain(width: 40)
  let coloured = RenderContext(width: 40, color: true, unicode: true, isTerminal: true)
  let ascii = RenderContext(width: 40, color: false, unicode: false, isTerminal: false)

  /// Every component, as a user would see it at 40 columns without colour.
  static let gallery: [(String, any Renderable)] = [
    ("badge", Badge("Over budget", role: .error)),
    ("detail-row", DetailRow("Spent", "$31,250.75")),
    ("detail-row-narrow", DetailRow("Remaining after deposits", "$31,250.75")),
    ("progress-bar", ProgressBar(fraction: 0.42)),
    ("progress-bar-over", ProgressBar(fraction: 1.6)),
    (
      "selector-circles",
      VerticalStack([SelectorCircle(isSelected: false), SelectorCircle(isSelected: true)])
    ),
    (
      "collapsible-collapsed",
      CollapsibleSection("Furniture", summary: "12 items · $8,400.00", isExpanded: false)
    ),
    (
      "collapsible-expanded",
      CollapsibleSection(
        "Furniture", summary: "2 items", isExpanded: true,
        content: [DetailRow("Sofa", "$4,250.00"), DetailRow("Lamp", "$180.00")])
    ),
    (
      "segmented-control",
      SegmentedControl(["Items", "Transactions", "Spaces", "Budget"], selectedIndex: 1)
    ),
    (
      "status-error",
      StatusBanner(
        .error, "Could not save the transaction: the amount is missing.",
        actions: ["edit", "discard"])
    ),
    ("status-warning", StatusBanner(.warning, "Kitchen is at 92% of its budget.")),
    ("status-info", StatusBanner(.info, "3 receipts are waiting to be matched.")),
    (
      "error-retry",
      ErrorRetry(
        "Could not load the budget.", suggestion: "Run `sync` to try again.", isOffline: true)
    ),
    ("info-card", InfoCard("Type a number, a letter or the start of a label to choose.")),
    (
      "bulk-selection-bar",
      BulkSelectionBar(count: 5, total: "$1,234.00", actions: ["move", "delete", "clear"])
    ),
    ("titled-card", SampleContent.cards[1]),
    ("card-cjk", SampleContent.cards[2]),
    ("card-emoji", SampleContent.cards[4]),
  ]

  @Test(
    "every component matches the golden gallery at standard widths",
    arguments: [20, 40, 80, 120, 200])
  func gallery(width: Int) {
    var text = ""
    for (name, component) in Self.gallery {
      text += "== \(name)\n"
      text += component.renderedText(in: .plain(width: width))
    }
    GoldenFile.expectMatches(text, named: "components-\(width)")
  }

  @Test("ASCII mode draws +-| borders and #= bars", arguments: [0.5, 1.5])
  func asciiMode(fraction: Double) {
    let card = Card([ProgressBar(fraction: fraction)])
    let text = card.renderedText(in: ascii)
    #expect(text.allSatisfy { $0.isASCII })
    #expect(text.hasPrefix("+---"))
    #expect(text.contains("| "))
    #expect(text.contains(fraction > 1 ? "=" : "#"))
    GoldenFile.expectMatches(text, named: "component-ascii-progress-\(Int(fraction * 100))")
  }

  @Test("with colour off, no component writes an escape byte")
  func noEscapesWithoutColour() {
    for (_, component) in Self.gallery {
      #expect(!component.renderedText(in: plain).contains("\u{1B}"))
    }
  }

  @Test("with colour on, errors are red and the over-100 % part of a bar is red")
  func colours() {
    let over = ProgressBar(fraction: 1.6).render(in: coloured).joined()
    #expect(over.contains("\u{1B}[31m▓"))
    #expect(over.contains("\u{1B}[31m160%"))
    let banner = StatusBanner(.warning, "Close to budget").render(in: coloured).joined()
    #expect(banner.hasPrefix("\u{1B}[33m⚠"))
    let success = Badge("Paid", role: .success).render(in: coloured).joined()
    #expect(success == "\u{1B}[32m[Paid]\u{1B}[0m")
  }

  @Test("a coloured card matches its golden escapes: red over-budget parts, dim labels")
  func colouredCard() {
    GoldenFile.expectMatches(
      SampleContent.cards[1].renderedText(in: coloured), named: "component-titled-card-colour")
  }

  @Test("a bar past 100 % shows its overflow distinctly even without colour")
  func overflowWithoutColour() {
    let within = ProgressBar(fraction: 1.0).render(in: plain.withWidth(15))[0]
    let over = ProgressBar(fraction: 2.0).render(in: plain.withWidth(15))[0]
    #expect(within == "██████████ 100%")
    #expect(over == "█████▓▓▓▓▓ 200%")
  }

  @Test("a long label wraps beside its value, which stays whole on the first line")
  func detailRowWraps() {
    let row = DetailRow("Remaining after deposits", "$31,250.75")
    #expect(
      row.render(in: plain.withWidth(22)) == [
        "Remaining   $31,250.75", "after", "deposits",
      ])
    #expect(
      row.render(in: plain.withWidth(10)) == ["Remaining", "after", "deposits", "$31,250.75"])
  }

  @Test("a text value with digits wraps whole under its label, and its card keeps borders")
  func textDetailRowWraps() {
    let url = "https://www.example.com/shop/lighting/pendants/brass-globe-pendant-40cm"
    let row = TextDetailRow("Source", url)
    let oneLine = "Source" + String(repeating: " ", count: 3) + url
    #expect(row.render(in: plain.withWidth(80)) == [oneLine])
    for width in [20, 34, 40, 60] {
      let lines = row.render(in: plain.withWidth(width))
      #expect(lines.first == "Source")
      #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "width \(width)")
      #expect(lines.dropFirst().allSatisfy { DisplayWidth.of($0) == width }, "right-aligned")
      let value = lines.dropFirst().map { $0.drop { $0 == " " } }.joined()
      #expect(value == url, "the whole value is there at width \(width)")
      let card = TitledCard(title: "Lamp", rows: [row, DetailRow("Price", "$1.00")])
      let drawn = card.render(in: plain.withWidth(width))
      #expect(drawn.first?.hasPrefix("┌") == true, "boxed, not open, at width \(width)")
      #expect(drawn.allSatisfy { DisplayWidth.of($0) == width })
    }
    // Digits in a long word do not make it a number to keep whole: no lone "…".
    let sku = TextDetailRow("SKU", "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789ABCDEFGHIJ")
    #expect(!sku.render(in: plain.withWidth(16)).joined().contains("…"))
    #expect(sku.measure(in: plain).number == 0)
  }

  @Test("the current tab is bracketed so it shows without colour")
  func currentTab() {
    let line = SegmentedControl(["A", "B"], selectedIndex: 1).render(in: plain).joined()
    #expect(line == " A │[B]")
  }

  @Test("the loading indicator draws nothing unless on a terminal")
  func loadingIndicator() {
    let buffer = BufferedOutput()
    var silent = LoadingIndicator(
      message: "Importing", total: 10, output: buffer, isEnabled: false, unicode: true)
    silent.advance(count: 3)
    silent.finish()
    #expect(buffer.text.isEmpty)

    var shown = LoadingIndicator(
      message: "Importing", total: 10, output: buffer, isEnabled: true, unicode: true)
    shown.advance(count: 3)
    #expect(buffer.text.hasSuffix("⠋ Importing 3/10"))
    shown.advance(count: 4)
    #expect(buffer.text.hasSuffix("⠙ Importing 4/10"))
  }
}
