/// What a command hands back: records, how text output draws them, and a status line.
public struct PluginOutput: Sendable {
  /// How text output draws the records.
  public enum Kind: String, Sendable {
    /// One card a record, titled with its first field, in a responsive grid.
    case cards
    /// A table that shrinks, then goes vertical.
    case table
    /// Label–value lines.
    case text
  }

  /// The records, each an object; their keys are the columns, in order.
  public var records: [JSONValue]
  /// How text output draws them.
  public var kind: Kind
  /// A title above them.
  public var title: String?
  /// The fields to show and write, in order; nil shows all.
  public var fields: [String]?
  /// A line shown under the records, or alone when there are none.
  public var message: String?

  /// Records drawn as `kind`, with an optional title, choice of fields and message.
  public init(
    records: [JSONValue] = [], kind: Kind = .table, title: String? = nil,
    fields: [String]? = nil, message: String? = nil
  ) {
    self.records = records
    self.kind = kind
    self.title = title
    self.fields = fields
    self.message = message
  }

  /// The `result` message answering run `id`.
  func resultMessage(answering id: Int) -> JSONValue {
    var view: [JSONValue.Member] = [JSONValue.Member("kind", .string(kind.rawValue))]
    if let title { view.append(JSONValue.Member("title", .string(title))) }
    if let fields { view.append(JSONValue.Member("fields", .array(fields.map(JSONValue.string)))) }
    var body: [JSONValue.Member] = [
      JSONValue.Member("id", .number(String(id))), JSONValue.Member("records", .array(records)),
      JSONValue.Member("view", .object(view)),
    ]
    if let message { body.append(JSONValue.Member("message", .string(message))) }
    return ["result": .object(body)]
  }
}
