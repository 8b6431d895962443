/// The bar shown while several rows are selected.
///
/// With a noun and a hint it reads as a status line,
/// `● 12 items selected · $3,450.00 — 'bulk' for actions, 'select clear' to clear`;
/// without, as a compact bar, `5 selected · $1,234.00 · move, delete`. Either wraps
/// between words to fit any width.
public struct BulkSelectionBar: Renderable {
  /// How many rows are selected.
  public var count: Int
  /// What they are, such as `items`; nil says only "selected".
  public var noun: String?
  /// Their total, already formatted (such as `$1,234.00`), if it means anything.
  public var total: String?
  /// What can be done with them, such as `move`, `delete`, `clear`.
  public var actions: [String]
  /// How to act on them, such as `'bulk' for actions`, shown after a dash.
  public var hint: String?

  /// Creates a bar.
  public init(
    count: Int, noun: String? = nil, total: String? = nil, actions: [String] = [],
    hint: String? = nil
  ) {
    self.count = count
    self.noun = noun
    self.total = total
    self.actions = actions
    self.hint = hint
  }

  private var isStatusLine: Bool { noun != nil || hint != nil }

  private var pieces: [String] {
    var pieces = [noun.map { "\(count) \($0) selected" } ?? "\(count) selected"]
    if let total { pieces.append(total) }
    if !actions.isEmpty { pieces.append(actions.joined(separator: ", ")) }
    return pieces
  }

  /// The whole status line before wrapping.
  private func statusText(in context: RenderContext) -> String {
    var text = context.symbols.selectorOn + " "
    text += pieces.joined(separator: " \(context.symbols.separator) ")
    if let hint { text += (context.unicode ? " — " : " -- ") + hint }
    return text
  }

  public func measure(in context: RenderContext) -> Measurement {
    if isStatusLine { return Measurement.of(text: statusText(in: context)) }
    let separator = DisplayWidth.of(context.symbols.separator) + 2
    let widths = pieces.map { Measurement.of(text: $0) }
    return Measurement(
      minimum: widths.map(\.minimum).max() ?? 0,
      maximum: widths.map(\.maximum).reduce(0, +) + separator * max(0, widths.count - 1))
  }

  public func render(in context: RenderContext) -> [String] {
    if isStatusLine {
      let full = statusText(in: context)
      if DisplayWidth.of(full) <= context.width { return [context.paint(full, .bold)] }
      // Too narrow for one line: the count and total first, then the hint on lines of its
      // own, rather than a hint broken across the count's line.
      let head =
        context.symbols.selectorOn + " "
        + pieces.joined(separator: " \(context.symbols.separator) ")
      var lines = TextWrapper.wrap(head, width: context.width).map { context.paint($0, .bold) }
      if let hint {
        lines += TextWrapper.wrap(hint, width: context.width).map { context.paint($0, .dim) }
      }
      return lines
    }
    let separator = " " + context.symbols.separator + " "
    var flowPieces: [FlowLayout.Piece] = []
    for (index, piece) in pieces.enumerated() {
      for line in TextWrapper.wrap(piece, width: context.width) {
        let role: StyleRole = index == 0 ? .bold : (index == 1 && total != nil ? .plain : .dim)
        flowPieces.append(.init(width: DisplayWidth.of(line), text: context.paint(line, role)))
      }
    }
    return FlowLayout.lines(
      flowPieces,
      separator: .init(width: DisplayWidth.of(separator), text: context.paint(separator, .dim)),
      width: context.width)
  }
}
