import Foundation
import PluginHost
import Testing

@Suite("Child processes spoken to line by line")
struct ChildProcessTests {
  private func shell(_ script: String) throws -> ChildProcess {
    try ChildProcess(path: "/bin/sh", arguments: ["-c", script], environment: [:])
  }

  @Test("a line written comes back from an echoing child")
  func echoes() throws {
    let child = try shell("while read line; do echo \"got $line\"; done")
    defer { child.stop() }
    try child.writeLine("hello")
    #expect(String(decoding: try child.readLine(timeout: 5), as: UTF8.self) == "got hello")
    try child.writeLine("again")
    #expect(String(decoding: try child.readLine(timeout: 5), as: UTF8.self) == "got again")
  }

  @Test("lines that arrive together, split across reads, or end in CRLF come back one by one")
  func splitsLines() throws {
    // 200,000 bytes: more than one read, and more than a pipe holds at once.
    let long = String(repeating: "x", count: 200_000)
    let child = try shell(
      "printf 'one\\ntwo\\r\\n\\nthree'; sleep 0.1; printf ' four\\n';"
        + " head -c 200000 /dev/zero | tr '\\0' x; printf '\\nlast\\n'")
    defer { child.stop() }
    var lines: [String] = []
    for _ in 0..<6 {
      lines.append(String(decoding: try child.readLine(timeout: 5), as: UTF8.self))
    }
    #expect(lines == ["one", "two", "", "three four", long, "last"])
    #expect(throws: ChildProcessError.exited(status: 0)) { try child.readLine(timeout: 5) }
  }

  @Test("a silent child times out, and stop ends it even when it ignores its input")
  func timesOut() throws {
    let child = try shell("trap '' TERM; sleep 30")
    let start = Date()
    #expect(throws: ChildProcessError.timedOut) { try child.readLine(timeout: 0.2) }
    child.stop()
    #expect(!child.isRunning)
    #expect(Date().timeIntervalSince(start) < 5)
  }

  @Test(
    "a write to a child that stops reading times out, however large, and never blocks",
    .timeLimit(.minutes(1)))
  func writeTimesOut() throws {
    let child = try shell("sleep 30")
    defer { child.stop() }
    // Far more than a pipe holds: the write must wait, and give up at the deadline.
    let line = String(repeating: "x", count: 4 << 20)
    let start = Date()
    #expect(throws: ChildProcessError.timedOut) { try child.writeLine(line, timeout: 0.3) }
    #expect(Date().timeIntervalSince(start) < 5)
  }

  @Test("a write waiting on a full pipe ends as soon as it is interrupted")
  func writeInterrupted() throws {
    let child = try shell("sleep 30")
    defer { child.stop() }
    let line = String(repeating: "x", count: 4 << 20)
    let start = Date()
    #expect(throws: ChildProcessError.interrupted) {
      try child.writeLine(line, timeout: 60) { Date().timeIntervalSince(start) > 0.2 }
    }
    #expect(Date().timeIntervalSince(start) < 5)
  }

  @Test("a slow reader gets a long line whole within the time allowed")
  func slowReaderGetsEverything() throws {
    // Reads in small pieces with pauses, so the write waits on a full pipe several times.
    let child = try shell("while :; do head -c 65536 >/dev/null || exit; sleep 0.05; done")
    defer { child.stop() }
    try child.writeLine(String(repeating: "y", count: 400_000), timeout: 10)
  }

  @Test("a child that exits reports its status")
  func reportsExit() throws {
    let child = try shell("exit 3")
    #expect(throws: ChildProcessError.exited(status: 3)) { try child.readLine(timeout: 5) }
  }

  @Test("a missing program cannot start")
  func missingProgram() {
    #expect(throws: ChildProcessError.self) {
      try ChildProcess(path: "/nonexistent/ledgersh-nothing", environment: [:])
    }
  }
}
