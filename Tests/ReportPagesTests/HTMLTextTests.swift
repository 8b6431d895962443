import Testing

@testable import ReportPages

@Suite struct HTMLTextTests {
  static let hostile = [
    "<script>alert(1)</script>", "Tom & Jerry's \"best\" sofa", "🛋️ Sofa 沙发 ソファ",
    "</td></tr></table><img src=x onerror=alert(1)>", "a\u{0}b\u{1B}[31mc",
  ]

  @Test func escapesMarkupAndQuotes() {
    #expect(
      HTMLText.escape("<script>alert('x') & \"y\"</script>")
        == "&lt;script&gt;alert(&#39;x&#39;) &amp; &quot;y&quot;&lt;/script&gt;")
  }

  @Test func keepsEmojiAndCJK() {
    #expect(HTMLText.escape("🛋️ Sofa 沙发 ソファ") == "🛋️ Sofa 沙发 ソファ")
  }

  @Test func dropsControlCharacters() {
    #expect(HTMLText.escape("a\u{0}b\u{1B}c\u{85}d") == "abcd")
    #expect(HTMLText.escapeLines("one\ntwo <3") == "one<br>two &lt;3")
  }

  @Test func base64MatchesRFC4648() {
    #expect(Base64.encode([]) == "")
    #expect(Base64.encode(Array("f".utf8)) == "Zg==")
    #expect(Base64.encode(Array("fo".utf8)) == "Zm8=")
    #expect(Base64.encode(Array("foo".utf8)) == "Zm9v")
    #expect(Base64.encode(Array("foobar".utf8)) == "Zm9vYmFy")
  }

  static func heading(_ name: String) -> PageHeading {
    PageHeading(
      studioName: name, title: "FF&E schedule", project: name, client: name, date: "2026-12-07",
      details: [name])
  }

  /// No text from the ledger reaches the page as markup: every `<` on the page opens one
  /// of the page's own elements.
  @Test(arguments: hostile) func hostileNamesStayText(_ name: String) {
    let page = FFEPage(
      heading: Self.heading(name),
      columns: [.init("Unit price", isTotal: false), .init("Total", isTotal: true)],
      sections: [
        FFEPage.Section(
          name: name,
          rows: [
            FFEPage.Row(
              picture: .placeholder(name), name: name, vendor: name, sku: name, quantity: "1",
              prices: [name, name], notes: name + "\n" + name)
          ], subtotals: ["", name])
      ], totals: ["", name], countText: name)
    let html = page.html
    #expect(!html.contains("<script"))
    #expect(!html.contains("<img src=x"))
    #expect(!html.contains("\u{1B}"))
    #expect(!html.contains("\u{0}"))
    let budget = BudgetPage(
      heading: Self.heading(name),
      lines: [
        .init(name: name, budgeted: name, spent: name, remaining: name, fraction: 1.2, isOver: true)
      ],
      total: .init(
        name: name, budgeted: name, spent: name, remaining: name, fraction: nil, isOver: false),
      uncategorized: name, fees: [.init(name: name, budgeted: name, received: name)],
      feesTotal: .init(name: name, budgeted: name, received: name),
      months: [MonthBar(label: name, value: 1, valueText: name)], monthsCaption: name)
    #expect(!budget.html.contains("<script"))
    #expect(!budget.html.contains("<img src=x"))
  }

  @Test func pageIsSelfContained() {
    let html = FFEPage(
      heading: Self.heading("Studio"), columns: [], sections: [], totals: [], countText: "0 items"
    ).html
    for forbidden in ["<script", "http://", "https://", "@import", "<link", "url(", "@font-face"] {
      #expect(!html.contains(forbidden), "the page holds \(forbidden)")
    }
    #expect(html.contains("@media (max-width: 600px)"))
    #expect(html.contains("@media print"))
    #expect(html.contains("counter(pages)"))
  }

  @Test func sectionsRepeatTheirHeadingWhenPrinted() {
    let page = FFEPage(
      heading: Self.heading("S"), columns: [.init("Total", isTotal: true)],
      sections: [
        .init(
          name: "Living Room",
          rows: [
            .init(
              picture: .placeholder("No picture"), name: "Sofa", vendor: "", sku: "", quantity: "2",
              prices: ["$10.00"], notes: "")
          ], subtotals: ["$10.00"])
      ], totals: ["$10.00"], countText: "2 items")
    #expect(page.html.contains("<thead><tr class=\"repeat\"><th colspan=\"6\">Living Room</th>"))
    #expect(page.html.contains("Subtotal · Living Room"))
  }

  @Test func overBudgetBarsAreRed() {
    #expect(ProgressSVG.svg(fraction: 1.25, isOver: true).contains("#b3261e"))
    #expect(!ProgressSVG.svg(fraction: 0.5, isOver: false).contains("#b3261e"))
  }
}
