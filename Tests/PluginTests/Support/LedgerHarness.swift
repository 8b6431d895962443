import BuiltinPlugins
import Foundation
import LedgerCore
import LedgerShell
import LedgerStore
import LedgerStoreSQLite
import LedgerStoreTestSupport
import LedgerViews

/// A shell over a fresh ledger with the plugins under test, capturing what it prints.
///
/// The ledger is an in-memory SQLite database, or with `LEDGERSH_TEST_BACKEND=postgres` a new
/// schema on the PostgreSQL test server (`LEDGERSH_PG_TEST_URL`): `make unit-test` runs these
/// tests once on each backend.
///
/// Time stands still at 2026-11-21 10:00 UTC so that renders and records are repeatable.
final class LedgerHarness {
  /// The backend the plugin tests run on.
  enum Backend: String {
    case sqlite
    case postgres

    /// What `LEDGERSH_TEST_BACKEND` names: SQLite unless it says `postgres`.
    static let current: Backend = {
      let name = ProcessInfo.processInfo.environment["LEDGERSH_TEST_BACKEND"] ?? ""
      return Backend(rawValue: name.lowercased()) ?? .sqlite
    }()
  }

  /// What one command printed and whether it succeeded.
  struct Run {
    var output: String
    var errors: String
    var succeeded: Bool
    var error: ShellError?
  }

  let store: any Store
  let shell: Shell
  private let sink = Sink()

  /// The fixed "now" of every harness.
  static let now = Timestamp(millisecondsSince1970: 1_795_255_200_000)

  /// Creates a harness rendering at `width` columns, as piped output unless `terminal`, in
  /// `locale` (not UTF-8 means ASCII borders and symbols), over `store` or a new ledger
  /// keeping its attachments in `dataDirectory`.
  init(
    width: Int = 80, terminal: Bool = false, locale: String = "C.UTF-8",
    store existing: (any Store)? = nil, dataDirectory: String? = nil,
    environment extra: [String: String] = [:]
  ) throws {
    store = try existing ?? Self.freshStore(dataDirectory: dataDirectory)
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

  /// A new empty ledger on the backend under test.
  static func freshStore(dataDirectory: String?) throws -> any Store {
    switch Backend.current {
    case .sqlite:
      return try SQLiteStore.inMemory(dataDirectory: dataDirectory, clock: { LedgerHarness.now })
    case .postgres:
      guard PostgresTestServer.url != nil else {
        throw HarnessError(
          line: "LEDGERSH_TEST_BACKEND=postgres",
          errors: "LEDGERSH_PG_TEST_URL names no PostgreSQL test server")
      }
      return try PostgresTestServer.clonedStore(
        dataDirectory: dataDirectory, clock: { LedgerHarness.now })
    }
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
