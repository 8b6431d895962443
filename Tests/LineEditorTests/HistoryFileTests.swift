import Foundation
import LedgerTestSupport
import Testing

@testable import LineEditor

@Suite("History file")
struct HistoryFileTests {
  /// A fresh folder under the temporary directory, removed by the caller.
  private func temporaryFolder() throws -> String {
    try TemporaryFolder.make(prefix: "ledgersh-history").path
  }

  /// Writes `text` to a new file at `path` with permissions `mode`.
  private func createFile(_ path: String, _ text: String, mode: Int = 0o600) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
  }

  private func permissions(of path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
  }

  @Test func appendCreatesFoldersAndAPrivateFile() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/state/ledgersh/history"

    try HistoryFile.append("projects", path: path)

    #expect(try permissions(of: path) == 0o600)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "projects\n")
  }

  @Test func appendTightensAWiderMode() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/history"
    try createFile(path, "old\n", mode: 0o644)

    try HistoryFile.append("new", path: path)

    #expect(try permissions(of: path) == 0o600)
    #expect(HistoryFile.load(path: path) == ["old", "new"])
  }

  @Test func appendSkipsBlankLinesAndRepeatsOfTheLastEntry() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/history"

    for line in ["use Smith", "use Smith", "", "   ", "items", "use Smith"] {
      try HistoryFile.append(line, path: path)
    }

    #expect(HistoryFile.load(path: path) == ["use Smith", "items", "use Smith"])
  }

  @Test func appendStartsANewLineAfterATruncatedLastLine() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/history"
    try createFile(path, "cut")

    try HistoryFile.append("next", path: path)

    #expect(HistoryFile.load(path: path) == ["cut", "next"])
  }

  @Test func utf8RoundTrips() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/history"
    let lines = ["echo Café ✓ 日本", "item add \"Sofá 🛋️\" --price 1200", "e\u{301}"]

    for line in lines {
      try HistoryFile.append(line, path: path)
    }
    try HistoryFile.trim(path: path, limit: 10)

    #expect(HistoryFile.load(path: path) == lines)
  }

  @Test func lineBreaksInsideAnEntryBecomeSpaces() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/history"

    try HistoryFile.append("item add \\\nchair", path: path)

    #expect(HistoryFile.load(path: path) == ["item add \\ chair"])
  }

  @Test func loadKeepsTheNewestEntriesAndToleratesCRLF() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/history"
    let text = "one\r\ntwo\n\nthree\nthree\nfour\n"
    try createFile(path, text)

    #expect(HistoryFile.load(path: path, limit: 2) == ["three", "four"])
    #expect(HistoryFile.load(path: path) == ["one", "two", "three", "four"])
  }

  @Test func loadOfAMissingFileIsEmpty() {
    #expect(HistoryFile.load(path: "/nonexistent/ledgersh/history").isEmpty)
  }

  @Test func trimCapsTheFileAt2000EntriesAndKeepsItPrivate() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/history"
    let text = (1...2500).map { "show #\($0)\n" }.joined()
    try createFile(path, text)

    try HistoryFile.trim(path: path)

    let entries = HistoryFile.load(path: path, limit: 10_000)
    #expect(entries.count == 2000)
    #expect(entries.first == "show #501")
    #expect(entries.last == "show #2500")
    #expect(try permissions(of: path) == 0o600)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder)
    #expect(leftovers == ["history"])
  }

  /// Users link a history to /dev/null to keep none.
  ///
  /// Appending changed the mode of what the link leads to (as root, /dev/null itself became 0600 for every user); a FIFO
  /// stands in for the device here.
  @Test func aHistoryThatIsNoRegularFileIsLeftAlone() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let fifo = folder + "/pipe"
    #expect(mkfifo(fifo, 0o644) == 0)
    let path = folder + "/history"
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: fifo)

    try HistoryFile.append("projects", path: path)
    try HistoryFile.trim(path: path, limit: 10)

    #expect(try permissions(of: fifo) == 0o644)
    // Nothing read from it either: reading a FIFO would wait for a writer for ever.
    #expect(HistoryFile.load(path: path).isEmpty)
    let link = try FileManager.default.destinationOfSymbolicLink(atPath: path)
    #expect(link == fifo)
  }

  /// Trimming wrote a new file and renamed it over the path: a history kept elsewhere
  /// through a symbolic link lost its link and stopped being updated.
  @Test func trimKeepsALinkAndRewritesWhatItLeadsTo() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(
      atPath: folder + "/dotfiles", withIntermediateDirectories: true)
    let target = folder + "/dotfiles/history"
    try createFile(target, "a\nb\nc\nd\n")
    let path = folder + "/history"
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)

    try HistoryFile.trim(path: path, limit: 2)

    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == target)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "c\nd\n")
    #expect(try permissions(of: target) == 0o600)
    let dotfiles = try FileManager.default.contentsOfDirectory(atPath: folder + "/dotfiles")
    #expect(dotfiles == ["history"])
  }
}
