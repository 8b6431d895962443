/// The first lines of a note, dimmed: on a terminal a cut note ends in `…`; piped, the
/// lines shown are whole and nothing is marked.
public struct NotesPreview: Renderable {
  /// The note.
  public var text: String
  /// How many lines to show at most.
  public var lineLimit: Int

  /// Creates a preview of `text` of at most `lineLimit` lines.
  public init(_ text: String, lineLimit: Int = 2) {
    self.text = VisibleText.escaping(text)
    self.lineLimit = max(1, lineLimit)
  }

  public func measure(in context: RenderContext) -> Measurement {
    Measurement.of(text: text)
  }

  public func render(in context: RenderContext) -> [String] {
    guard !text.isEmpty else { return [] }
    let wrapped = TextWrapper.wrap(text, width: context.width)
    var lines = Array(wrapped.prefix(lineLimit))
    if wrapped.count > lineLimit, context.isTerminal, let last = lines.indices.last {
      let ellipsis = context.symbols.ellipsis
      let room = context.width - ellipsis.displayWidth
      if room > 0 {
        let cut = DisplayWidth.truncate(lines[last], to: room, ellipsis: "")
        lines[last] = cut + ellipsis
      }
    }
    return lines.map { context.paint($0, .dim) }
  }
}
