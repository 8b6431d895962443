import JSONText

/// Reads the JSON the host writes into `JSONValue`s, keeping the order of object keys and
/// numbers as written, with the JSON reader the host shares (`JSONReader`).
enum JSONReading: JSONBuilder {
  static func parse(_ bytes: [UInt8]) throws(PluginFailure) -> JSONValue {
    do {
      return try JSONReader<JSONReading>.read(bytes)
    } catch {
      throw PluginFailure(
        "the host sent invalid JSON: \(error.message) at byte \(error.offset + 1)")
    }
  }

  static var null: JSONValue { .null }
  static func bool(_ flag: Bool) -> JSONValue { .bool(flag) }
  static func number(_ text: String, isWhole: Bool) -> JSONValue { .number(text) }
  static func string(_ text: String) -> JSONValue { .string(text) }
  static func array(_ elements: [JSONValue]) -> JSONValue { .array(elements) }
  static func member(_ key: String, _ value: JSONValue) -> JSONValue.Member {
    JSONValue.Member(key, value)
  }
  static func key(of member: JSONValue.Member) -> String { member.key }
  static func object(_ members: [JSONValue.Member]) -> JSONValue { .object(members) }
}
