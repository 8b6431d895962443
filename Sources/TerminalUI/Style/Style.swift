/// A text attribute such as a colour or weight, written as an SGR escape sequence.
public struct Style: Sendable, Hashable {
  /// The SGR parameters joined by semicolons, such as `1;31` for bold red.
  ///
  /// Kept as a string, not an array, so copying a theme costs no reference counting.
  public let code: String

  /// Creates a style from SGR parameters, such as `[1, 31]` for bold red.
  public init(_ parameters: [Int]) {
    self.code = parameters.map(String.init).joined(separator: ";")
  }

  /// The SGR parameters, such as `[1, 31]` for bold red.
  public var parameters: [Int] {
    code.split(separator: ";").compactMap { Int($0) }
  }

  /// No attribute at all.
  public static let plain = Style([])
  /// Bold or increased intensity.
  public static let bold = Style([1])
  /// Faint, for secondary text.
  public static let dim = Style([2])
  /// Red foreground.
  public static let red = Style([31])
  /// Green foreground.
  public static let green = Style([32])
  /// Yellow foreground.
  public static let yellow = Style([33])
  /// Blue foreground.
  public static let blue = Style([34])
  /// Cyan foreground.
  public static let cyan = Style([36])

  /// Returns this style with `other`'s attributes added.
  public func adding(_ other: Style) -> Style {
    Style(parameters + other.parameters)
  }

  /// Returns `text` wrapped in this style's escape sequence and a reset.
  public func apply(to text: String) -> String {
    guard !code.isEmpty, !text.isEmpty else { return text }
    return "\u{1B}[" + code + "m" + text + ANSI.reset
  }
}
