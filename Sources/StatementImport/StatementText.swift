/// A statement file's bytes read as text: UTF-8 with or without a byte-order mark, UTF-16
/// with one (Excel's "Unicode text"), or else Windows-1252, which is said in a warning.
public enum StatementText {
  /// The text encodings a rules file's `encoding` may name.
  public enum Encoding: String, Sendable, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case windows1252 = "windows-1252"

    /// The encoding a rules file names: `utf-8`, `utf8`, `utf-16`, `windows-1252`, `cp1252`,
    /// `latin1`, `iso-8859-1` (read as Windows-1252, a superset for printable text).
    public init?(name: String) {
      switch name.lowercased().replacingOccurrences(of: "_", with: "-") {
      case "utf-8", "utf8": self = .utf8
      case "utf-16", "utf16", "utf-16le", "utf-16be", "ucs-2": self = .utf16
      case "windows-1252", "cp1252", "latin1", "latin-1", "iso-8859-1", "iso8859-1",
        "1252":
        self = .windows1252
      default: return nil
      }
    }
  }

  /// The text of `bytes`, and a warning when it was guessed to be Windows-1252.
  ///
  /// A byte-order mark settles the encoding; without one, `declared` (the rules' `encoding`)
  /// does; without that, valid UTF-8 is UTF-8 and anything else Windows-1252.
  public static func decode(_ bytes: [UInt8], declared: Encoding? = nil) throws(StatementError)
    -> (text: String, warning: String?)
  {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      return (try utf8(bytes.dropFirst(3)), nil)
    }
    if bytes.starts(with: [0xFF, 0xFE]) {
      return (try utf16(bytes.dropFirst(2), littleEndian: true), nil)
    }
    if bytes.starts(with: [0xFE, 0xFF]) {
      return (try utf16(bytes.dropFirst(2), littleEndian: false), nil)
    }
    switch declared {
    case .utf8: return (try utf8(bytes[...]), nil)
    case .utf16:
      // No mark: little-endian, as Windows writes it, unless the first byte is the zero.
      let bigEndian = bytes.count >= 2 && bytes[0] == 0 && bytes[1] != 0
      return (try utf16(bytes[...], littleEndian: !bigEndian), nil)
    case .windows1252: return (windows1252(bytes[...]), nil)
    case nil:
      if let text = String(validating: bytes, as: UTF8.self) { return (text, nil) }
      // UTF-16 without a mark: every other byte zero in ASCII text.
      if bytes.count >= 4, bytes.count % 2 == 0, bytes[1] == 0, bytes[3] == 0, bytes[0] != 0 {
        return (try utf16(bytes[...], littleEndian: true), nil)
      }
      return (
        windows1252(bytes[...]),
        "the file is not UTF-8: read as Windows-1252 (say 'encoding' in the rules to be sure)"
      )
    }
  }

  static func utf8(_ bytes: ArraySlice<UInt8>) throws(StatementError) -> String {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw StatementError(
        "the file is not valid UTF-8", hint: "say 'encoding windows-1252' in the rules")
    }
    return text
  }

  static func utf16(_ bytes: ArraySlice<UInt8>, littleEndian: Bool) throws(StatementError)
    -> String
  {
    guard bytes.count % 2 == 0 else {
      throw StatementError("the file is not valid UTF-16: it has an odd number of bytes")
    }
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let first = UInt16(bytes[index])
      let second = UInt16(bytes[index + 1])
      units.append(littleEndian ? first | second << 8 : first << 8 | second)
      index += 2
    }
    guard let text = String(validating: units, as: UTF16.self) else {
      throw StatementError("the file is not valid UTF-16")
    }
    return text
  }

  /// Windows-1252: Latin-1 with printable characters in 0x80–0x9F.
  static func windows1252(_ bytes: ArraySlice<UInt8>) -> String {
    var scalars = String.UnicodeScalarView()
    for byte in bytes {
      if byte >= 0x80, byte < 0xA0 {
        let value = high[Int(byte - 0x80)]
        scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
      } else {
        scalars.append(Unicode.Scalar(byte))
      }
    }
    return String(scalars)
  }

  /// Windows-1252's characters for 0x80–0x9F (the five unassigned ones as U+FFFD).
  static let high: [UInt32] = [
    0x20AC, 0xFFFD, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0xFFFD, 0x017D, 0xFFFD, 0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0xFFFD, 0x017E, 0x0178,
  ]
}
