/// A picture written for a terminal, and the cells it covers.
public struct RenderedImage: Sendable {
  /// What to write: lines of symbols, or one escape sequence of a graphics protocol.
  public var text: String
  /// The protocol `text` is in.
  public var imageProtocol: ImageProtocol
  /// The columns the picture covers.
  public var columns: Int
  /// The rows the picture covers.
  public var rows: Int

  /// The lines of a symbol picture, each `columns` cells wide; a graphics protocol's
  /// output is one line.
  public var lines: [String] {
    guard imageProtocol == .symbols else { return [text] }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init).filter { !$0.isEmpty }
  }
}
