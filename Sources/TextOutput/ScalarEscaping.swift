extension String {
  /// The text with each Unicode scalar that `replacement` answers for replaced by its answer.
  ///
  /// Escapers must work on scalars: Foundation's `replacingOccurrences(of:with:)` compares
  /// `Character`s, so a quote followed by a combining mark (one grapheme) or the CR of a CRLF
  /// pair is not found, and goes out unescaped.
  public func replacingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
    guard unicodeScalars.contains(where: { replacement($0) != nil }) else { return self }
    var result = ""
    result.reserveCapacity(utf8.count + 8)
    for scalar in unicodeScalars {
      if let replaced = replacement(scalar) {
        result += replaced
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The text between two `quote`s, each `quote` inside doubled: an SQL identifier, an SQL
  /// or FTS5 string, an RFC 4180 field.
  public func quoted(doubling quote: Unicode.Scalar = "\"") -> String {
    let mark = String(quote)
    return mark + replacingScalars { $0 == quote ? mark + mark : nil } + mark
  }
}
