import TerminalUI
import Testing

/// BarChart and Sparkline: scaling, eighth-block precision, ASCII, and fitting every width.
@Suite("Charts")
struct ChartTests {
  let bars = [
    ChartBar("2026-01", value: 800, valueText: "$8.00"),
    ChartBar("北欧スタイル家具センター", value: 100, valueText: "$1.00"),
    ChartBar("🛋️ Sofa", value: 0, valueText: "$0.00"),
    ChartBar("Returns", value: -50, valueText: "-$0.50"),
    ChartBar("a long vendor name with words", value: 1_000, valueText: "$1,000,000.00"),
  ]

  @Test("the largest bar fills the bar column; others in eighths of a cell")
  func scaling() {
    let chart = BarChart([
      ChartBar("a", value: 8, valueText: "8"), ChartBar("b", value: 1, valueText: "1"),
    ])
    // Label column 1, gap 2, bar column 8, a space, the value: 13 cells.
    let lines = chart.render(in: .plain(width: 13))
    #expect(lines[0] == "a  ████████ 8")
    #expect(lines[1] == "b  █        1")
    let finer = BarChart([
      ChartBar("a", value: 64, valueText: "x"), ChartBar("b", value: 3, valueText: "x"),
    ]).render(in: .plain(width: 13))
    #expect(finer[1] == "b  ▍        x")
  }

  @Test("without Unicode, bars are whole # cells")
  func ascii() {
    let context = RenderContext(width: 13, color: false, unicode: false, isTerminal: false)
    let lines = BarChart([
      ChartBar("a", value: 8, valueText: "8"), ChartBar("b", value: 4, valueText: "4"),
    ]).render(in: context)
    #expect(lines == ["a  ######## 8", "b  ####     4"])
  }

  @Test("every width fits, values whole, and piped labels wrap rather than cut")
  func fits() {
    let chart = BarChart(bars, totalLabel: "Total (5 transactions)", totalText: "$1,000,009.50")
    for width in 14...200 {
      let lines = chart.render(in: .plain(width: width))
      let text = lines.joined(separator: "\n")
      for line in lines {
        #expect(DisplayWidth.of(line) <= width, "at \(width): '\(line)'")
      }
      for bar in bars { #expect(text.contains(bar.valueText), "at \(width)") }
      #expect(!text.contains("…"), "at \(width)")
      #expect(chart.measure(in: .plain(width: width)).minimum <= 15)
    }
  }

  @Test("a label is never broken inside a word: a column holds the longest word, or stacks")
  func labelsWholeWords() {
    let months = [
      ChartBar("2025-12", value: 0, valueText: "$0.00"),
      ChartBar("2026-01", value: 0, valueText: "$0.00"),
      ChartBar("2026-02", value: 738, valueText: "$7.38"),
    ]
    for width in 14...30 {
      for terminal in [false, true] {
        let context = RenderContext(width: width, color: false, unicode: true, isTerminal: terminal)
        let lines = BarChart(months, totalLabel: "Total fees", totalText: "$7.38")
          .render(in: context)
        for month in ["2025-12", "2026-01", "2026-02"] {
          #expect(lines.contains { $0.contains(month) }, "width \(width): \(lines)")
        }
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
      }
    }
  }

  @Test("on a terminal a long label is cut with …")
  func terminal() {
    let context = RenderContext(width: 40, color: false, unicode: true, isTerminal: true)
    let lines = BarChart(bars).render(in: context)
    #expect(lines.count == bars.count)
    #expect(lines.contains { $0.contains("…") })
  }

  @Test("colour comes only from the style: bars painted in their role, nothing else")
  func colour() {
    let context = RenderContext(width: 30, color: true, unicode: true, isTerminal: true)
    let lines = BarChart([
      ChartBar("Fees", value: 10, valueText: "$10.00", role: .success)
    ]).render(in: context)
    let painted = context.paint(String(repeating: "█", count: 17), .success)
    #expect(lines == ["Fees  " + painted + " $10.00"])
    let plain = BarChart([ChartBar("Fees", value: 10, valueText: "$10.00", role: .success)])
      .render(in: .plain(width: 30))
    #expect(!plain.joined().contains("\u{1B}"))
  }

  @Test("a sparkline has one glyph per value, zero lowest and the largest highest")
  func sparkline() {
    let line = Sparkline([0, 1, 50, 100, 0]).glyphs(unicode: true)
    #expect(line == "▁▂▅█▁")
    #expect(Sparkline([0, 0]).glyphs(unicode: true) == "▁▁")
    #expect(Sparkline([5, 10]).glyphs(unicode: false) == "+@")
    let row = Sparkline([1, 2, 3], label: "Spending").render(in: .plain(width: 20))
    #expect(row == ["Spending         ▄▆█"])
    #expect(Sparkline([1, 2, 3, 4]).render(in: .plain(width: 2)) == ["▇█"])
  }
}
