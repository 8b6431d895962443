/// Lays out short pieces left to right, starting a new line when the next does not fit.
enum FlowLayout {
  /// A piece to place: its width and how it is drawn.
  struct Piece {
    var width: Int
    var text: String
  }

  /// Returns lines of `pieces` joined by `separator`, each no wider than `width`.
  ///
  /// A piece wider than `width` on its own is cut to it.
  static func lines(_ pieces: [Piece], separator: Piece, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for piece in pieces {
      var piece = piece
      if piece.width > width {
        piece = Piece(width: width, text: DisplayWidth.truncate(piece.text, to: width))
        piece.width = DisplayWidth.of(piece.text)
      }
      if lineWidth > 0, lineWidth + separator.width + piece.width > width {
        lines.append(line)
        line = ""
        lineWidth = 0
      }
      if lineWidth > 0 {
        line += separator.text
        lineWidth += separator.width
      }
      line += piece.text
      lineWidth += piece.width
    }
    if lineWidth > 0 || lines.isEmpty { lines.append(line) }
    return lines
  }
}
