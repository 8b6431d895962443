/// Help for a name that is no command of the shell, such as a command run from the system
/// shell (`ledgersh copy`): `help NAME` and `NAME --help` show it, and a line starting
/// with NAME fails with `refusal` instead of "unknown command".
///
/// Registered with `Shell.register(_:)` by whoever provides the name.
public struct HelpTopic: Sendable {
  /// The name, one word.
  public var name: String
  /// The one-line usage, for `help NAME --format json`.
  public var usage: String
  /// The full help, ending in a newline.
  public var text: String
  /// What a line starting with the name says.
  public var refusal: ShellError

  public init(name: String, usage: String, text: String, refusal: ShellError) {
    self.name = name
    self.usage = usage
    self.text = text
    self.refusal = refusal
  }
}

extension CommandRegistry {
  /// Adds a help topic; a command of the same name (an external plugin's) comes first.
  public mutating func register(_ topic: HelpTopic) {
    topics[topic.name] = topic
  }

  /// The help topic `name` names, if any.
  public func topic(named name: String) -> HelpTopic? { topics[name] }
}

extension Shell {
  /// Adds a help topic (see `HelpTopic`).
  public func register(_ topic: HelpTopic) {
    registry.register(topic)
  }
}
