import Foundation
import LedgerApp
import LedgerShell
import PluginHost

/// `ledgersh --generate-manual-commands`: the man page's command lists in mdoc.
///
/// Written from the specs of the built-in commands and the plugin manager's, for `make man` (scripts/man-commands.py) and
/// the test that keeps man/ledgersh.1 in step with them. A tool for the build, not listed
/// in `--help`.
enum ManualCommands {
  /// The option that asks for the lists.
  static let option = "--generate-manual-commands"

  /// Writes the lists and answers the exit status, or nil when `arguments` ask for
  /// something else.
  static func run(_ arguments: [String]) -> Int32? {
    guard arguments.dropFirst().first == option else { return nil }
    guard arguments.count == 2 else {
      FileDescriptorWriter.write(
        LaunchMessage.error("\(option) takes no other arguments"), to: STDERR_FILENO)
      return 2
    }
    // With the plugin manager (`plugin list|add|remove`), which PluginHost registers at
    // run time; external plugins are not looked for (enabled: false), so their commands,
    // which ledgersh does not document, stay out.
    let manager = ExternalPlugins.load(
      builtIn: LedgershLauncher.plugins, variables: [:], hostVersion: LedgershLauncher.version,
      enabled: false, warn: { _ in })
    let registry = CommandRegistry(plugins: LedgershLauncher.plugins + manager)
    return FileDescriptorWriter.writeResult(ManualRenderer.commands(registry))
  }
}
