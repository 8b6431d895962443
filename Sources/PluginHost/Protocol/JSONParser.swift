import JSONText
import LedgerShell

/// Why a line is not valid JSON, and where (its `offset` counts bytes from 0).
public typealias JSONParseError = JSONSyntaxError

/// Parses one JSON document into field values, keeping the order of object keys (a
/// plugin's records keep their columns in the order it wrote them), with the JSON reader
/// LedgerPluginKit shares (`JSONReader`).
///
/// Whole numbers become `.integer`, others `.decimal` with their text as written; a
/// number too large for 64 bits is kept as `.decimal`. Depth is limited so that hostile
/// input cannot exhaust the stack.
public enum JSONParser {
  /// The deepest nesting accepted.
  public static var maximumDepth: Int { JSONReader<FieldValues>.maximumDepth }

  /// The value `bytes` hold, or an error saying where the JSON breaks.
  public static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> FieldValue {
    try JSONReader<FieldValues>.read(bytes)
  }

  /// JSON read into a structured result's values.
  enum FieldValues: JSONBuilder {
    static var null: FieldValue { .null }
    static func bool(_ flag: Bool) -> FieldValue { .bool(flag) }
    static func number(_ text: String, isWhole: Bool) -> FieldValue {
      if isWhole, let whole = Int64(text) { return .integer(whole) }
      return .decimal(text)
    }
    static func string(_ text: String) -> FieldValue { .string(text) }
    static func array(_ elements: [FieldValue]) -> FieldValue { .list(elements) }
    static func member(_ key: String, _ value: FieldValue) -> Record.Field {
      Record.Field(name: key, value: value)
    }
    static func key(of member: Record.Field) -> String { member.name }
    static func object(_ members: [Record.Field]) -> FieldValue { .record(Record(fields: members)) }
  }
}
