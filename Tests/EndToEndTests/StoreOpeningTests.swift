import Foundation
import Testing

/// A file that is not a ledger is refused up front, with status 3, and left untouched.
@Suite("Opening the ledger")
struct StoreOpeningTests {
  @Test(
    "refuses files that are not ledgers and leaves them byte-for-byte untouched",
    arguments: ["plain text, not a database\n", ""])
  func refusesForeignFiles(contents: String) throws {
    let ledgersh = try LedgershProcess()
    let path = try ledgersh.write("notes.db", contents)
    if contents.isEmpty {
      // An SQLite database of another program.
      let sqlite = Process()
      sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
      sqlite.arguments = [
        path, "CREATE TABLE recipes(name TEXT); INSERT INTO recipes VALUES('soup');",
      ]
      try sqlite.run()
      sqlite.waitUntilExit()
    }
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let result = try ledgersh.run(["--db", path, "-c", "echo should not run"])
    #expect(result.status == 3)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("is not a ledgersh database"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  @Test("creates a new ledger with mode 0600 at --db, LEDGERSH_DB or the XDG default")
  func createsPrivateFiles() throws {
    let ledgersh = try LedgershProcess()
    let explicit = ledgersh.home.appendingPathComponent("books/studio.db").path
    let missingFolder = try ledgersh.run(["--db", explicit, "-c", "echo ok"])
    #expect(missingFolder.status == 3, "a named ledger's folder is not invented")
    #expect(missingFolder.stderr.contains("the folder"))
    #expect(
      !FileManager.default.fileExists(atPath: ledgersh.home.appendingPathComponent("books").path))
    try FileManager.default.createDirectory(
      at: ledgersh.home.appendingPathComponent("books"), withIntermediateDirectories: true)
    #expect(try ledgersh.run(["--db", explicit, "-c", "echo ok"]).status == 0)
    let fromEnvironment = ledgersh.home.appendingPathComponent("env.db").path
    #expect(
      try ledgersh.run(["-c", "echo ok"], extraEnvironment: ["LEDGERSH_DB": fromEnvironment]).status
        == 0)
    #expect(try ledgersh.run(["-c", "echo ok"]).status == 0)
    let fallback = ledgersh.home.appendingPathComponent("data/ledgersh/ledger.db").path
    for path in [explicit, fromEnvironment, fallback] {
      let attributes = try FileManager.default.attributesOfItem(atPath: path)
      #expect((attributes[.posixPermissions] as? Int) == 0o600, "\(path)")
    }
  }
}
