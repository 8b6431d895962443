import LedgerShell

/// One line the host writes to a plugin, in protocol 1.
public enum HostMessage: Sendable {
  /// Opens the conversation with the protocol and the host's version.
  case hello(ledgersh: String)
  /// Asks for the plugin's command specs.
  case describe
  /// Runs one of its commands.
  case run(id: Int64, command: String, arguments: [String], options: Record, context: Record)
  /// Answers a `call` with the `--format json` data of the command it ran.
  case reply(id: Int64, data: FieldValue)
  /// Answers a `call` whose command failed.
  case failedReply(id: Int64, status: Int32, error: String)

  /// The protocol version this host speaks.
  public static let protocolVersion: Int64 = 1

  /// The message as one line of JSON, without the newline.
  public var line: String {
    let message: Record
    switch self {
    case .hello(let version):
      message = Record([
        "hello": .record(
          Record(["protocol": .integer(Self.protocolVersion), "ledgersh": .string(version)]))
      ])
    case .describe:
      message = Record(["describe": .record(Record(fields: []))])
    case .run(let id, let command, let arguments, let options, let context):
      message = Record([
        "run": .record(
          Record([
            "id": .integer(id), "command": .string(command),
            "arguments": .list(arguments.map(FieldValue.string)), "options": .record(options),
            "context": .record(context),
          ]))
      ])
    case .reply(let id, let data):
      message = Record([
        "reply": .record(Record(["id": .integer(id), "ok": .bool(true), "data": data]))
      ])
    case .failedReply(let id, let status, let error):
      message = Record([
        "reply": .record(
          Record([
            "id": .integer(id), "ok": .bool(false), "status": .integer(Int64(status)),
            "error": .string(error),
          ]))
      ])
    }
    return JSONWriter.encode(.record(message))
  }
}
