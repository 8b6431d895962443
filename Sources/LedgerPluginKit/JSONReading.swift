/// Parses the JSON the host writes into `JSONValue`s, keeping the order of object keys.
struct JSONReading {
  /// The deepest nesting accepted, so that a hostile line cannot exhaust the stack.
  static let maximumDepth = 64

  private let bytes: [UInt8]
  private var index = 0

  private init(_ bytes: [UInt8]) { self.bytes = bytes }

  static func parse(_ bytes: [UInt8]) throws(PluginFailure) -> JSONValue {
    var reader = JSONReading(bytes)
    reader.skipSpace()
    let value = try reader.value(depth: 0)
    reader.skipSpace()
    guard reader.index == bytes.count else { throw reader.failure("text after the value") }
    return value
  }

  private func failure(_ what: String) -> PluginFailure {
    PluginFailure("the host sent invalid JSON: \(what) at byte \(index + 1)")
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipSpace() {
    while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
      index += 1
    }
  }

  private mutating func expect(_ byte: UInt8, _ what: String) throws(PluginFailure) {
    skipSpace()
    guard current == byte else { throw failure("expected \(what)") }
    index += 1
  }

  private mutating func value(depth: Int) throws(PluginFailure) -> JSONValue {
    guard depth < Self.maximumDepth else { throw failure("nested too deeply") }
    skipSpace()
    // 0 stands for the end of the input: it is never valid there.
    switch current ?? 0 {
    case UInt8(ascii: "{"):
      index += 1
      var members: [JSONValue.Member] = []
      skipSpace()
      if current == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      repeat {
        skipSpace()
        guard current == UInt8(ascii: "\"") else { throw failure("expected a key") }
        let key = try string()
        try expect(UInt8(ascii: ":"), "':'")
        let member = try value(depth: depth + 1)
        if let existing = members.firstIndex(where: { $0.key == key }) {
          members[existing].value = member
        } else {
          members.append(JSONValue.Member(key, member))
        }
        skipSpace()
      } while try separator(closing: UInt8(ascii: "}"))
      return .object(members)
    case UInt8(ascii: "["):
      index += 1
      var elements: [JSONValue] = []
      skipSpace()
      if current == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      }
      repeat {
        elements.append(try value(depth: depth + 1))
        skipSpace()
      } while try separator(closing: UInt8(ascii: "]"))
      return .array(elements)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw failure("unexpected character")
    }
  }

  /// Whether a `,` follows (true) or `closing` ends the container (false).
  private mutating func separator(closing: UInt8) throws(PluginFailure) -> Bool {
    switch current ?? 0 {
    case UInt8(ascii: ","):
      index += 1
      return true
    case closing:
      index += 1
      return false
    default: throw failure("expected ',' or '\(Character(Unicode.Scalar(closing)))'")
    }
  }

  private mutating func literal(_ word: String, _ value: JSONValue) throws(PluginFailure)
    -> JSONValue
  {
    for byte in word.utf8 {
      guard current == byte else { throw failure("invalid literal") }
      index += 1
    }
    return value
  }

  private mutating func number() throws(PluginFailure) -> JSONValue {
    let start = index
    if current == UInt8(ascii: "-") { index += 1 }
    guard digits() > 0 else { throw failure("invalid number") }
    if current == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw failure("invalid number") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      guard digits() > 0 else { throw failure("invalid number") }
    }
    return .number(String(decoding: bytes[start..<index], as: UTF8.self))
  }

  private mutating func digits() -> Int {
    let start = index
    while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
      index += 1
    }
    return index - start
  }

  private mutating func string() throws(PluginFailure) -> String {
    index += 1
    var text = ""
    var runStart = index
    while let byte = current {
      if byte == UInt8(ascii: "\"") {
        text += String(decoding: bytes[runStart..<index], as: UTF8.self)
        index += 1
        return text
      }
      guard byte >= 0x20 else { throw failure("control character in a string") }
      guard byte == UInt8(ascii: "\\") else {
        index += 1
        continue
      }
      text += String(decoding: bytes[runStart..<index], as: UTF8.self)
      index += 1
      guard let escape = current else { break }
      index += 1
      switch escape {
      case UInt8(ascii: "\""): text += "\""
      case UInt8(ascii: "\\"): text += "\\"
      case UInt8(ascii: "/"): text += "/"
      case UInt8(ascii: "b"): text += "\u{08}"
      case UInt8(ascii: "f"): text += "\u{0C}"
      case UInt8(ascii: "n"): text += "\n"
      case UInt8(ascii: "r"): text += "\r"
      case UInt8(ascii: "t"): text += "\t"
      case UInt8(ascii: "u"):
        var code = try hex4()
        if (0xD800..<0xDC00).contains(code), current == UInt8(ascii: "\\"),
          index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
        {
          index += 2
          let low = try hex4()
          guard (0xDC00..<0xE000).contains(low) else { throw failure("unpaired surrogate") }
          code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw failure("unpaired surrogate") }
        text.unicodeScalars.append(scalar)
      default: throw failure("invalid escape")
      }
      runStart = index
    }
    throw failure("unterminated string")
  }

  private mutating func hex4() throws(PluginFailure) -> UInt32 {
    var code: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
        throw failure("invalid \\u escape")
      }
      code = code << 4 | UInt32(digit)
      index += 1
    }
    return code
  }
}
