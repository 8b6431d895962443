/// A JSON value whose objects keep their keys in the order written, as protocol 1 wants
/// for records (their keys are the columns, in order).
///
/// Numbers keep their text as written, so that amounts such as `"120.50"` or `1e3` pass
/// through a plugin unchanged. Write values as literals:
/// `["name": "Smith", "spent": "120.50", "transactions": 3]`.
public enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  /// A number, as its JSON text.
  case number(String)
  case string(String)
  case array([JSONValue])
  /// An object's members in order; a key given twice keeps its last value.
  case object([Member])

  /// One key and its value in an object.
  public struct Member: Sendable, Equatable {
    /// The key.
    public var key: String
    /// Its value.
    public var value: JSONValue

    /// The member `key`: `value`.
    public init(_ key: String, _ value: JSONValue) {
      self.key = key
      self.value = value
    }
  }

  /// The value of `key` in an object; nil for another key or another kind of value.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.last { $0.key == key }?.value
  }

  /// The text of a string, or the digits of a number; nil for other values.
  public var text: String? {
    switch self {
    case .string(let text), .number(let text): return text
    default: return nil
    }
  }

  /// A whole number, or a string holding one.
  public var int: Int? { text.flatMap { Int($0) } }

  /// The elements of an array; nil for other values.
  public var elements: [JSONValue]? {
    guard case .array(let elements) = self else { return nil }
    return elements
  }

  /// The members of an object; nil for other values.
  public var members: [Member]? {
    guard case .object(let members) = self else { return nil }
    return members
  }

  /// The value as one line of JSON.
  public var jsonText: String {
    var output = ""
    JSONWriting.write(self, to: &output)
    return output
  }

  /// Parses one JSON document, or throws a `PluginFailure` saying where it breaks.
  public init(parsing text: some StringProtocol) throws(PluginFailure) {
    self = try JSONReading.parse(Array(text.utf8))
  }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  public init(nilLiteral: ()) { self = .null }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(integerLiteral value: Int) { self = .number(String(value)) }
  public init(floatLiteral value: Double) { self = .number(String(value)) }
  public init(stringLiteral value: String) { self = .string(value) }
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(elements.map { Member($0.0, $0.1) })
  }
}
