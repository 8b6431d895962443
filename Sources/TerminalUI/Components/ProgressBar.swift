/// A bar with a percentage: `████████░░ 80%`; past 100 % the overflow is drawn distinctly in
/// the error colour: `██████▓▓▓▓ 160%`.
public struct ProgressBar: Renderable {
  /// How far along: 0 is empty, 1 is full, more than 1 is over (such as over budget).
  public var fraction: Double
  /// The fewest cells the bar itself may take.
  public var minimumBarWidth: Int
  /// The percentage as given, unclamped: the text shows it even when the bar is full.
  private var percent: Double
  /// The cells the bar takes when there is room.
  public var naturalBarWidth: Int
  /// The most cells the bar takes however wide the space, so a lone bar stays readable.
  public var maximumBarWidth: Int

  /// Creates a bar; a fraction that is not a number counts as 0.
  public init(
    fraction: Double, minimumBarWidth: Int = 10, naturalBarWidth: Int = 20,
    maximumBarWidth: Int = 40
  ) {
    self.fraction = fraction.isFinite ? min(max(fraction, 0), 99.99) : 0
    self.percent = fraction.isFinite ? min(max(fraction, 0), 1e12) * 100 : 0
    self.minimumBarWidth = max(1, minimumBarWidth)
    self.naturalBarWidth = max(self.minimumBarWidth, naturalBarWidth)
    self.maximumBarWidth = max(self.naturalBarWidth, maximumBarWidth)
  }

  /// The percentage shown after the bar, such as `80%`; the real figure however far over
  /// (`500000%`), though the bar stops drawing the overflow at 9999 %.
  public var percentText: String {
    String(Int(percent.rounded())) + "%"
  }

  /// The length of `percentText`: the digits of the rounded percentage and `%`.
  private var percentTextLength: Int {
    var rounded = Int(percent.rounded())
    var digits = 1
    while rounded >= 10 {
      rounded /= 10
      digits += 1
    }
    return digits + 1
  }

  public func measure(in context: RenderContext) -> Measurement {
    let percent = percentTextLength + 1
    return Measurement(minimum: minimumBarWidth + percent, maximum: naturalBarWidth + percent)
  }

  public func render(in context: RenderContext) -> [String] {
    var lines: [CardLine] = []
    appendLines(to: &lines, in: context)
    return lines.map(\.text)
  }

  /// Adds the bar's line to a card's `lines`, sparing an array in cards.
  func appendLines(to lines: inout [CardLine], in context: RenderContext) {
    let symbols = context.symbols
    let percent = percentText
    let barWidth = min(maximumBarWidth, context.width - percent.utf8.count - 1)
    guard barWidth > 0 else {
      lines.append(
        CardLine(
          context.paint(DisplayWidth.truncate(percent, to: context.width, ellipsis: ""), role)))
      return
    }
    // The standard glyphs are one cell each, so a plain bar's width is known.
    let standard = symbols === Symbols.unicode || symbols === Symbols.ascii
    let plainWidth = barWidth + 1 + percent.utf8.count
    var bar = ""
    if fraction <= 1 {
      let filled = Int((fraction * Double(barWidth)).rounded())
      if !context.color {
        let bar = CardLine.Content.bar(
          symbols.barFilled, filled, symbols.barEmpty, barWidth - filled, " " + percent)
        lines.append(CardLine(bar, width: standard ? plainWidth : -1))
        return
      }
      bar += context.paint(Repeated.string(symbols.barFilled, count: filled), .success)
      bar += context.paint(Repeated.string(symbols.barEmpty, count: barWidth - filled), .dim)
    } else {
      // The part up to 100 % keeps its place; the rest shows how far over it is.
      let withinBudget = min(barWidth - 1, max(1, Int((Double(barWidth) / fraction).rounded())))
      if !context.color {
        let bar = CardLine.Content.bar(
          symbols.barFilled, withinBudget, symbols.barOverflow, barWidth - withinBudget,
          " " + percent)
        lines.append(CardLine(bar, width: standard ? plainWidth : -1))
        return
      }
      bar += Repeated.string(symbols.barFilled, count: withinBudget)
      bar += context.paint(
        Repeated.string(symbols.barOverflow, count: barWidth - withinBudget), .error)
    }
    lines.append(CardLine(bar + " " + context.paint(percent, role)))
  }

  private var role: StyleRole { fraction > 1 ? .error : .plain }
}
