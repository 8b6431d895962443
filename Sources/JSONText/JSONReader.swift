/// What a JSON document is read into: each reader builds its own values as it goes (the
/// plugin host its `FieldValue`s, the plugin kit its `JSONValue`s), with no tree between.
public protocol JSONBuilder {
  /// A value of any kind.
  associatedtype Value
  /// One key and its value in an object.
  associatedtype Member

  static var null: Value { get }
  static func bool(_ flag: Bool) -> Value
  /// A number as written; `isWhole` when it has neither a fraction nor an exponent.
  static func number(_ text: String, isWhole: Bool) -> Value
  static func string(_ text: String) -> Value
  static func array(_ elements: [Value]) -> Value
  static func member(_ key: String, _ value: Value) -> Member
  static func key(of member: Member) -> String
  /// An object's members in the order their keys first appear.
  static func object(_ members: [Member]) -> Value
}

/// Why bytes are not one JSON document, and where.
public struct JSONSyntaxError: Error, Sendable, Equatable {
  /// What is wrong, such as "expected ':'".
  public var message: String
  /// The byte offset where it was found (from 0).
  public var offset: Int

  public init(message: String, offset: Int) {
    self.message = message
    self.offset = offset
  }
}

/// Reads one JSON document (RFC 8259) into `Builder`'s values: the one JSON reader that the
/// plugin host and LedgerPluginKit share.
///
/// Hand-written rather than Foundation's `JSONSerialization` or `JSONDecoder`, which lose
/// what protocol 1 needs: objects keep their keys in the order written (a record's keys are
/// its columns), numbers keep their text as written (`1e3`, `120.50`, 20-digit integers
/// pass through exactly, never through a `Double`), and an error names the byte where the
/// line breaks. LedgerPluginKit also stays free of the larger parts of Foundation.
///
/// A key given twice keeps its first place and its last value; leading zeros (`007`) are
/// accepted, as both readers it replaced accepted them. Nesting deeper than
/// `maximumDepth` is refused, so that hostile input cannot exhaust the stack. Inlinable, so
/// that each reader gets a copy specialised to its values.
public struct JSONReader<Builder: JSONBuilder> {
  /// The deepest nesting accepted.
  public static var maximumDepth: Int { 64 }

  @usableFromInline let bytes: [UInt8]
  @usableFromInline var index = 0

  @inlinable init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The value `bytes` hold, or an error saying where the JSON breaks.
  @inlinable
  public static func read(_ bytes: [UInt8]) throws(JSONSyntaxError) -> Builder.Value {
    var reader = JSONReader(bytes)
    reader.skipSpace()
    let value = try reader.value(depth: 0)
    reader.skipSpace()
    guard reader.index == bytes.count else { throw reader.error("unexpected text after the value") }
    return value
  }

  @inlinable func error(_ message: String) -> JSONSyntaxError {
    JSONSyntaxError(message: message, offset: index)
  }

  @inlinable mutating func skipSpace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  @inlinable mutating func value(depth: Int) throws(JSONSyntaxError) -> Builder.Value {
    guard depth < Self.maximumDepth else { throw error("nested too deeply") }
    guard index < bytes.count else { throw error("unexpected end of input") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object(depth: depth)
    case UInt8(ascii: "["): return try array(depth: depth)
    case UInt8(ascii: "\""): return Builder.string(try string())
    case UInt8(ascii: "t"): return try literal("true", Builder.bool(true))
    case UInt8(ascii: "f"): return try literal("false", Builder.bool(false))
    case UInt8(ascii: "n"): return try literal("null", Builder.null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw error("unexpected character")
    }
  }

  @inlinable mutating func literal(_ word: String, _ value: Builder.Value)
    throws(JSONSyntaxError) -> Builder.Value
  {
    for byte in word.utf8 {
      guard index < bytes.count, bytes[index] == byte else { throw error("invalid literal") }
      index += 1
    }
    return value
  }

  @inlinable mutating func object(depth: Int) throws(JSONSyntaxError) -> Builder.Value {
    index += 1
    var members: [Builder.Member] = []
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return Builder.object(members)
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
      if let existing = members.firstIndex(where: { Builder.key(of: $0) == key }) {
        members[existing] = Builder.member(key, element)
      } else {
        members.append(Builder.member(key, element))
      }
      skipSpace()
      guard index < bytes.count else { throw error("unexpected end of input") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "}") else { throw error("expected ',' or '}'") }
      index += 1
      return Builder.object(members)
    }
  }

  @inlinable mutating func array(depth: Int) throws(JSONSyntaxError) -> Builder.Value {
    index += 1
    var values: [Builder.Value] = []
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return Builder.array(values)
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
      return Builder.array(values)
    }
  }

  @inlinable mutating func number() throws(JSONSyntaxError) -> Builder.Value {
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
    return Builder.number(String(decoding: bytes[start..<index], as: UTF8.self), isWhole: isWhole)
  }

  @inlinable mutating func digits() -> Int {
    let start = index
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
      index += 1
    }
    return index - start
  }

  @inlinable mutating func string() throws(JSONSyntaxError) -> String {
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

  @inlinable mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
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
