/// Terminal cell widths of text, measured per grapheme cluster, ignoring ANSI escape sequences.
///
/// East Asian Wide and Fullwidth characters and emoji take two cells; combining marks,
/// zero-width joiners' followers, variation selectors and escape sequences take none.
/// Tables come from the Unicode data files (see `unicodeVersion`), never from `wcwidth`.
public enum DisplayWidth {
  /// The Unicode version of the width tables.
  public static var unicodeVersion: String { UnicodeWidthTables.unicodeVersion }

  /// Returns the number of terminal cells `text` takes on one line.
  public static func of(_ text: String) -> Int {
    if let asciiWidth = asciiWidth(text) { return asciiWidth }
    if let scalarWidth = scalarSumWidth(text) { return scalarWidth }
    var total = 0
    for unit in DisplayUnitSequence(text) { total += unit.width }
    return total
  }

  /// Returns the width as the sum of each code point's width, or nil when `text` holds an
  /// escape sequence or an emoji sequence, whose clusters need the full rules.
  ///
  /// Outside those, a cluster's width is its base's plus its spacing parts', so summing
  /// code points gives the same answer without finding cluster boundaries.
  static func scalarSumWidth(_ text: String) -> Int? {
    // Decoded straight from the bytes, which a Swift string keeps as valid UTF-8.
    var text = text
    return text.withUTF8 { bytes -> Int? in
      var total = 0
      var index = 0
      let count = bytes.count
      while index < count {
        let lead = UInt32(bytes[index])
        var value = lead
        if lead < 0x80 {
          index += 1
        } else if lead < 0xE0 {
          value = (lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
          index += 2
        } else if lead < 0xF0 {
          value =
            (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6
            | UInt32(bytes[index + 2] & 0x3F)
          index += 3
        } else {
          value =
            (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
            | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
          index += 4
        }
        // Bars, rules and borders: box drawing and block elements, one cell each.
        if value >= 0x2500, value <= 0x25FC {
          total += 1
          continue
        }
        switch value {
        case 0x1B, 0x200D, 0x20E3, 0xFE0E, 0xFE0F, 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF,
          0xE0020...0xE007F:
          return nil
        default:
          total += scalarWidth(value)
        }
      }
      return total
    }
  }

  /// Returns the number of terminal cells one grapheme cluster takes.
  public static func of(_ character: Character) -> Int {
    if let ascii = character.asciiValue {
      if ascii >= 0x20 && ascii < 0x7F { return 1 }
      // "\r\n" is one cluster whose asciiValue is "\n": its "\r" still shows as `\r`.
      return character == "\r\n" ? controlWidth(0x0D) : controlWidth(UInt32(ascii))
    }
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    let base = scalarWidth(first.value)
    if scalars.count == 1 { return base }
    var isEmojiSequence = false
    var others = 0
    for scalar in scalars.dropFirst() {
      switch scalar.value {
      case 0x200D, 0xFE0F, 0x1F3FB...0x1F3FF, 0x1F1E6...0x1F1FF, 0xE0020...0xE007F, 0x20E3:
        // ZWJ, VS16, skin tones, regional indicators, tag characters, the keycap mark.
        isEmojiSequence = true
      default:
        others += scalarWidth(scalar.value)
      }
    }
    if isEmojiSequence {
      if base == 2 { return 2 }
      // A text-style emoji or keycap base followed by VS16 is shown as an emoji.
      if scalars.contains("\u{FE0F}"),
        contains(UnicodeWidthTables.textPresentationEmoji, first.value)
      {
        return 2
      }
      return base
    }
    // Text clusters: marks add nothing, but spacing parts (halfwidth sound marks, Indic
    // spacing vowels) take cells of their own, as terminals draw them; after a zero-width
    // base (a prepended mark such as U+06DD) the rest still shows, as scalar sums say.
    return base + others
  }

  /// Returns `text` cut to at most `width` cells, ending in `ellipsis` when anything was cut.
  ///
  /// Grapheme clusters are never split, escape sequences are kept, and a reset is added
  /// after a cut that happened inside coloured text.
  public static func truncate(_ text: String, to width: Int, ellipsis: String = "…") -> String {
    guard width > 0 else { return "" }
    if of(text) <= width { return text }
    let ellipsisWidth = of(ellipsis)
    if ellipsisWidth > width { return truncate(ellipsis, to: width, ellipsis: "") }
    let budget = width - ellipsisWidth
    var result = ""
    var used = 0
    var sawEscape = false
    for unit in DisplayUnitSequence(text) {
      if unit.isEscape {
        sawEscape = true
        result += text[unit.range]
        continue
      }
      if used + unit.width > budget { break }
      used += unit.width
      result += text[unit.range]
    }
    if sawEscape { result += ANSI.reset }
    return result + ellipsis
  }

  /// Returns `text` padded with spaces to `width` cells; text already as wide is returned whole.
  public static func pad(_ text: String, to width: Int, alignment: TextAlignment = .left)
    -> String
  {
    let missing = width - of(text)
    guard missing > 0 else { return text }
    switch alignment {
    case .left:
      return text + Repeated.spaces(missing)
    case .right:
      return Repeated.spaces(missing) + text
    case .center:
      let left = missing / 2
      return Repeated.spaces(left) + text
        + Repeated.spaces(missing - left)
    }
  }

  /// Returns the width of the widest space-separated word of `text`: its least unbreakable run.
  public static func longestWord(_ text: String) -> Int {
    var copy = text
    let ascii = copy.withUTF8 { bytes -> Int? in
      var longest = 0
      var current = 0
      for byte in bytes {
        if byte == 0x20 {
          current = 0
        } else if byte < 0x20 || byte >= 0x7F {
          return nil
        } else {
          current += 1
          if current > longest { longest = current }
        }
      }
      return longest
    }
    if let ascii { return ascii }
    var longest = 0
    var current = 0
    for unit in DisplayUnitSequence(text) {
      if !unit.isEscape, text[unit.range].first?.isWhitespace == true {
        current = 0
      } else {
        current += unit.width
        longest = max(longest, current)
      }
    }
    return longest
  }

  /// Returns the width of printable ASCII text, or nil when `text` needs the full rules.
  @inline(__always)
  static func asciiWidth(_ text: String) -> Int? {
    // `withUTF8` reaches the bytes of small strings too, which are not contiguous storage.
    var text = text
    return text.withUTF8 { printableASCIIWidth($0) }
  }

  /// Returns the number of `bytes` when every one is printable ASCII (0x20–0x7E), each then
  /// one cell, or nil when any is a control character, DEL or part of a longer character.
  ///
  /// Tested eight bytes at a time: a byte below 0x20 borrows into its top bit when 0x20 is
  /// taken from it, and a byte above 0x7E has its top bit set, or gets it when 1 is added.
  @inline(__always)
  static func printableASCIIWidth(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let base = bytes.baseAddress else { return 0 }
    let count = bytes.count
    let raw = UnsafeRawPointer(base)
    let high: UInt64 = 0x8080_8080_8080_8080
    var index = 0
    while index + 8 <= count {
      let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      let below = (word &- 0x2020_2020_2020_2020) & ~word & high
      let above = ((word &+ 0x0101_0101_0101_0101) | word) & high
      if below | above != 0 { return nil }
      index += 8
    }
    while index < count {
      let byte = base[index]
      if byte < 0x20 || byte >= 0x7F { return nil }
      index += 1
    }
    return count
  }

  /// Returns the width of printable ASCII text and of its widest space-separated word, in
  /// one pass, or nil when `text` needs the full rules.
  @inline(__always)
  static func asciiWidthAndLongestWord(_ text: String) -> (width: Int, longestWord: Int)? {
    var text = text
    return text.withUTF8 { bytes -> (width: Int, longestWord: Int)? in
      var longest = 0
      var current = 0
      for byte in bytes {
        if byte == 0x20 {
          if current > longest { longest = current }
          current = 0
        } else if byte < 0x20 || byte >= 0x7F {
          return nil
        } else {
          current += 1
        }
      }
      return (bytes.count, max(longest, current))
    }
  }

  /// Returns the cells a single code point takes on its own.
  static func scalarWidth(_ value: UInt32) -> Int {
    if value < 0x300 {
      if value < 0x20 || (0x7F..<0xA0).contains(value) { return controlWidth(value) }
      return 1
    }
    // Box drawing, block elements and geometric shapes up to the two wide squares.
    if (0x2500...0x25FC).contains(value) { return 1 }
    if value >= 0x1100, contains(UnicodeWidthTables.wide, value) { return 2 }
    if contains(UnicodeWidthTables.zeroWidth, value) { return 0 }
    return 1
  }

  /// The cells a control character takes as `VisibleText` shows it (`\t` is 2, `\x1b` 4);
  /// a newline ends a line and takes none.
  static func controlWidth(_ value: UInt32) -> Int {
    if value == 0x0A { return 0 }
    guard let scalar = Unicode.Scalar(value), let escape = VisibleText.escape(for: scalar)
    else { return 0 }
    return escape.utf8.count
  }

  /// Returns whether `value` falls in one of the sorted, disjoint `ranges`, given as
  /// pairs of first and last code point.
  static func contains(_ ranges: [UInt32], _ value: UInt32) -> Bool {
    var low = 0
    var high = ranges.count / 2 - 1
    while low <= high {
      let middle = (low + high) / 2
      if value < ranges[2 * middle] {
        high = middle - 1
      } else if value > ranges[2 * middle + 1] {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }
}
