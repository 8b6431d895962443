import LedgerShell
import LedgerViews

/// The space and space template commands.
public struct SpacesPlugin: ShellPlugin {
  /// Creates the plugin.
  public init() {}

  public var name: String { "spaces" }

  public var helpGroup: String { "Spaces" }

  public var commands: [CommandSpec] {
    [
      SpaceListCommand.spec, SpaceAddCommand.spec, SpaceShowCommand.spec, SpaceEditCommand.spec,
      SpaceDeleteCommand.spec, SpaceCheckCommand.spec, SpaceUncheckCommand.spec,
      SpaceChecklistAddCommand.spec, SpaceChecklistRemoveCommand.spec, SpaceMenuCommand.spec,
      TemplateListCommand.spec, TemplateAddCommand.spec, TemplateEditCommand.spec,
      TemplateDeleteCommand.spec, TemplateMoveCommand.spec,
    ]
  }

  public var completionSources: KeyValuePairs<CompletionSourceName, CompletionProvider> {
    [.spaces: LedgerCompletion.spaces, .templates: LedgerCompletion.templates]
  }
}
