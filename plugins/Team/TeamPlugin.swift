import LedgerShell

/// The commands of team ledgers on a server: who may see which account (`admin …`).
public struct TeamPlugin: ShellPlugin {
  /// Creates the plugin.
  public init() {}

  public var name: String { "team" }

  public var helpGroup: String { "Team ledgers" }

  public var commands: [CommandSpec] {
    [AdminGrantCommand.spec, AdminRevokeCommand.spec, AdminGrantsCommand.spec]
  }
}
