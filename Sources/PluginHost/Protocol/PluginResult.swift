import LedgerShell

/// A plugin command's successful end: records to show and how to draw them.
public struct PluginResult: Sendable, Equatable {
  /// The `run` id it answers.
  public var id: Int64
  /// The records, each an object.
  public var records: [Record]
  /// How text output draws them.
  public var view: PluginView
  /// A status line, if any.
  public var message: String?

  /// Reads the body of a `result` message.
  init(_ body: Record) throws(PluginProtocolError) {
    id = try PluginMessage.number(body, "id", in: "result")
    records = []
    switch body["records"] {
    case nil, .null?: break
    case .list(let values)?:
      for value in values {
        guard case .record(let record) = value else {
          throw .unexpected("each of 'records' must be an object")
        }
        records.append(record)
      }
    default: throw .unexpected("'records' must be a list of objects")
    }
    view = try PluginView(body["view"])
    switch body["message"] {
    case nil, .null?: message = nil
    case .string(let text)?: message = text
    default: throw .unexpected("'message' must be a string")
    }
  }
}
