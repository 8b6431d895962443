/// An external ledgersh plugin written in Swift: declare its commands, then `serve()`.
///
/// ```swift
/// var plugin = LedgerPlugin(name: "greet", version: "1.0")
/// plugin.command(["name": "greet", "summary": "Say hello"]) { run, host in
///   PluginOutput(records: [["greeting": "hello"]], kind: .text)
/// }
/// plugin.serve()
/// ```
///
/// It answers `hello` and `describe`, dispatches each `run` to its handler, and turns a
/// thrown `PluginFailure` into an `error` message (see `man ledgersh-plugin`).
public struct LedgerPlugin {
  /// What a command does: given the request and the host to call, the output.
  ///
  /// A `PluginFailure` it throws is shown as is; any other error by its description.
  public typealias Handler = (PluginRun, PluginHostCalls) throws -> PluginOutput

  /// The plugin's name, as in `ledgersh-NAME`.
  public var name: String
  /// Its version, shown by `plugin list`.
  public var version: String
  private var specs: [JSONValue] = []
  private var handlers: [String: Handler] = [:]

  /// A plugin with no commands yet.
  public init(name: String, version: String) {
    self.name = name
    self.version = version
  }

  /// Adds a command: `spec` is its JSON command spec (`name`, `summary`, `group`,
  /// `options`, …, as `man ledgersh-plugin` describes), `handler` runs it.
  public mutating func command(_ spec: JSONValue, _ handler: @escaping Handler) {
    specs.append(spec)
    if let name = spec["name"]?.text { handlers[name] = handler }
  }

  /// Answers the host on `channel` until it closes the connection.
  public func serve(_ channel: PluginChannel = .standard) {
    let host = PluginHostCalls(channel: channel)
    while let line = channel.receive() {
      guard let message = try? JSONValue(parsing: line), let (key, body) = message.only else {
        continue
      }
      switch key {
      case "hello":
        let hello: JSONValue = [
          "hello": ["protocol": 1, "name": .string(name), "version": .string(version)]
        ]
        channel.send(hello.jsonText)
      case "describe":
        let commands: JSONValue = ["commands": .array(specs)]
        channel.send(commands.jsonText)
      case "run":
        channel.send(answer(body, host: host).jsonText)
      default:
        continue
      }
    }
  }

  /// The `result` or `error` for one `run`.
  private func answer(_ body: JSONValue, host: PluginHostCalls) -> JSONValue {
    let id = body["id"]?.int ?? 0
    do {
      let run = try PluginRun(body)
      guard let handler = handlers[run.command] else {
        throw PluginFailure("\(name) has no command '\(run.command)'")
      }
      return try handler(run, host).resultMessage(answering: id)
    } catch {
      let error = error as? PluginFailure ?? PluginFailure("\(name): \(error)")
      return [
        "error": [
          "id": .number(String(id)), "message": .string(error.message),
          "status": .number(String(min(max(error.status, 1), 125))),
        ]
      ]
    }
  }
}

extension JSONValue {
  /// The key and value of an object with one member, as every protocol message is.
  fileprivate var only: (String, JSONValue)? {
    guard let members, members.count == 1, let member = members.first else { return nil }
    return (member.key, member.value)
  }
}
