/// One value in a structured result, as it appears in JSON, CSV and tables.
public indirect enum FieldValue: Sendable, Equatable {
  case string(String)
  case integer(Int64)
  /// An exact decimal such as a money amount, written as a JSON string (`"1249.99"`).
  case decimal(String)
  case bool(Bool)
  case null
  case list([FieldValue])
  case record(Record)

  /// The value as a single cell of text, for tables, CSV and TSV.
  public var plainText: String {
    switch self {
    case .string(let text), .decimal(let text): return text
    case .integer(let number): return String(number)
    case .bool(let flag): return flag ? "true" : "false"
    case .null: return ""
    case .list(let values): return values.map(\.plainText).joined(separator: "; ")
    case .record(let record): return JSONWriter.encode(.record(record))
    }
  }
}

extension FieldValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByBooleanLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(integerLiteral value: Int64) { self = .integer(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension FieldValue {
  /// A string, or null when absent.
  public static func optional(_ text: String?) -> FieldValue {
    text.map(FieldValue.string) ?? .null
  }

  /// An integer from any integer type.
  public static func int(_ number: some BinaryInteger) -> FieldValue {
    .integer(Int64(number))
  }
}
