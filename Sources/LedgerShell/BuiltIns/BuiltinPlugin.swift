/// The shell's own commands: help, exit, source, set/show, echo, version, history,
/// begin/commit/rollback.
public struct BuiltinPlugin: ShellPlugin {
  /// Creates the plugin.
  public init() {}

  public var name: String { "shell" }

  public var helpGroup: String { "Shell" }

  public var commands: [CommandSpec] {
    [
      HelpCommand.spec, ExitCommand.spec, SourceCommand.spec, SetCommand.spec,
      ShowCommand.spec, EchoCommand.spec, VersionCommand.spec, HistoryCommand.spec,
      BeginCommand.spec, CommitCommand.spec, RollbackCommand.spec,
    ]
  }

  public var completionSources: KeyValuePairs<CompletionSourceName, CompletionProvider> {
    [
      .settings: { _ in Settings.names },
      .settingValues: { request in
        switch request.previousWords.last {
        case "format": return OutputFormat.allNames
        case "width": return ["auto", "80", "100", "120"]
        case "color": return ["auto", "on", "off"]
        case "pager": return ["on", "off"]
        default: return []
        }
      },
    ]
  }
}
