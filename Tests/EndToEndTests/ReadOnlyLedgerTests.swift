import Foundation
import Testing

/// `--read-only`, and ledgers the user cannot write: reads work, changes fail with
/// status 1, and nothing is written, not even -wal or -shm files beside the ledger.
@Suite("Read-only ledgers")
struct ReadOnlyLedgerTests {
  /// A ledger with two demo projects in `folder`, closed, owned by the unprivileged user.
  func seededLedger(_ ledgersh: LedgershProcess, in folder: String) throws -> String {
    let path = folder + "/ledger.db"
    let seeded = try ledgersh.run([
      "--db", path, "--no-init", "-c", "demo --projects 2 --transactions 4 --seed 3",
    ])
    #expect(seeded.status == 0, "\(seeded.stderr)")
    ledgersh.giveToUnprivilegedUser(path)
    return path
  }

  func expectReadsWorkAndWritesFail(
    _ ledgersh: LedgershProcess, _ path: String, options: [String] = [],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let folder = (path as NSString).deletingLastPathComponent
    let filesBefore = LedgershProcess.files(in: folder)
    let before = FileManager.default.contents(atPath: path)
    let read = try ledgersh.runUnprivileged(
      ["--db", path, "--no-init"] + options + [
        "-c", "projects --format csv", "-c", "journal", "-c", "search loft",
      ])
    #expect(read.status == 0, "\(read.stderr)", sourceLocation: sourceLocation)
    #expect(read.stdout.contains("Smith Residence"), sourceLocation: sourceLocation)
    #expect(read.stdout.contains("demo"), sourceLocation: sourceLocation)
    // A script run as one transaction, or grouped, reads as well: the group is a read
    // transaction, and a write inside it still fails.
    for grouping in [["-1"], ["-c", "begin"]] {
      let grouped = try ledgersh.runUnprivileged(
        ["--db", path, "--no-init"] + options + grouping + ["-c", "projects --format csv"]
          + (grouping == ["-1"] ? [] : ["-c", "commit"]))
      #expect(grouped.status == 0, "\(grouping): \(grouped.stderr)", sourceLocation: sourceLocation)
      #expect(grouped.stdout.contains("Smith Residence"), sourceLocation: sourceLocation)
    }
    let groupedWrite = try ledgersh.runUnprivileged(
      ["--db", path, "--no-init"] + options + ["-1", "-c", "project add Annex"])
    #expect(groupedWrite.status == 1, sourceLocation: sourceLocation)
    #expect(groupedWrite.stderr.contains("read-only"), sourceLocation: sourceLocation)
    for change in ["project add Annex", "undo", "demo --projects 1"] {
      let write = try ledgersh.runUnprivileged(
        ["--db", path, "--no-init"] + options + ["-c", change, "-c", "echo after"])
      #expect(write.status == 1, "\(change)", sourceLocation: sourceLocation)
      #expect(write.stderr.contains("read-only"), "\(write.stderr)", sourceLocation: sourceLocation)
      #expect(!write.stdout.contains("after"), "the script stops", sourceLocation: sourceLocation)
    }
    #expect(FileManager.default.contents(atPath: path) == before, sourceLocation: sourceLocation)
    // The ledger and its folder belong to the user the commands run as.
    var file = stat()
    var parent = stat()
    if stat(path, &file) == 0, file.st_mode & 0o200 != 0, stat(folder, &parent) == 0,
      parent.st_mode & 0o200 != 0
    {
      // A file others may write is read through its write-ahead log, so that a session
      // sees their later commits: SQLite makes an empty log and its index for that.
      let added = Set(LedgershProcess.files(in: folder)).subtracting(filesBefore)
      #expect(
        added.isSubset(of: ["ledger.db-wal", "ledger.db-shm"]), "\(added)",
        sourceLocation: sourceLocation)
      let log = (try? FileManager.default.attributesOfItem(atPath: path + "-wal"))?[.size]
      #expect((log as? Int ?? 0) == 0, "the log holds nothing", sourceLocation: sourceLocation)
    } else {
      #expect(
        LedgershProcess.files(in: folder) == filesBefore, "no -wal or -shm left behind",
        sourceLocation: sourceLocation)
    }
  }

  @Test("--read-only reads, refuses changes with status 1 and changes nothing")
  func readOnlyOption() throws {
    let ledgersh = try LedgershProcess()
    let folder = try ledgersh.folder("books", mode: 0o700)
    let path = try seededLedger(ledgersh, in: folder)
    try expectReadsWorkAndWritesFail(ledgersh, path, options: ["--read-only"])
    let backup = try ledgersh.runUnprivileged([
      "--db", path, "--read-only", "-c", "backup \(folder)/copy.db",
    ])
    #expect(backup.status == 0, "a read-only ledger can still be backed up: \(backup.stderr)")
    let writable = try ledgersh.runUnprivileged(["--db", path, "-c", "project add Annex"])
    #expect(writable.status == 0, "without --read-only the same ledger takes changes")
  }

  @Test("a ledger file the user cannot write opens read-only, and opens again once writable")
  func unwritableFile() throws {
    let ledgersh = try LedgershProcess()
    let folder = try ledgersh.folder("books", mode: 0o700)
    let path = try seededLedger(ledgersh, in: folder)
    chmod(path, 0o400)
    try expectReadsWorkAndWritesFail(ledgersh, path)
    chmod(path, 0o600)
    let after = try ledgersh.runUnprivileged(["--db", path, "-c", "project add Annex"])
    #expect(after.status == 0, "no file left behind breaks the next open: \(after.stderr)")
  }

  @Test("a ledger in a folder the user cannot write opens read-only")
  func unwritableFolder() throws {
    let ledgersh = try LedgershProcess()
    let folder = try ledgersh.folder("shared", mode: 0o700)
    let path = try seededLedger(ledgersh, in: folder)
    chmod(folder, 0o500)
    defer { chmod(folder, 0o700) }
    try expectReadsWorkAndWritesFail(ledgersh, path)
  }

  /// Found by a QA pass: a read that SQLite cannot do said "cannot write".
  ///
  /// The ledger's changes are still in its -wal file (a session killed with -9), with no
  /// -shm beside it, in a folder the user cannot write.
  @Test("a -wal file SQLite cannot index in a read-only folder is named as the reason")
  func unreadableLog() throws {
    let ledgersh = try LedgershProcess()
    let folder = try ledgersh.folder("killed", mode: 0o700)
    let path = try seededLedger(ledgersh, in: folder)
    let session = Process()
    session.executableURL = LedgershProcess.binary
    session.arguments = ["--db", path, "--no-init"]
    session.environment = ledgersh.environment
    let input = Pipe()
    session.standardInput = input
    session.standardOutput = FileHandle.nullDevice
    try session.run()
    input.fileHandleForWriting.write(Data("project add Annex\n".utf8))
    let deadline = Date().addingTimeInterval(20)
    while Date() < deadline,
      (try? LedgershProcess.sqlite(path, "SELECT count(*) FROM projects")) != "3\n"
    {
      usleep(50_000)
    }
    kill(session.processIdentifier, SIGKILL)
    session.waitUntilExit()
    let log = path + "-wal"
    #expect(((try? FileManager.default.attributesOfItem(atPath: log)[.size]) as? Int ?? 0) > 0)
    unlink(path + "-shm")
    ledgersh.giveToUnprivilegedUser(log)
    chmod(folder, 0o500)
    defer { chmod(folder, 0o700) }
    let read = try ledgersh.runUnprivileged(["--db", path, "-c", "projects"])
    #expect(read.status == 3)
    #expect(read.stderr.contains("its -wal file holds changes"), "\(read.stderr)")
    #expect(!read.stderr.contains("error: cannot write"))
  }

  @Test("--read-only on a path with no ledger fails with status 3 and creates nothing")
  func readOnlyMissingLedger() throws {
    let ledgersh = try LedgershProcess()
    let folder = try ledgersh.folder("empty", mode: 0o700)
    let result = try ledgersh.runUnprivileged([
      "--db", folder + "/ledger.db", "--read-only", "-c", "projects",
    ])
    #expect(result.status == 3)
    #expect(result.stderr.contains("no ledger"))
    #expect(LedgershProcess.files(in: folder).isEmpty)
  }
}
