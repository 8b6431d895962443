import Foundation
import LedgerApp
import LedgerShell

/// `ledgersh --generate-manual-commands`: the man page's command lists in mdoc.
///
/// Written from the built-in commands' specs, for `make man` (scripts/man-commands.py) and
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
    let registry = CommandRegistry(plugins: LedgershLauncher.plugins)
    return FileDescriptorWriter.writeResult(ManualRenderer.commands(registry))
  }
}
