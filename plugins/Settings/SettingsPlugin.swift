import LedgerShell
import LedgerViews

/// The settings commands: accounts, vendors and their defaults, the `settings` listing; and
/// live sessions (other sessions' changes before the prompt, the last context restored).
public struct SettingsPlugin: ShellPlugin {
  /// Creates the plugin.
  public init() {}

  public var name: String { "settings" }

  public var helpGroup: String { "Settings" }

  public var commands: [CommandSpec] {
    [
      AccountListCommand.spec, AccountAddCommand.spec, AccountUseCommand.spec,
      AccountRenameCommand.spec, AccountSetCommand.spec, VendorListCommand.spec,
      VendorAddCommand.spec,
      VendorRenameCommand.spec, VendorMergeCommand.spec, VendorDefaultCommand.spec,
      VendorAliasCommand.list, VendorAliasCommand.add, VendorAliasCommand.remove,
      SettingsCommand.spec,
    ]
  }

  public var completionSources: KeyValuePairs<CompletionSourceName, CompletionProvider> {
    [.accounts: AccountArguments.completion]
  }

  public func beforePrompt(_ context: StatusLineContext) -> String? {
    LiveSession.beforePrompt(context)
  }
}
