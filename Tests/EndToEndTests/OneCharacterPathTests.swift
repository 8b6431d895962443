import Foundation
import Testing

/// Paths of one character (`--db l`, `export --to 1`) open and write like any other.
///
/// They once crashed ledgersh: Foundation's `deletingLastPathComponent` traps on them.
/// Found by the command-line fuzz target; its input is kept in
/// Tests/Fuzz/corpus/FuzzCommandLine.
@Suite("One-character paths")
struct OneCharacterPathTests {
  @Test("a ledger named with one character opens, in the current folder")
  func oneCharacterLedger() throws {
    let ledgersh = try LedgershProcess()
    let result = try ledgersh.run(["--db", "l", "-c", "project add Loft", "-c", "projects"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Loft"))
    #expect(FileManager.default.fileExists(atPath: ledgersh.home.appendingPathComponent("l").path))
  }

  @Test("export writes to a file named with one character", arguments: ["1", "x"])
  func oneCharacterExport(name: String) throws {
    let ledgersh = try LedgershProcess()
    let ledger = ledgersh.home.appendingPathComponent("ledger.db").path
    let result = try ledgersh.run([
      "--db", ledger, "-c", "project add Loft", "-c", "export --to \(name) --format json",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let exported = try String(
      contentsOf: ledgersh.home.appendingPathComponent(name), encoding: .utf8)
    #expect(exported.contains("Loft"))
  }
}
