import Foundation
import LedgerTestSupport
import Testing

@testable import LineEditor

// libedit installs process-wide signal handlers while it reads: one reader at a time.
@Suite("Libedit reader on a pseudo-terminal", .serialized)
struct LibeditLineReaderTests {
  /// Runs `body` with a reader on a fresh pseudo-terminal.
  private func withReader(
    historyFile: String? = nil, _ body: (LibeditLineReader, PseudoTerminal) throws -> Void
  ) throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let reader = try LibeditLineReader(
      programName: "ledgersh-test", historyFile: historyFile, completer: WordCompleter(),
      terminal: (terminal.terminal, terminal.terminal))
    try body(reader, terminal)
  }

  private func read(_ keys: String, with reader: LibeditLineReader, on terminal: PseudoTerminal)
    -> LineInput
  {
    let prompt = terminal.freshPrompt()
    terminal.type(keys, after: prompt)
    return reader.readLine(prompt: prompt)
  }

  @Test func utf8IsTypedEditedAndReturnedIntact() throws {
    try withReader { reader, terminal in
      #expect(read("echo Café ✓ 日本\r", with: reader, on: terminal) == .line("echo Café ✓ 日本"))
      // Left twice, then type in the middle.
      let edited = read("echo Caf日本\u{1B}[D\u{1B}[Dé ✓ \r", with: reader, on: terminal)
      #expect(edited == .line("echo Café ✓ 日本"))
      // Backspace (DEL) removes whole wide characters.
      #expect(read("echo 日本語x\u{7F}\u{7F}\r", with: reader, on: terminal) == .line("echo 日本"))
    }
  }

  @Test func tabCompletesOneCandidateAndListsSeveral() throws {
    try withReader { reader, terminal in
      #expect(read("show tr\t\r", with: reader, on: terminal) == .line("show transactions "))
      #expect(read("cd ex\t\r", with: reader, on: terminal) == .line("cd exports/"))
      #expect(read("use caf\t日\t\r", with: reader, on: terminal) == .line("use Café 日本語 "))
      #expect(read("pro\t\t\r", with: reader, on: terminal) == .line("project"))
      #expect(terminal.eventuallyShows("projects      project-show"))
    }
  }

  @Test func ctrlDOnAnEmptyLineEndsInput() throws {
    try withReader { reader, terminal in
      #expect(read("\u{4}", with: reader, on: terminal) == .endOfInput)
    }
  }

  @Test func historyIsRecalledSearchedAndKeptAcrossSessions() throws {
    let folder = try TemporaryFolder.make(prefix: "ledgersh-reader").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/ledgersh/history"

    try withReader(historyFile: path) { reader, terminal in
      for line in ["echo Café ✓ 日本", "note — done", "items"] {
        reader.addHistory(line)
      }
      #expect(read("\u{1B}[A\u{1B}[A\r", with: reader, on: terminal) == .line("note — done"))
      // Ctrl-R with characters libedit's own search mistakes for keys (✓ is U+2713).
      #expect(read("\u{12}✓ 日\r", with: reader, on: terminal) == .line("echo Café ✓ 日本"))
      #expect(read("\u{12}— \r", with: reader, on: terminal) == .line("note — done"))
    }
    try withReader(historyFile: path) { reader, terminal in
      #expect(read("\u{1B}[A\r", with: reader, on: terminal) == .line("items"))
    }
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]
    #expect((mode as? NSNumber)?.intValue == 0o600)
  }
}
