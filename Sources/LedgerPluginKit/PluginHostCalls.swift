/// Runs ledgersh command lines in the host while a command runs: they share its
/// transaction, so all of them are one `undo`.
public final class PluginHostCalls {
  private let channel: PluginChannel
  private var nextID = 1

  init(channel: PluginChannel) { self.channel = channel }

  /// The `--format json` data of `commandLine` (such as `"txs --project 3"`): a list of
  /// records, one record, or `{"message":…}`.
  ///
  /// Throws a `PluginFailure` with the host's message and status when the command fails.
  /// Calls never ask questions: pass `--yes` and every flag a script would.
  public func call(_ commandLine: String) throws(PluginFailure) -> JSONValue {
    let id = nextID
    nextID += 1
    let message: JSONValue = ["call": ["id": .number(String(id)), "command": .string(commandLine)]]
    channel.send(message.jsonText)
    guard let line = channel.receive() else {
      throw PluginFailure("the host closed the connection during a call")
    }
    guard let reply = try JSONValue(parsing: line)["reply"], reply["id"]?.int == id else {
      throw PluginFailure("the host did not answer call \(id)")
    }
    guard reply["ok"] == .bool(true) else {
      throw PluginFailure(
        reply["error"]?.text ?? "'\(commandLine)' failed", status: reply["status"]?.int ?? 1)
    }
    return reply["data"] ?? .null
  }

  /// The records `commandLine` gives (none when it gives only a message).
  public func records(_ commandLine: String) throws(PluginFailure) -> [JSONValue] {
    let data = try call(commandLine)
    if let list = data.elements { return list }
    return data["message"] == nil ? [data] : []
  }
}
