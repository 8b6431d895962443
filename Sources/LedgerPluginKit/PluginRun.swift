/// One `run` request: which command, with what arguments and options, in which session.
public struct PluginRun: Sendable {
  /// The id the result must answer.
  public var id: Int
  /// The command's name, as declared (`"vendor report"`).
  public var command: String
  /// The positional values, in the order the command declares them.
  public var arguments: [String]
  /// The options given, by name: a string, a list of strings, or `true` for a flag.
  public var options: JSONValue
  /// The session: `project` and `account` (`{"id":…,"name":…}` or null), `width`,
  /// `format`, `interactive`.
  public var context: JSONValue

  /// Reads the body of a `run` message.
  init(_ body: JSONValue) throws(PluginFailure) {
    guard let id = body["id"]?.int, let command = body["command"]?.text else {
      throw PluginFailure("the host sent a 'run' without an id or a command")
    }
    self.id = id
    self.command = command
    arguments = body["arguments"]?.elements?.compactMap(\.text) ?? []
    options = body["options"] ?? [:]
    context = body["context"] ?? [:]
  }

  /// The value of option `name`, if given (the last one, for a repeatable option).
  public func option(_ name: String) -> String? {
    let value = options[name]
    return value?.elements?.last?.text ?? value?.text
  }

  /// Whether flag `name` was given.
  public func flag(_ name: String) -> Bool { options[name] == .bool(true) }
}
