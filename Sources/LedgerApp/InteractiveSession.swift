import Foundation
import LedgerShell
import LineEditor
import ShortcutsPlugin

/// Starts the line editor and the shell's interactive loop.
enum InteractiveSession {
  static func run(_ shell: Shell, notes: [String] = []) -> Int32 {
    let reader: LineReading
    do {
      reader = try LibeditLineReader(
        programName: "ledgersh", historyFile: shell.environment.historyPath,
        completer: ShellLineCompleter(shell: shell),
        keyActions: ShortcutsPlugin.keyActions)
    } catch {
      shell.environment.writeError("warning: \(error); reading lines without editing\n")
      reader = PlainLineReader(fd: STDIN_FILENO)
    }
    shell.showBanner(
      "ledgersh \(LedgershLauncher.version) — type 'help' for commands, Ctrl-D to leave.")
    for note in notes { shell.writeNote(note, wrapped: true) }
    shell.showWelcomeTips()
    return shell.runInteractive(reader: reader)
  }
}
