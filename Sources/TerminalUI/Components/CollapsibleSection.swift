/// A titled section shown collapsed (`▸ Title · summary`) or expanded (`▾ Title`, content under).
public struct CollapsibleSection: Renderable {
  /// The section's name.
  public var title: String
  /// A one-line summary shown beside the title, such as `3 items · $1,200.00`.
  public var summary: String?
  /// Whether the content is shown.
  public var isExpanded: Bool
  /// What the section holds, indented under its title when expanded.
  public var content: [any Renderable]

  /// Cells the content is indented by.
  static let indent = 2

  /// Creates a section.
  public init(
    _ title: String, summary: String? = nil, isExpanded: Bool, content: [any Renderable] = []
  ) {
    self.title = title
    self.summary = summary
    self.isExpanded = isExpanded
    self.content = content
  }

  private func header(_ symbols: Symbols) -> String {
    let mark = isExpanded ? symbols.expanded : symbols.collapsed
    return mark + " " + title
  }

  public func measure(in context: RenderContext) -> Measurement {
    let header = header(context.symbols)
    var measurement = Measurement.of(text: header)
    if let summary {
      let text = Measurement.of(text: summary)
      measurement = Measurement(
        minimum: max(measurement.minimum, text.minimum),
        maximum: measurement.maximum + 3 + text.maximum, ideal: measurement.ideal)
    }
    if isExpanded {
      for item in content {
        measurement = measurement.union(item.measure(in: context).adding(Self.indent))
      }
    }
    return measurement
  }

  public func render(in context: RenderContext) -> [String] {
    let width = context.width
    let header = header(context.symbols)
    var lines = TextWrapper.wrap(header, width: width).map { context.paint($0, .bold) }
    if let summary, !summary.isEmpty {
      let separator = " " + context.symbols.separator + " "
      let last = lines.count - 1
      let lastPlain = TextWrapper.wrap(header, width: width)[last]
      let room = width - DisplayWidth.of(lastPlain) - DisplayWidth.of(separator)
      if DisplayWidth.of(summary) <= room {
        lines[last] += context.paint(separator + summary, .dim)
      } else {
        lines += TextWrapper.wrap(summary, width: max(1, width - Self.indent)).map {
          Repeated.spaces(min(Self.indent, width - 1)) + context.paint($0, .dim)
        }
      }
    }
    guard isExpanded else { return lines }
    let pad = Repeated.spaces(width > Self.indent ? Self.indent : 0)
    let inner = context.withWidth(width - pad.count)
    for item in content {
      lines += item.render(in: inner).map { pad + $0 }
    }
    return lines
  }
}
