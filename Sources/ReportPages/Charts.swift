/// One bar of a chart: its label, its size and the amount it stands for, as text.
public struct MonthBar: Sendable, Equatable {
  public var label: String
  public var value: Double
  public var valueText: String

  public init(label: String, value: Double, valueText: String) {
    self.label = label
    self.value = value
    self.valueText = valueText
  }
}

/// A budget's progress as an inline SVG bar: the part spent, and past the budget the
/// whole bar in the error colour with a mark where the budget ends.
enum ProgressSVG {
  static func svg(fraction: Double, isOver: Bool) -> String {
    let width = 200.0
    let percent = Int((fraction * 100).rounded())
    var out =
      "<svg class=\"bar\" viewBox=\"0 0 200 10\" preserveAspectRatio=\"none\" role=\"img\" "
      + "aria-label=\"\(percent)% of the budget\">"
    out += "<rect width=\"200\" height=\"10\" rx=\"2\" fill=\"#e8eaed\"/>"
    if isOver || fraction > 1 {
      let mark = fraction > 0 ? width / fraction : 0
      out += "<rect width=\"200\" height=\"10\" rx=\"2\" fill=\"#b3261e\"/>"
      out += "<rect x=\"\(format(max(0, mark - 1.5)))\" width=\"3\" height=\"10\" fill=\"#fff\"/>"
    } else {
      let filled = max(0, min(1, fraction)) * width
      out += "<rect width=\"\(format(filled))\" height=\"10\" rx=\"2\" fill=\"#2d6a57\"/>"
    }
    out += "</svg>"
    return out
  }

  static func format(_ value: Double) -> String {
    String(Double((value * 10).rounded()) / 10)
  }
}

/// A column chart of months as inline SVG: a bar per month, its amount above it and the
/// month below; it scales to the width of the page.
enum MonthChart {
  static func svg(_ bars: [MonthBar]) -> String {
    let slot = 64.0
    let width = slot * Double(max(bars.count, 1))
    let (top, plot, bottom) = (22.0, 150.0, 26.0)
    let height = top + plot + bottom
    let largest = bars.map(\.value).max() ?? 0
    var out =
      "<svg viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" "
      + "aria-label=\"Spending by month\" font-family=\"system-ui, sans-serif\">\n"
    out +=
      "<line x1=\"0\" y1=\"\(top + plot)\" x2=\"\(Int(width))\" y2=\"\(top + plot)\" "
      + "stroke=\"#dadce0\"/>\n"
    for (index, bar) in bars.enumerated() {
      let x = Double(index) * slot
      let size = largest > 0 ? max(0, bar.value) / largest * plot : 0
      let y = top + plot - size
      out += "<g><title>\(HTMLText.escape(bar.label)): \(HTMLText.escape(bar.valueText))</title>"
      if size > 0 {
        out +=
          "<rect x=\"\(ProgressSVG.format(x + 10))\" y=\"\(ProgressSVG.format(y))\" "
          + "width=\"\(Int(slot - 20))\" height=\"\(ProgressSVG.format(size))\" rx=\"2\" "
          + "fill=\"#2d6a57\"/>"
      }
      if bar.value != 0 {
        out +=
          "<text x=\"\(ProgressSVG.format(x + slot / 2))\" y=\"\(ProgressSVG.format(y - 6))\" "
          + "font-size=\"10\" text-anchor=\"middle\" fill=\"#1d1d1f\">"
          + "\(HTMLText.escape(bar.valueText))</text>"
      }
      out +=
        "<text x=\"\(ProgressSVG.format(x + slot / 2))\" y=\"\(Int(top + plot + 17))\" "
        + "font-size=\"11\" text-anchor=\"middle\" fill=\"#5f6368\">"
        + "\(HTMLText.escape(bar.label))</text></g>\n"
    }
    out += "</svg>\n"
    return out
  }
}
