/// A key read from the terminal in raw mode.
public enum KeyPress: Equatable, Sendable {
  case left
  case right
  case up
  case down
  case escape
  case enter
  /// A printable character.
  case character(Character)
  /// Another key or sequence, ignored by views.
  case other
  /// No key: the terminal changed size, so a full-screen view draws itself again.
  case resize

  /// The key that `bytes`, all that one read returned, stand for.
  public init(bytes: [UInt8]) {
    switch bytes {
    case [0x1B]: self = .escape
    case [0x1B, 0x5B, 0x44], [0x1B, 0x4F, 0x44]: self = .left
    case [0x1B, 0x5B, 0x43], [0x1B, 0x4F, 0x43]: self = .right
    case [0x1B, 0x5B, 0x41], [0x1B, 0x4F, 0x41]: self = .up
    case [0x1B, 0x5B, 0x42], [0x1B, 0x4F, 0x42]: self = .down
    case [0x0D], [0x0A]: self = .enter
    default:
      if bytes.first != 0x1B, let text = String(bytes: bytes, encoding: .utf8),
        text.count == 1, let character = text.first
      {
        self = .character(character)
      } else {
        self = .other
      }
    }
  }
}
