/// A card's title in bold followed by its badges, which move under the title when it is full.
struct CardHeader: Renderable {
  var title: String
  var badges: [Badge]

  func measure(in context: RenderContext) -> Measurement {
    var measurement = Measurement.of(text: title)
    for badge in badges {
      let width = DisplayWidth.of(badge.label)
      measurement = Measurement(
        minimum: max(measurement.minimum, width), maximum: measurement.maximum + 1 + width,
        number: max(measurement.number, ValueFitting.widestNumber(in: badge.label)))
    }
    return measurement
  }

  func render(in context: RenderContext) -> [String] {
    let width = context.width
    let titleLines = TextWrapper.wrap(title, width: width)
    // Without colour, painting changes nothing: the wrapped lines are kept as they are.
    var lines = context.color ? titleLines.map { context.paint($0, .bold) } : titleLines
    guard !badges.isEmpty else { return lines }
    let labels = badges.map { FlowLayout.Piece(width: DisplayWidth.of($0.label), text: $0.label) }
    let badgeWidth = labels.reduce(0) { $0 + $1.width } + labels.count - 1
    let lastWidth = DisplayWidth.of(titleLines.last ?? "")
    // A badge wider than the line is wrapped at its spaces, never cut inside a number.
    let painted = zip(badges, labels).flatMap { badge, label in
      let parts = label.width > width ? ValueFitting.lines(label.text, width: width) : [label.text]
      return parts.map {
        FlowLayout.Piece(width: DisplayWidth.of($0), text: context.paint($0, badge.role))
      }
    }
    if lastWidth + 1 + badgeWidth <= width, let last = lines.indices.last {
      lines[last] += " " + painted.map(\.text).joined(separator: " ")
    } else {
      lines += FlowLayout.lines(painted, separator: .init(width: 1, text: " "), width: width)
    }
    return lines
  }
}
