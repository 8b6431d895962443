/// What a session remembers between commands: settings and the current context.
public final class Session {
  /// The session's settings.
  public var settings = Settings()
  /// The current project, set by `use`, shown in the prompt.
  public var currentProject: ContextRef?
  /// The current account, when there are several.
  public var currentAccount: ContextRef?

  /// The names of the commands that succeeded, oldest first (the last
  /// `Session.commandNameLimit`), such as `txs` or `tx show`: what the session showed last.
  public private(set) var commandNames: [String] = []
  /// How many command names the session keeps.
  public static let commandNameLimit = 50

  /// The name of the last command that succeeded, or nil before the first.
  public var lastCommandName: String? { commandNames.last }

  /// What plugins keep for the session (a selection, the filters in force), by type.
  private var pluginState: [ObjectIdentifier: Any] = [:]

  /// Creates a fresh session.
  public init() {}

  /// Records that the command named `name` ran and succeeded.
  public func recordCommand(_ name: String) {
    commandNames.append(name)
    if commandNames.count > Self.commandNameLimit {
      commandNames.removeFirst(commandNames.count - Self.commandNameLimit)
    }
  }

  /// The session's value of a plugin's state type, or nil when none was set.
  ///
  /// Setting nil forgets it. Each plugin keys its state by a type of its own.
  public subscript<Value>(state type: Value.Type) -> Value? {
    get { pluginState[ObjectIdentifier(type)] as? Value }
    set { pluginState[ObjectIdentifier(type)] = newValue }
  }
}

/// A reference to the entity a session is working in.
public struct ContextRef: Sendable, Equatable {
  /// The entity's stable id.
  public var id: Int64
  /// Its display name (refreshed when it is renamed).
  public var name: String

  /// Creates a reference.
  public init(id: Int64, name: String) {
    self.id = id
    self.name = name
  }
}
