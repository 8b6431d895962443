/// A domain's commands and completion sources, registered with the shell.
///
/// Built-in plugins live under `plugins/`; the executable lists them explicitly.
public protocol ShellPlugin: Sendable {
  /// The plugin's name, such as `projects`.
  var name: String { get }
  /// The help section every command of the plugin is listed under, such as `Items`: stated
  /// once here, not in each command.
  var helpGroup: String { get }
  /// The commands it provides.
  var commands: [CommandSpec] { get }
  /// Named completion sources it answers (such as `projects`, `vendors`).
  var completionSources: KeyValuePairs<CompletionSourceName, CompletionProvider> { get }
  /// A line the interactive shell shows after each command while the plugin has something
  /// to say about the session (such as a selection); nil shows nothing. Never in scripts.
  func statusLine(_ context: StatusLineContext) -> String?
  /// A line the interactive shell shows just before each prompt, the first one included
  /// (such as news of other sessions' changes); the plugin may also refresh what the
  /// session caches. nil shows nothing. Never in scripts.
  func beforePrompt(_ context: StatusLineContext) -> String?
  /// Looks for commands that came after the session started (a program installed into a
  /// plugin folder meanwhile), when a line names none the shell knows; registers them
  /// through `context` and answers whether it found any, so the line is tried again.
  func findNewCommands(_ context: CommandContext) -> Bool
}

extension ShellPlugin {
  /// No completion sources by default.
  public var completionSources: KeyValuePairs<CompletionSourceName, CompletionProvider> { [:] }

  /// No status line by default.
  public func statusLine(_ context: StatusLineContext) -> String? { nil }

  /// Nothing before the prompt by default.
  public func beforePrompt(_ context: StatusLineContext) -> String? { nil }

  /// No commands to find by default.
  public func findNewCommands(_ context: CommandContext) -> Bool { false }
}

/// What a plugin's status line may read: the session, the output style and the ledger
/// (LedgerViews's `store()` is its store).
public struct StatusLineContext {
  /// The session.
  public let session: Session
  /// How the line will be drawn (width, colour).
  public let style: OutputStyle
  /// The ledger, or nil when it cannot be opened.
  public let ledger: () -> (any ShellLedger)?
}

/// Answers completion candidates for a named source; runs inside line editing,
/// so it must answer quickly from memory or a cheap query.
public typealias CompletionProvider = @Sendable (CompletionRequest) -> [String]
