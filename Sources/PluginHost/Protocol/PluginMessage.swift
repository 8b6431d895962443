import LedgerShell

/// One line a plugin writes to the host, in protocol 1.
public enum PluginMessage: Sendable, Equatable {
  /// The answer to `hello`: the protocol the plugin speaks, its name and version.
  case hello(protocol: Int64, name: String, version: String)
  /// The answer to `describe`: one JSON command spec each (see `CommandSignature`).
  case commands([FieldValue])
  /// A command line the plugin asks the host to run while its command runs.
  case call(id: Int64, command: String)
  /// The command's successful end.
  case result(PluginResult)
  /// The command's failure, with the message to show and the status (1 unless given).
  case error(id: Int64, message: String, status: Int32)

  /// Decodes one line (without its newline): a pure function, so that it can be fuzzed.
  ///
  /// Throws a message saying what is wrong, such as "not valid JSON (expected ':' at
  /// byte 12)" or "'call' needs a numeric 'id'".
  public static func decode(_ line: [UInt8]) throws(PluginProtocolError) -> PluginMessage {
    let value: FieldValue
    do {
      value = try JSONParser.parse(line)
    } catch {
      throw .invalidJSON("\(error.message) at byte \(error.offset + 1)")
    }
    guard case .record(let envelope) = value, let field = envelope.fields.first,
      envelope.fields.count == 1
    else {
      throw .unexpected("each line must be an object with one key, such as {\"result\":{…}}")
    }
    switch (field.name, field.value) {
    case ("hello", .record(let body)):
      guard case .integer(let version)? = body["protocol"] else {
        throw .unexpected("'hello' needs a numeric 'protocol'")
      }
      guard case .string(let name)? = body["name"] else {
        throw .unexpected("'hello' needs a 'name'")
      }
      return .hello(protocol: version, name: name, version: body["version"]?.plainText ?? "")
    case ("commands", .list(let specs)):
      return .commands(specs)
    case ("call", .record(let body)):
      let id = try number(body, "id", in: "call")
      guard case .string(let command)? = body["command"] else {
        throw .unexpected("'call' needs a 'command' string")
      }
      return .call(id: id, command: command)
    case ("result", .record(let body)):
      return .result(try PluginResult(body))
    case ("error", .record(let body)):
      let id = try number(body, "id", in: "error")
      var status: Int32 = 1
      if case .integer(let given)? = body["status"], (1...125).contains(given) {
        status = Int32(given)
      }
      return .error(id: id, message: body["message"]?.plainText ?? "", status: status)
    default:
      throw .unexpected("unknown message '\(field.name)' (or its value is of the wrong kind)")
    }
  }

  static func number(_ body: Record, _ key: String, in message: String)
    throws(PluginProtocolError) -> Int64
  {
    guard case .integer(let number)? = body[key] else {
      throw .unexpected("'\(message)' needs a numeric '\(key)'")
    }
    return number
  }
}
