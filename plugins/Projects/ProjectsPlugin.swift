import LedgerShell
import LedgerViews

/// The projects commands: add, list, show, edit, archive, delete, menu, and `use`.
public struct ProjectsPlugin: ShellPlugin {
  /// Creates the plugin.
  public init() {}

  public var name: String { "projects" }

  public var helpGroup: String { "Projects" }

  public var commands: [CommandSpec] {
    [
      ProjectListCommand.spec, ProjectAddCommand.spec, ProjectShowCommand.spec,
      ProjectEditCommand.spec, ProjectArchiveCommand.spec(archiving: true),
      ProjectArchiveCommand.spec(archiving: false), ProjectDeleteCommand.spec,
      ProjectMenuCommand.spec, UseCommand.spec,
    ]
  }

  public var completionSources: KeyValuePairs<CompletionSourceName, CompletionProvider> {
    [.projects: LedgerCompletion.projects]
  }
}
