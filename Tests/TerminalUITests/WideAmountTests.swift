import Testing

@testable import TerminalUI

/// Issue 12 §14: no view breaks or cuts inside an amount.
///
/// A line's label gives way, the
/// amount goes on a line of its own, or a card too narrow for it between its borders is
/// drawn open; every line still fits the width.
@Suite("Wide amounts")
struct WideAmountTests {
  static let widths = [20, 24, 40]
  static let amounts = ["$1,999,999,999.98", "$5,999,999,999.94", "-$999,999,999.99"]

  /// Whether every line fits `width` and each of `amounts` is whole on one of them.
  func expectWhole(_ lines: [String], _ amounts: [String], width: Int) {
    let text = lines.joined(separator: "\n")
    for line in lines {
      #expect(DisplayWidth.of(line) <= width, "too wide at \(width): \(line)\n\(text)")
    }
    for amount in amounts {
      #expect(lines.contains { $0.contains(amount) }, "\(amount) not whole at \(width):\n\(text)")
    }
  }

  @Test("a value's words move to lines of their own; its numbers keep their grouping")
  func valueFitting() {
    #expect(
      ValueFitting.lines("$1,999,999,999.98 of $2,000,000,000.00", width: 20) == [
        "$1,999,999,999.98 of", "$2,000,000,000.00",
      ])
    #expect(ValueFitting.lines("CHF 1,000,000,000.00", width: 16) == ["CHF", "1,000,000,000.00"])
    // Only a number wider than the whole width loses its grouping, then is cut whole.
    #expect(ValueFitting.lines("$1,000,000,000.00", width: 16) == ["$1000000000.00"])
    #expect(ValueFitting.lines("$1,000,000,000.00", width: 10) == ["…"])
    #expect(
      ValueFitting.lines("[×6 · $5,999,999,999.94]", width: 20) == ["[×6 ·", "$5,999,999,999.94]"])
    #expect(ValueFitting.widestNumber(in: "[×6 · $5,999,999,999.94]") == 18)
    #expect(ValueFitting.widestNumber(in: "no budget") == 0)
  }

  @Test("a cut never falls inside a number")
  func truncate() {
    #expect(ValueFitting.truncate("Paid $1,240.00 today", to: 12) == "Paid …")
    #expect(ValueFitting.truncate("$1,240.00", to: 6) == "…")
    #expect(ValueFitting.truncate("Paid by card today", to: 12) == "Paid by car…")
  }

  @Test("detail rows, amount rows and badges in cards keep amounts whole", arguments: widths)
  func titledCard(width: Int) {
    let card = TitledCard(
      title: "Sofa", badges: [Badge("×6 · $5,999,999,999.94")],
      rows: [
        DetailRow("Unit price", "$1,999,999,999.98"), DetailRow("Refund", "-$999,999,999.99"),
      ],
      body: [AmountRow("Remaining budget", "$1,999,999,999.98")], footer: ["#1 #2"])
    expectWhole(card.render(in: .plain(width: width)), Self.amounts, width: width)
    let plain = Card([DetailRow("2026-11-23", "$5,999,999,999.94"), Badge("$1,999,999,999.98")])
    expectWhole(plain.render(in: .plain(width: width)), Array(Self.amounts.prefix(2)), width: width)
  }

  @Test("a card too narrow for its amount between its borders is drawn open")
  func openCard() {
    let card = TitledCard(title: "Sofa", rows: [DetailRow("Price", "$1,999,999,999.98")])
    #expect(
      card.render(in: .plain(width: 20)) == [
        "────────────────────",
        "Sofa                ",
        "────────────────────",
        "Price               ",
        "   $1,999,999,999.98",
        "────────────────────",
      ])
    // With room for the amount inside the borders, the card keeps them.
    #expect(card.render(in: .plain(width: 24)).first == "┌──────────────────────┐")
  }

  @Test("badge rows and grids keep amounts whole", arguments: widths)
  func badgesAndGrids(width: Int) {
    let row = BadgeRow([Badge("Purchase"), Badge("×6 · $5,999,999,999.94")], leading: "#12")
    expectWhole(row.render(in: .plain(width: width)), ["$5,999,999,999.94"], width: width)
    let cards = (1...3).map {
      TitledCard(title: "Card \($0)", rows: [DetailRow("Spent", "$1,999,999,999.98")])
    }
    expectWhole(Grid(cards).render(in: .plain(width: width)), ["$1,999,999,999.98"], width: width)
  }

  @Test("a vertical table keeps its amount's grouping on a line of its own", arguments: widths)
  func verticalTable(width: Int) {
    let table = Table(
      columns: [
        TableColumn("Id"), TableColumn("Date"), TableColumn("Category"),
        TableColumn("Source"), TableColumn("Amount", alignment: .right),
      ],
      rows: [["#1", "2026-11-23", "Furniture", "Shop", "$1,999,999,999.98"]])
    expectWhole(table.render(in: .plain(width: width)), ["$1,999,999,999.98"], width: width)
  }
}
