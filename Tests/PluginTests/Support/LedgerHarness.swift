import BuiltinPlugins
import Foundation
import LedgerCore
import LedgerShell
import LedgerStore
import LedgerStoreSQLite
import LedgerViews

/// A shell over an in-memory ledger with the plugins under test, capturing what it prints.
///
/// Time stands still at 2026-11-21 10:00 UTC so that renders and records are repeatable.
final class LedgerHarness {
  /// What one command printed and whether it succeeded.
  struct Run {
    var output: String
    var errors: String
    var succeeded: Bool
    var error: ShellError?
  }

  let store: SQLiteStore
  let shell: Shell
  private let sink = Sink()

  /// The fixed "now" of every harness.
  static let now = Timestamp(millisecondsSince1970: 1_795_255_200_000)

  /// Creates a harness rendering at `width` columns, as piped output unless `terminal`, in
  /// `locale` (not UTF-8 means ASCII borders and symbols), over `store` or a new ledger
  /// keeping its attachments in `dataDirectory`.
  init(
    width: Int = 80, terminal: Bool = false, locale: String = "C.UTF-8",
    store existing: SQLiteStore? = nil, dataDirectory: String? = nil,
    environment extra: [String: String] = [:]
  ) throws {
    store =
      try existing
      ?? SQLiteStore.inMemory(dataDirectory: dataDirectory, clock: { LedgerHarness.now })
    let sink = self.sink
    var environment = ShellEnvironment(
      variables: ["LC_ALL": locale, "NO_COLOR": "1", "LEDGERSH_TODAY": "2026-11-21"].merging(
        extra
      ) { _, new in new },
      stdoutIsTerminal: terminal,
      writeOutput: { sink.output += $0 }, writeError: { sink.errors += $0 })
    environment.noColor = true
    shell = Shell(
      plugins: BuiltinPlugins.all,
      environment: environment)
    let store = self.store
    shell.openStore { store }
    shell.session.settings.width = width
  }

  /// Answers questions from `answers` (then end of input), echoing prompts and answers
  /// into the output the way a terminal shows them.
  func answering(_ answers: [String]) {
    var remaining = answers
    let sink = self.sink
    shell.interaction = Interaction(
      read: { prompt in
        let answer = remaining.isEmpty ? nil : remaining.removeFirst()
        sink.output += prompt + (answer ?? "^D") + "\n"
        return answer
      },
      write: { sink.output += $0 })
  }

  /// Runs one command line.
  @discardableResult
  func run(_ line: String) -> Run {
    sink.output = ""
    sink.errors = ""
    let outcome = shell.execute(line, at: nil)
    var error: ShellError?
    if case .failed(let failure) = outcome { error = failure }
    return Run(output: sink.output, errors: sink.errors, succeeded: error == nil, error: error)
  }

  /// Runs lines that must all succeed; returns the last one's output.
  @discardableResult
  func script(_ lines: [String]) throws -> String {
    var last = Run(output: "", errors: "", succeeded: true)
    for line in lines {
      last = run(line)
      guard last.succeeded else { throw HarnessError(line: line, errors: last.errors) }
    }
    return last.output
  }

  struct HarnessError: Error, CustomStringConvertible {
    var line: String
    var errors: String
    var description: String { "'\(line)' failed: \(errors)" }
  }

  private final class Sink: @unchecked Sendable {
    var output = ""
    var errors = ""
  }
}
