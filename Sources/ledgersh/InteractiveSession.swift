import Foundation
import LedgerShell

/// The interactive read–eval–print loop (placeholder until the line editor lands).
enum InteractiveSession {
  static func run(_ shell: Shell) -> Int32 {
    shell.runScript(lines: StandardInputLines(), name: "<stdin>")
  }
}
