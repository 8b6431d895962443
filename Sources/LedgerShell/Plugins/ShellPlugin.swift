/// A domain's commands and completion sources, registered with the shell.
///
/// Built-in plugins live under `plugins/`; the executable lists them explicitly.
public protocol ShellPlugin: Sendable {
  /// The plugin's name, such as `projects`.
  var name: String { get }
  /// The commands it provides.
  var commands: [CommandSpec] { get }
  /// Named completion sources it answers (such as `projects`, `vendors`).
  var completionSources: [String: CompletionProvider] { get }
}

extension ShellPlugin {
  /// No completion sources by default.
  public var completionSources: [String: CompletionProvider] { [:] }
}

/// Answers completion candidates for a named source; runs inside line editing,
/// so it must answer quickly from memory or a cheap query.
public typealias CompletionProvider = @Sendable (CompletionRequest) -> [String]
