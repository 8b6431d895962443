/// A horizontal bar chart: one line per bar, `label  ██████▍  $1,240.00`, the bars scaled
/// to the width given so that the largest value fills the bar column.
///
/// Bars are drawn in eighths of a cell (`▏▎▍▌▋▊▉█`) with Unicode and in whole `#` cells
/// without. Values are right-aligned and never cut. A label too long for its column is
/// cut with `…` on a terminal and wrapped onto more lines otherwise; when the width cannot
/// hold label, bar and value side by side, each label takes a line of its own above its
/// bar. An optional total line ends the chart, its text under the values.
public struct BarChart: Renderable {
  /// The bars, top to bottom.
  public var bars: [ChartBar]
  /// The label of the closing total line, such as "Total"; nil for none.
  public var totalLabel: String?
  /// The total's text, right-aligned under the values.
  public var totalText: String

  /// The fewest cells a bar column may take beside its labels.
  static let minimumBarWidth = 4
  /// The bar column's width when there is room to spare.
  static let naturalBarWidth = 40
  /// The fewest cells a label column may take before labels go on lines of their own.
  static let minimumLabelWidth = 6
  /// The widest word a label column always holds whole: months, dates, short names.
  static let wholeWordWidth = 10

  /// Creates a chart of `bars`, with a total line when `totalLabel` is given.
  public init(_ bars: [ChartBar], totalLabel: String? = nil, totalText: String = "") {
    self.bars = bars
    self.totalLabel = totalLabel
    self.totalText = totalText
  }

  private var valueWidth: Int {
    var widest = DisplayWidth.of(totalText)
    for bar in bars { widest = max(widest, DisplayWidth.of(bar.valueText)) }
    return widest
  }

  private var labelWidth: Int {
    // The total line has a layout of its own: its label does not widen the column.
    var widest = 0
    for bar in bars { widest = max(widest, DisplayWidth.of(bar.label)) }
    return widest
  }

  public func measure(in context: RenderContext) -> Measurement {
    let value = valueWidth
    var longestWord = totalLabel.map { DisplayWidth.longestWord($0) } ?? 0
    for bar in bars { longestWord = max(longestWord, DisplayWidth.longestWord(bar.label)) }
    let stacked = max(value + 1 + 1, min(longestWord, BarChart.minimumLabelWidth))
    return Measurement(
      minimum: stacked,
      maximum: labelWidth + 2 + BarChart.naturalBarWidth + 2 + value)
  }

  public func render(in context: RenderContext) -> [String] {
    let width = context.width
    let value = valueWidth
    let labels = labelWidth
    // The label column: the labels' width, but leaving the bars at least half the room.
    let room = width - value - 2 - BarChart.minimumBarWidth
    let largest = bars.map(\.value).max() ?? 0
    var lines: [String] = []
    // A label column is never narrower than a label's longest short word: such a label
    // wraps between words ("2025-12" never becomes "2025-1" over "2"), or goes on a line of
    // its own. A longer run (a name in Chinese, written without spaces) is cut as before.
    var longestWord = 0
    for bar in bars { longestWord = max(longestWord, DisplayWidth.longestWord(bar.label)) }
    let needed = min(
      labels, max(BarChart.minimumLabelWidth, min(longestWord, BarChart.wholeWordWidth)))
    if labels == 0 || room >= needed {
      let half = max(needed, (width - value - 2) / 2)
      let labelColumn = labels == 0 ? 0 : min(labels, room, half)
      let gap = labelColumn == 0 ? 0 : 2
      let barColumn = max(0, width - labelColumn - gap - value - 1)
      for bar in bars {
        let labelLines = fitted(bar.label, to: labelColumn, in: context)
        let drawn = draw(bar, largest: largest, cells: barColumn, in: context)
        for (index, label) in labelLines.enumerated() {
          let paddedLabel = DisplayWidth.pad(label, to: labelColumn) + Repeated.spaces(gap)
          if index == 0 {
            lines.append(
              paddedLabel + drawn.text + Repeated.spaces(barColumn - drawn.cells + 1)
                + DisplayWidth.pad(bar.valueText, to: value, alignment: .right))
          } else {
            lines.append(label)
          }
        }
      }
    } else {
      // Too narrow for a label column: each label above its bar and value.
      let barColumn = width - value - 1
      for bar in bars {
        lines += TextWrapper.wrap(bar.label, width: width)
        if barColumn >= 1 {
          let drawn = draw(bar, largest: largest, cells: barColumn, in: context)
          lines.append(
            drawn.text + Repeated.spaces(barColumn - drawn.cells + 1)
              + DisplayWidth.pad(bar.valueText, to: value, alignment: .right))
        } else {
          lines += TextWrapper.wrap(bar.valueText, width: width).map {
            DisplayWidth.pad($0, to: width, alignment: .right)
          }
        }
      }
    }
    if let totalLabel {
      lines += totalLines(totalLabel, width: width, in: context)
    }
    return lines
  }

  /// The total's line: label at the left, text right-aligned under the values.
  private func totalLines(_ label: String, width: Int, in context: RenderContext) -> [String] {
    let labelWidth = DisplayWidth.of(label)
    let textWidth = DisplayWidth.of(totalText)
    if labelWidth + 1 + textWidth <= width {
      return [
        context.paint(label, .bold) + Repeated.spaces(width - labelWidth - textWidth)
          + context.paint(totalText, .bold)
      ]
    }
    var lines = TextWrapper.wrap(label, width: width).map { context.paint($0, .bold) }
    for line in ValueFitting.lines(totalText, width: width) {
      lines.append(context.paint(DisplayWidth.pad(line, to: width, alignment: .right), .bold))
    }
    return lines
  }

  /// `label` fitted to `cells`: cut with `…` on a terminal, wrapped otherwise.
  private func fitted(_ label: String, to cells: Int, in context: RenderContext) -> [String] {
    guard cells > 0 else { return [""] }
    if DisplayWidth.of(label) <= cells { return [label] }
    if context.isTerminal { return [DisplayWidth.truncate(label, to: cells)] }
    return TextWrapper.wrap(label, width: cells)
  }

  /// The bar of `bar` in at most `cells` cells, and how many cells it took.
  private func draw(_ bar: ChartBar, largest: Int64, cells: Int, in context: RenderContext)
    -> (text: String, cells: Int)
  {
    guard bar.value > 0, largest > 0, cells > 0 else { return ("", 0) }
    let fraction = Double(bar.value) / Double(largest)
    var text: String
    var used: Int
    if context.unicode {
      // At least one eighth, so a small non-zero value still shows.
      let eighths = max(1, Int((fraction * Double(cells * 8)).rounded()))
      let whole = min(cells, eighths / 8)
      let part = whole < cells ? eighths % 8 : 0
      text = Repeated.string("█", count: whole)
      used = whole
      if part > 0 {
        text += BarChart.partialBlocks[part - 1]
        used += 1
      }
    } else {
      used = min(cells, max(1, Int((fraction * Double(cells)).rounded())))
      text = Repeated.string("#", count: used)
    }
    return (context.paint(text, bar.role), used)
  }

  /// One to seven eighths of a cell.
  static let partialBlocks = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
}
