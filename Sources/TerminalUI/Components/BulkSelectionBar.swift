/// The bar shown while several rows are selected: `5 selected · $1,234.00 · move, delete`.
public struct BulkSelectionBar: Renderable {
  /// How many rows are selected.
  public var count: Int
  /// Their total, already formatted (such as `$1,234.00`), if it means anything.
  public var total: String?
  /// What can be done with them, such as `move`, `delete`, `clear`.
  public var actions: [String]

  /// Creates a bar.
  public init(count: Int, total: String? = nil, actions: [String] = []) {
    self.count = count
    self.total = total
    self.actions = actions
  }

  private var pieces: [String] {
    var pieces = ["\(count) selected"]
    if let total { pieces.append(total) }
    if !actions.isEmpty { pieces.append(actions.joined(separator: ", ")) }
    return pieces
  }

  public func measure(in context: RenderContext) -> Measurement {
    let separator = DisplayWidth.of(context.symbols.separator) + 2
    let widths = pieces.map { Measurement.of(text: $0) }
    return Measurement(
      minimum: widths.map(\.minimum).max() ?? 0,
      maximum: widths.map(\.maximum).reduce(0, +) + separator * max(0, widths.count - 1))
  }

  public func render(in context: RenderContext) -> [String] {
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
