import Foundation

/// Splits one logical command line into words the way a POSIX shell would.
///
/// Single quotes keep everything literally; double quotes keep spaces and allow
/// `\"`, `\\` and `\$`-style escapes; a backslash outside quotes escapes the next
/// character. A `#` that begins a word starts a comment unless a digit follows it,
/// so `tx show #12` addresses entity 12 while `# note` is ignored.
///
/// The line is read as Unicode scalars, not grapheme clusters: a combining mark right
/// after a quote or a space (`"\u{301}abc"`) belongs to the word, and never hides the
/// quote or the space it follows.
public enum Tokenizer {
  /// Returns the words of `line`, or throws when a quote is left open.
  public static func tokenize(_ line: String) throws(TokenizerError) -> [String] {
    if let words = asciiSyntaxWords(line) { return words }
    return try scan(line).words
  }

  /// The words of `line`, split byte by byte, when every character the syntax looks at
  /// is plain ASCII standing alone; nil when a quote is left open or when a syntax
  /// character touches a non-ASCII byte (and so might be part of a larger character).
  ///
  /// Gives the same words as `scan`, which splits grapheme clusters: cheaper by a tenth
  /// of a script's `tx add`.
  static func asciiSyntaxWords(_ line: String) -> [String]? {
    var line = line
    return line.withUTF8 { bytes -> [String]? in
      var count = bytes.count
      if count > 0, bytes[count - 1] == UInt8(ascii: "\r") { count -= 1 }
      var words: [String] = []
      var current: [UInt8] = []
      var inWord = false
      var quote: UInt8?
      var index = 0
      func isSyntax(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: " "),
          UInt8(ascii: "\t"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "`"):
          return true
        default: return false
        }
      }
      // A syntax character next to a non-ASCII byte might combine with it: fall back.
      for position in 0..<count where isSyntax(bytes[position]) {
        if position > 0, bytes[position - 1] >= 0x80 { return nil }
        if position + 1 < count, bytes[position + 1] >= 0x80 { return nil }
        if bytes[position] == UInt8(ascii: "#"), position + 2 < count,
          bytes[position + 2] >= 0x80
        {
          return nil
        }
      }
      while index < count {
        let byte = bytes[index]
        index += 1
        switch quote {
        case UInt8(ascii: "'"):
          if byte == UInt8(ascii: "'") { quote = nil } else { current.append(byte) }
        case UInt8(ascii: "\""):
          if byte == UInt8(ascii: "\"") {
            quote = nil
          } else if byte == UInt8(ascii: "\\"), index < count,
            [UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "$"), UInt8(ascii: "`")]
              .contains(bytes[index])
          {
            current.append(bytes[index])
            index += 1
          } else {
            current.append(byte)
          }
        default:
          if byte == UInt8(ascii: "\\") {
            guard index < count else { return nil }
            inWord = true
            current.append(bytes[index])
            index += 1
          } else if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") {
            inWord = true
            quote = byte
          } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
            if inWord {
              words.append(String(decoding: current, as: UTF8.self))
              current.removeAll(keepingCapacity: true)
              inWord = false
            }
          } else if byte == UInt8(ascii: "#"), !inWord,
            !(index < count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]))
          {
            index = count
          } else {
            inWord = true
            current.append(byte)
          }
        }
      }
      guard quote == nil else { return nil }
      if inWord { words.append(String(decoding: current, as: UTF8.self)) }
      return words
    }
  }

  /// The words of `line` and whether the last one is still open at the end
  /// (used by completion, which works on partial lines).
  public static func scan(_ line: String, allowUnterminated: Bool = false) throws(TokenizerError)
    -> Scan
  {
    var words: [String] = []
    var current = String.UnicodeScalarView()
    var inWord = false
    var quote: Unicode.Scalar?
    var escaping = false
    var wordStart = 0
    var chars = Array(line.unicodeScalars)
    var index = 0
    if chars.last == "\r" { chars.removeLast() }
    while index < chars.count {
      let char = chars[index]
      index += 1
      if escaping {
        current.append(char)
        escaping = false
        continue
      }
      switch quote {
      case "'":
        if char == "'" { quote = nil } else { current.append(char) }
      case "\"":
        if char == "\"" {
          quote = nil
        } else if char == "\\", index < chars.count, "\"\\$`".unicodeScalars.contains(chars[index])
        {
          current.append(chars[index])
          index += 1
        } else {
          current.append(char)
        }
      default:
        if char == "\\" {
          if !inWord { wordStart = index - 1 }
          inWord = true
          escaping = true
        } else if char == "'" || char == "\"" {
          if !inWord { wordStart = index - 1 }
          inWord = true
          quote = char
        } else if char == " " || char == "\t" {
          if inWord {
            words.append(String(current))
            current = String.UnicodeScalarView()
            inWord = false
          }
        } else if char == "#" && !inWord
          && !(index < chars.count && ("0"..."9").contains(chars[index]))
        {
          index = chars.count
        } else {
          if !inWord { wordStart = index - 1 }
          inWord = true
          current.append(char)
        }
      }
    }
    if let quote, !allowUnterminated {
      throw .unterminatedQuote(Character(quote))
    }
    if escaping && !allowUnterminated {
      throw .danglingEscape
    }
    let open = inWord || quote != nil
    if inWord || quote != nil { words.append(String(current)) }
    // Completion replaces whole characters of the raw line.
    let rawLength =
      open ? String(String.UnicodeScalarView(chars[wordStart...])).count : 0
    return Scan(
      words: words, lastWordIsOpen: open, openQuote: quote.map(Character.init),
      lastWordRawLength: rawLength)
  }

  /// The words of a line plus what completion needs to know about its end.
  public struct Scan: Sendable, Equatable {
    /// The words, with quotes and escapes removed.
    public var words: [String]
    /// Whether the line ends inside a word (no trailing space).
    public var lastWordIsOpen: Bool
    /// The quote character left open at the end, if any.
    public var openQuote: Character?
    /// How many characters of the raw line the open last word spans (quotes included).
    public var lastWordRawLength: Int
  }

  /// Quotes `word` so that tokenizing the result gives `word` back.
  public static func quote(_ word: String) -> String {
    if word.isEmpty { return "''" }
    let scalars = word.unicodeScalars
    let plain = scalars.allSatisfy { scalar in
      scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        || "-_./:@%+,=#".unicodeScalars.contains(scalar)
    }
    if plain && scalars.first != "#" { return word }
    if !scalars.contains("'") { return "'\(word)'" }
    var quoted = String.UnicodeScalarView()
    quoted.append("\"")
    for scalar in scalars {
      if scalar == "\\" || scalar == "\"" { quoted.append("\\") }
      quoted.append(scalar)
    }
    quoted.append("\"")
    return String(quoted)
  }
}

/// Why a line could not be split into words.
public enum TokenizerError: Error, Equatable, Sendable, CustomStringConvertible {
  case unterminatedQuote(Character)
  case danglingEscape

  public var description: String {
    switch self {
    case .unterminatedQuote(let quote):
      return "unterminated \(quote) quote: close it, or escape it with a backslash"
    case .danglingEscape:
      return "a backslash at the end of the line escapes nothing"
    }
  }
}
