import Foundation
import Testing

@testable import LedgerShell

/// A failed write to standard output ends the session instead of being ignored.
@Suite("Output failures")
struct OutputFailureTests {
  final class Capture: @unchecked Sendable {
    var output = ""
    var errors = ""
    /// The errno the next writes to standard output fail with, if any.
    var failWith: Int32?
  }

  func makeShell(keepGoing: Bool = false) -> (Shell, Capture) {
    let capture = Capture()
    let status = StandardOutputStatus()
    var environment = ShellEnvironment(
      variables: ["LC_ALL": "C.UTF-8"], stdoutIsTerminal: false,
      writeOutput: { text in
        if let code = capture.failWith {
          status.recordFailure(code)
        } else {
          capture.output += text
        }
      },
      writeError: { capture.errors += $0 })
    environment.standardOutput = status
    environment.keepGoing = keepGoing
    return (Shell(plugins: [BuiltinPlugin()], environment: environment), capture)
  }

  @Test("a full disk ends the script with status 1 and one line, even with --keep-going")
  func fullDisk() {
    let (shell, capture) = makeShell(keepGoing: true)
    var ran = 0
    let lines = ["echo one", "echo two", "echo three"].lazy.map { line -> String in
      ran += 1
      if ran == 2 { capture.failWith = ENOSPC }
      return line
    }
    let status = shell.runScript(lines: lines, name: "s.lsh")
    #expect(status == 1)
    #expect(capture.output == "one\n")
    #expect(
      capture.errors
        == "ledgersh: error: cannot write to standard output: No space left on device\n")
    #expect(ran == 2, "the script stopped after the failed write")
  }

  @Test("a reader that went away stops the script quietly with status 141")
  func closedPipe() {
    let (shell, capture) = makeShell()
    capture.failWith = EPIPE
    let status = shell.runScript(lines: ["echo one", "echo two"], name: "s.lsh")
    #expect(status == 141)
    #expect(capture.errors == "")
    #expect(shell.exitRequest == 141)
  }

  @Test("the first failure is kept and said once")
  func firstFailureKept() {
    let status = StandardOutputStatus()
    status.recordFailure(ENOSPC)
    status.recordFailure(EPIPE)
    #expect(status.failure == ENOSPC)
    #expect(status.takeReport())
    #expect(!status.takeReport())
  }
}
