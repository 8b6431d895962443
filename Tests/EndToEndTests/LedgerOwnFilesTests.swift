import Foundation
import Testing

/// Backups, exports, copies and saved attachments never replace a ledger's own files: the
/// ledger, its -wal, -shm and -journal files (by inode, whatever the name), a name SQLite
/// would take for one, or its attachments.
@Suite("A ledger's own files")
struct LedgerOwnFilesTests {
  /// The names of the projects of the ledger `database`, in order.
  func projects(_ ledgersh: LedgershProcess, _ database: String) throws -> [String] {
    let output = try ledgersh.run(["--db", database, "-c", "projects --format jsonl"]).stdout
    return output.split(separator: "\n").compactMap { line in
      let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      return object?["name"] as? String
    }
  }

  @Test("backup onto the live -wal file is refused, and the session's later command is kept")
  func backupOntoWAL() throws {
    let ledgersh = try LedgershProcess()
    #expect(try ledgersh.run(["--db", "s.db", "-c", "project add Before"]).status == 0)
    let run = try ledgersh.run(
      ["--db", "s.db"],
      input: "project add Kept\nbackup s.db-wal --yes\n")
    #expect(run.status == 1, "\(run.stderr)")
    #expect(run.stderr.contains("'s.db-wal' ends in -wal"), "\(run.stderr)")
    #expect(run.stderr.contains("choose a name that does not end in -wal, -shm or -journal"))
    for suffix in ["-shm", "-journal", "-WAL"] {
      let refused = try ledgersh.run(["--db", "s.db", "-c", "backup s.db\(suffix) --yes"])
      #expect(refused.status == 1, "\(suffix): \(refused.stderr)")
    }
    #expect(try projects(ledgersh, "s.db") == ["Before", "Kept"])
  }

  @Test("a backup named like another ledger's journal is refused, so that ledger cannot delete it")
  func backupNamedLikeAJournal() throws {
    let ledgersh = try LedgershProcess()
    #expect(try ledgersh.run(["--db", "x.db", "-c", "project add X"]).status == 0)
    let refused = try ledgersh.run(["--db", "s.db", "-c", "backup x.db-journal --yes"])
    #expect(refused.status == 1, "\(refused.stderr)")
    #expect(refused.stderr.contains("rollback journal of the database 'x.db'"), "\(refused.stderr)")
    #expect(
      !FileManager.default.fileExists(
        atPath: ledgersh.home.appendingPathComponent("x.db-journal").path))
  }

  @Test("backup and export refuse the ledger under another name: a hard link or a symbolic link")
  func ledgerUnderAnotherName() throws {
    let ledgersh = try LedgershProcess()
    #expect(try ledgersh.run(["--db", "s.db", "-c", "project add Kept"]).status == 0)
    let ledger = ledgersh.home.appendingPathComponent("s.db").path
    let hard = ledgersh.home.appendingPathComponent("hard.bak").path
    #expect(link(ledger, hard) == 0)
    let soft = ledgersh.home.appendingPathComponent("soft.bak").path
    try FileManager.default.createSymbolicLink(atPath: soft, withDestinationPath: ledger + "-wal")
    for command in ["backup hard.bak --yes", "export --to hard.bak"] {
      let refused = try ledgersh.run(["--db", "s.db", "-c", command])
      #expect(refused.status == 1, "\(command): \(refused.stderr)")
      #expect(refused.stderr.contains("is the ledger itself"), "\(command): \(refused.stderr)")
    }
    for command in ["backup soft.bak --yes", "export --to soft.bak"] {
      let refused = try ledgersh.run(["--db", "s.db", "-c", command])
      #expect(refused.status == 1, "\(command): \(refused.stderr)")
      #expect(refused.stderr.contains("(a link to '"), "\(command): \(refused.stderr)")
    }
    #expect(try projects(ledgersh, "s.db") == ["Kept"])
    #expect(try projects(ledgersh, "hard.bak") == ["Kept"])
  }

  @Test("export refuses a -journal name even when no database is beside it yet")
  func exportJournalName() throws {
    let ledgersh = try LedgershProcess()
    let refused = try ledgersh.run(["--db", "s.db", "-c", "export --to later.db-journal"])
    #expect(refused.status == 1, "\(refused.stderr)")
    #expect(refused.stderr.contains("ends in -journal"), "\(refused.stderr)")
    #expect(
      !FileManager.default.fileExists(
        atPath: ledgersh.home.appendingPathComponent("later.db-journal").path))
  }

  @Test("attachment save refuses the ledger's files and its attachments folder")
  func attachmentSave() throws {
    let ledgersh = try LedgershProcess()
    try ledgersh.ledgerWithPicture("a.db")
    let ledger = ledgersh.home.appendingPathComponent("a.db").path
    let hard = ledgersh.home.appendingPathComponent("copy.png").path
    #expect(link(ledger, hard) == 0)
    let stored = try #require(
      FileManager.default.contentsOfDirectory(
        atPath: ledgersh.home.appendingPathComponent("attachments").path
      ).first)
    let cases = [
      ("attachment save 1 --to a.db-wal --force", "ends in -wal"),
      ("attachment save 1 --to copy.png --force", "is the ledger itself"),
      ("attachment save 1 --to attachments/\(stored) --force", "attachments folder"),
      ("attachment save 1 --to attachments/new.png", "attachments folder"),
    ]
    for (command, reason) in cases {
      let refused = try ledgersh.run(["--db", "a.db", "-c", command])
      #expect(refused.status == 1, "\(command): \(refused.stderr)")
      #expect(refused.stderr.contains(reason), "\(command): \(refused.stderr)")
    }
    #expect(try projects(ledgersh, "a.db") == ["P"])
  }

  @Test("copy refuses a destination named like a database's -wal file, before opening either")
  func copyOntoWAL() throws {
    let ledgersh = try LedgershProcess()
    #expect(try ledgersh.run(["--db", "a.db", "-c", "project add Kept"]).status == 0)
    let refused = try ledgersh.run(["copy", "--from", "a.db", "--to", "a.db-wal"])
    #expect(refused.status == 1, "\(refused.stderr)")
    #expect(refused.stderr.contains("ends in -wal"), "\(refused.stderr)")
    #expect(refused.stderr.contains("nothing was copied"), "\(refused.stderr)")
    #expect(
      LedgershProcess.files(in: ledgersh.home.path).filter { $0.hasPrefix("a.db") } == ["a.db"])
    #expect(try projects(ledgersh, "a.db") == ["Kept"])
  }

  @Test("an archive's original name '~/.bash_login' is kept bare, and saving offers it bare")
  func importedNameStaysBare() throws {
    let ledgersh = try LedgershProcess()
    try ledgersh.ledgerWithPicture("a.db")
    #expect(try ledgersh.run(["--db", "a.db", "-c", "export --to a.json"]).status == 0)
    let archive = ledgersh.home.appendingPathComponent("a.json")
    let text = try String(contentsOf: archive, encoding: .utf8)
    let hostile = text.replacingOccurrences(
      of: "\"originalName\":\"s.png\"", with: "\"originalName\":\"~/.bash_login\"")
    #expect(hostile != text)
    try Data(hostile.utf8).write(to: archive)
    let imported = try ledgersh.run(["--db", "b.db", "-c", "import a.json"])
    #expect(imported.status == 0, "\(imported.stderr)")
    let listed = try ledgersh.run(["--db", "b.db", "-c", "attachments item 1 --format jsonl"])
    #expect(listed.stdout.contains("\"bash_login\""), "\(listed.stdout)")
    try FileManager.default.createDirectory(
      at: ledgersh.home.appendingPathComponent("keep"), withIntermediateDirectories: true)
    let intoFolder = try ledgersh.run(["--db", "b.db", "-c", "attachment save 1 --to keep"])
    #expect(intoFolder.status != 0)
    #expect(intoFolder.stderr.contains("keep/bash_login"), "\(intoFolder.stderr)")
    #expect(!intoFolder.stderr.contains("~"), "\(intoFolder.stderr)")
  }
}
