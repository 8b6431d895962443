/// A tab header with the current tab marked: ` Items │[Transactions]│ Spaces `.
public struct SegmentedControl: Renderable {
  /// The tabs' names, left to right.
  public var segments: [String]
  /// The index of the current tab.
  public var selectedIndex: Int

  /// Creates a header; an index out of range marks no tab.
  public init(_ segments: [String], selectedIndex: Int) {
    self.segments = segments
    self.selectedIndex = selectedIndex
  }

  private func label(_ index: Int) -> String {
    index == selectedIndex ? "[" + segments[index] + "]" : " " + segments[index] + " "
  }

  public func measure(in context: RenderContext) -> Measurement {
    let widths = segments.indices.map { DisplayWidth.of(label($0)) }
    return Measurement(
      minimum: widths.max() ?? 0,
      maximum: widths.reduce(0, +) + max(0, widths.count - 1)
        * DisplayWidth.of(
          context.symbols.vertical))
  }

  public func render(in context: RenderContext) -> [String] {
    let pieces = segments.indices.map { index in
      let text = label(index)
      let painted = index == selectedIndex ? context.paint(text, .accent) : text
      return FlowLayout.Piece(width: DisplayWidth.of(text), text: painted)
    }
    let bar = context.symbols.vertical
    return FlowLayout.lines(
      pieces, separator: .init(width: DisplayWidth.of(bar), text: context.paint(bar, .dim)),
      width: context.width
    ).map { line in
      var line = line
      while line.last == " " { line.removeLast() }
      return line
    }
  }
}
