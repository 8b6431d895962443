import LedgerShell

/// Parses one JSON document into field values, keeping the order of object keys (a
/// plugin's records keep their columns in the order it wrote them).
///
/// Whole numbers become `.integer`, others `.decimal` with their text as written; a
/// number too large for 64 bits is kept as `.decimal`. Depth is limited so that hostile
/// input cannot exhaust the stack.
public struct JSONParser {
  /// The deepest nesting accepted.
  public static let maximumDepth = 64

  private let bytes: [UInt8]
  private var index = 0

  private init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The value `bytes` hold, or an error saying where the JSON breaks.
  public static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> FieldValue {
    var parser = JSONParser(bytes)
    parser.skipSpace()
    let value = try parser.value(depth: 0)
    parser.skipSpace()
    guard parser.index == bytes.count else { throw parser.error("unexpected text after the value") }
    return value
  }

  private func error(_ message: String) -> JSONParseError {
    JSONParseError(message: message, offset: index)
  }

  private mutating func skipSpace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private mutating func value(depth: Int) throws(JSONParseError) -> FieldValue {
    guard depth < Self.maximumDepth else { throw error("nested too deeply") }
    guard index < bytes.count else { throw error("unexpected end of input") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object(depth: depth)
    case UInt8(ascii: "["): return try array(depth: depth)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw error("unexpected character")
    }
  }

  private mutating func literal(_ word: String, _ value: FieldValue) throws(JSONParseError)
    -> FieldValue
  {
    for byte in word.utf8 {
      guard index < bytes.count, bytes[index] == byte else { throw error("invalid literal") }
      index += 1
    }
    return value
  }

  private mutating func object(depth: Int) throws(JSONParseError) -> FieldValue {
    index += 1
    var record = Record(fields: [])
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .record(record)
    }
    while true {
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("expected a key in quotes")
      }
      let key = try string()
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("expected ':'")
      }
      index += 1
      skipSpace()
      let element = try value(depth: depth + 1)
      if let existing = record.fields.firstIndex(where: { $0.name == key }) {
        record.fields[existing].value = element
      } else {
        record.append(key, element)
      }
      skipSpace()
      guard index < bytes.count else { throw error("unexpected end of input") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "}") else { throw error("expected ',' or '}'") }
      index += 1
      return .record(record)
    }
  }

  private mutating func array(depth: Int) throws(JSONParseError) -> FieldValue {
    index += 1
    var values: [FieldValue] = []
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .list(values)
    }
    while true {
      skipSpace()
      values.append(try value(depth: depth + 1))
      skipSpace()
      guard index < bytes.count else { throw error("unexpected end of input") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "]") else { throw error("expected ',' or ']'") }
      index += 1
      return .list(values)
    }
  }

  private mutating func number() throws(JSONParseError) -> FieldValue {
    let start = index
    var isWhole = true
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard digits() > 0 else { throw error("invalid number") }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      isWhole = false
      index += 1
      guard digits() > 0 else { throw error("invalid number") }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      isWhole = false
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits() > 0 else { throw error("invalid number") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    if isWhole, let whole = Int64(text) { return .integer(whole) }
    return .decimal(text)
  }

  private mutating func digits() -> Int {
    let start = index
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
      index += 1
    }
    return index - start
  }

  private mutating func string() throws(JSONParseError) -> String {
    index += 1
    // Most strings have no escape: they are decoded straight from the line.
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        return String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      index += 1
    }
    var utf8 = Array(bytes[start..<index])
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        return String(decoding: utf8, as: UTF8.self)
      }
      if byte < 0x20 { throw error("control character in a string") }
      index += 1
      guard byte == UInt8(ascii: "\\") else {
        utf8.append(byte)
        continue
      }
      guard index < bytes.count else { break }
      let escape = bytes[index]
      index += 1
      switch escape {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
      case UInt8(ascii: "b"): utf8.append(0x08)
      case UInt8(ascii: "f"): utf8.append(0x0C)
      case UInt8(ascii: "n"): utf8.append(0x0A)
      case UInt8(ascii: "r"): utf8.append(0x0D)
      case UInt8(ascii: "t"): utf8.append(0x09)
      case UInt8(ascii: "u"):
        var code = try hex4()
        if (0xD800..<0xDC00).contains(code) {
          // A high surrogate must be followed by `\uDC00`–`\uDFFF`.
          guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
          else { throw error("unpaired surrogate") }
          index += 2
          let low = try hex4()
          guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate") }
          code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
        utf8.append(contentsOf: String(scalar).utf8)
      default: throw error("invalid escape")
      }
    }
    throw error("unterminated string")
  }

  private mutating func hex4() throws(JSONParseError) -> UInt32 {
    guard index + 4 <= bytes.count else { throw error("invalid \\u escape") }
    var code: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw error("invalid \\u escape")
      }
      code = code << 4 | digit
      index += 1
    }
    return code
  }
}
