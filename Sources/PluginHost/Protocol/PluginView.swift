import LedgerShell

/// How the host draws a plugin's records as text: the `view` of a `result`.
public struct PluginView: Sendable, Equatable {
  /// The kinds of drawing.
  public enum Kind: String, Sendable, Equatable {
    /// One card a record, in a responsive grid; the first field is the title.
    case cards
    /// A table that shrinks, then goes vertical.
    case table
    /// Each record as aligned label–value lines.
    case text
  }

  /// The drawing.
  public var kind: Kind
  /// A title above it.
  public var title: String?
  /// The fields to show, in order; nil shows all.
  public var fields: [String]?

  /// A table of every field, without a title.
  public init(kind: Kind = .table, title: String? = nil, fields: [String]? = nil) {
    self.kind = kind
    self.title = title
    self.fields = fields
  }

  /// Reads a `view` object; absent means a table.
  init(_ value: FieldValue?) throws(PluginProtocolError) {
    self.init()
    switch value {
    case nil, .null?: return
    case .record(let body)?:
      if let kindValue = body["kind"] {
        guard case .string(let name) = kindValue, let kind = Kind(rawValue: name) else {
          throw .unexpected("'view.kind' must be \"cards\", \"table\" or \"text\"")
        }
        self.kind = kind
      }
      switch body["title"] {
      case nil, .null?: break
      case .string(let title)?: self.title = title
      // A number was dropped in silence before, and came back as a title once the host
      // wrote the message back (as text): found by FuzzPluginProtocol.
      default: throw .unexpected("'view.title' must be a string")
      }
      switch body["fields"] {
      case nil, .null?: break
      case .list(let names)?:
        fields = try names.map { name throws(PluginProtocolError) in
          guard case .string(let text) = name else {
            throw .unexpected("'view.fields' must be a list of strings")
          }
          return text
        }
      default: throw .unexpected("'view.fields' must be a list of strings")
      }
    default: throw .unexpected("'view' must be an object")
    }
  }
}
