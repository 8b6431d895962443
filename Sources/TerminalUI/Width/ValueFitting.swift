/// Text holding numbers (an amount, a date, a count) laid out in a width without breaking
/// a number.
///
/// A number is a word (a run between spaces) holding a digit: `$1,999,999,999.98`,
/// `2026-11-23`, `[×6`. Words move to lines of their own, so `$1,999,999,999.98 of
/// $2,000,000,000.00` in 20 cells is `$1,999,999,999.98 of` over `$2,000,000,000.00`. Only a
/// number wider than the whole width changes: first its digit-group commas go (`$1,000,000,000.00`
/// in 16 cells is `$1000000000.00`), and a number that still cannot fit is cut as a whole, to
/// `…`, never to a prefix that reads as another number. Other words wider than the width
/// break between characters, as `TextWrapper` breaks them.
public enum ValueFitting {
  /// The lines `text` takes in `width` cells, none wider than `width`.
  public static func lines(_ text: String, width: Int) -> [String] {
    let width = max(1, width)
    if DisplayWidth.of(text) <= width, !text.contains("\n") { return [text] }
    guard widestNumber(in: text) > width else { return TextWrapper.wrap(text, width: width) }
    var fitted = String.UnicodeScalarView()
    var word = ""
    func flush() {
      fitted.append(contentsOf: fittedWord(word, width: width).unicodeScalars)
      word = ""
    }
    for scalar in text.unicodeScalars {
      if scalar == " " || scalar == "\n" {
        flush()
        fitted.append(scalar)
      } else {
        word.unicodeScalars.append(scalar)
      }
    }
    flush()
    return TextWrapper.wrap(String(fitted), width: width)
  }

  /// `text` cut to at most `width` cells ending in `ellipsis`, as `DisplayWidth.truncate`
  /// cuts it, except that a number the cut would fall inside is left out whole:
  /// `Paid $1,240.00` in 12 cells is `Paid …`, not `Paid $1,240…`.
  ///
  /// Text holding escape sequences is cut as `DisplayWidth.truncate` cuts it.
  public static func truncate(_ text: String, to width: Int, ellipsis: String = "…") -> String {
    let cut = DisplayWidth.truncate(text, to: width, ellipsis: ellipsis)
    guard cut != text, !ellipsis.isEmpty, cut.hasSuffix(ellipsis) else { return cut }
    let kept = cut.dropLast(ellipsis.count)
    guard text.hasPrefix(kept) else { return cut }
    let rest = text.dropFirst(kept.count)
    guard let last = kept.last, last != " ", let next = rest.first, next != " " else {
      return cut
    }
    let head = kept.reversed().prefix { $0 != " " }
    let tail = rest.prefix { $0 != " " }
    guard head.contains(where: \.isASCIIDigit) || tail.contains(where: \.isASCIIDigit) else {
      return cut
    }
    var whole = kept.dropLast(head.count)
    while whole.last == " " { whole = whole.dropLast() }
    return whole.isEmpty ? ellipsis : String(whole) + " " + ellipsis
  }

  /// The width of the widest number in `text`: its widest word holding a digit, or 0.
  public static func widestNumber(in text: String) -> Int {
    // Printable ASCII, where every byte is a cell: one pass over the bytes.
    var copy = text
    let ascii = copy.withUTF8 { bytes -> Int? in
      var widest = 0
      var start = 0
      var hasDigit = false
      for index in 0..<bytes.count {
        let byte = bytes[index]
        if byte == 0x20 || byte == 0x0A {
          if hasDigit, index - start > widest { widest = index - start }
          start = index + 1
          hasDigit = false
        } else if byte >= 0x30, byte <= 0x39 {
          hasDigit = true
        } else if byte >= 0x7F || byte < 0x20 {
          return nil
        }
      }
      if hasDigit, bytes.count - start > widest { widest = bytes.count - start }
      return widest
    }
    if let ascii { return ascii }
    var widest = 0
    var start = text.utf8.startIndex
    var hasDigit = false
    var isASCII = true
    let utf8 = text.utf8
    var index = start
    func close(at end: String.UTF8View.Index) {
      if hasDigit {
        let width =
          isASCII
          ? utf8.distance(from: start, to: end)
          : DisplayWidth.of(String(text[start..<end]))
        widest = max(widest, width)
      }
    }
    while index != utf8.endIndex {
      let byte = utf8[index]
      if byte == 0x20 || byte == 0x0A {
        close(at: index)
        start = utf8.index(after: index)
        hasDigit = false
        isASCII = true
      } else if byte >= 0x30, byte <= 0x39 {
        hasDigit = true
      } else if byte >= 0x80 || byte < 0x20 {
        isASCII = false
      }
      index = utf8.index(after: index)
    }
    close(at: index)
    return widest
  }

  /// The width of printable ASCII `text` and of its widest number, in one pass, or nil
  /// when `text` holds anything else (a newline too).
  static func asciiWidthAndWidestNumber(_ text: String) -> (width: Int, widestNumber: Int)? {
    var copy = text
    return copy.withUTF8 { bytes -> (width: Int, widestNumber: Int)? in
      var widest = 0
      var start = 0
      var hasDigit = false
      for index in 0..<bytes.count {
        let byte = bytes[index]
        if byte == 0x20 {
          if hasDigit, index - start > widest { widest = index - start }
          start = index + 1
          hasDigit = false
        } else if byte >= 0x30, byte <= 0x39 {
          hasDigit = true
        } else if byte >= 0x7F || byte < 0x20 {
          return nil
        }
      }
      if hasDigit, bytes.count - start > widest { widest = bytes.count - start }
      return (bytes.count, widest)
    }
  }

  /// `word` as it fits in `width` cells.
  ///
  /// Whole, without digit grouping, or `…` for a number too wide either way; a word without
  /// a digit is left for the wrapper to break.
  private static func fittedWord(_ word: String, width: Int) -> String {
    guard DisplayWidth.of(word) > width, word.unicodeScalars.contains(where: isDigit) else {
      return word
    }
    let ungrouped = withoutDigitGrouping(word)
    return DisplayWidth.of(ungrouped) <= width ? ungrouped : "…"
  }

  /// `text` without the commas that group digits in threes (`1,249.99` → `1249.99`).
  static func withoutDigitGrouping(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    for (index, scalar) in scalars.enumerated() {
      if scalar == ",", index > 0, isDigit(scalars[index - 1]), index + 3 < scalars.count,
        scalars[(index + 1)...(index + 3)].allSatisfy(isDigit),
        index + 4 == scalars.count || !isDigit(scalars[index + 4])
      {
        continue
      }
      result.append(scalar)
    }
    return String(result)
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(scalar)
  }
}

extension Character {
  /// Whether this is one of the ASCII digits 0 to 9.
  fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
