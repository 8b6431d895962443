import TextOutput

/// Finds what a search matched in a piece of text, as the index matched it: ignoring case
/// and accents, words by their start, Chinese and Japanese anywhere.
public struct SearchHighlighter: Sendable {
  private let needles: [[Character]]

  /// A highlighter for the terms of a search.
  public init(terms: [SearchTerm]) {
    needles = terms.flatMap(\.needles).map { $0.map(SearchText.folded) }.filter { !$0.isEmpty }
      .sorted { $0.count > $1.count }
  }

  /// The character offsets of every match in `text`, in order, not overlapping.
  public func matches(in text: String) -> [Range<Int>] {
    guard !needles.isEmpty else { return [] }
    let characters = text.map(SearchText.folded)
    var ranges: [Range<Int>] = []
    var index = 0
    while index < characters.count {
      var matched = 0
      for needle in needles where needle.count <= characters.count - index {
        guard characters[index] == needle[0] else { continue }
        let atWordStart =
          index == 0 || SearchText.isCJK(needle[0])
          || !SearchText.isWordCharacter(characters[index - 1])
        guard atWordStart, characters[index..<(index + needle.count)].elementsEqual(needle)
        else { continue }
        matched = needle.count
        break
      }
      if matched > 0 {
        ranges.append(index..<(index + matched))
        index += matched
      } else {
        index += 1
      }
    }
    return ranges
  }

  /// `text` with each match passed through `mark` (which adds bold, say).
  public func highlight(_ text: String, mark: (String) -> String) -> String {
    let ranges = matches(in: text)
    guard !ranges.isEmpty else { return text }
    let characters = Array(text)
    var output = ""
    var position = 0
    for range in ranges {
      output += String(characters[position..<range.lowerBound])
      output += mark(String(characters[range]))
      position = range.upperBound
    }
    output += String(characters[position...])
    return output
  }

  /// The part of the first field that has a match, cut to about `length` characters
  /// around its first match with `…` where text was left out; the first non-empty
  /// field when none matches.
  public func snippet(of fields: [String], length: Int = 72) -> String {
    let flattened = fields.map { field in
      field.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
    for field in flattened {
      guard let first = matches(in: field).first else { continue }
      return Self.cut(field, around: first.lowerBound, length: length)
    }
    let fallback = flattened.first { !$0.isEmpty } ?? ""
    return Self.cut(fallback, around: 0, length: length)
  }

  private static func cut(_ text: String, around offset: Int, length: Int) -> String {
    let characters = Array(text)
    guard characters.count > length else { return text }
    var start = max(0, min(offset - length / 3, characters.count - length))
    // Start at a word's beginning when one is near.
    if start > 0 {
      var back = start
      while back > 0, back > start - 12, !characters[back - 1].isWhitespace { back -= 1 }
      if back > 0, characters[back - 1].isWhitespace { start = back }
    }
    var end = min(characters.count, start + length)
    if end < characters.count {
      var forward = end
      while forward > start + length / 2, !characters[forward].isWhitespace { forward -= 1 }
      if characters[forward].isWhitespace { end = forward }
    }
    let body = String(characters[start..<end]).trimmingSpaces()
    return (start > 0 ? "…" : "") + body + (end < characters.count ? "…" : "")
  }
}

extension String {
  fileprivate func trimmingSpaces() -> String {
    let trimmed = drop(while: \.isWhitespace)
    return String(trimmed.reversed().drop(while: \.isWhitespace).reversed())
  }
}
