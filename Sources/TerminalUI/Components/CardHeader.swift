/// A card's title in bold followed by its badges, which move under the title when it is full.
struct CardHeader: Renderable {
  var title: String
  var badges: [Badge]

  func measure(in context: RenderContext) -> Measurement {
    var measurement = Measurement.of(text: title)
    for badge in badges {
      let label = badge.label
      let width = DisplayWidth.of(label)
      measurement = Measurement(
        minimum: max(measurement.minimum, width), maximum: measurement.maximum + 1 + width,
        number: max(measurement.number, ValueFitting.widestNumber(in: label)))
    }
    return measurement
  }

  /// Adds the header's lines to a card's `lines`.
  func appendLines(to lines: inout [CardLine], in context: RenderContext) {
    if !context.color, appendPlainLines(to: &lines, width: context.width) { return }
    for line in render(in: context) { lines.append(CardLine(line)) }
  }

  /// Adds the header without colour as `render` draws it when the title and badges are
  /// printable ASCII, the title fits on one line and the badges on one line, after the
  /// title or under it; returns false, adding nothing, otherwise.
  private func appendPlainLines(to lines: inout [CardLine], width: Int) -> Bool {
    guard let titleWidth = DisplayWidth.asciiWidth(title), titleWidth <= width else {
      return false
    }
    guard !badges.isEmpty else {
      lines.append(CardLine(title, width: titleWidth))
      return true
    }
    // The badges joined by spaces, as wide as `badgesWidth`.
    var badgesWidth = -1
    for badge in badges {
      guard let labelWidth = DisplayWidth.asciiWidth(badge.text) else { return false }
      badgesWidth += 3 + labelWidth
    }
    guard badgesWidth <= width else { return false }
    var badgeText = ""
    badgeText.reserveCapacity(badgesWidth)
    for badge in badges {
      if !badgeText.isEmpty { badgeText += " " }
      badgeText += "["
      badgeText += badge.text
      badgeText += "]"
    }
    if titleWidth + 1 + badgesWidth <= width {
      lines.append(CardLine(title + " " + badgeText, width: titleWidth + 1 + badgesWidth))
    } else {
      lines.append(CardLine(title, width: titleWidth))
      lines.append(CardLine(badgeText, width: badgesWidth))
    }
    return true
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
