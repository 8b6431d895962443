extension StringProtocol {
  /// The text without leading and trailing whitespace and newlines: the same as Foundation's
  /// `trimmingCharacters(in: .whitespacesAndNewlines)` (Unicode's White_Space property, and
  /// U+200B ZERO WIDTH SPACE, as Core Foundation counts it), without bridging through
  /// NSString, which cost a `tx add` more than parsing its date and amount.
  public func trimmingWhitespaceAndNewlines() -> String {
    trimmingScalars { $0.properties.isWhitespace || $0 == "\u{200B}" }
  }

  /// The text without leading and trailing spaces and tabs: the same as Foundation's
  /// `trimmingCharacters(in: .whitespaces)` (space separators, U+0009 and U+200B).
  public func trimmingWhitespace() -> String {
    trimmingScalars {
      $0 == "\t" || $0 == "\u{200B}" || $0.properties.generalCategory == .spaceSeparator
    }
  }

  private func trimmingScalars(_ isTrimmed: (Unicode.Scalar) -> Bool) -> String {
    let string = String(self)
    let scalars = string.unicodeScalars
    guard let start = scalars.firstIndex(where: { !isTrimmed($0) }) else { return "" }
    var end = scalars.endIndex
    while end > start {
      let before = scalars.index(before: end)
      if !isTrimmed(scalars[before]) { break }
      end = before
    }
    if start == scalars.startIndex, end == scalars.endIndex { return string }
    return String(Substring(scalars[start..<end]))
  }
}
