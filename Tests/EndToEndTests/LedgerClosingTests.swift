import Foundation
import Testing

/// Every way out of ledgersh leaves `ledger.db` complete on its own, and `backup` copies
/// a live ledger safely.
@Suite("Closing and backing up the ledger")
struct LedgerClosingTests {
  /// The projects a copy of `ledger` alone (without its -wal file) holds.
  func projectsInFileAlone(_ ledger: String, _ ledgersh: LedgershProcess) throws -> String {
    let copy = ledgersh.home.appendingPathComponent("alone-\(UUID().uuidString).db").path
    try FileManager.default.copyItem(atPath: ledger, toPath: copy)
    return try LedgershProcess.sqlite(copy, "SELECT group_concat(name, ',') FROM projects")
  }

  @Test(
    "the ledger file alone holds every change after -c, -f, quit and end of input",
    arguments: ["-c", "-f", "quit", "eof"])
  func fileAloneIsComplete(exitPath: String) throws {
    let ledgersh = try LedgershProcess()
    let ledger = ledgersh.home.appendingPathComponent("ledger.db").path
    let result: LedgershProcess.Result
    switch exitPath {
    case "-c": result = try ledgersh.run(["--db", ledger, "-c", "project add Loft"])
    case "-f":
      let script = try ledgersh.write("s.lsh", "project add Loft\n")
      result = try ledgersh.run(["--db", ledger, "-f", script])
    case "quit": result = try ledgersh.run(["--db", ledger], input: "project add Loft\nquit\n")
    default: result = try ledgersh.run(["--db", ledger], input: "project add Loft\n")
    }
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try projectsInFileAlone(ledger, ledgersh) == "Loft\n")
    #expect(!FileManager.default.fileExists(atPath: ledger + "-wal"))
  }

  @Test("SIGTERM and SIGHUP close the ledger with its file complete", arguments: [SIGTERM, SIGHUP])
  func signalsCloseTheLedger(signal: Int32) throws {
    let ledgersh = try LedgershProcess()
    let ledger = ledgersh.home.appendingPathComponent("ledger.db").path
    let process = Process()
    process.executableURL = LedgershProcess.binary
    process.arguments = ["--db", ledger]
    process.environment = ledgersh.environment
    let input = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    try input.fileHandleForWriting.write(contentsOf: Data("project add Loft\n".utf8))
    // The confirmation on stderr says the command is done; the session waits for more.
    var seen = Data()
    while !String(decoding: seen, as: UTF8.self).contains("Loft") {
      let chunk = errors.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      seen += chunk
    }
    kill(process.processIdentifier, signal)
    let deadline = Date().addingTimeInterval(20)
    while process.isRunning, Date() < deadline { usleep(20_000) }
    if process.isRunning {
      Issue.record("still running 20 s after the signal")
      kill(process.processIdentifier, SIGKILL)
    }
    process.waitUntilExit()
    try? input.fileHandleForWriting.close()
    #expect(process.terminationStatus == 128 + signal)
    #expect(try projectsInFileAlone(ledger, ledgersh) == "Loft\n")
  }

  @Test("backup copies a ledger in use into a complete ledger, and asks before replacing")
  func backup() throws {
    let ledgersh = try LedgershProcess()
    let ledger = ledgersh.home.appendingPathComponent("ledger.db").path
    let copy = ledgersh.home.appendingPathComponent("copy.db").path
    #expect(try ledgersh.run(["--db", ledger, "-c", "demo --projects 3 --seed 2"]).status == 0)
    // Another session writes all along.
    let script = try ledgersh.write(
      "writes.lsh", String(repeating: "project add Busy\nundo\n", count: 300))
    let writer = Process()
    writer.executableURL = LedgershProcess.binary
    writer.arguments = ["--db", ledger, "-q", "-f", script]
    writer.environment = ledgersh.environment
    writer.standardOutput = FileHandle.nullDevice
    try writer.run()
    let made = try ledgersh.run(["--db", ledger, "-c", "backup copy.db"])
    writer.waitUntilExit()
    #expect(made.status == 0, "\(made.stderr)")
    #expect(made.stdout.isEmpty)
    #expect(made.stderr.contains("Backed up the ledger to copy.db"))
    #expect(try LedgershProcess.sqlite(copy, "PRAGMA integrity_check") == "ok\n")
    #expect(!FileManager.default.fileExists(atPath: copy + "-wal"))
    let attributes = try FileManager.default.attributesOfItem(atPath: copy)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    let copied = try ledgersh.run(["--db", copy, "-c", "projects --format csv"])
    #expect(copied.status == 0, "the copy is a ledger: \(copied.stderr)")
    #expect(
      try LedgershProcess.sqlite(copy, "SELECT count(*) FROM projects WHERE name <> 'Busy'")
        == "3\n")

    let before = FileManager.default.contents(atPath: copy)
    let refused = try ledgersh.run(["--db", ledger, "-c", "backup copy.db"])
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("--yes"))
    #expect(FileManager.default.contents(atPath: copy) == before)
    #expect(try ledgersh.run(["--db", ledger, "-c", "project add Annex"]).status == 0)
    let replaced = try ledgersh.run(["--db", ledger, "-c", "backup copy.db --yes"])
    #expect(replaced.status == 0)
    #expect(try LedgershProcess.sqlite(copy, "SELECT count(*) FROM projects") == "4\n")
    #expect(!FileManager.default.fileExists(atPath: copy + ".partial"))
    let itself = try ledgersh.run(["--db", ledger, "-c", "backup ./ledger.db --yes"])
    #expect(itself.status == 1)
    #expect(itself.stderr.contains("is the ledger itself"))
    #expect(try LedgershProcess.sqlite(ledger, "SELECT count(*) FROM projects") == "4\n")
  }

  /// The type bits of the file at `path` itself (a link is not followed).
  func fileType(_ path: String) -> mode_t {
    var info = stat()
    guard lstat(path, &info) == 0 else { return 0 }
    return info.st_mode & S_IFMT
  }

  @Test("backup follows a link and never turns a FIFO or a device into a file")
  func backupTargets() throws {
    let ledgersh = try LedgershProcess()
    let ledger = ledgersh.home.appendingPathComponent("ledger.db").path
    #expect(try ledgersh.run(["--db", ledger, "-c", "project add Loft"]).status == 0)
    let fifo = ledgersh.home.appendingPathComponent("copy.fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let throughFIFO = try ledgersh.run(["--db", ledger, "-c", "backup copy.fifo --yes"])
    #expect(throughFIFO.status == 1)
    #expect(throughFIFO.stderr.contains("'copy.fifo' is a FIFO (named pipe)"))
    #expect(fileType(fifo) == S_IFIFO)
    // A character device, reached through a link: refused, and the link is left alone.
    let deviceLink = ledgersh.home.appendingPathComponent("null.db").path
    try FileManager.default.createSymbolicLink(atPath: deviceLink, withDestinationPath: "/dev/null")
    let throughDevice = try ledgersh.run(["--db", ledger, "-c", "backup null.db --yes"])
    #expect(throughDevice.status == 1)
    #expect(throughDevice.stderr.contains("a character device"))
    #expect(fileType("/dev/null") == S_IFCHR)
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: deviceLink) == "/dev/null")
    // A link to a file: the file it points to gets the copy, the link stays a link.
    let target = ledgersh.home.appendingPathComponent("target.db").path
    let link = ledgersh.home.appendingPathComponent("link.db").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.db")
    let throughLink = try ledgersh.run(["--db", ledger, "-c", "backup link.db --yes"])
    #expect(throughLink.status == 0, "\(throughLink.stderr)")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target.db")
    #expect(try LedgershProcess.sqlite(target, "SELECT name FROM projects") == "Loft\n")
  }

  @Test("backup inside a group is refused, and the group keeps its changes")
  func backupInGroup() throws {
    let ledgersh = try LedgershProcess()
    let ledger = ledgersh.home.appendingPathComponent("ledger.db").path
    #expect(try ledgersh.run(["--db", ledger, "-c", "project add Loft"]).status == 0)
    // With --keep-going the refused command fails alone and the group goes on, as it
    // does at the prompt; it used to fail as "busy" (status 3) and lose the group.
    let piped = try ledgersh.run(
      ["--db", ledger, "--keep-going"],
      input: "begin\nproject add Studio\nbackup copy.db\ncommit\n")
    #expect(piped.status == 1)
    #expect(piped.stderr.contains("backup cannot run inside a group: 'commit' or 'rollback'"))
    #expect(!piped.stderr.contains("busy"), "\(piped.stderr)")
    #expect(try LedgershProcess.sqlite(ledger, "SELECT count(*) FROM projects") == "2\n")
    let copy = ledgersh.home.appendingPathComponent("copy.db").path
    #expect(!FileManager.default.fileExists(atPath: copy))
    // After the group, the same backup works.
    #expect(try ledgersh.run(["--db", ledger, "-c", "backup copy.db"]).status == 0)
    #expect(try LedgershProcess.sqlite(copy, "SELECT count(*) FROM projects") == "2\n")
  }
}
